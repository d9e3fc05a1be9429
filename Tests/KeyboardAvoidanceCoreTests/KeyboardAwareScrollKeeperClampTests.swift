import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A keyboard short for a moment (a third-party keyboard announcing one height, then another):
/// SwiftUI's safe area takes it, clamps content to its range, and the view undoes that clamp.
@Suite("KeyboardAwareScrollView's keeper: SwiftUI's clamp undone")
struct KeyboardAwareScrollKeeperClampTests {
  typealias Keeper = KeyboardAwareScrollKeeper<String>
  typealias Fixture = KeyboardAwareScrollKeeperTests

  /// Content 900 pt tall: a short keyboard's range clamps it.
  static func content(_ minY: CGFloat) -> CGRect { CGRect(x: 0, y: minY, width: 393, height: 900) }

  /// The keyboard up at `overlap` points.
  static func keyboard(_ overlap: CGFloat) -> Keeper.Facts {
    var facts = Fixture.up
    facts.keyboard.frame = CGRect(x: 0, y: 852 - overlap, width: 393, height: overlap)
    facts.overlap = overlap
    return facts
  }

  /// The keyboard up at `overlap` points, and the size of a scroll view whose frame ends at it
  /// — or at the bars below, `restingBottom` tall, where the keyboard is shorter.
  static func shrunk(_ overlap: CGFloat, restingBottom: CGFloat) -> (Keeper.Facts, CGSize) {
    (keyboard(overlap), CGSize(width: 393, height: 852 - max(overlap, restingBottom)))
  }

  /// A keeper that saw the short content at rest (`insets` without the keyboard), the keyboard
  /// up for another field, then `street` focused and moved above the keyboard; that move.
  static func focusedOnShortContent(
    insets: AvoidanceInsets = Fixture.downInsets
  ) throws -> (Keeper, Keeper.Move) {
    var keeper = Keeper()
    _ = keeper.scrollViewChanged(size: Fixture.size, insets: insets, Fixture.down)
    _ = keeper.contentChanged(content(59), Fixture.down)
    _ = keeper.fieldsChanged(Fixture.reports(focused: nil), Fixture.down)
    keeper.keyboardChanged(Fixture.up)
    _ = keeper.scrollViewChanged(size: Fixture.size, insets: Fixture.keyboardUp, Fixture.up)
    _ = keeper.keyboardSettled(Fixture.up)
    let focused = keeper.fieldsChanged(Fixture.reports(), Fixture.up)
    let first = try #require(focused)
    #expect(abs(first.contentMinY - -288) < 0.5)
    _ = keeper.contentChanged(content(first.contentMinY), Fixture.up)
    return (keeper, first)
  }

  @Test("A keyboard shrinking for a moment, then growing, undoes SwiftUI's clamp: no extra scroll")
  func clampUndone() throws {
    // The keyboard is up for another field; then `street` gets the focus.
    var (keeper, _) = try Self.focusedOnShortContent()
    // A third-party keyboard: 100 pt for a moment, then 300. SwiftUI's safe area took the
    // 100 and clamped content to that range (its top at −148)...
    keeper.keyboardChanged(Self.keyboard(100))
    keeper.keyboardChanged(Self.keyboard(300))
    _ = keeper.contentChanged(Self.content(-148), Self.keyboard(300))
    let grown = keeper.scrollViewChanged(
      size: Fixture.size, insets: AvoidanceInsets(top: 59, bottom: 300), Self.keyboard(300))
    // ...and the field, 16 pt above the 300-pt keyboard where the first move left it, goes
    // back there rather than 104 pt short of it.
    let back = try #require(grown)
    #expect(abs(back.contentMinY - -288) < 0.5)
    // The user scrolls to 380, near the end; the keyboard goes 100 → 220 pt. Content goes back
    // as near that place as the new range allows (900 + 220 − 852 = 268), not 16 pt above the
    // keyboard from the clamped place.
    _ = keeper.contentChanged(Self.content(back.contentMinY), Self.keyboard(300))
    _ = keeper.contentChanged(Self.content(-380), Self.keyboard(300))
    keeper.keyboardChanged(Self.keyboard(100))
    keeper.keyboardChanged(Self.keyboard(220))
    _ = keeper.contentChanged(Self.content(-148), Self.keyboard(220))
    let again = keeper.scrollViewChanged(
      size: Fixture.size, insets: AvoidanceInsets(top: 59, bottom: 220), Self.keyboard(220))
    let near = try #require(again)
    #expect(abs(near.contentMinY - -268) < 0.5)
  }
  @Test("The clamp is undone too where the keyboard shrinks the scroll view's frame")
  func clampUndoneInShrunkFrame() throws {
    // SwiftUI may shrink the scroll view above the keyboard instead of insetting it (§1).
    let shrunk = { Self.shrunk($0, restingBottom: 0) }
    let insets = AvoidanceInsets(top: 59, bottom: 0)
    var keeper = Keeper()
    let (up, upSize) = shrunk(336)
    _ = keeper.fieldsChanged(Fixture.reports(focused: nil), up)
    _ = keeper.contentChanged(Self.content(59), up)
    _ = keeper.scrollViewChanged(size: upSize, insets: insets, up)
    let focused = keeper.fieldsChanged(Fixture.reports(), up)
    let first = try #require(focused)
    #expect(abs(first.contentMinY - -288) < 0.5)
    _ = keeper.contentChanged(Self.content(first.contentMinY), up)
    // 100 pt for a moment (the frame 752 tall clamps content's top to −148), then 300.
    keeper.keyboardChanged(shrunk(100).0)
    let (tall, tallSize) = shrunk(300)
    keeper.keyboardChanged(tall)
    _ = keeper.contentChanged(Self.content(-148), tall)
    let grown = keeper.scrollViewChanged(size: tallSize, insets: insets, tall)
    let back = try #require(grown)
    #expect(abs(back.contentMinY - -288) < 0.5)
  }
  @Test("The clamp is undone too when the short keyboard was shorter than a tab bar")
  func clampUndoneOverTabBar() throws {
    // A tab bar: 83 pt at the bottom without a keyboard.
    let tabBar = AvoidanceInsets(top: 59, bottom: 83)
    var (keeper, first) = try Self.focusedOnShortContent(insets: tabBar)
    // 60 pt for a moment — the safe area kept the tab bar's 83, and clamped content's top to
    // −131 — then 300.
    keeper.keyboardChanged(Self.keyboard(60))
    keeper.keyboardChanged(Self.keyboard(300))
    _ = keeper.contentChanged(Self.content(-131), Self.keyboard(300))
    let grown = keeper.scrollViewChanged(
      size: Fixture.size, insets: AvoidanceInsets(top: 59, bottom: 300), Self.keyboard(300))
    let back = try #require(grown)
    #expect(abs(back.contentMinY - first.contentMinY) < 0.5)
  }
  @Test("SwiftUI's clamp reported in a callback of its own, after the geometry, is undone too")
  func clampReportedAfterGeometry() throws {
    var (keeper, first) = try Self.focusedOnShortContent()
    keeper.keyboardChanged(Self.keyboard(100))
    keeper.keyboardChanged(Self.keyboard(300))
    // The geometry's callback first: nothing to do where content was left...
    let geometry = keeper.scrollViewChanged(
      size: Fixture.size, insets: AvoidanceInsets(top: 59, bottom: 300), Self.keyboard(300))
    #expect(geometry == nil)
    // ...then the content's, clamped to the short keyboard's range: no scroll of the user's.
    let clamped = keeper.contentChanged(Self.content(-148), Self.keyboard(300))
    let back = try #require(clamped)
    #expect(abs(back.contentMinY - first.contentMinY) < 0.5)
  }
  @Test("The clamp is undone where the frame ends at the keyboard, or at a taller tab bar")
  func clampUndoneInFrameOverTabBar() throws {
    // The scroll view ends at the tab bar (83 pt) without a keyboard, at the keyboard with one.
    let shrunk = { Self.shrunk($0, restingBottom: 83) }
    let insets = AvoidanceInsets(top: 59, bottom: 0)
    var keeper = Keeper()
    _ = keeper.scrollViewChanged(size: shrunk(0).1, insets: insets, Fixture.down)
    _ = keeper.contentChanged(Self.content(59), Fixture.down)
    _ = keeper.fieldsChanged(Fixture.reports(focused: nil), Fixture.down)
    let (up, upSize) = shrunk(336)
    keeper.keyboardChanged(up)
    _ = keeper.scrollViewChanged(size: upSize, insets: insets, up)
    _ = keeper.keyboardSettled(up)
    let focused = keeper.fieldsChanged(Fixture.reports(), up)
    let first = try #require(focused)
    _ = keeper.contentChanged(Self.content(first.contentMinY), up)
    // 60 pt for a moment — the frame ended at the tab bar, 769 tall, and clamped content's top
    // to −131 — then 300.
    keeper.keyboardChanged(shrunk(60).0)
    let (tall, tallSize) = shrunk(300)
    keeper.keyboardChanged(tall)
    _ = keeper.contentChanged(Self.content(-131), tall)
    let grown = keeper.scrollViewChanged(size: tallSize, insets: insets, tall)
    let back = try #require(grown, "the clamp to the tab bar's range was kept")
    #expect(abs(back.contentMinY - first.contentMinY) < 0.5)
  }
}

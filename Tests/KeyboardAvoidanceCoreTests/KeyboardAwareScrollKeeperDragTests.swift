import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// Who moved the content, where the host reads the drag state of the UIKit scroll view SwiftUI's
/// scroll view is built on: the user's finger, or UIKit's and SwiftUI's own scrolls.
@Suite("KeyboardAwareScrollView's keeper: the user's drag, and scrolls of others")
struct KeyboardAwareScrollKeeperDragTests {
  typealias Keeper = KeyboardAwareScrollKeeper<String>
  typealias Fixture = KeyboardAwareScrollKeeperTests

  static let idle = ScrollActivity()
  static let dragging = ScrollActivity(isTracking: true, isDragging: true)

  /// The keyboard down or up at `time`, the scroll view's drag state read as `activity`.
  static func at(_ time: TimeInterval, up: Bool, _ activity: ScrollActivity?) -> Keeper.Facts {
    Fixture.at(time, up: up, activity: activity)
  }

  /// A keeper whose move for the keyboard was reported back, in a turn that is over.
  static func moved() throws -> (Keeper, Keeper.Move) {
    var (keeper, move) = Fixture.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY), at(1, up: true, idle))
    keeper.turnEnded()
    return (keeper, first)
  }

  /// The keyboard's news (`facts`), then SwiftUI's safe area following it with `bottom`: what
  /// the keeper asks for then.
  static func keyboardNews(
    _ keeper: inout Keeper, _ facts: Keeper.Facts, bottom: CGFloat
  ) -> Keeper.Move? {
    keeper.keyboardChanged(facts)
    return keeper.scrollViewChanged(
      size: Fixture.size, insets: AvoidanceInsets(top: 59, bottom: bottom), facts)
  }

  /// The keyboard leaves: what the keeper asks for once SwiftUI's safe area followed.
  static func hide(_ keeper: inout Keeper, at time: TimeInterval) -> Keeper.Move? {
    keyboardNews(&keeper, at(time, up: false, idle), bottom: Fixture.downInsets.bottom)
  }

  /// The user drags the keyboard (an interactive dismissal) at `time`, its top `lowered` points
  /// below where it rests: the scroll view's drag is that gesture.
  static func keyboardDragged(at time: TimeInterval, lowered: CGFloat) -> Keeper.Facts {
    var facts = at(time, up: true, dragging)
    facts.keyboard.phase = .trackingDrag
    facts.keyboard.frame = CGRect(x: 0, y: 516 + lowered, width: 393, height: 336)
    facts.overlap -= lowered
    return facts
  }

  @Test("Content moved a turn later with no finger on it was not the user's: it goes back on hide")
  func lateScrollOfOthers() throws {
    var (keeper, first) = try Self.moved()
    // SwiftUI's (or UIKit's) own scroll of the field lands in a later turn, 16 pt further.
    let late = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY - 16), Self.at(2, up: true, Self.idle))
    #expect(late == nil)
    keeper.turnEnded()
    let back = try #require(Self.hide(&keeper, at: 3), "the late scroll was taken for the user's")
    #expect(abs(back.contentMinY - 59) < 0.5)
  }

  @Test("A drag in the turn of a keyboard change is the user's: content stays where it is left")
  func dragInKeyboardTurn() throws {
    var (keeper, first) = try Self.moved()
    // The keyboard announces itself again (its did-show) while the user drags the content;
    // SwiftUI reports the scroll view's geometry, then the content the finger moved.
    let geometry = Self.keyboardNews(&keeper, Self.at(2, up: true, Self.dragging), bottom: 336)
    #expect(geometry == nil)
    let dragged = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY + 40), Self.at(2, up: true, Self.dragging))
    #expect(dragged == nil, "the user's drag was scrolled back")
    keeper.turnEnded()
    let hidden = Self.hide(&keeper, at: 3)
    #expect(hidden?.contentMinY == nil, "content went back after the user's own scroll")
  }

  @Test(
    "After a tap on the focused field, UIKit's own scroll of it is undone until the user drags",
    arguments: [(idle, 2.1, true), (dragging, 2.1, false), (idle, 2.6, false)])
  func scrollAfterTap(activity: ScrollActivity, time: TimeInterval, shownAgain: Bool) throws {
    var (keeper, first) = try Self.moved()
    // The field is where the keyboard's move left it; the tap needs no move.
    #expect(keeper.fieldTapped("street", Self.at(2, up: true, Self.idle)) == nil)
    keeper.turnEnded()
    // UIKit scrolls it down by 30 pt, frame by frame: the padding is lost.
    let moved = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY + 30), Self.at(time, up: true, activity))
    #expect((moved != nil) == shownAgain)
    if let moved { #expect(abs(moved.contentMinY - first.contentMinY) < 0.5) }
  }

  @Test("A large title collapsing under the user's drag moves nothing: the drag's place is kept")
  func topInsetChangesUnderDrag() throws {
    var (keeper, first) = try Self.moved()
    // The user drags the field down by 120 pt; the navigation bar's large title grows back
    // meanwhile, and the top inset with it — callback by callback.
    let dragged = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY + 120), Self.at(2, up: true, Self.dragging))
    #expect(dragged == nil)
    let title = keeper.scrollViewChanged(
      size: Fixture.size, insets: AvoidanceInsets(top: 103, bottom: 336),
      Self.at(2, up: true, Self.dragging))
    #expect(title == nil, "the user's drag was snapped back")
    keeper.turnEnded()
    // The finger lifts: content stays, and stays on hide.
    let lifted = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY + 121), Self.at(2.1, up: true, Self.idle))
    #expect(lifted == nil)
    #expect(Self.hide(&keeper, at: 3)?.contentMinY == nil)
  }

  @Test("An interactive dismissal's drag is the keyboard's: content it moves goes back on hide")
  func keyboardDragIsNotAScroll() throws {
    var (keeper, first) = try Self.moved()
    // The finger drags the keyboard down by 130 pt (the scroll view's drag); SwiftUI's safe
    // area follows it in the keyboard's turn, and content moves with it.
    let dragged = Self.keyboardDragged(at: 2, lowered: 130)
    _ = Self.keyboardNews(&keeper, dragged, bottom: 206)
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY + 130), dragged)
    keeper.turnEnded()
    // Released: the keyboard goes, and content back where it rested.
    let back = try #require(Self.hide(&keeper, at: 3), "the keyboard's drag was taken for a scroll")
    #expect(abs(back.contentMinY - 59) < 0.5)
  }

  @Test("A drag that dragged the keyboard stays the keyboard's when the keyboard changes mid-drag")
  func keyboardDragOutlivesKeyboardChange() throws {
    var (keeper, first) = try Self.moved()
    _ = Self.keyboardNews(&keeper, Self.keyboardDragged(at: 2, lowered: 36), bottom: 300)
    keeper.turnEnded()
    // Mid-drag the keyboard becomes another (a third-party one announcing itself): it is no
    // longer tracked, but the finger still holds the scroll view.
    var other = Self.at(2.2, up: true, Self.dragging)
    other.keyboard.frame = CGRect(x: 0, y: 600, width: 393, height: 252)
    other.overlap = 252
    _ = Self.keyboardNews(&keeper, other, bottom: 252)
    // SwiftUI moves content for the new safe area in the keyboard's turn.
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY + 84), other)
    keeper.turnEnded()
    let back = try #require(Self.hide(&keeper, at: 3), "the keyboard's drag was taken for a scroll")
    #expect(abs(back.contentMinY - 59) < 0.5)
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A keyboard that goes down while a field is edited (a rotation hides it before and shows it
/// after), or while the app is in the background: what is held, and what is let go.
@Suite("KeyboardAwareScrollView's keeper: hides held, the background")
struct KeyboardAwareScrollKeeperHoldTests {
  typealias Keeper = KeyboardAwareScrollKeeper<String>
  typealias Fixture = KeyboardAwareScrollKeeperTests

  /// The keyboard down (`up` false) or up at `time` seconds, a text input being edited.
  static func edited(_ time: TimeInterval, up: Bool) -> Keeper.Facts {
    Fixture.at(time, up: up, editing: true)
  }

  /// A keeper that moved `street` above the keyboard, `street` being edited (its begin-editing
  /// and the report naming it); that move and the field.
  static func editedWithKeyboard() throws -> (Keeper, Keeper.Move) {
    var (keeper, move) = Fixture.keeperWithKeyboard()
    let first = try #require(move)
    keeper.textInputNotified(TextInputNotificationName.textFieldDidBeginEditing)
    _ = keeper.fieldsChanged(Fixture.reports(), Self.edited(0.5, up: true))
    return (keeper, first)
  }

  @Test("A rotation's hide, the field still edited, puts nothing back; the user's scroll counts")
  func rotationHoldsHide() throws {
    var (keeper, first) = try Self.editedWithKeyboard()
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY), Self.edited(1, up: true))
    keeper.turnEnded()
    // The user scrolls the field down under the keyboard.
    _ = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY + 100), Self.edited(2, up: true))
    // The device rotates: the keyboard goes down with the field still edited...
    let recheck = keeper.keyboardChanged(Self.edited(3, up: false))
    #expect(recheck == HideHold.recheckDelay)
    let hidden = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, Self.edited(3, up: false))
    #expect(hidden == nil, "content went back in the middle of a rotation")
    // ...and comes back a moment later: its news shows the field again.
    #expect(keeper.keyboardChanged(Self.edited(3.1, up: true)) == nil)
    let shown = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.keyboardUp, Self.edited(3.1, up: true))
    let again = try #require(shown)
    _ = keeper.contentChanged(Fixture.content(minY: again.contentMinY), Self.edited(3.2, up: true))
    #expect(keeper.hideHoldEnded(Self.edited(3.55, up: true)) == nil)
    // Done: editing ends, the keyboard leaves — content stays where the user left it.
    keeper.textInputNotified(TextInputNotificationName.textFieldDidEndEditing)
    keeper.keyboardChanged(Fixture.at(5, up: false))
    let done = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, Fixture.at(5, up: false))
    #expect(done == nil, "the user's scroll before the rotation no longer counted")
  }
  @Test("A rotation whose show comes 0.6 s after its hide puts nothing back meanwhile (N10)")
  func lateRotationShowHolds() throws {
    var (keeper, first) = try Self.editedWithKeyboard()
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY), Self.edited(1, up: true))
    keeper.turnEnded()
    let delay = keeper.keyboardChanged(Self.edited(2, up: false))
    let recheck = try #require(delay)
    // The rotation lays the scroll view out in landscape: wider.
    let landscape = CGSize(width: Fixture.size.height, height: Fixture.size.width)
    let rotated = keeper.scrollViewChanged(
      size: landscape, insets: Fixture.downInsets, Self.edited(2, up: false))
    #expect(rotated == nil, "content went back in the middle of a rotation")
    // The first recheck comes before the show: still held, and rechecked again later.
    #expect(keeper.hideHoldEnded(Self.edited(2 + recheck, up: false)) == nil)
    #expect(keeper.hideHoldRecheckDelay(Self.edited(2 + recheck, up: false)) != nil)
  }

  @Test("A late rotation's show in a sheet that keeps its width: the screen's turn holds (7/10516)")
  func lateRotationShowInSheet() throws {
    var (keeper, first) = try Self.editedWithKeyboard()
    let portrait = CGSize(width: 1032, height: 1376)
    func facts(_ time: TimeInterval, up: Bool, screen: CGSize) -> Keeper.Facts {
      var facts = Self.edited(time, up: up)
      facts.screenSize = screen
      return facts
    }
    _ = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY), facts(1, up: true, screen: portrait))
    keeper.turnEnded()
    let delay = keeper.keyboardChanged(facts(2, up: false, screen: portrait))
    let recheck = try #require(delay)
    // The screen turns; the sheet, and the scroll view in it, keep their width.
    let landscape = CGSize(width: portrait.height, height: portrait.width)
    let rotated = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, facts(2, up: false, screen: landscape))
    #expect(rotated == nil, "content went back in the middle of a rotation")
    // The show comes 0.6 s after the hide: the hold lasts past the first recheck, until then.
    let at = 2 + recheck
    #expect(keeper.hideHoldEnded(facts(at, up: false, screen: landscape)) == nil)
    let again = try #require(keeper.hideHoldRecheckDelay(facts(at, up: false, screen: landscape)))
    #expect(at + again > 2.6, "the hold ended before the show came")
  }

  @Test("A hide with the field still edited and no show after it restores once the hold is over")
  func heldHideEnds() throws {
    var (keeper, first) = try Self.editedWithKeyboard()
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY), Self.edited(1, up: true))
    let recheck = keeper.keyboardChanged(Self.edited(2, up: false))
    let delay = try #require(recheck)
    let hidden = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, Self.edited(2, up: false))
    #expect(hidden == nil)
    let ended = keeper.hideHoldEnded(Self.edited(2 + delay, up: false))
    let back = try #require(ended)
    #expect(abs(back.contentMinY - 59) < 0.5)
  }
  @Test("A rotation's hide is held also when nothing had moved: the user's scroll still counts")
  func rotationHoldsWithoutMove() throws {
    var keeper = Keeper()
    // Content scrolled so that `street` (content 700…788) shows above the keyboard without a
    // move.
    _ = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, Self.edited(0, up: false))
    _ = keeper.contentChanged(Fixture.content(minY: -300), Self.edited(0, up: false))
    _ = keeper.fieldsChanged(Fixture.reports(), Self.edited(0, up: false))
    keeper.textInputNotified(TextInputNotificationName.textFieldDidBeginEditing)
    _ = keeper.fieldsChanged(Fixture.reports(), Self.edited(0, up: false))
    let shown = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.keyboardUp, Self.edited(1, up: true))
    #expect(shown == nil)
    keeper.turnEnded()
    // The user scrolls it down under the keyboard; the device rotates (hide, then show).
    _ = keeper.contentChanged(Fixture.content(minY: -100), Self.edited(2, up: true))
    keeper.keyboardChanged(Self.edited(3, up: false))
    let hidden = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, Self.edited(3, up: false))
    #expect(hidden == nil)
    keeper.keyboardChanged(Self.edited(3.1, up: true))
    let back = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.keyboardUp, Self.edited(3.1, up: true))
    let again = try #require(back, "the keyboard's news shows the field again")
    _ = keeper.contentChanged(Fixture.content(minY: again.contentMinY), Self.edited(3.2, up: true))
    // Done: content stays where the user's scroll and the reveal left it.
    keeper.textInputNotified(TextInputNotificationName.textFieldDidEndEditing)
    keeper.keyboardChanged(Fixture.at(5, up: false))
    let done = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, Fixture.at(5, up: false))
    #expect(done == nil, "the user's scroll before the rotation no longer counted")
  }
  @Test("In the background nothing is decided; back in front, content goes back")
  func background() throws {
    var (keeper, move) = Fixture.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY), Fixture.up)
    keeper.appEnteredBackground()
    // The app switcher's snapshot lays the view out in landscape, where the keyboard last
    // announced (a portrait one) covers nothing: no hide of the user's.
    var stale = Fixture.up
    stale.overlap = 0
    let landscape = keeper.scrollViewChanged(
      size: CGSize(width: 852, height: 393), insets: AvoidanceInsets(top: 44, bottom: 21), stale)
    #expect(landscape == nil)
    let portrait = keeper.scrollViewChanged(size: Fixture.size, insets: Fixture.downInsets, stale)
    #expect(portrait == nil)
    // Back in front with the keyboard gone (editing ended in the background): content goes
    // back where it rested.
    let back = keeper.appWillEnterForeground(Fixture.down)
    let restored = try #require(back)
    #expect(abs(restored.contentMinY - 59) < 0.5)
  }
  @Test("The user's scroll while a hide is held counts: the hold's end puts nothing back")
  func userScrollDuringHold() throws {
    var (keeper, first) = try Self.editedWithKeyboard()
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY), Self.edited(1, up: true))
    // The keyboard stops covering the scroll view, the field still edited: held...
    keeper.keyboardChanged(Self.edited(2, up: false))
    let down = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, Self.edited(2, up: false))
    #expect(down == nil)
    keeper.turnEnded()
    // ...while the user scrolls.
    let scrolled = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY - 200), Self.edited(2.2, up: false))
    #expect(scrolled == nil)
    let ended = keeper.hideHoldEnded(Self.edited(2.6, up: false))
    #expect(ended == nil, "content went back under the user's finger")
  }
  @Test("A keyboard that stays up but stops covering the scroll view is no hide to hold")
  func hardwareBarIsNotHeld() throws {
    var (keeper, first) = try Self.editedWithKeyboard()
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY), Self.edited(1, up: true))
    // A hardware keyboard is connected: its bar, below a sheet, covers nothing.
    var bar = Self.edited(2, up: true)
    bar.keyboard.kind = .hardware
    bar.keyboard.frame = CGRect(x: 0, y: 797, width: 393, height: 55)
    bar.overlap = 0
    #expect(keeper.keyboardChanged(bar) == nil, "no hold to end")
    let clear = keeper.scrollViewChanged(size: Fixture.size, insets: Fixture.downInsets, bar)
    let back = try #require(clear, "held, content went back half a second later, under a finger")
    #expect(abs(back.contentMinY - 59) < 0.5)
  }
  @Test("SwiftUI's clamp while a rotation's hide is held is no scroll of the user's")
  func clampDuringHold() throws {
    var (keeper, first) = try Self.editedWithKeyboard()
    _ = keeper.contentChanged(Fixture.content(minY: first.contentMinY), Self.edited(1, up: true))
    keeper.turnEnded()
    // The rotation's hide: in its turn, SwiftUI reports the new geometry, then content it moved.
    keeper.keyboardChanged(Self.edited(2, up: false))
    _ = keeper.scrollViewChanged(
      size: Fixture.size, insets: Fixture.downInsets, Self.edited(2, up: false))
    _ = keeper.contentChanged(
      Fixture.content(minY: first.contentMinY + 50), Self.edited(2, up: false))
    keeper.turnEnded()
    // No show came: the hold ends, and content goes back.
    let ended = keeper.hideHoldEnded(Self.edited(2.6, up: false))
    let back = try #require(ended, "SwiftUI's move was taken for the user's scroll")
    #expect(abs(back.contentMinY - 59) < 0.5)
  }
}

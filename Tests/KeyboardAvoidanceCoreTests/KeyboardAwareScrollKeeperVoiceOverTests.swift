import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// §10.16 in the SwiftUI scroll view's keeper: VoiceOver's element leads when it is a field or
/// companion the form reports, other than the focused field.
@Suite("KeyboardAwareScrollView's keeper: VoiceOver's element leads")
struct KeyboardAwareScrollKeeperVoiceOverTests {
  typealias Keeper = KeyboardAwareScrollKeeper<String>
  typealias Fixture = KeyboardAwareScrollKeeperTests

  /// Where VoiceOver's cursor is, in the window.
  enum Cursor: String, CaseIterable, CustomTestStringConvertible {
    /// On `street`'s text, under the keyboard.
    case otherField
    /// On the focused field, `name`.
    case focusedField
    /// On the keyboard's toolbar, over the scroll view's place but no reported view.
    case toolbar
    /// VoiceOver off.
    case off
    var testDescription: String { rawValue }

    var frame: CGRect? {
      switch self {
      case .otherField: CGRect(x: 24, y: 770, width: 200, height: 22)
      case .focusedField: CGRect(x: 24, y: 110, width: 200, height: 22)
      case .toolbar: CGRect(x: 0, y: 472, width: 393, height: 44)
      case .off: nil
      }
    }
  }

  @Test(
    "The keyboard comes with `name` focused: content shows the field VoiceOver is on, else `name` with its companion",
    arguments: Cursor.allCases)
  func keyboardComes(_ cursor: Cursor) throws {
    var down = Fixture.down
    down.voiceOverCursorInWindow = cursor.frame
    var up = Fixture.up
    up.voiceOverCursorInWindow = cursor.frame
    // `name`'s validation message, its padding under the keyboard.
    let companion = Keeper.Report(
      id: "name", frameInContent: CGRect(x: 16, y: 430, width: 361, height: 20),
      frameInWindow: CGRect(x: 16, y: 489, width: 361, height: 20), isFocused: false,
      isCompanion: true)
    var keeper = Keeper()
    _ = keeper.scrollViewChanged(
      size: Fixture.size, insets: AvoidanceInsets(top: 59, bottom: 34), down)
    _ = keeper.contentChanged(Fixture.content(minY: 59), down)
    _ = keeper.fieldsChanged(Fixture.reports(focused: "name") + [companion], down)
    keeper.keyboardChanged(up)
    let solved = keeper.scrollViewChanged(size: Fixture.size, insets: Fixture.keyboardUp, up)
    let move = try #require(solved)
    // What leads — `street` (content bottom 788) or `name`'s message (450) — ends 16 pt above
    // the keyboard's top (852 − 336 = 516).
    let bottom: CGFloat = cursor == .otherField ? 788 : 450
    #expect(abs((bottom + move.contentMinY) - (516 - 16)) < 0.5)
  }
}

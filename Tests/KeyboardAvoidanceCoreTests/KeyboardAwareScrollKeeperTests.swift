import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// The SwiftUI scroll view's keeper, fed as SwiftUI feeds it: one callback at a time, each with
/// the reads of its moment.
@Suite("KeyboardAwareScrollView's keeper: events one at a time")
struct KeyboardAwareScrollKeeperTests {
  typealias Keeper = KeyboardAwareScrollKeeper<String>

  /// An iPhone 15's scroll view with the keyboard's safe area as its bottom inset.
  static let size = CGSize(width: 393, height: 852)
  static let keyboardUp = AvoidanceInsets(top: 59, bottom: 336)
  static let keyboard = KeyboardInfo(
    phase: .shown, kind: .docked, frame: CGRect(x: 0, y: 516, width: 393, height: 336),
    isLocal: true, animation: nil)
  static let up = Keeper.Facts(keyboard: keyboard, overlap: 336)
  static let down = Keeper.Facts(keyboard: .hidden, overlap: 0)
  /// The content at rest, 1,400 pt tall.
  static func content(minY: CGFloat) -> CGRect {
    CGRect(x: 0, y: minY, width: 393, height: 1_400)
  }
  /// Two fields, `street` focused, in the content's own coordinates.
  static func reports(focused: String? = "street") -> [Keeper.Report] {
    [
      Keeper.Report(
        id: "name", frameInContent: CGRect(x: 16, y: 40, width: 361, height: 44),
        frameInWindow: CGRect(x: 16, y: 99, width: 361, height: 44), isFocused: focused == "name"),
      Keeper.Report(
        id: "street", frameInContent: CGRect(x: 16, y: 700, width: 361, height: 88),
        frameInWindow: CGRect(x: 16, y: 759, width: 361, height: 88),
        isFocused: focused == "street"),
    ]
  }

  /// The keyboard up, with a text view of `height` edited and its caret `caretY` points into it.
  static func editing(height: CGFloat, caretY: CGFloat) -> Keeper.Facts {
    var facts = up
    facts.caretInField = CGRect(x: 8, y: caretY, width: 2, height: 20)
    facts.caretFieldSize = CGSize(width: 361, height: height)
    return facts
  }

  /// A keeper that saw the content at rest with the keyboard down, then the keyboard's safe area.
  static func keeperWithKeyboard() -> (Keeper, Keeper.Move?) {
    var keeper = Keeper()
    _ = keeper.scrollViewChanged(size: size, insets: AvoidanceInsets(top: 59, bottom: 34), down)
    _ = keeper.contentChanged(content(minY: 59), down)
    _ = keeper.fieldsChanged(reports(), down)
    let move = keeper.scrollViewChanged(size: size, insets: keyboardUp, up)
    return (keeper, move)
  }

  @Test("The keyboard's safe area brings the focused field above it, with the padding, once")
  func showsField() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    // The field's bottom (content 788) ends 16 pt above the keyboard's top (852 − 336 = 516).
    #expect(abs((788 + first.contentMinY) - (516 - 16)) < 0.5)
    let anchor = keeper.takeScroll(for: first.generation)
    #expect(anchor != nil)
    let again = keeper.takeScroll(for: first.generation)
    #expect(again == nil)
    // SwiftUI then reports the content where the scroll put it — before or after any report of
    // the fields, which the scroll did not change: nothing moves again.
    let afterContent = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    #expect(afterContent == nil)
    let afterFields = keeper.fieldsChanged(Self.reports(), Self.up)
    #expect(afterFields == nil)
  }

  @Test("The keyboard leaving, its value sent with the news, puts content back where it rested")
  func restoresAfterHide() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    // The keyboard leaves: its value comes with the news (the publisher sends it before the
    // observer holds it), and content goes back where it rested.
    keeper.keyboardChanged(Self.down)
    // Nothing is decided while SwiftUI's safe area still holds the keyboard: a `scrollTo`
    // anchored by those insets would land elsewhere once they change.
    let stale = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.down)
    #expect(stale == nil)
    let hidden = keeper.scrollViewChanged(
      size: Self.size, insets: AvoidanceInsets(top: 59, bottom: 34), Self.down)
    let back = try #require(hidden)
    #expect(abs(back.contentMinY - 59) < 0.5)
  }

  @Test("A keyboard change that moves no safe area is decided the turn after its news")
  func settlesWithoutGeometry() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    // The user scrolls the field out of view; a keyboard notification (a new height, the same
    // safe area) shows it again.
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY + 300), Self.up)
    keeper.keyboardChanged(Self.up)
    let settled = keeper.keyboardSettled(Self.up)
    let again = try #require(settled)
    #expect(abs(again.contentMinY - first.contentMinY) < 0.5)
  }

  @Test("An event before SwiftUI reports the scrolled content is no user scroll: the hide restores")
  func ownMoveIsNotTheUsers() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    _ = try #require(move)
    // The turn after the keyboard's news comes before SwiftUI's next content report.
    keeper.keyboardChanged(Self.up)
    let settled = keeper.keyboardSettled(Self.up)
    #expect(settled == nil)
    keeper.keyboardChanged(Self.down)
    let hidden = keeper.scrollViewChanged(
      size: Self.size, insets: AvoidanceInsets(top: 59, bottom: 34), Self.down)
    let back = try #require(hidden)
    #expect(abs(back.contentMinY - 59) < 0.5)
  }

  @Test("A tap on another field reveals nothing: the old field the user scrolled from stays away")
  func tapOnAnotherField() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    // The user scrolls `street` out of view, then taps `name` (still unfocused in the reports).
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY + 400), Self.up)
    let tap = keeper.fieldTapped("name", Self.up)
    #expect(tap == .some(nil))
    // A tap on the focused field shows it again.
    let again = keeper.fieldTapped("street", Self.up)
    #expect(again != .some(nil) && again != nil)
  }

  @Test("A text view that begins editing moves nothing for the field the reports still name")
  func textViewBeginsElsewhere() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    // The user scrolls `street` away, then taps a 120-pt text editor: its begin-editing comes
    // before the report that names it focused.
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY + 400), Self.up)
    let began = keeper.textViewBegan(Self.editing(height: 120, caretY: 8))
    #expect(began == nil)
  }

  @Test("Leaving one text view for another moves nothing until the report names the new one")
  func textViewToTextView() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    // `street` is a text view being edited, its caret inside it.
    let editing = Self.editing(height: 88, caretY: 60)
    _ = keeper.textViewChanged(isFirstResponder: true, editing)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), editing)
    // The user scrolls it away, then Previous focuses `name`, a text view of another size: its
    // begin-editing and its caret come before the report that names it focused.
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY + 400), editing)
    let other = Self.editing(height: 44, caretY: 8)
    let began = keeper.textViewBegan(other)
    #expect(began == nil, "the old field, read without its caret, was shown for nobody")
    let typed = keeper.textFieldChanged(other)
    #expect(typed == nil)
    // The report comes: `name` (content 40…84) shows at 40 + 112 − 288 + 400 ≈ 264, in view.
    let reported = keeper.fieldsChanged(Self.reports(focused: "name"), other)
    #expect(reported == nil)
  }

  @Test("A caret of the edited text view counts only inside the focused field")
  func caretInField() {
    let field = CGRect(x: 16, y: 300, width: 361, height: 88)
    let inside = Keeper.caret(CGRect(x: 20, y: 60, width: 2, height: 20), in: field)
    #expect(inside == CGRect(x: 36, y: 360, width: 2, height: 20))
    #expect(Keeper.caret(CGRect(x: 20, y: 400, width: 2, height: 20), in: field) == nil)
    #expect(Keeper.caret(CGRect.null, in: field) == nil)
  }

  @Test("A tap while a text view is edited waits a turn for its caret; a text field's does not")
  func tapWaits() {
    var (keeper, _) = Self.keeperWithKeyboard()
    let fieldTap = keeper.fieldTapped("street", Self.up)
    #expect(fieldTap != nil)
    _ = keeper.textViewChanged(isFirstResponder: true, Self.up)
    #expect(keeper.readsCaret)
    let textViewTap = keeper.fieldTapped("street", Self.up)
    #expect(textViewTap == nil)
    keeper.textViewEnded()
    #expect(!keeper.readsCaret)
  }
}

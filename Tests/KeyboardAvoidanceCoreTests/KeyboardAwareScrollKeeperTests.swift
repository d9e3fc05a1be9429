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

  /// The keyboard up, with a text view of `height` edited, its text scrolled by `scrolled` and
  /// its caret `caretY` points into its frame.
  static func editing(height: CGFloat, caretY: CGFloat, scrolled: CGFloat = 0) -> Keeper.Facts {
    var facts = up
    // As `caretRect(for:)` gives it: in the text view's bounds coordinates.
    facts.caret = CGRect(x: 8, y: caretY + scrolled, width: 2, height: 20)
    facts.inputBounds = CGRect(x: 0, y: scrolled, width: 361, height: height)
    return facts
  }

  /// A keeper that saw the content at rest with the keyboard down, then the keyboard's news and
  /// safe area.
  static func keeperWithKeyboard() -> (Keeper, Keeper.Move?) {
    var keeper = Keeper()
    _ = keeper.scrollViewChanged(size: size, insets: AvoidanceInsets(top: 59, bottom: 34), down)
    _ = keeper.contentChanged(content(minY: 59), down)
    _ = keeper.fieldsChanged(reports(), down)
    // The keyboard's news, then SwiftUI's safe area.
    keeper.keyboardChanged(up)
    let move = keeper.scrollViewChanged(size: size, insets: keyboardUp, up)
    keeper.turnEnded()
    return (keeper, move)
  }

  @Test("The keyboard's safe area brings the focused field above it, with the padding, once")
  func showsField() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    // The field's bottom (content 788) ends 16 pt above the keyboard's top (852 − 336 = 516).
    #expect(abs((788 + first.contentMinY) - (516 - 16)) < 0.5)
    let scroll = keeper.takeScroll(for: first.generation)
    #expect(scroll?.animation == Keeper.defaultAnimation, "the keyboard's value carries none")
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
    #expect(tap == nil)
    #expect(keeper.revealAfterTap(Self.up) == nil, "the turn after shows nothing either")
    // A tap on the focused field shows it again.
    let again = keeper.fieldTapped("street", Self.up)
    #expect(again != nil)
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
  func tapWaits() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    // The user scrolls `street` away, then taps it.
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY + 400), Self.up)
    let fieldTap = keeper.fieldTapped("street", Self.up)
    #expect(fieldTap != nil, "a text field's tap shows it at once")
    #expect(keeper.revealAfterTap(Self.up) == nil, "and not again a turn later")
    let editing = Self.editing(height: 88, caretY: 60)
    _ = keeper.textViewChanged(isFirstResponder: false, editing)
    #expect(keeper.readsCaret)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY + 400), editing)
    let textViewTap = keeper.fieldTapped("street", editing)
    #expect(textViewTap == nil, "a text view's tap waits for the caret it places")
    #expect(keeper.revealAfterTap(editing) != nil)
    keeper.textViewEnded()
    #expect(!keeper.readsCaret)
  }
  @Test("A text view's caret counts where the text view shows it, however far its text scrolled")
  func scrolledTextView() {
    // A 600-pt text editor, its top 200 pt down the scroll view: taller than the room above
    // the keyboard (59…516), so its caret is what must show.
    let editor = Keeper.Report(
      id: "notes", frameInContent: CGRect(x: 16, y: 700, width: 361, height: 600),
      frameInWindow: CGRect(x: 16, y: 200, width: 361, height: 600), isFocused: true)
    var keeper = Keeper()
    // Its text is scrolled 300 pt: the caret, 300 + 60 in its bounds, shows 60 pt into it.
    let editing = Self.editing(height: 600, caretY: 60, scrolled: 300)
    _ = keeper.scrollViewChanged(size: Self.size, insets: Self.keyboardUp, editing)
    _ = keeper.contentChanged(Self.content(minY: -500), editing)
    _ = keeper.textViewBegan(editing)
    let reported = keeper.fieldsChanged([editor], editing)
    #expect(reported == nil, "read in bounds coordinates, the caret would lie under the keyboard")
    // Typing moves the caret 300 pt into the editor, under the keyboard: one move.
    let typed = keeper.textViewChanged(
      isFirstResponder: true, Self.editing(height: 600, caretY: 300, scrolled: 300))
    #expect(typed != nil)
  }
  @Test("A keyboard moving at once scrolls in SwiftUI's default animation; a spring in its own")
  func scrollAnimation() throws {
    var keeper = Keeper()
    var spring = Self.up
    spring.keyboard.animation = .keyboardDefault
    var immediate = Self.up
    immediate.keyboard.animation = KeyboardAnimation(duration: 0, curve: .keyboard)
    _ = keeper.scrollViewChanged(
      size: Self.size, insets: AvoidanceInsets(top: 59, bottom: 34), Self.down)
    _ = keeper.contentChanged(Self.content(minY: 59), Self.down)
    _ = keeper.fieldsChanged(Self.reports(), Self.down)
    let shown = keeper.scrollViewChanged(size: Self.size, insets: Self.keyboardUp, spring)
    let move = try #require(shown)
    #expect(keeper.takeScroll(for: move.generation)?.animation == .keyboardDefault)
    keeper.turnEnded()
    _ = keeper.contentChanged(Self.content(minY: move.contentMinY + 400), immediate)
    let tapped = keeper.fieldTapped("street", immediate)
    let tap = try #require(tapped)
    #expect(keeper.takeScroll(for: tap.generation)?.animation == Keeper.defaultAnimation)
  }

  /// The keyboard down (`up` false) or up at `time` seconds, a text input edited or not, the
  /// scroll view's drag state read as `activity` (`nil`: none found).
  static func at(
    _ time: TimeInterval, up: Bool, editing: Bool = false, activity: ScrollActivity? = nil
  ) -> Keeper.Facts {
    var facts = up ? Self.up : Self.down
    facts.time = time
    facts.isEditing = editing
    facts.scrollActivity = activity
    return facts
  }

  static let downInsets = AvoidanceInsets(top: 59, bottom: 34)
  @Test("A text view's caret that lands a turn after its begin-editing is waited for")
  func lateCaret() {
    // A 600-pt editor whose top is scrolled above the scroll view's top (content at −700).
    let editor = Keeper.Report(
      id: "notes", frameInContent: CGRect(x: 16, y: 700, width: 361, height: 600),
      frameInWindow: CGRect(x: 16, y: 0, width: 361, height: 600), isFocused: true)
    func keeper() -> Keeper {
      var keeper = Keeper()
      _ = keeper.scrollViewChanged(size: Self.size, insets: Self.keyboardUp, Self.up)
      _ = keeper.contentChanged(Self.content(minY: -700), Self.up)
      return keeper
    }
    // Until its selection lands, its caret is on the first line, scrolled out of its text.
    let stale = Self.editing(height: 600, caretY: -128)
    let landed = Self.editing(height: 600, caretY: 300)
    var late = keeper()
    _ = late.textViewBegan(stale)
    #expect(late.fieldsChanged([editor], stale) == nil, "the field's top shown for no caret")
    // The turn after, the caret has landed where the user was typing, in view: nothing moves.
    #expect(late.caretSettled(landed) == nil)
    // A caret that never lands in the text: the field is decided alone, the turn after.
    var never = keeper()
    _ = never.textViewBegan(stale)
    #expect(never.fieldsChanged([editor], stale) == nil)
    #expect(never.caretSettled(stale) != nil)
  }
  @Test("A text field's caret counts as a text view's where the field does not fit")
  func textFieldCaret() throws {
    // A window pushed far down: 13 pt between the top bars and the keyboard (59…72).
    let squeezed = AvoidanceInsets(top: 59, bottom: 780)
    var keeper = Keeper()
    // `name`, a 44-pt text field being edited, its caret 12 pt into it.
    let editing = Self.editing(height: 44, caretY: 12)
    _ = keeper.scrollViewChanged(size: Self.size, insets: squeezed, editing)
    _ = keeper.contentChanged(Self.content(minY: 59), editing)
    let focused = keeper.fieldsChanged(Self.reports(focused: "name"), editing)
    let move = try #require(focused)
    // The caret's top (content 40 + 12) is in that room, as UIKit containers show it.
    let caretTop = 52 + move.contentMinY
    #expect((59...72).contains(caretTop), "caret's top at \(caretTop)")
  }
  @Test("A keyboard dragged clear of the scroll view is still up: the hide after puts content back")
  func dragClearOfScrollView() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    // The user drags the keyboard below the scroll view (a Stage Manager window): SwiftUI's
    // safe area lets go of it while the finger holds it.
    var dragged = Self.up
    dragged.keyboard.phase = .trackingDrag
    dragged.overlap = 0
    keeper.keyboardChanged(dragged)
    #expect(
      keeper.scrollViewChanged(size: Self.size, insets: Self.downInsets, dragged) == nil,
      "nothing moves under the finger")
    // The keyboard leaves: content goes back where it rested before it came.
    keeper.keyboardChanged(Self.down)
    let hidden = keeper.keyboardSettled(Self.down)
    let back = try #require(hidden)
    #expect(abs(back.contentMinY - 59) < 0.5)
  }
  @Test("A move for the app's resize is no keyboard's: the next keyboard is measured from it")
  func resizeIsNotKeyboard() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    _ = keeper.keyboardSettled(Self.up)
    // The app makes the scroll view 500 pt tall, clear of the keyboard: `street` moves 16 pt
    // more to keep its padding.
    let resized = keeper.scrollViewChanged(
      size: CGSize(width: 393, height: 500), insets: AvoidanceInsets(top: 59, bottom: 0), Self.up)
    let second = try #require(resized)
    #expect(abs(second.contentMinY - -304) < 0.5)
    _ = keeper.contentChanged(Self.content(minY: second.contentMinY), Self.up)
    // Back to full height, a 300-pt keyboard announced: the field shows where it is.
    var shorter = Self.up
    shorter.keyboard.frame = CGRect(x: 0, y: 552, width: 393, height: 300)
    shorter.overlap = 300
    keeper.keyboardChanged(shorter)
    let announced = keeper.scrollViewChanged(
      size: Self.size, insets: AvoidanceInsets(top: 59, bottom: 300), shorter)
    #expect(announced == nil, "measured from before the resize's move, content went back 52 pt")
  }
  @Test("A text view that grows with typing is decided once its report has the new size")
  func grownTextView() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    // `street`, an 88-pt text view, is edited; the user scrolls it above the top bars.
    let editing = Self.editing(height: 88, caretY: 60)
    _ = keeper.textViewChanged(isFirstResponder: true, editing)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), editing)
    _ = keeper.contentChanged(Self.content(minY: -700), editing)
    // Typing adds lines: the text view is 168 pt tall, its caret 150 pt in; the report still
    // has it 88 tall.
    let grown = Self.editing(height: 168, caretY: 150)
    let typed = keeper.textViewChanged(isFirstResponder: true, grown)
    #expect(typed == nil, "the old 88-pt field was shown alone")
    var reports = Self.reports()
    reports[1].frameInContent?.size.height = 168
    let reported = keeper.fieldsChanged(reports, grown)
    let shown = try #require(reported)
    // The whole field (content 700…868) below the top bars with its padding: 75 − 700.
    #expect(abs(shown.contentMinY - -625) < 0.5)
  }
  @Test("In the turn of a scroll, the content's place SwiftUI reports is the one before it")
  func staleContentAfterScroll() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    // The marker's handler scrolls; the content's handler of the same view update then reports
    // where content was before the scroll.
    _ = keeper.takeScroll(for: first.generation)
    _ = keeper.contentChanged(Self.content(minY: 59), Self.up)
    keeper.turnEnded()
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    // The keyboard leaves: content goes back — that report was no scroll of the user's.
    keeper.keyboardChanged(Self.down)
    let hidden = keeper.scrollViewChanged(size: Self.size, insets: Self.downInsets, Self.down)
    let back = try #require(hidden, "the stale report was taken for the user's scroll")
    #expect(abs(back.contentMinY - 59) < 0.5)
  }
  @Test("In the turn of a begin-editing, content moving alone is UIKit's or SwiftUI's scroll")
  func othersScrollInFocusTurn() throws {
    var keeper = Keeper()
    _ = keeper.scrollViewChanged(size: Self.size, insets: Self.downInsets, Self.down)
    _ = keeper.contentChanged(Self.content(minY: 59), Self.down)
    _ = keeper.fieldsChanged(Self.reports(focused: nil), Self.down)
    // `street` begins editing; the keyboard comes; SwiftUI reports the geometry, then the
    // content UIKit scrolled to the field, then the fields naming it focused.
    keeper.textInputNotified(TextInputNotificationName.textFieldDidBeginEditing)
    keeper.keyboardChanged(Self.up)
    _ = keeper.scrollViewChanged(size: Self.size, insets: Self.keyboardUp, Self.up)
    _ = keeper.contentChanged(Self.content(minY: -200), Self.up)
    let focused = keeper.fieldsChanged(Self.reports(), Self.up)
    let move = try #require(focused)
    _ = keeper.takeScroll(for: move.generation)
    keeper.turnEnded()
    // Done: content goes back where it rested — UIKit's scroll was no scroll of the user's.
    keeper.textInputNotified(TextInputNotificationName.textFieldDidEndEditing)
    keeper.keyboardChanged(Self.down)
    let hidden = keeper.scrollViewChanged(size: Self.size, insets: Self.downInsets, Self.down)
    let back = try #require(hidden, "UIKit's scroll was taken for the user's")
    #expect(abs(back.contentMinY - 59) < 0.5)
  }
  @Test("A text field's begin-editing holds decisions until the report names it focused")
  func textFieldBeginWaitsForReport() throws {
    var (keeper, move) = Self.keeperWithKeyboard()
    let first = try #require(move)
    _ = keeper.contentChanged(Self.content(minY: first.contentMinY), Self.up)
    // Previous to `name`: its begin-editing, and the keyboard taller for its accessory; SwiftUI
    // reports the geometry before the fields.
    keeper.textInputNotified(TextInputNotificationName.textFieldDidBeginEditing)
    var taller = Self.up
    taller.keyboard.frame = CGRect(x: 0, y: 452, width: 393, height: 400)
    taller.overlap = 400
    keeper.keyboardChanged(taller)
    let geometry = keeper.scrollViewChanged(
      size: Self.size, insets: AvoidanceInsets(top: 59, bottom: 400), taller)
    #expect(geometry == nil, "`street`, the field left, was moved for the taller keyboard")
    // The report names `name` (content 40…84, above the top bars): it is shown.
    let reported = keeper.fieldsChanged(Self.reports(focused: "name"), taller)
    let shown = try #require(reported)
    #expect(abs(shown.contentMinY - 35) < 0.5)
  }

  @Test(
    "A field's own padding counts where usable; a negative or non-finite one keeps the view's",
    arguments: [(CGFloat(40), CGFloat(40)), (-5, 16), (.nan, 16), (.infinity, 16)])
  func fieldPadding(_ own: CGFloat, _ kept: CGFloat) throws {
    var keeper = Keeper()
    var reports = Self.reports()
    reports[1].padding = own
    _ = keeper.scrollViewChanged(size: Self.size, insets: Self.downInsets, Self.down)
    _ = keeper.contentChanged(Self.content(minY: 59), Self.down)
    _ = keeper.fieldsChanged(reports, Self.down)
    keeper.keyboardChanged(Self.up)
    let shown = keeper.scrollViewChanged(size: Self.size, insets: Self.keyboardUp, Self.up)
    let move = try #require(shown)
    // `street`'s bottom (content 788) ends `kept` points above the keyboard's top (516).
    #expect(abs((788 + move.contentMinY) - (516 - kept)) < 0.5)
  }
}

/// When a tap in the focused input is shown: a text view's caret, which the tap places, lands a
/// run-loop turn later (§11.2 of the article “UIKit's keyboard behaviours”), so showing it in
/// the tap's turn would show the old caret — the content would jump away from where the user
/// tapped. A text field's caret stays inside the field, which shows already.
///
/// ```swift
/// if TapCaret.waitsForCaret(isTextField: facts.isTextField) {
///   // solve in a turn queued after the tap's
/// }
/// ```
package enum TapCaret {
  /// Whether a tap in the focused input is solved in a later run-loop turn than the tap's.
  package static func waitsForCaret(isTextField: Bool) -> Bool { !isTextField }
}

import Foundation

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

  /// Seconds after a tap on the focused input during which content that moves alone may be
  /// UIKit's own animated scroll of it into view: whether UIKit scrolls a focused text field
  /// that is tapped again is not documented, nor its animated scroll's length (§11.1 of the
  /// article “UIKit's keyboard behaviours”; the world takes 0.3 s). A host that sees such a
  /// scroll only as movement shows the field again until then.
  package static let systemScrollWindow: TimeInterval = 0.5
}

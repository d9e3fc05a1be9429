/// The raw names of UIKit's text input notifications that concern avoidance, and what each
/// says: one place for the routing, the focus tracker and every observer.
///
/// ```swift
/// TextInputNotificationName.kind(of: "UITextViewTextDidBeginEditingNotification")  // .began
/// ```
package enum TextInputNotificationName {
  /// `UITextField.textDidBeginEditingNotification`.
  package static let textFieldDidBeginEditing = "UITextFieldTextDidBeginEditingNotification"
  /// `UITextField.textDidEndEditingNotification`.
  package static let textFieldDidEndEditing = "UITextFieldTextDidEndEditingNotification"
  /// `UITextField.textDidChangeNotification`.
  package static let textFieldDidChange = "UITextFieldTextDidChangeNotification"
  /// `UITextView.textDidBeginEditingNotification`.
  package static let textViewDidBeginEditing = "UITextViewTextDidBeginEditingNotification"
  /// `UITextView.textDidEndEditingNotification`.
  package static let textViewDidEndEditing = "UITextViewTextDidEndEditingNotification"
  /// `UITextView.textDidChangeNotification`.
  package static let textViewDidChange = "UITextViewTextDidChangeNotification"

  /// What a text input notification says.
  package enum Kind: Sendable, Hashable {
    /// The input began editing: it has the focus.
    case began
    /// The input ended editing.
    case ended
    /// The input's text changed.
    case changed
  }

  /// What the notification named `name` says, or `nil` for any other name.
  package static func kind(of name: String) -> Kind? {
    switch name {
    case textFieldDidBeginEditing, textViewDidBeginEditing: .began
    case textFieldDidEndEditing, textViewDidEndEditing: .ended
    case textFieldDidChange, textViewDidChange: .changed
    default: nil
    }
  }

  /// The begin-editing names of text fields and text views (automatic mode's trigger).
  package static let beganEditing = [textFieldDidBeginEditing, textViewDidBeginEditing]

  /// Every name above.
  package static let all = [
    textFieldDidBeginEditing, textFieldDidEndEditing, textFieldDidChange,
    textViewDidBeginEditing, textViewDidEndEditing, textViewDidChange,
  ]
}

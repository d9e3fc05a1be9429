/// Remembers which input has focus, from begin/end-editing notifications, without retaining it.
///
/// UIKit has no public "current first responder" API; hosts learn it from the `object` of
/// `textDidBeginEditingNotification` and `textDidEndEditingNotification`. The old field's end
/// arrives *after* the new field's begin when focus moves (§1.3 of the article “UIKit's keyboard
/// behaviours”), so an end only clears the focus when it concerns the input that has it.
///
/// ```swift
/// var tracker = FocusTracker<UIView>()
/// tracker.began(newField)
/// tracker.ended(oldField)  // ignored: newField keeps the focus
/// ```
package struct FocusTracker<View: AnyObject> {
  /// The focused input, if it still exists.
  package private(set) weak var focused: View?

  /// An empty tracker.
  package init() {}

  /// Records that `view` began editing.
  package mutating func began(_ view: View) {
    focused = view
  }

  /// Records that `view` ended editing; clears the focus only if `view` has it.
  package mutating func ended(_ view: View) {
    if focused === view { focused = nil }
  }
}

extension FocusTracker {
  /// Updates the focus from a begin- or end-editing notification, whose object is the input;
  /// other notifications change nothing.
  ///
  /// Returns the input when the notification is its begin-editing — the moment a host
  /// prepares the field for navigation (its return key, the toolbar) — and `nil` otherwise.
  @discardableResult
  package mutating func note(notificationName name: String, object: AnyObject?) -> View? {
    guard let view = object as? View else { return nil }
    switch TextInputNotificationName.kind(of: name) {
    case .began:
      began(view)
      return view
    case .ended:
      ended(view)
      return nil
    case .changed, nil:
      return nil
    }
  }
}

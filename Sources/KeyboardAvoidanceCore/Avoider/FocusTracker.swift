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

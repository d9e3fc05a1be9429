/// The app-wide view of the keyboard and of the input being edited, which every avoider
/// created later starts from (a field switch into a new container posts no keyboard
/// notification, §1.3 of the article “UIKit's keyboard behaviours”). The UIKit layer's registry
/// and the headless world each keep one and hand it every notification of
/// ``ObservedNotifications/avoider``.
///
/// ```swift
/// var observer = AppKeyboardObserver<UIView>()
/// observer.receive(name: note.name.rawValue, object: note.object as AnyObject?,
///                  userInfo: note.userInfo)
/// observer.keyboard.isShown
/// ```
package struct AppKeyboardObserver<View: AnyObject> {
  /// The keyboard as the app knows it.
  package private(set) var keyboard = KeyboardState()
  /// The input being edited anywhere in the app.
  package private(set) var focus = FocusTracker<View>()

  /// An observer that has heard nothing yet.
  package init() {}

  /// Takes one notification: focus from begin/end-editing, the keyboard from its own
  /// notifications, and the return to the foreground (with nothing edited, no keyboard is up).
  package mutating func receive(name: String, object: AnyObject?, userInfo: [AnyHashable: Any]?) {
    if LifecycleNotificationName.willEnterForeground.contains(name) {
      keyboard.returnedToForeground(isEditing: focus.focused != nil)
      return
    }
    focus.note(notificationName: name, object: object)
    _ = keyboard.apply(notificationName: name, userInfo: userInfo)
  }
}

/// The raw notification names hosts observe, in one place for UIKit and the headless world.
///
/// ```swift
/// for name in ObservedNotifications.avoider {
///   NotificationCenter.default.addObserver(
///     self, selector: #selector(didReceive(_:)), name: Notification.Name(name), object: nil)
/// }
/// ```
package enum ObservedNotifications {
  /// What every avoider observes and hands to
  /// `ContainerAvoidance.receive(name:object:userInfo:)`: the six keyboard notifications, the
  /// text inputs' begin-editing, end-editing and text-change notifications, and the app's and
  /// its scenes' did-enter-background and will-enter-foreground.
  package static let avoider: [String] =
    KeyboardPhase.allCases.map(\.rawValue) + TextInputNotificationName.all
    + LifecycleNotificationName.didEnterBackground + LifecycleNotificationName.willEnterForeground

  /// What automatic mode observes and hands to
  /// `AutomaticAvoidance.inputDidBeginEditing(_:)`: the begin-editing notifications of text
  /// fields and text views, whose object is the input.
  package static let automaticMode: [String] = TextInputNotificationName.beganEditing
}

import Foundation
import KeyboardAvoidanceCore

/// The app's lifecycle as its scenes post it (§1.3 of the article “UIKit's keyboard
/// behaviours”): the app and its scene going to the background and coming back, and another
/// scene of the app doing so beside it.
extension World {
  /// Sends the app to the background: the app and its scene post their did-enter-background;
  /// nothing of the keyboard is posted while it is there (§1.3).
  public func enterBackground() {
    guard !isInBackground else { return }
    notificationCenter.post(name: LifecycleNotificationName.applicationDidEnterBackground)
    notificationCenter.post(
      name: LifecycleNotificationName.sceneDidEnterBackground, object: scene)
    isInBackground = true
  }

  /// Another scene of the app (a second window in Split View or Stage Manager) goes to the
  /// background (`true`) or comes back to the front (`false`), while this window's scene
  /// stays in front: that scene posts its own notification, with itself as the object, and
  /// the app posts nothing (§1.3).
  package func otherSceneMoves(toBackground: Bool) {
    notificationCenter.post(
      name: toBackground
        ? LifecycleNotificationName.sceneDidEnterBackground
        : LifecycleNotificationName.sceneWillEnterForeground,
      object: otherScene)
  }

  /// Brings the app back: the app and its scene post their will-enter-foreground, then a
  /// restored first responder re-posts the keyboard's show (§1.3).
  public func enterForeground() {
    guard isInBackground else { return }
    isInBackground = false
    notificationCenter.post(name: LifecycleNotificationName.applicationWillEnterForeground)
    notificationCenter.post(
      name: LifecycleNotificationName.sceneWillEnterForeground, object: scene)
    if focusedInput != nil { keyboard.repostShow() }
  }
}

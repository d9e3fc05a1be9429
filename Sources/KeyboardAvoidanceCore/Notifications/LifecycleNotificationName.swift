/// The raw names of the app's lifecycle notifications that concern avoidance.
///
/// Nothing of the keyboard arrives while the app is in the background (§1.3 of the article
/// “UIKit's keyboard behaviours”): a field that ends editing there (an app calling `endEditing`
/// in `sceneDidEnterBackground`) takes the keyboard away without a hide. Coming back to the
/// foreground is the first moment the avoider can learn it.
package enum LifecycleNotificationName {
  /// `UIApplication.willEnterForegroundNotification`.
  package static let applicationWillEnterForeground =
    "UIApplicationWillEnterForegroundNotification"
  /// `UIScene.willEnterForegroundNotification`.
  package static let sceneWillEnterForeground = "UISceneWillEnterForegroundNotification"

  /// Both names.
  package static let willEnterForeground = [
    applicationWillEnterForeground, sceneWillEnterForeground,
  ]

  /// `UIApplication.didEnterBackgroundNotification`.
  package static let applicationDidEnterBackground = "UIApplicationDidEnterBackgroundNotification"
  /// `UIScene.didEnterBackgroundNotification`.
  package static let sceneDidEnterBackground = "UISceneDidEnterBackgroundNotification"

  /// Both names.
  package static let didEnterBackground = [applicationDidEnterBackground, sceneDidEnterBackground]

  /// Whether a lifecycle notification is another scene's: a scene's notification whose object
  /// is not the container's scene. The application's notifications concern every scene; where
  /// the scene is not known (a container out of a window, a host with one scene), neither does
  /// this tell one apart.
  ///
  /// - Parameters:
  ///   - name: The notification's name.
  ///   - object: The identity of the notification's object, if any.
  ///   - own: The identity of the container's window scene, if known.
  package static func isOtherScene(
    name: String, object: ObjectIdentifier?, own: ObjectIdentifier?
  ) -> Bool {
    guard name == sceneDidEnterBackground || name == sceneWillEnterForeground,
      let object, let own
    else { return false }
    return object != own
  }
}

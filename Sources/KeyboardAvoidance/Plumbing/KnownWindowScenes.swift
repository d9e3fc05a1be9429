#if canImport(UIKit)
  import UIKit

  /// The window scenes the library has met, held weakly: what stands in for
  /// `UIApplication.shared.connectedScenes`, which an app extension cannot reach (`shared` is
  /// unavailable there, §1.2).
  ///
  /// A scene is met when one of its windows becomes key, when it connects, activates or comes
  /// to the foreground after the library started, and when an avoider's view or a pinned view
  /// is in one of its windows. The core's `KeyboardScreen` chooses among them.
  @MainActor
  final class KnownWindowScenes: NSObject {
    static let shared = KnownWindowScenes()

    private var boxes: [ObjectIdentifier: WeakBox<UIWindowScene>] = [:]

    override private init() {
      super.init()
      let names = [
        UIWindow.didBecomeKeyNotification, UIScene.willConnectNotification,
        UIScene.didActivateNotification, UIScene.willEnterForegroundNotification,
      ]
      for name in names {
        NotificationCenter.default.addObserver(
          self, selector: #selector(didReceive(_:)), name: name, object: nil)
      }
    }

    /// Starts meeting scenes; call it early (the keyboard observer and the first avoider do).
    func start() {}

    /// Every scene met that still exists, the scenes of the library's views now included.
    var scenes: [UIWindowScene] {
      let registry = KeyboardAvoidanceRegistry.shared
      let views = registry.avoiders.compactMap(\.view) + registry.pinnedViews
      views.compactMap(\.window?.windowScene).forEach(meet)
      return boxes.values.compactMap(\.value)
    }

    private func meet(_ scene: UIWindowScene) {
      boxes = boxes.filter { $0.value.value != nil }
      boxes[ObjectIdentifier(scene)] = WeakBox(scene)
    }

    /// A window that became key (its scene), or a scene's own lifecycle notification.
    @objc nonisolated private func didReceive(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification.object)
      assumeMainThread {
        let object = handoff.value
        let scene = (object as? UIWindow)?.windowScene ?? (object as? UIWindowScene)
        scene.map(meet)
      }
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// App-wide bookkeeping of the UIKit layer: companions of fields, views pinned to the
  /// keyboard, and the keyboard state every new avoider starts from. Everything is held weakly.
  @MainActor
  final class KeyboardAvoidanceRegistry: NSObject {
    static let shared = KeyboardAvoidanceRegistry()

    /// Views that must stay visible with a field.
    var companions = CompanionRegistry<UIView>()
    /// The keyboard and the field being edited, as an app-wide observer sees them, for
    /// avoiders created later.
    private(set) var observer = AppKeyboardObserver<UIView>()
    private var pinnedViewBoxes: [WeakBox<UIView>] = []

    private override init() {
      super.init()
      // The names every avoider observes: the keyboard's, and focus from begin/end-editing.
      for name in ObservedNotifications.avoider {
        NotificationCenter.default.addObserver(
          self, selector: #selector(didReceive(_:)), name: Notification.Name(name), object: nil)
      }
    }

    /// Starts observing the keyboard and focus; call it early (the first avoider does).
    func start() {}

    @objc nonisolated private func didReceive(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification)
      assumeMainThread {
        let notification = handoff.value
        observer.receive(
          name: notification.name.rawValue, object: notification.object as AnyObject?,
          userInfo: notification.userInfo)
      }
    }

    /// Registers a view pinned to the keyboard's top.
    func addPinnedView(_ view: UIView) {
      pinnedViewBoxes.removeAll { $0.value == nil || $0.value === view }
      pinnedViewBoxes.append(WeakBox(view))
    }

    /// Unregisters a view pinned to the keyboard's top.
    func removePinnedView(_ view: UIView) {
      pinnedViewBoxes.removeAll { $0.value == nil || $0.value === view }
    }

    /// Whether `view` is pinned to the keyboard.
    func isPinnedView(_ view: UIView) -> Bool {
      pinnedViewBoxes.contains { $0.value === view }
    }

    /// Every view pinned to the keyboard that still exists.
    var pinnedViews: [UIView] { pinnedViewBoxes.compactMap(\.value) }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// App-wide bookkeeping of the UIKit layer: companions of fields, views pinned to the
  /// keyboard, and the keyboard state every new avoider starts from. Everything is held weakly.
  @MainActor
  final class KeyboardAvoidanceRegistry: NSObject {
    static let shared = KeyboardAvoidanceRegistry()

    /// Views that must stay visible with a field.
    var companions = CompanionRegistry<UIView>()
    /// The keyboard as an app-wide observer sees it.
    private(set) var keyboard = KeyboardState()
    /// The field being edited anywhere in the app, for avoiders created while it is.
    private(set) var focus = FocusTracker<UIView>()
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
        let name = notification.name.rawValue
        focus.note(notificationName: name, object: notification.object as AnyObject?)
        _ = keyboard.apply(notificationName: name, userInfo: notification.userInfo)
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

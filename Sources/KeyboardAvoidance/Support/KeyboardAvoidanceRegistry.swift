#if canImport(UIKit)
  import UIKit

  /// App-wide bookkeeping of the UIKit layer: companions of fields, views riding on the
  /// keyboard, and the keyboard state every new avoider starts from. Everything is held weakly.
  @MainActor
  final class KeyboardAvoidanceRegistry: NSObject {
    static let shared = KeyboardAvoidanceRegistry()

    /// Views that must stay visible with a field.
    var companions = CompanionRegistry<UIView>()
    /// The keyboard as an app-wide observer sees it.
    private(set) var keyboard = KeyboardState()
    private var ridingViews: [Weak<UIView>] = []

    private override init() {
      super.init()
      for phase in KeyboardPhase.allCases {
        NotificationCenter.default.addObserver(
          self, selector: #selector(keyboardNotification(_:)),
          name: Notification.Name(phase.rawValue), object: nil)
      }
    }

    /// Starts observing the keyboard; call it early (the first avoider does).
    func start() {}

    @objc private func keyboardNotification(_ notification: Notification) {
      _ = keyboard.apply(
        notificationName: notification.name.rawValue, userInfo: notification.userInfo)
    }

    /// Registers a view pinned to the keyboard's top.
    func addRidingView(_ view: UIView) {
      ridingViews.removeAll { $0.value == nil || $0.value === view }
      ridingViews.append(Weak(view))
    }

    /// Unregisters a view pinned to the keyboard's top.
    func removeRidingView(_ view: UIView) {
      ridingViews.removeAll { $0.value == nil || $0.value === view }
    }

    /// The visible views riding on the keyboard in `window`.
    func ridingViews(in window: UIWindow) -> [UIView] {
      ridingViews.compactMap(\.value).filter { $0.window === window && !$0.isHidden }
    }
  }

  /// A weak reference.
  struct Weak<Value: AnyObject> {
    weak var value: Value?

    init(_ value: Value) { self.value = value }
  }
#endif

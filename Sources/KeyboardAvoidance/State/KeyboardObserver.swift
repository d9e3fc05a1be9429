#if canImport(UIKit)
  import Combine
  import UIKit

  /// The keyboard's state for UIKit and SwiftUI code: visible or not, its phase, frame, kind,
  /// whether this app raised it, and its animation — as the core's `KeyboardMonitor` reduces the
  /// keyboard notifications (stale and empty ones ignored, other apps' keyboards marked).
  ///
  /// Read it as an `ObservableObject` (iOS 15), an `AsyncStream`, or a Combine publisher. The
  /// values change in the notification's own turn of the run loop, so an animation started from
  /// them runs with the keyboard's.
  ///
  /// ```swift
  /// let keyboard = KeyboardObserver.shared
  /// let covered = keyboard.info.overlap(with: bar.convert(bar.bounds, to: nil))
  /// for await info in keyboard.values { print(info.phase) }
  /// keyboard.publisher.sink { info in … }
  /// ```
  ///
  /// While the user drags the keyboard down, the phase is `trackingDrag` and the frame follows
  /// the finger once any avoider is in the window (it installs the layout-guide tracker).
  /// First used while the keyboard is already up, it learns of a docked keyboard from that
  /// tracker's next report (no notification repeats a keyboard already shown); until a
  /// `KeyboardAwareScrollView` or an avoider is in a window, it knows only what was posted
  /// since.
  /// Nothing of the keyboard arrives while the app is in the background: when it comes back
  /// with nothing being edited (editing ended there, which posts no hide), the keyboard is
  /// hidden.
  @MainActor
  public final class KeyboardObserver: NSObject, ObservableObject {
    /// The app-wide observer.
    public static let shared = KeyboardObserver()

    /// What is known of the keyboard now.
    @Published public private(set) var info = KeyboardInfo.hidden

    private var monitor = KeyboardMonitor()
    private var continuations: [UUID: AsyncStream<KeyboardInfo>.Continuation] = [:]

    override private init() {
      super.init()
      KnownWindowScenes.shared.start()
      let center = NotificationCenter.default
      // The keyboard's notifications, and what tells whether anything is edited when the app
      // comes back (nothing of the keyboard arrives in the background, §1.3).
      for name in ObservedNotifications.avoider {
        center.addObserver(
          self, selector: #selector(keyboardNotification(_:)), name: Notification.Name(name),
          object: nil)
      }
      center.addObserver(
        self, selector: #selector(layoutGuideDidMove(_:)),
        name: KeyboardTrackingView.didMoveNotification, object: nil)
    }

    /// Every value from now on, starting with the current one.
    public var values: AsyncStream<KeyboardInfo> {
      AsyncStream { continuation in
        let id = UUID()
        continuation.yield(info)
        continuations[id] = continuation
        continuation.onTermination = { _ in
          Task { @MainActor [weak self] in self?.continuations[id] = nil }
        }
      }
    }

    /// Every value from now on, starting with the current one.
    public var publisher: AnyPublisher<KeyboardInfo, Never> { $info.eraseToAnyPublisher() }

    /// How far the keyboard covers `view` from its bottom (0 for a floating, split or other
    /// app's keyboard), in points.
    public func overlap(with view: UIView) -> CGFloat { overlap(with: view, for: info) }

    /// How far a keyboard of value `info` covers `view` from its bottom.
    func overlap(with view: UIView, for info: KeyboardInfo) -> CGFloat {
      guard let screen = view.window?.windowScene?.screen else { return 0 }
      return info.overlap(with: view.convert(view.bounds, to: screen.coordinateSpace))
    }

    /// Publishes the monitor's value: called only when the core's monitor says it changed.
    private func publish() {
      info = monitor.info
      for continuation in continuations.values { continuation.yield(info) }
    }

    @objc nonisolated private func keyboardNotification(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification)
      assumeMainThread {
        let notification = handoff.value
        let scene = Self.keyboardScene
        let screen = (notification.object as? UIScreen) ?? scene?.screen
        // The scene's key window: in Slide Over a docked keyboard ends at its bottom (§1.2).
        let window = scene?.windows.first(where: \.isKeyWindow)
        if monitor.receive(
          name: notification.name.rawValue, object: notification.object as AnyObject?,
          userInfo: notification.userInfo, screen: screen?.bounds,
          window: window.map { $0.convert($0.bounds, to: $0.screen.coordinateSpace) })
        {
          publish()
        }
      }
    }

    @objc nonisolated private func layoutGuideDidMove(_ notification: Notification) {
      guard Thread.isMainThread,
        let frame = notification.userInfo?[KeyboardTrackingView.frameKey] as? CGRect
      else { return }
      let restingTop = notification.userInfo?[KeyboardTrackingView.restingTopKey] as? CGFloat
      let window = MainThreadHandoff(value: notification.object as? UIWindow)
      assumeMainThread {
        guard let screen = window.value?.windowScene?.screen else { return }
        if monitor.layoutGuideMoved(to: frame, screen: screen.bounds, restingTop: restingTop) {
          publish()
        }
      }
    }

    /// The app's own window scene the core chooses among those the library has met — its screen
    /// for notifications that name none (before iOS 16.1), its key window for every one: never
    /// an external display's or CarPlay's. Extension-safe: no `UIApplication.shared`.
    private static var keyboardScene: UIWindowScene? {
      let scenes = KnownWindowScenes.shared.scenes
      let candidates = scenes.map { scene in
        KeyboardScreen.Candidate(
          isApplicationRole: scene.session.role == .windowApplication,
          isForegroundActive: scene.activationState == .foregroundActive,
          hasKeyWindow: scene.windows.contains { $0.isKeyWindow })
      }
      return KeyboardScreen.choose(candidates).map { scenes[$0] }
    }
  }
#endif

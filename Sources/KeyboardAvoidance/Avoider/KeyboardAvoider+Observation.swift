#if canImport(UIKit)
  import Foundation
  import UIKit

  extension KeyboardAvoider {
    func startObserving() {
      guard !isObserving else { return }
      isObserving = true
      let center = NotificationCenter.default
      for name in KeyboardAvoidanceCoordinator<KeyboardAvoider>.observedNotificationNames {
        center.addObserver(
          self, selector: #selector(didReceive(_:)), name: Notification.Name(name), object: nil)
      }
      center.addObserver(
        self, selector: #selector(layoutGuideDidMove(_:)),
        name: KeyboardTrackingView.didMoveNotification, object: nil)
      guard attachment != .subclass, let view else { return }
      // Without a subclass's layoutSubviews, an invisible probe view that resizes with the view
      // reports size changes and window moves, and key-value observation reports content size
      // and inset changes.
      probe = KeyboardAvoidanceProbeView.install(in: view, for: self)
      guard let scrollView = view as? UIScrollView else { return }
      let changed: @Sendable () -> Void = { [weak self] in
        assumeMainThread { self?.containerDidLayout() }
      }
      observations = [
        scrollView.observe(\.contentSize) { _, _ in changed() },
        scrollView.observe(\.contentInset) { _, _ in changed() },
      ]
    }

    func stopObserving() {
      isObserving = false
      NotificationCenter.default.removeObserver(self)
      for observation in observations { observation.invalidate() }
      observations = []
      probe?.removeFromSuperview()
    }

    /// Notifications arrive on the thread that posted them: UIKit posts on the main thread;
    /// anything posted elsewhere is ignored rather than trapping.
    @objc nonisolated func didReceive(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification)
      assumeMainThread {
        let notification = handoff.value
        self.handle(
          name: notification.name.rawValue, object: notification.object as AnyObject?,
          userInfo: notification.userInfo)
      }
    }

    private func handle(name: String, object: AnyObject?, userInfo: [AnyHashable: Any]?) {
      // From iOS 16.1 the keyboard's notifications name their screen; keyboards of other
      // screens do not concern this view.
      if let screen = object as? UIScreen, let own = view?.window?.windowScene?.screen,
        screen !== own
      {
        return
      }
      if name == UIResponder.keyboardWillShowNotification.rawValue, let window = view?.window {
        KeyboardTrackingView.install(in: window)
      }
      if let began = focus.note(notificationName: name, object: object) {
        prepareIfOwned(began)
      }
      coordinator.route(name: name, userInfo: userInfo)
    }

    /// Prepares a field that began editing for navigation when this view is the one that keeps
    /// it visible (the core's ``AvoidanceViewTree/owns(_:)``: not a nested avoider's field, not
    /// one riding on the keyboard).
    func prepareIfOwned(_ input: UIView) {
      guard let tree = viewTree(), tree.owns(input) else { return }
      navigator.prepare(input, options: navigation)
    }

    @objc nonisolated func layoutGuideDidMove(_ notification: Notification) {
      guard Thread.isMainThread,
        let frame = notification.userInfo?[KeyboardTrackingView.frameKey] as? CGRect
      else { return }
      let window = MainThreadHandoff(value: notification.object as AnyObject?)
      assumeMainThread { self.layoutGuideDidMove(to: frame, in: window.value) }
    }

    /// The keyboard layout guide moved; the core decides whether it counts.
    private func layoutGuideDidMove(to frame: CGRect, in window: AnyObject?) {
      guard let scrollView = view as? UIScrollView, window === scrollView.window else { return }
      coordinator.handle(
        .keyboardTracked(
          frame, userIsDragging: scrollView.isTracking || scrollView.isDragging,
          dismissesInteractively: scrollView.keyboardDismissMode.isInteractive))
    }
  }

  extension UIScrollView.KeyboardDismissMode {
    /// Whether the keyboard follows the user's finger.
    var isInteractive: Bool {
      if self == .interactive { return true }
      if #available(iOS 16.0, *) { return self == .interactiveWithAccessory }
      return false
    }
  }

  /// An invisible view an attached avoider puts in its view: it resizes with it (autoresizing)
  /// and so lays out when the view's size changes — Auto Layout resizes views without the
  /// `frame` setter that key-value observation would see — and it tells when the view joins or
  /// leaves a window.
  @MainActor
  final class KeyboardAvoidanceProbeView: UIView {
    private weak var avoider: KeyboardAvoider?

    static func install(in view: UIView, for avoider: KeyboardAvoider) -> KeyboardAvoidanceProbeView
    {
      let probe = KeyboardAvoidanceProbeView(frame: view.bounds)
      probe.avoider = avoider
      probe.isHidden = true
      probe.isUserInteractionEnabled = false
      probe.isAccessibilityElement = false
      probe.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.insertSubview(probe, at: 0)
      return probe
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      avoider?.containerDidLayout()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      avoider?.containerDidMoveToWindow()
    }
  }
#endif

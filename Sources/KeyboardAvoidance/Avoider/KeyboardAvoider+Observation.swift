#if canImport(UIKit)
  import Foundation
  import UIKit

  extension KeyboardAvoider {
    /// Observes what the core needs to hear: its notifications, the keyboard layout guide, and —
    /// without a subclass's `layoutSubviews` — an invisible probe view that resizes with the
    /// view (size changes and window moves) and key-value observation of content size and
    /// inset.
    func startObserving() {
      guard !isObserving else { return }
      isObserving = true
      let center = NotificationCenter.default
      for name in ObservedNotifications.avoider {
        center.addObserver(
          self, selector: #selector(didReceive(_:)), name: Notification.Name(name), object: nil)
      }
      center.addObserver(
        self, selector: #selector(layoutGuideDidMove(_:)),
        name: KeyboardTrackingView.didMoveNotification, object: nil)
      if let view {
        // A focused field tapped again posts nothing (§5): a tap recognizer that cancels no
        // touch and recognizes alongside every other one tells the core of the tap.
        let tap = UITapGestureRecognizer(target: self, action: #selector(didTap(_:)))
        tap.cancelsTouchesInView = false
        tap.delaysTouchesEnded = false
        tap.delegate = self
        view.addGestureRecognizer(tap)
        tapRecognizer = tap
      }
      guard let view else { return }
      let hearsLayout = attachment.hearsOwnLayoutPasses
      if !hearsLayout { probe = KeyboardAvoidanceProbeView.install(in: view, for: self) }
      guard let scrollView = view as? UIScrollView else { return }
      // Key-value observation calls back on the thread that changed the value: `@Sendable`
      // closures, not isolated to the main actor, that act only on the main thread (an app
      // changing a scroll view elsewhere, which UIKit does not support, is a no-op, §11.4).
      let avoider = MainThreadHandoff(value: WeakBox(self))
      observations = [
        scrollView.observe(\.contentOffset, options: [.old]) { @Sendable _, change in
          let old = change.oldValue
          assumeMainThread { avoider.value.value?.avoidance.contentOffsetDidChange(from: old) }
        }
      ]
      guard !hearsLayout else { return }
      observations += [
        scrollView.observe(\.contentSize) { @Sendable _, _ in
          assumeMainThread { avoider.value.value?.avoidance.contentSizeOrInsetDidChange() }
        },
        scrollView.observe(\.contentInset) { @Sendable _, _ in
          assumeMainThread { avoider.value.value?.avoidance.contentSizeOrInsetDidChange() }
        },
      ]
    }

    /// Notifications arrive on the thread that posted them: UIKit posts on the main thread;
    /// anything posted elsewhere is ignored rather than trapping.
    @objc nonisolated func didReceive(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification)
      assumeMainThread {
        let notification = handoff.value
        self.avoidance.receive(
          name: notification.name.rawValue, object: notification.object as AnyObject?,
          userInfo: notification.userInfo)
      }
    }

    /// A tap ended in the view: the core learns which view it hit.
    @objc func didTap(_ recognizer: UITapGestureRecognizer) {
      guard recognizer.state == .ended, let view else { return }
      avoidance.tapped(view.hitTest(recognizer.location(in: view), with: nil))
    }

    @objc nonisolated func layoutGuideDidMove(_ notification: Notification) {
      guard Thread.isMainThread,
        let frame = notification.userInfo?[KeyboardTrackingView.frameKey] as? CGRect
      else { return }
      let window = MainThreadHandoff(value: notification.object as AnyObject?)
      assumeMainThread {
        self.avoidance.keyboardLayoutGuideDidMove(
          to: frame, window: window.value.map(ObjectIdentifier.init))
      }
    }
  }

  extension KeyboardAvoider: UIGestureRecognizerDelegate {
    /// The avoider's tap recognizer never stands in another recognizer's way.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  /// An invisible view an attached avoider puts in its view: it resizes with it (autoresizing)
  /// and so lays out when the view's size changes — Auto Layout resizes views without the
  /// `frame` setter that key-value observation would see — and it tells when the view joins or
  /// leaves a window.
  ///
  /// It is added last, not at `subviews[0]`, where code written for older scroll views looks
  /// for its content view. It is not hidden: it draws nothing (no background, no contents),
  /// takes no touches and is no accessibility element, and it gets its layout calls because a
  /// change of its bounds' size — autoresizing follows the view's — marks it as needing layout,
  /// and the next layout pass walks every view that is part of the visible tree; no reliance on
  /// UIKit laying out hidden views.
  @MainActor
  final class KeyboardAvoidanceProbeView: UIView {
    private weak var avoider: KeyboardAvoider?

    static func install(in view: UIView, for avoider: KeyboardAvoider) -> KeyboardAvoidanceProbeView
    {
      let probe = KeyboardAvoidanceProbeView(frame: view.bounds)
      probe.avoider = avoider
      probe.backgroundColor = nil
      probe.isOpaque = false
      probe.isUserInteractionEnabled = false
      probe.isAccessibilityElement = false
      probe.accessibilityElementsHidden = true
      probe.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(probe)
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

#if canImport(UIKit)
  import UIKit

  /// An invisible view between its window's `keyboardLayoutGuide` and the window's bottom. The
  /// guide follows the keyboard while the user drags it down (interactive dismissal), when no
  /// notification is posted; the view's height changes with it, so it lays out, and it tells
  /// avoiders where the keyboard's top is with ``didMoveNotification``.
  @MainActor
  final class KeyboardTrackingView: UIView {
    /// Posted with the window as object and the keyboard's frame in screen coordinates.
    nonisolated static let didMoveNotification = Notification.Name(
      "KeyboardAvoidanceKeyboardDidMove")
    /// The `userInfo` key of the frame.
    nonisolated static let frameKey = "frame"
    /// The `userInfo` key of where the guide's top rests with no keyboard: the window's
    /// safe-area bottom, in screen coordinates (a `CGFloat`).
    nonisolated static let restingTopKey = "restingTop"

    /// Installs one tracking view in `window`, once: added last, not at `subviews[0]` (where
    /// code reads a window's root view), and not hidden — one point wide, drawing nothing,
    /// taking no touches — so that its layout calls come from its constraints to the keyboard
    /// layout guide changing its height, in the ordinary layout of the visible tree.
    /// A tracker already there reports again at its next layout: whoever installs it may have
    /// come after its last report (`KeyboardObserver.shared` made with the keyboard up).
    static func install(in window: UIWindow) {
      if let installed = window.subviews.lazy.compactMap({ $0 as? KeyboardTrackingView }).first {
        installed.report = LayoutGuideReport()
        installed.setNeedsLayout()
        return
      }
      let tracker = KeyboardTrackingView(frame: .zero)
      tracker.translatesAutoresizingMaskIntoConstraints = false
      tracker.isUserInteractionEnabled = false
      tracker.isAccessibilityElement = false
      tracker.accessibilityElementsHidden = true
      tracker.backgroundColor = nil
      tracker.isOpaque = false
      window.addSubview(tracker)
      NSLayoutConstraint.activate([
        tracker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        tracker.widthAnchor.constraint(equalToConstant: 1),
        tracker.topAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        tracker.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      ])
    }

    /// Which frame the guide's top means, and whether it is news (the core's rule).
    private var report = LayoutGuideReport()

    override func layoutSubviews() {
      super.layoutSubviews()
      guard let window, let space = window.windowScene?.screen.coordinateSpace,
        let frame = report.frame(
          guideTop: convert(CGPoint(x: 0, y: 0), to: space).y, screen: space.bounds)
      else { return }
      let restingTop = window.convert(
        CGPoint(x: 0, y: window.bounds.maxY - window.safeAreaInsets.bottom), to: space
      ).y
      NotificationCenter.default.post(
        name: Self.didMoveNotification, object: window,
        userInfo: [Self.frameKey: frame, Self.restingTopKey: restingTop])
    }
  }
#endif

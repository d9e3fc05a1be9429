#if canImport(UIKit)
  import UIKit

  /// An invisible view pinned to its window's `keyboardLayoutGuide`, which follows the keyboard
  /// while the user drags it down (interactive dismissal), when no notification is posted
  /// (§1.3, §6). It tells avoiders where the keyboard's top is with ``didMoveNotification``.
  @MainActor
  final class KeyboardTrackingView: UIView {
    /// Posted with the window as object and the keyboard's frame in screen coordinates.
    static let didMoveNotification = Notification.Name("KeyboardAvoidanceKeyboardDidMove")
    /// The `userInfo` key of the frame.
    static let frameKey = "frame"

    /// Installs one tracking view in `window`, once.
    static func install(in window: UIWindow) {
      guard !window.subviews.contains(where: { $0 is KeyboardTrackingView }) else { return }
      let tracker = KeyboardTrackingView(frame: .zero)
      tracker.translatesAutoresizingMaskIntoConstraints = false
      tracker.isUserInteractionEnabled = false
      tracker.isAccessibilityElement = false
      window.addSubview(tracker)
      NSLayoutConstraint.activate([
        tracker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        tracker.widthAnchor.constraint(equalToConstant: 1),
        tracker.heightAnchor.constraint(equalToConstant: 1),
        tracker.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
      ])
    }

    override var center: CGPoint {
      didSet { if center != oldValue { report() } }
    }

    private func report() {
      guard let window, let screen = window.windowScene?.screen else { return }
      let space = screen.coordinateSpace
      let top = convert(CGPoint(x: 0, y: bounds.maxY), to: space).y
      let screenBounds = space.bounds
      let frame = CGRect(
        x: screenBounds.minX, y: top, width: screenBounds.width,
        height: max(0, screenBounds.maxY - top))
      NotificationCenter.default.post(
        name: Self.didMoveNotification, object: window, userInfo: [Self.frameKey: frame])
    }
  }
#endif

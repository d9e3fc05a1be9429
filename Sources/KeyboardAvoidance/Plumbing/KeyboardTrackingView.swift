#if canImport(UIKit)
  import UIKit

  /// An invisible view between its window's `keyboardLayoutGuide` and the window's bottom, in a
  /// ``KeyboardTrackingContainerView`` that fills the window (review N11). The
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

    /// Reports again at its next layout, where the guide's top is now.
    func reportAgain() {
      report = LayoutGuideReport()
      setNeedsLayout()
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

#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Moves a table's or collection view's content offset frame by frame with the keyboard's
  /// duration and curve.
  ///
  /// Inside `UIView.animate` a list lays its cells out once, for the final bounds: rows leaving
  /// the screen vanish at the start and a blank band shows while the keyboard slides (§11.3 of
  /// the facts sheet). Setting the offset once per display frame makes the list lay out as it
  /// goes, as `setContentOffset(_:animated:)` does, but in the keyboard's own timing. The user
  /// touching the list stops it where it is.
  @MainActor
  final class ListOffsetAnimator: NSObject {
    private weak var scrollView: UIScrollView?
    private var link: CADisplayLink?
    private var from = CGPoint.zero
    private var to = CGPoint.zero
    private var start: CFTimeInterval = 0
    private var animation = KeyboardAnimation.keyboardDefault
    private var apply: (CGPoint) -> Void = { _ in }

    /// Whether a move is under way.
    var isRunning: Bool { link != nil }

    /// Moves `scrollView`'s offset from `from` to `to`; `apply` sets each frame's offset (the
    /// avoider marks it as its own write).
    func run(
      on scrollView: UIScrollView, from: CGPoint, to: CGPoint, animation: KeyboardAnimation,
      apply: @escaping (CGPoint) -> Void
    ) {
      stop()
      self.scrollView = scrollView
      self.from = from
      self.to = to
      self.animation = animation
      self.apply = apply
      start = CACurrentMediaTime()
      apply(from)
      let link = CADisplayLink(target: self, selector: #selector(step(_:)))
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops where the offset is now.
    func stop() {
      link?.invalidate()
      link = nil
    }

    @objc private func step(_ link: CADisplayLink) {
      guard let scrollView, scrollView.window != nil else { return stop() }
      // The user took the list: it stays where the finger has it.
      if scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating {
        return stop()
      }
      let elapsed = link.targetTimestamp - start
      let fraction = animation.duration > 0 ? min(1, max(0, elapsed / animation.duration)) : 1
      let progress = CGFloat(animation.curve.progress(at: fraction))
      apply(
        CGPoint(
          x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress))
      if fraction >= 1 { stop() }
    }
  }
#endif

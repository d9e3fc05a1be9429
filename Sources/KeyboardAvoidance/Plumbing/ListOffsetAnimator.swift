#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Moves a table's or collection view's content offset frame by frame with the keyboard's
  /// duration and curve.
  ///
  /// Inside `UIView.animate` a list lays its cells out once, for the final bounds: rows leaving
  /// the screen vanish at the start and a blank band shows while the keyboard slides (§11.3 of
  /// the facts sheet). Setting the offset once per display frame makes the list lay out as it
  /// goes, as `setContentOffset(_:animated:)` does, but in the keyboard's own timing.
  ///
  /// Insets that shrink (a hide) are held at their larger value until the last frame: a scroll
  /// view pulls an offset that a smaller inset puts out of range back at once, which would be a
  /// jump. A later decision without animation retargets the move instead of cutting it; the user
  /// dragging the list stops it where the finger has it (a plain touch does not).
  @MainActor
  final class ListOffsetAnimator: NSObject {
    private weak var scrollView: UIScrollView?
    private var link: CADisplayLink?
    private var from = CGPoint.zero
    private var to = CGPoint.zero
    private var finalInsets = UIEdgeInsets.zero
    private var start: CFTimeInterval = 0
    private var animation = KeyboardAnimation.keyboardDefault
    private var apply: (CGPoint) -> Void = { _ in }

    /// Whether a move is under way.
    var isRunning: Bool { link != nil }

    /// Moves `scrollView`'s offset from where it is to `to`, and its content inset to `insets`
    /// (growing edges at once, shrinking ones at the end); `apply` sets each frame's offset (the
    /// avoider marks it as its own write).
    func run(
      on scrollView: UIScrollView, to: CGPoint, insets: UIEdgeInsets, animation: KeyboardAnimation,
      apply: @escaping (CGPoint) -> Void
    ) {
      stop()
      self.scrollView = scrollView
      from = scrollView.contentOffset
      self.to = to
      self.animation = animation
      self.apply = apply
      hold(insets)
      start = CACurrentMediaTime()
      let link = CADisplayLink(target: self, selector: #selector(step(_:)))
      // The keyboard animates at the display's rate: ProMotion screens run at 120 Hz.
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// A decision made while the move runs: the move goes on, in the same time, to the new
    /// offset (when it has one) and insets.
    func retarget(to offset: CGPoint?, insets: UIEdgeInsets) {
      guard isRunning else { return }
      if let offset { to = offset }
      hold(insets)
    }

    /// Stops where the offset is now, with the final insets.
    func stop() {
      guard let link else { return }
      link.invalidate()
      self.link = nil
      if let scrollView, scrollView.contentInset != finalInsets {
        scrollView.contentInset = finalInsets
      }
    }

    /// Sets insets that keep every offset of the move in range: each edge at the larger of now
    /// and `insets`; `insets` themselves at the end.
    private func hold(_ insets: UIEdgeInsets) {
      finalInsets = insets
      guard let scrollView else { return }
      let now = scrollView.contentInset
      let during = UIEdgeInsets(
        top: max(now.top, insets.top), left: max(now.left, insets.left),
        bottom: max(now.bottom, insets.bottom), right: max(now.right, insets.right))
      if during != now { scrollView.contentInset = during }
    }

    @objc private func step(_ link: CADisplayLink) {
      guard let scrollView else { return stop() }
      // Out of a window, or the user dragging the list: the move ends now — at its target when
      // no one is looking, where the finger has it otherwise.
      guard scrollView.window != nil else {
        apply(to)
        return stop()
      }
      if scrollView.isDragging || scrollView.isDecelerating { return stop() }
      let elapsed = link.targetTimestamp - start
      let progress = CGFloat(animation.progress(afterElapsed: elapsed))
      apply(
        CGPoint(
          x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress))
      if elapsed >= animation.duration { stop() }
    }
  }
#endif

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A provisional move — a focus change solved with the keyboard as it was, before the keyboard
/// announces the new field's frame — and the glide that shows it: where the screen shows
/// content while it runs, so that a notification that comes late (iOS 17's out-of-process
/// keyboard, review N17) moves on from there instead of back past it.
///
/// ```swift
/// let glide = ProvisionalGlide(to: CGPoint(x: 0, y: -30), animation: keyboardAnimation)
/// glide.shown(from: CGPoint(x: 0, y: -103), after: 0.1)  // most of the way, curve 7
/// ```
package struct ProvisionalGlide: Sendable, Equatable, Codable {
  /// Where the move put content.
  package var to: CGPoint
  /// The move's animation; `nil` for one made at once.
  package var animation: KeyboardAnimation?

  /// A glide to `to` in `animation`.
  package init(to: CGPoint, animation: KeyboardAnimation?) {
    self.to = to
    self.animation = animation
  }

  /// Where the screen shows content `elapsed` seconds after the move from `start` began: `start`
  /// at once, then along the animation's curve; `start` for a move made without animation (it
  /// is replaced before the screen shows it, within the turn's window).
  package func shown(from start: CGPoint, after elapsed: TimeInterval) -> CGPoint {
    guard let animation, elapsed > 0 else { return start }
    let progress = animation.progress(afterElapsed: elapsed)
    return CGPoint(
      x: start.x + (to.x - start.x) * progress, y: start.y + (to.y - start.y) * progress)
  }
}

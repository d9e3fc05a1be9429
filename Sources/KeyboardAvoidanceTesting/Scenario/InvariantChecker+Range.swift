import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// §10.5: the offset in range, and the one case a moment outside it is no failure.
extension InvariantChecker {
  /// Whether a move frame by frame under way brings back into range an offset that something
  /// else put out of it — a rotation, a list controller taking its inset back (UIKit does not
  /// clamp, §3.4; §11.1) — the offset closer to the range than at the last moment. A move frame
  /// by frame shows every offset it passes (as an animation in a block shows them, without
  /// the model value saying so); at rest the offset is in range (§10.5, checked after the step).
  var glidesBackIntoRange: Bool {
    guard let scrollView, world.frameMotions[ObjectIdentifier(scrollView)] != nil else {
      return false
    }
    let range = scrollView.verticalOffsetRange
    func outside(_ y: CGFloat) -> CGFloat {
      max(0, range.lowerBound - y, y - range.upperBound)
    }
    // Rows measured above the visible ones move the offset with them, the list's own move to
    // keep those rows in place (§11.3): what the frame-by-frame move did is the rest.
    let kept = (stage.list?.keptInPlaceShift ?? 0) - (sampledKeptShift ?? listShiftBefore)
    let previous = (sampledOffset ?? offsetBefore).y
    return outside(scrollView.contentOffset.y - kept) < outside(previous)
  }
}

import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The rubber band: with `bounces` (UIKit's default), a user's drag that reaches an edge of the
/// content goes on past it, the content following the finger less and less, and once the finger
/// lifts the content springs back to the edge by itself, with `isDecelerating` set — still the
/// user's scroll (§11.1 of the article "UIKit's keyboard behaviours": the user's scrolls include
/// deceleration). Vertically it does so where the content can scroll, or with
/// `alwaysBounceVertical` where it cannot (Apple's `bounces` and `alwaysBounceVertical`).
///
/// Assumptions (**[U]**): UIKit documents neither the resistance nor the spring. The world
/// follows the finger's move past the edge `x` by `(1 − 1 / (0.55 x / h + 1)) h`, `h` the
/// bounds' height (the curve the developer community measured), and springs back over 0.5 s,
/// ease-out, as its deceleration does. A flick let go inside the range stops at its end.
extension WorldScrollView {
  /// Whether a user's drag moves the content vertically: content that can scroll, or that
  /// always bounces. Only such a drag bounces past an edge (with `bounces`).
  var dragsVertically: Bool {
    let range = verticalOffsetRange
    return range.upperBound - range.lowerBound > Tolerance.points || alwaysBounceVertical
  }

  /// Where a finger's move by `distance` takes the content: within the range as it moves, past
  /// an edge by the rubber band's share of the finger's way beyond it.
  func rubberBandedOffset(moving distance: CGFloat) -> CGFloat {
    let range = verticalOffsetRange
    let edge = fingerOvershoot < 0 ? range.lowerBound : range.upperBound
    let finger = (fingerOvershoot == 0 ? contentOffset.y : edge + fingerOvershoot) + distance
    if finger < range.lowerBound {
      fingerOvershoot = finger - range.lowerBound
      return range.lowerBound - rubberBand(-fingerOvershoot)
    }
    if finger > range.upperBound {
      fingerOvershoot = finger - range.upperBound
      return range.upperBound + rubberBand(fingerOvershoot)
    }
    fingerOvershoot = 0
    return finger
  }

  /// How far the content follows a finger `overshoot` points past an edge.
  private func rubberBand(_ overshoot: CGFloat) -> CGFloat {
    let height = max(1, bounds.height)
    return (1 - 1 / (overshoot * 0.55 / height + 1)) * height
  }

  /// Once the finger lifted past an edge: the content springs back to the nearest offset in the
  /// range, frame by frame. Returns whether it does (content outside the range after a drag that
  /// went past an edge).
  func bounceBack() -> Bool {
    defer { fingerOvershoot = 0 }
    guard fingerOvershoot != 0 else { return false }
    let back = clampedOffset(contentOffset.y) - contentOffset.y
    guard abs(back) > Tolerance.points else { return false }
    decelerate(by: back, clamps: false)
    return true
  }
}

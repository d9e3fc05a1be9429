import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One animated property of the headless world: what UIKit's presentation layer shows while
/// the model value has already changed.
struct WorldAnimation {
  enum Property {
    case keyboardFrame
    case frame(ObjectIdentifier)
    case contentOffset(ObjectIdentifier)
    /// A view's pacer (``KeyboardAvoidanceCore/HostWrite/pace``): its progress as the `minY`.
    case pacer(ObjectIdentifier)
  }

  let property: Property
  let from: CGRect
  let to: CGRect
  let start: Double
  let duration: Double
  let curve: KeyboardAnimationCurve
  /// Whether the view is laid out at every frame of the animation (a list's offset moved frame
  /// by frame), not once for the final value (`UIView.animate`).
  var isFrameByFrame = false

  var end: Double { start + duration }

  func value(at time: Double) -> CGRect {
    let progress = CGFloat(
      KeyboardAnimation(duration: duration, curve: curve).progress(afterElapsed: time - start))
    return CGRect(
      x: from.minX + (to.minX - from.minX) * progress,
      y: from.minY + (to.minY - from.minY) * progress,
      width: from.width + (to.width - from.width) * progress,
      height: from.height + (to.height - from.height) * progress)
  }

  func targets(_ other: Property) -> Bool {
    switch (property, other) {
    case (.keyboardFrame, .keyboardFrame): true
    case (.frame(let a), .frame(let b)), (.contentOffset(let a), .contentOffset(let b)),
      (.pacer(let a), .pacer(let b)):
      a == b
    default: false
    }
  }
}

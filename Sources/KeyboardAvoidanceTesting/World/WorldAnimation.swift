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
  }

  let property: Property
  let from: CGRect
  let to: CGRect
  let start: Double
  let duration: Double
  let curve: KeyboardAnimationCurve

  var end: Double { start + duration }

  func value(at time: Double) -> CGRect {
    guard duration > 0 else { return to }
    let progress = CGFloat(curve.progress(at: (time - start) / duration))
    return CGRect(
      x: from.minX + (to.minX - from.minX) * progress,
      y: from.minY + (to.minY - from.minY) * progress,
      width: from.width + (to.width - from.width) * progress,
      height: from.height + (to.height - from.height) * progress)
  }

  func targets(_ other: Property) -> Bool {
    switch (property, other) {
    case (.keyboardFrame, .keyboardFrame): true
    case (.frame(let a), .frame(let b)), (.contentOffset(let a), .contentOffset(let b)): a == b
    default: false
    }
  }
}

extension KeyboardAnimationCurve {
  /// The fraction of the change shown at `fraction` of the duration, in `0...1`.
  ///
  /// Curves 0–3 are UIKit's named cubic Béziers. The keyboard's curve 7 is undocumented; it is
  /// modelled as the Bézier (0.38, 0.7, 0.125, 1.0), a common approximation of the keyboard's
  /// motion — an assumption, since the article on UIKit's keyboard behaviours says to treat the
  /// curve as opaque (§1.1). Other raw values are treated as ease-in-out.
  package func progress(at fraction: Double) -> Double {
    let t = min(1, max(0, fraction))
    switch rawValue {
    case 1: return Self.bezier(t, 0.42, 0, 1, 1)
    case 2: return Self.bezier(t, 0, 0, 0.58, 1)
    case 3: return t
    case 7: return Self.bezier(t, 0.38, 0.7, 0.125, 1)
    default: return Self.bezier(t, 0.42, 0, 0.58, 1)
    }
  }

  /// A CSS-style cubic Bézier from (0, 0) to (1, 1), solved for x = `t` by bisection.
  private static func bezier(
    _ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
  ) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if coordinate(mid, x1, x2) < t { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The duration and curve of a keyboard animation, taken from a "will" notification.
///
/// Apply it with `UIView.animate(withDuration: animation.duration, delay: 0,
/// options: UIView.AnimationOptions(rawValue: animation.curve.animationOptionsRawValue))`,
/// which passes the keyboard's own undocumented curve 7 through unchanged.
///
/// ```swift
/// let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
/// animation.isImmediate  // false
/// ```
public struct KeyboardAnimation: Sendable, Hashable, Codable {
  /// The duration in seconds; zero means "apply immediately".
  public var duration: TimeInterval
  /// The animation curve, kept as UIKit's raw value.
  public var curve: KeyboardAnimationCurve

  /// Creates an animation description.
  public init(duration: TimeInterval, curve: KeyboardAnimationCurve) {
    self.duration = duration
    self.curve = curve
  }

  /// The duration used when a notification carries none or an invalid one: 0.25 s, the value
  /// UIKit uses for the docked keyboard.
  public static let defaultDuration: TimeInterval = 0.25
  /// The longest duration believed, in seconds: keyboards animate in 0.25–0.4 s (§1.1); a
  /// longer one is clamped to this, so a bad value cannot freeze later moves that reuse it.
  public static let maximumDuration: TimeInterval = 1

  /// The keyboard's usual animation: 0.25 s with curve 7.
  public static let keyboardDefault = KeyboardAnimation(
    duration: defaultDuration, curve: .keyboard)

  /// Whether the change should be applied without animation.
  public var isImmediate: Bool { duration <= 0 }
}

/// A `UIView.AnimationCurve` raw value, including values UIKit uses without naming them.
///
/// The keyboard animates with curve 7, which matches no case of `UIView.AnimationCurve`; a
/// `switch` over that enum without a default traps on it. This type keeps the raw value and
/// converts it to animation options by shifting it into bits 16–19, as UIKit expects.
///
/// ```swift
/// KeyboardAnimationCurve.keyboard.animationOptionsRawValue  // 0x70000
/// ```
public struct KeyboardAnimationCurve: RawRepresentable, Sendable, Hashable, Codable {
  /// UIKit's raw value; always in `0...15` (values outside are replaced while parsing).
  public let rawValue: Int

  /// Creates a curve from a raw value in `0...15`; other values give `nil` because they
  /// cannot be expressed in `UIView.AnimationOptions`.
  public init?(rawValue: Int) {
    guard Self.representableRange.contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  private init(known rawValue: Int) { self.rawValue = rawValue }

  /// The raw values that fit the four option bits UIKit reserves for curves.
  public static let representableRange = 0...15

  /// `UIView.AnimationCurve.easeInOut`.
  public static let easeInOut = KeyboardAnimationCurve(known: 0)
  /// `UIView.AnimationCurve.easeIn`.
  public static let easeIn = KeyboardAnimationCurve(known: 1)
  /// `UIView.AnimationCurve.easeOut`.
  public static let easeOut = KeyboardAnimationCurve(known: 2)
  /// `UIView.AnimationCurve.linear`.
  public static let linear = KeyboardAnimationCurve(known: 3)
  /// The keyboard's own, undocumented curve (raw value 7).
  public static let keyboard = KeyboardAnimationCurve(known: 7)

  /// The raw value of the matching `UIView.AnimationOptions`: the curve shifted left by 16.
  public var animationOptionsRawValue: UInt { UInt(rawValue) << 16 }
}

extension KeyboardAnimation {
  /// The fraction of the change shown `elapsed` seconds after the animation began, in `0...1`:
  /// all of it for an immediate animation or once the duration is over.
  package func progress(afterElapsed elapsed: Double) -> Double {
    guard duration > 0 else { return 1 }
    return curve.progress(at: elapsed / duration)
  }

  /// How long UIKit may run the keyboard's curve 7 whatever duration is asked, in seconds: a
  /// developer who logged UIKit's animations found the keyboard's spring, 0.5 s (§1.1,
  /// uncertain).
  package static let keyboardSpringDuration: TimeInterval = 0.5

  /// The least fraction of the change the screen may show `elapsed` seconds after the
  /// animation began, of the times UIKit may run it for: for curve 7, the duration asked or the
  /// keyboard's spring (§1.1), whichever is slower; for other curves, the duration asked.
  package func slowestProgress(afterElapsed elapsed: Double) -> Double {
    KeyboardAnimation(duration: slowestDuration, curve: curve).progress(afterElapsed: elapsed)
  }

  /// The longest time UIKit may run this animation for: for curve 7, the duration asked or the
  /// keyboard's spring (§1.1), whichever is longer; for other curves, the duration asked.
  package var slowestDuration: TimeInterval {
    guard curve == .keyboard, !isImmediate else { return duration }
    return max(duration, Self.keyboardSpringDuration)
  }
}

extension KeyboardAnimationCurve {
  /// The fraction of the change shown at `fraction` of the duration, in `0...1`.
  ///
  /// Curves 0–3 are UIKit's named cubic Béziers. The keyboard's curve 7 is undocumented; it is
  /// taken as the Bézier (0.38, 0.7, 0.125, 1.0), a common approximation of the keyboard's
  /// motion — an assumption, since the article on UIKit's keyboard behaviours says to treat the
  /// curve as opaque (§1.1). Other raw values are treated as ease-in-out. The world draws its
  /// animations with it; the UIKit layer moves a list's offset frame by frame with it (inside
  /// `UIView.animate` UIKit uses the curve itself).
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
    guard t > 0 else { return 0 }
    guard t < 1 else { return 1 }
    // x(s) = ((ax·s + bx)·s + cx)·s, and y(s) likewise: the curve's polynomial form.
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    let cy = 3 * y1
    let by = 3 * (y2 - y1) - cy
    let ay = 1 - cy - by
    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    // Newton's method converges in a few steps where the curve is not flat (a list's move
    // asks once per display frame)…
    var s = t
    for _ in 0..<8 {
      let error = x(s) - t
      if abs(error) < 1e-10 { return y(s) }
      let slope = (3 * ax * s + 2 * bx) * s + cx
      guard abs(slope) > 1e-6 else { break }
      s -= error / slope
    }
    // …and bisection, which always does, where it is.
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if x(mid) < t { low = mid } else { high = mid }
    }
    return y((low + high) / 2)
  }
}

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
public struct KeyboardAnimation: Sendable, Hashable {
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
public struct KeyboardAnimationCurve: RawRepresentable, Sendable, Hashable {
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

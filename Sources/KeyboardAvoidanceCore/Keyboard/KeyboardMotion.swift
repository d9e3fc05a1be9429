import Foundation

/// How to move something with the keyboard in an animation system other than UIKit's
/// (SwiftUI's `Animation`), from a notification's duration and curve.
///
/// Curves 0–3 are UIKit's named cubic Béziers. The keyboard's own curve 7 is undocumented; it is
/// a `CASpringAnimation` with mass 3, stiffness 1000 and damping 500 that ignores the duration
/// (developer.apple.com/forums/thread/48088; Telegram's UIKitUtils uses the same values). Those
/// values are overdamped, which Core Animation did not simulate; ``springResponse`` gives the
/// critically damped spring of the same mass and stiffness that SwiftUI should use (§3 of the
/// SwiftUI article). A zero duration is no animation.
///
/// ```swift
/// switch KeyboardAnimation.keyboardDefault.motion {
/// case .spring(let mass, let stiffness, let damping): …
/// default: …
/// }
/// ```
public enum KeyboardMotion: Sendable, Equatable {
  /// No animation: the change shows at once.
  case immediate
  /// A spring: the keyboard's own curve.
  case spring(mass: Double, stiffness: Double, damping: Double)
  /// A cubic Bézier timing curve over `duration` seconds.
  case timingCurve(x1: Double, y1: Double, x2: Double, y2: Double, duration: TimeInterval)
  /// Constant speed over `duration` seconds.
  case linear(duration: TimeInterval)
}

extension KeyboardAnimation {
  /// The motion that matches this animation (``KeyboardMotion``).
  public var motion: KeyboardMotion {
    guard !isImmediate else { return .immediate }
    switch curve.rawValue {
    case 1: return .timingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: duration)
    case 2: return .timingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: duration)
    case 3: return .linear(duration: duration)
    case 7: return .spring(mass: 3, stiffness: 1000, damping: 500)
    default: return .timingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: duration)
    }
  }
}

extension KeyboardMotion {
  /// For a spring, SwiftUI's `spring(response:dampingFraction:)` parameters of the spring the
  /// keyboard shows: the same mass and stiffness (`response = 2π·√(mass / stiffness)`), with
  /// overdamping read as critical damping (`dampingFraction ≤ 1`), because Core Animation's
  /// spring did not simulate overdamping and the keyboard settles in about half a second (§3 of
  /// the SwiftUI article). `nil` for other motions.
  ///
  /// ```swift
  /// KeyboardAnimation.keyboardDefault.motion.springResponse  // (0.344, 1.0)
  /// ```
  public var springResponse: (response: Double, dampingFraction: Double)? {
    guard case .spring(let mass, let stiffness, let damping) = self, mass > 0, stiffness > 0,
      damping >= 0
    else { return nil }
    let response = 2 * Double.pi * (mass / stiffness).squareRoot()
    let fraction = damping / (2 * (stiffness * mass).squareRoot())
    return (response, min(1, fraction))
  }

  /// How far a critically damped spring of `response` seconds has gone after `time` seconds,
  /// from 0 to 1: `1 − (1 + ωt)·e^(−ωt)` with `ω = 2π / response`.
  public static func criticallyDampedProgress(response: Double, time: Double) -> Double {
    guard response > 0, time > 0 else { return 0 }
    let omegaT = 2 * Double.pi / response * time
    return 1 - (1 + omegaT) * exp(-omegaT)
  }
}

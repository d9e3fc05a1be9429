#if canImport(UIKit)
  import SwiftUI

  extension Animation {
    /// The SwiftUI animation that moves with the keyboard: its own spring for the keyboard's
    /// curve 7 (mass 3 and stiffness 1000, critically damped: a response of about 0.344 s),
    /// UIKit's named curves otherwise, as the core's `KeyboardMotion` says; `nil` for
    /// no animation.
    ///
    /// ```swift
    /// withAnimation(.keyboard(keyboard.info.animation)) { barOffset = keyboard.overlap(with: bar) }
    /// ```
    public static func keyboard(_ animation: KeyboardAnimation?) -> Animation? {
      guard let animation else { return nil }
      switch animation.motion {
      case .immediate:
        return nil
      case .spring:
        // The keyboard's spring, overdamping read as critical (§3 of the SwiftUI article).
        guard let spring = animation.motion.springResponse else { return .default }
        return .spring(
          response: spring.response, dampingFraction: spring.dampingFraction, blendDuration: 0)
      case .timingCurve(let x1, let y1, let x2, let y2, let duration):
        return .timingCurve(x1, y1, x2, y2, duration: duration)
      case .linear(let duration):
        return .linear(duration: duration)
      }
    }
  }
#endif

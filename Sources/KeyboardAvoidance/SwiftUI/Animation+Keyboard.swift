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
      // The core decides which animation; this builds it.
      switch SwiftUIAnimationRecipe(animation) {
      case .none:
        return nil
      case .standard:
        return .default
      case .spring(let response, let dampingFraction):
        return .spring(response: response, dampingFraction: dampingFraction, blendDuration: 0)
      case .timingCurve(let x1, let y1, let x2, let y2, let duration):
        return .timingCurve(x1, y1, x2, y2, duration: duration)
      case .linear(let duration):
        return .linear(duration: duration)
      }
    }
  }
#endif

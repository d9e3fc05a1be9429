#if canImport(UIKit)
  import SwiftUI

  extension Animation {
    /// The SwiftUI animation that moves with the keyboard: its own spring for the keyboard's
    /// curve 7, UIKit's named curves otherwise, as the core's `KeyboardMotion` says; `nil` for
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
      case .spring(let mass, let stiffness, let damping):
        return .interpolatingSpring(
          mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
      case .timingCurve(let x1, let y1, let x2, let y2, let duration):
        return .timingCurve(x1, y1, x2, y2, duration: duration)
      case .linear(let duration):
        return .linear(duration: duration)
      }
    }
  }
#endif

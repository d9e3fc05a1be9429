import Foundation

/// Which SwiftUI `Animation` moves with a keyboard animation: one case per constructor the
/// SwiftUI layer calls, decided here so that the layer only builds it.
///
/// No animation, or one of zero duration, is none. The keyboard's spring (curve 7) is SwiftUI's
/// `spring(response:dampingFraction:)` of the same mass and stiffness, overdamping read as
/// critical (``KeyboardMotion/springResponse``, §3 of the SwiftUI article); a spring whose
/// parameters give no response (not positive) is SwiftUI's default animation. UIKit's named
/// curves are their cubic Béziers, and linear stays linear.
///
/// ```swift
/// SwiftUIAnimationRecipe(.keyboardDefault)  // .spring(response: 0.344, dampingFraction: 1)
/// SwiftUIAnimationRecipe(nil)               // .none
/// ```
package enum SwiftUIAnimationRecipe: Sendable, Equatable {
  /// No animation (`withAnimation(nil)`).
  case none
  /// SwiftUI's `Animation.default`.
  case standard
  /// `Animation.spring(response:dampingFraction:blendDuration: 0)`.
  case spring(response: Double, dampingFraction: Double)
  /// `Animation.timingCurve(_:_:_:_:duration:)`.
  case timingCurve(x1: Double, y1: Double, x2: Double, y2: Double, duration: TimeInterval)
  /// `Animation.linear(duration:)`.
  case linear(duration: TimeInterval)

  /// The recipe for `animation` (`nil`: none).
  package init(_ animation: KeyboardAnimation?) {
    switch animation?.motion {
    case nil, .immediate:
      self = .none
    case .spring(let mass, let stiffness, let damping):
      let spring = KeyboardMotion.spring(mass: mass, stiffness: stiffness, damping: damping)
        .springResponse
      self =
        spring.map { .spring(response: $0.response, dampingFraction: $0.dampingFraction) }
        ?? .standard
    case .timingCurve(let x1, let y1, let x2, let y2, let duration):
      self = .timingCurve(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration)
    case .linear(let duration):
      self = .linear(duration: duration)
    }
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Keyboard motion: the keyboard's animation for other animation systems")
struct KeyboardMotionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let animation: KeyboardAnimation
    let motion: KeyboardMotion
  }

  static let cases: [Case] = [
    Case(
      testDescription: "curve 7 is the keyboard's spring, whatever the duration",
      animation: KeyboardAnimation(duration: 0.4, curve: .keyboard),
      motion: .spring(mass: 3, stiffness: 1000, damping: 500)),
    Case(
      testDescription: "ease in out",
      animation: KeyboardAnimation(duration: 0.3, curve: .easeInOut),
      motion: .timingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.3)),
    Case(
      testDescription: "ease in", animation: KeyboardAnimation(duration: 0.3, curve: .easeIn),
      motion: .timingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 0.3)),
    Case(
      testDescription: "ease out", animation: KeyboardAnimation(duration: 0.3, curve: .easeOut),
      motion: .timingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: 0.3)),
    Case(
      testDescription: "linear", animation: KeyboardAnimation(duration: 0.2, curve: .linear),
      motion: .linear(duration: 0.2)),
    Case(
      testDescription: "zero duration is no animation",
      animation: KeyboardAnimation(duration: 0, curve: .keyboard), motion: .immediate),
  ]

  @Test("Each curve has its motion", arguments: cases)
  func motion(_ test: Case) {
    #expect(test.animation.motion == test.motion)
  }
}

@Suite("The keyboard's spring for SwiftUI")
struct KeyboardSpringTests {
  @Test("Curve 7 becomes a critically damped spring of about 0.344 s that settles within 0.5 s")
  func spring() throws {
    let spring = try #require(KeyboardAnimation.keyboardDefault.motion.springResponse)
    #expect(abs(spring.response - 0.3441) < 0.001)
    #expect(spring.dampingFraction == 1)
    // Where the keyboard is after half a second: at rest, to within 0.2 %.
    let settled = KeyboardMotion.criticallyDampedProgress(response: spring.response, time: 0.5)
    #expect(settled > 0.998)
    // The overdamped reading (ζ ≈ 4.56) would be far from it: about 63 % there.
    let zeta = 500 / (2 * (1000.0 * 3).squareRoot())
    let omega = (1000.0 / 3).squareRoot()
    let slow = -omega * (zeta - (zeta * zeta - 1).squareRoot())
    #expect(1 - exp(slow * 0.5) < 0.7)
  }

  @Test("Other curves and bad springs have no spring parameters")
  func notSprings() {
    #expect(KeyboardMotion.linear(duration: 0.25).springResponse == nil)
    #expect(KeyboardMotion.spring(mass: 0, stiffness: 1000, damping: 1).springResponse == nil)
    #expect(KeyboardMotion.criticallyDampedProgress(response: 0, time: 1) == 0)
  }
}

@Suite("Which SwiftUI animation moves with the keyboard")
struct SwiftUIAnimationRecipeTests {
  @Test(
    "Each keyboard animation has its SwiftUI animation",
    arguments: [
      (KeyboardAnimation?.none, SwiftUIAnimationRecipe.none),
      (KeyboardAnimation(duration: 0, curve: .keyboard), .none),
      (KeyboardAnimation(duration: 0.25, curve: .linear), .linear(duration: 0.25)),
      (
        KeyboardAnimation(duration: 0.3, curve: .easeIn),
        .timingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 0.3)
      ),
    ])
  func recipe(_ animation: KeyboardAnimation?, _ recipe: SwiftUIAnimationRecipe) {
    #expect(SwiftUIAnimationRecipe(animation) == recipe)
  }

  @Test("The keyboard's curve 7 is a critically damped spring, never the overdamped one")
  func keyboardSpring() throws {
    guard case .spring(let response, let fraction) = SwiftUIAnimationRecipe(.keyboardDefault)
    else {
      Issue.record("curve 7 is no spring")
      return
    }
    #expect(abs(response - 0.3441) < 0.001)
    #expect(fraction == 1)
  }
}

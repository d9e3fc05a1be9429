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

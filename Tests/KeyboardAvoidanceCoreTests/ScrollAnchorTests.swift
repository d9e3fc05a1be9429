import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Scroll anchor: where scrollTo(_:anchor:) puts a view")
struct ScrollAnchorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let top: CGFloat
    let view: CGFloat
    let scroll: CGFloat
    let y: Double?
  }

  static let cases: [Case] = [
    Case(testDescription: "at the top", top: 0, view: 44, scroll: 600, y: 0),
    Case(testDescription: "at the bottom", top: 556, view: 44, scroll: 600, y: 1),
    Case(testDescription: "in between", top: 278, view: 44, scroll: 600, y: 0.5),
    Case(testDescription: "a zero-height marker", top: 150, view: 0, scroll: 600, y: 0.25),
    Case(testDescription: "taller than the scroll view", top: 0, view: 700, scroll: 600, y: nil),
    Case(testDescription: "below the scroll view", top: 580, view: 44, scroll: 600, y: nil),
    Case(testDescription: "not a number", top: .nan, view: 44, scroll: 600, y: nil),
    Case(testDescription: "no scroll view", top: 0, view: 44, scroll: 0, y: nil),
  ]

  @Test("The anchor puts the view's top where asked", arguments: cases)
  func anchor(_ test: Case) throws {
    let y = ScrollAnchor.unitY(top: test.top, viewHeight: test.view, scrollHeight: test.scroll)
    #expect(y == test.y)
    // What scrollTo does with it: the view's unit point lands on the scroll view's.
    if let y {
      let landedTop = CGFloat(y) * test.scroll - CGFloat(y) * test.view
      #expect(abs(landedTop - test.top) < 0.001)
    }
  }
}

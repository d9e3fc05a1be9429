import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Keyboard coordinate spaces")
struct KeyboardGeometryTests {
  struct Conversion: Sendable, CustomStringConvertible {
    let description: String
    let keyboard: CGRect
    let window: CGRect
    let expected: CGRect?
  }

  static let conversions: [Conversion] = [
    Conversion(
      description: "full screen: unchanged",
      keyboard: CGRect(x: 0, y: 516, width: 393, height: 336),
      window: Fixture.phone, expected: CGRect(x: 0, y: 516, width: 393, height: 336)),
    Conversion(
      description: "Split View, right-hand app: x shifts",
      keyboard: CGRect(x: 0, y: 968, width: 1366, height: 398),
      window: CGRect(x: 688, y: 0, width: 678, height: 1366),
      expected: CGRect(x: 0, y: 968, width: 678, height: 398)),
    Conversion(
      description: "Stage Manager window not reaching the bottom: clipped",
      keyboard: CGRect(x: 0, y: 1030, width: 1024, height: 336),
      window: CGRect(x: 100, y: 200, width: 800, height: 900),
      expected: CGRect(x: 0, y: 830, width: 800, height: 70)),
    Conversion(
      description: "Stage Manager window near the top: no overlap at all",
      keyboard: CGRect(x: 0, y: 1030, width: 1024, height: 336),
      window: CGRect(x: 100, y: 40, width: 800, height: 600), expected: nil),
    Conversion(
      description: "zero keyboard frame", keyboard: .zero, window: Fixture.phone, expected: nil),
  ]

  @Test("Screen frames convert into the window and are clipped to it", arguments: conversions)
  func conversion(_ conversion: Conversion) {
    let converted = KeyboardGeometry.frameInWindow(
      conversion.keyboard, windowFrameInScreen: conversion.window)
    #expect(converted == conversion.expected)
  }

  struct Overlap: Sendable, CustomStringConvertible {
    let description: String
    let keyboard: CGRect?
    let container: CGRect
    let expected: CGFloat
  }

  static let overlaps: [Overlap] = [
    Overlap(
      description: "full-screen container", keyboard: CGRect(x: 0, y: 516, width: 393, height: 336),
      container: Fixture.phone, expected: 336),
    Overlap(
      description: "form sheet ending above the keyboard's bottom",
      keyboard: CGRect(x: 0, y: 968, width: 1024, height: 398),
      container: CGRect(x: 212, y: 300, width: 600, height: 800), expected: 132),
    Overlap(
      description: "container entirely above the keyboard",
      keyboard: CGRect(x: 0, y: 516, width: 393, height: 336),
      container: CGRect(x: 0, y: 100, width: 393, height: 300), expected: 0),
    Overlap(
      description: "container entirely under the keyboard: its whole height",
      keyboard: CGRect(x: 0, y: 516, width: 393, height: 336),
      container: CGRect(x: 0, y: 600, width: 393, height: 100), expected: 100),
    Overlap(
      description: "no horizontal overlap (popover beside a narrow keyboard)",
      keyboard: CGRect(x: 0, y: 800, width: 320, height: 260),
      container: CGRect(x: 400, y: 300, width: 400, height: 700), expected: 0),
    Overlap(
      description: "no keyboard", keyboard: nil, container: Fixture.phone, expected: 0),
  ]

  @Test("Overlap is measured from the container's bottom and never negative", arguments: overlaps)
  func overlap(_ overlap: Overlap) {
    let value = KeyboardGeometry.bottomOverlap(
      keyboardInWindow: overlap.keyboard, container: overlap.container)
    #expect(value == overlap.expected)
  }

  @Test("Offset ranges collapse to the top for short content")
  func offsetRange() {
    #expect(
      ScrollGeometry.verticalOffsetRange(
        contentHeight: 1400, boundsHeight: 852, adjustedTop: 103, adjustedBottom: 34)
        == -103...582)
    #expect(
      ScrollGeometry.verticalOffsetRange(
        contentHeight: 300, boundsHeight: 852, adjustedTop: 103, adjustedBottom: 34)
        == -103 ... -103)
    #expect(ScrollGeometry.clamp(.nan, to: -10...10) == 0)
  }

  /// A landscape iPhone 13 mini's keyboard (209 pt, top at 166) over a list of `height` from
  /// the window's top, with a `system` bottom inset, and what its controller adds.
  static let systemParts: [(height: CGFloat, system: CGFloat, expected: CGFloat)] = [
    // A list that ends at the screen's bottom: the overlap less the system's inset, whatever
    // the app's own inset.
    (375, 21, 188),
    // A list that runs 182.7 pt past the screen's bottom: its safe area covers that part, and
    // the keyboard's own rect covers only 5.3 pt more of it.
    (557.7, 203.7, 5.3),
    // The keyboard covers none of what the insets leave.
    (375, 240, 0),
  ]

  @Test(
    "A list controller is counted on for what it adds: the keyboard over the list, clipped to the window, past the system's inset",
    arguments: systemParts)
  func expectedSystemPart(
    height: CGFloat, system: CGFloat, expected: CGFloat
  ) {
    let part = KeyboardGeometry.expectedSystemPart(
      keyboardInWindow: CGRect(x: 0, y: 166, width: 812, height: 209),
      container: CGRect(x: 0, y: 0, width: 812, height: height), windowHeight: 375,
      systemBottom: system)
    #expect(
      abs(part - expected) < 0.05,
      "\(part) pt counted on: offsets past the range the controller gives, or short of it")
  }
}

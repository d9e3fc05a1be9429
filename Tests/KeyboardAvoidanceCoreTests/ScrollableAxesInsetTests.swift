import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// The safe-area part UIKit adds once content is a given height: under `.scrollableAxes` the
/// top and bottom come with content taller than the container and go with it (§3.2).
@Suite("The system's part for a content size")
struct ScrollableAxesInsetTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let onlyWhenScrolling: Bool?
    /// The content's height and the part UIKit reports with it now.
    let heightNow: CGFloat
    let readPart: AvoidanceInsets
    /// The height the engine writes or gives back.
    let contentHeight: CGFloat
    let expected: AvoidanceInsets
    var testDescription: String { name }
  }

  static let safe = AvoidanceInsets(top: 44, left: 50, bottom: 21, right: 50)
  static let vertical = AvoidanceInsets(top: 44, bottom: 21)
  static let horizontal = AvoidanceInsets(top: 0, left: 50, bottom: 0, right: 50)

  static let cases: [Case] = [
    Case(
      name: "content sized taller gains the safe area's top and bottom", onlyWhenScrolling: true,
      heightNow: 300, readPart: .zero, contentHeight: 656, expected: vertical),
    Case(
      name: "content given back its short size loses them", onlyWhenScrolling: true,
      heightNow: 656, readPart: vertical, contentHeight: 0, expected: .zero),
    Case(
      name: "content exactly the container's height does not scroll", onlyWhenScrolling: true,
      heightNow: 656, readPart: vertical, contentHeight: 375, expected: .zero),
    Case(
      name: "the horizontal parts read stand", onlyWhenScrolling: true,
      heightNow: 0, readPart: horizontal, contentHeight: 900, expected: safe),
    Case(
      name: "a height that scrolls as content does now keeps the part read",
      onlyWhenScrolling: true, heightNow: 700, readPart: AvoidanceInsets(top: 30, bottom: 21),
      contentHeight: 900, expected: AvoidanceInsets(top: 30, bottom: 21)),
    Case(
      name: "other behaviours keep the part read", onlyWhenScrolling: false,
      heightNow: 656, readPart: vertical, contentHeight: 0, expected: vertical),
    Case(
      name: "a reading without the behaviour keeps the part read", onlyWhenScrolling: nil,
      heightNow: 0, readPart: .zero, contentHeight: 900, expected: .zero),
  ]

  @Test("The part a content size gives", arguments: cases)
  func part(_ c: Case) {
    let frame = CGRect(x: 0, y: 0, width: 812, height: 375)
    var geometry = ContainerGeometry(
      environment: KeyboardEnvironment(screen: frame), frameInWindow: frame, bounds: frame,
      contentSize: CGSize(width: 812, height: c.heightNow), adjustedContentInset: c.readPart,
      safeAreaInsets: Self.safe)
    geometry.addsVerticalSafeAreaOnlyWhenScrolling = c.onlyWhenScrolling
    #expect(geometry.systemContentInset(contentHeight: c.contentHeight) == c.expected)
  }
}

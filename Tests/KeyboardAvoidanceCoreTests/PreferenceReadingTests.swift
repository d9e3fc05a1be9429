import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("SwiftUI preferences that carry one reading")
struct PreferenceReadingTests {
  static let frame = CGRect(x: 0, y: -120, width: 393, height: 1_400)

  @Test(
    "A view that reports nothing never overwrites the reading; a later reading replaces it",
    arguments: [
      ([frame, nil], frame),
      ([nil, frame], frame),
      ([nil, nil], nil),
      ([frame, frame.offsetBy(dx: 0, dy: 40), nil], frame.offsetBy(dx: 0, dy: 40)),
    ] as [([CGRect?], CGRect?)])
  func combine(values: [CGRect?], expected: CGRect?) {
    // As SwiftUI reduces: the first view's value, then each next one's.
    var value = values.first ?? nil
    for next in values.dropFirst() { value = PreferenceReading.combine(value, next) }
    #expect(value == expected, "the scroll view would read \(String(describing: value))")
  }

  @Test(
    "The marker's generation is the newest request's, in any order SwiftUI reduces the views",
    arguments: [[3, 0, 2], [0, 3], [2, 3, 0], [0, 0]] as [[Int]])
  func newestGeneration(values: [Int]) {
    var value = values.first ?? 0
    for next in values.dropFirst() { value = PreferenceReading.newest(value, next) }
    #expect(value == values.max(), "the scroll for request \(value) would be made twice or never")
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("What a scroll view's subviews span")
struct SubviewExtentTests {
  @Test("Shown subviews count; hidden, transparent and non-finite ones do not")
  func extent() {
    typealias Reading = ContainerReading.SubviewReading
    let subviews = [
      Reading(frame: CGRect(x: 0, y: 0, width: 375, height: 900), isHidden: false, alpha: 1),
      Reading(frame: CGRect(x: 0, y: 880, width: 300, height: 60), isHidden: false, alpha: 1),
      // A label not shown yet, and a scroll indicator faded out, further down.
      Reading(frame: CGRect(x: 0, y: 950, width: 300, height: 20), isHidden: true, alpha: 1),
      Reading(frame: CGRect(x: 370, y: 990, width: 3, height: 40), isHidden: false, alpha: 0),
      Reading(
        frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), isHidden: false, alpha: 1),
    ]
    #expect(ContainerReading.extent(of: subviews) == CGSize(width: 375, height: 940))
    #expect(ContainerReading.extent(of: []) == .zero)
  }
}

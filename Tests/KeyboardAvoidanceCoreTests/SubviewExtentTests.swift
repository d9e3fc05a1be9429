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

  @Test("Under the user's finger the subviews are not read: what they spanned last holds")
  func heldUnderFinger() {
    typealias Reading = ContainerReading.SubviewReading
    let host = FakeContainerHost()
    host.attachment = .subclass
    host.subviews = [
      Reading(frame: CGRect(x: 0, y: 0, width: 393, height: 656), isHidden: false, alpha: 1)
    ]
    #expect(host.avoidance.measuresSubviews)
    #expect(host.avoidance.containerGeometry()?.subviewsExtent?.height == 656)
    // The user scrolls: UIKit's indicator shows, a subview; turning it off to read the
    // subviews would take it from under the finger.
    host.activity = ScrollActivity(isTracking: true, isDragging: true, isDecelerating: false)
    host.subviews.append(
      Reading(frame: CGRect(x: 387, y: 3, width: 3, height: 899), isHidden: false, alpha: 1))
    #expect(!host.avoidance.measuresSubviews)
    let reads = host.subviewReads
    #expect(host.avoidance.containerGeometry()?.subviewsExtent?.height == 656)
    #expect(host.subviewReads == reads)
    host.activity = ScrollActivity(isTracking: false, isDragging: false, isDecelerating: true)
    #expect(!host.avoidance.measuresSubviews)
    // At rest the host reads them again (with the indicators off).
    host.activity = ScrollActivity()
    host.subviews.removeLast()
    #expect(host.avoidance.measuresSubviews)
    #expect(host.avoidance.containerGeometry()?.subviewsExtent?.height == 656)
    // An attached avoider's scroll view is the app's: never read.
    let attached = FakeContainerHost()
    #expect(!attached.avoidance.measuresSubviews)
    #expect(attached.avoidance.containerGeometry()?.subviewsExtent == nil)
  }
}

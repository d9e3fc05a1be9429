import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// What a table or collection view controller is expected to add for a keyboard before it has
/// (§11.1 of the UIKit article): the smaller of what the list needs and what it adds, for a
/// write at once; its whole part for a list's move frame by frame, which stops at the range the
/// list has should less come.
@Suite("The part a list's controller is expected to add")
struct ExpectedControllerPartTests {
  /// An iPad list over the whole window, a 542 pt keyboard, a 20 pt safe area at the bottom.
  static func expected(appBottom: CGFloat, framed: Bool) -> CGFloat {
    KeyboardGeometry.expectedSystemPart(
      keyboardInWindow: CGRect(x: 0, y: 490, width: 1376, height: 542),
      container: CGRect(x: 0, y: 0, width: 1376, height: 1032), appBottom: appBottom,
      systemBottom: 20, framed: framed)
  }

  @Test(
    "A move frame by frame counts on the controller's whole part, whatever the app's own inset (7/77880: a visible field was pulled back)",
    arguments: [56, 0, -30] as [CGFloat])
  func framedCountsTheWholePart(appBottom: CGFloat) {
    #expect(Self.expected(appBottom: appBottom, framed: true) == 522)
  }

  @Test(
    "A write at once counts on no more than the list needs beyond the app's inset, nor than the controller adds",
    arguments: [(56, 466), (0, 522), (-30, 522)] as [(CGFloat, CGFloat)])
  func atOnceCountsTheSmaller(appBottom: CGFloat, part: CGFloat) {
    #expect(Self.expected(appBottom: appBottom, framed: false) == part)
  }

  @Test(
    "A list that runs past the screen's bottom (its window moved down): framed, the overlap from the list's bottom counts, one way a controller may measure (7/122)"
  )
  func listPastTheScreensBottom() {
    let keyboard = CGRect(x: 0, y: 894.93, width: 1032, height: 403)
    let list = CGRect(x: 0, y: 0, width: 1032, height: 1376)
    let framed = KeyboardGeometry.expectedSystemPart(
      keyboardInWindow: keyboard, container: list, appBottom: 0, systemBottom: 20, framed: true)
    let atOnce = KeyboardGeometry.expectedSystemPart(
      keyboardInWindow: keyboard, container: list, appBottom: 0, systemBottom: 20)
    #expect(abs(framed - 461.07) < 0.01)
    #expect(atOnce == 383)
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// What a table or collection view controller is expected to add for a keyboard before it has
/// (§11.1 of the UIKit article): the most it may add, however it measures, whatever the app's
/// own inset.
@Suite("The part a list's controller is expected to add")
struct ExpectedControllerPartTests {
  @Test(
    "A list down to its window's bottom: the keyboard's overlap less the safe area's inset (the app's own inset, as a pinned bar's in 7/77880, is no input)"
  )
  func keyboardOverlapLessSafeArea() {
    let part = KeyboardGeometry.expectedSystemPart(
      keyboardInWindow: CGRect(x: 0, y: 490, width: 1376, height: 542),
      container: CGRect(x: 0, y: 0, width: 1376, height: 1032), windowHeight: 1032,
      systemBottom: 20)
    #expect(part == 522)
  }

  @Test(
    "A window moved down past the screen's bottom: the overlap from the list's bottom counts, one way a controller may measure (7/122)"
  )
  func listPastTheScreensBottom() {
    let part = KeyboardGeometry.expectedSystemPart(
      keyboardInWindow: CGRect(x: 0, y: 894.93, width: 1032, height: 403),
      container: CGRect(x: 0, y: 0, width: 1032, height: 1376), windowHeight: 1376,
      systemBottom: 20)
    #expect(abs(part - 461.07) < 0.01)
  }
}

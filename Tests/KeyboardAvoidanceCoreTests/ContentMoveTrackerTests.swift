import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Who moved the content")
struct ContentMoveTrackerTests {
  @Test(
    "Under a finger that drags the keyboard down, a list taken back into range as its controller's inset goes is no scroll of the user's; a drag within the range is"
  )
  func comingBackIntoRange() {
    var moves = ContentMoveTracker()
    let dragging = ScrollActivity(isTracking: true, isDragging: true)
    // The controller took its part back: the range ends at 1253 now, content was at 1499.
    let range: ClosedRange<CGFloat> = -64...1253
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1499), to: CGPoint(x: 0, y: 1253), byAvoider: false,
      activity: dragging, range: range)
    #expect(moves.userScrollCount == 0, "content would stay scrolled on hide")
    #expect(moves.offsetBeforeCodeScroll == CGPoint(x: 0, y: 1499))
    // The finger moving content inside the range is the user's.
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1253), to: CGPoint(x: 0, y: 1100), byAvoider: false,
      activity: dragging, range: range)
    #expect(moves.userScrollCount == 1)
    // So is a pull from inside the range to its end, or from outside it to elsewhere.
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1100), to: CGPoint(x: 0, y: 1253), byAvoider: false,
      activity: dragging, range: range)
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1400), to: CGPoint(x: 0, y: 1300), byAvoider: false,
      activity: dragging, range: range)
    #expect(moves.userScrollCount == 3)
  }
}

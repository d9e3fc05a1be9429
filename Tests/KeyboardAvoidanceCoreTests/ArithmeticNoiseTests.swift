import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Positions that differ only in the last bits of arithmetic")
struct ArithmeticNoiseTests {
  @Test("Content a few bits past the top of its range is not moved back: nothing is written")
  func noWriteForNoise() throws {
    let host = FakeContainerHost()
    // A field in view above the keyboard: the engine adds its inset and moves nothing.
    _ = host.editFieldWithKeyboard(y: 100)
    let writes = host.writes.count
    // An inset added and taken away again left the offset a few bits past the top (−59).
    host.offset.y = -59 - 1e-12
    host.avoidance.containerDidLayout()
    let moved = host.writes.dropFirst(writes).compactMap(\.contentOffset)
    #expect(moved.isEmpty, "an offset write of \(moved) — into a user's scroll, if one ran")
  }

  @Test("A drag that moves content by a few bits is no scroll of the user's")
  func noUserScrollForNoise() {
    var moves = ContentMoveTracker()
    let dragging = ScrollActivity(isTracking: true, isDragging: true)
    let old = CGPoint(x: 0, y: -106)
    moves.offsetDidChange(
      from: old, to: CGPoint(x: 0, y: -106 + 1e-13), byAvoider: false, activity: dragging)
    #expect(moves.userScrollCount == 0, "content the user never moved would stay on hide")
    moves.offsetDidChange(
      from: old, to: CGPoint(x: 0, y: -100), byAvoider: false, activity: dragging)
    #expect(moves.userScrollCount == 1)
  }
}

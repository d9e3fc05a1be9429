import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A "will" that moved content at once is not on screen until its run-loop turn ends: a "will"
/// after it in the same turn — a third-party keyboard announcing its heights one after another
/// (§1.3) — moves on from where the screen still shows content, as one movement (fuzz 7/8728).
@Suite("A will's move not on screen yet")
@MainActor
struct UnshownMoveTests {
  /// A host with a field low in the form focused, the first of two heights announced at once
  /// and without an animation; the screen shows content where it was (`presented`).
  static func announcedAtOnce() -> (TestHost, start: CGPoint, jumped: CGPoint) {
    let host = TestHost()
    host.coordinator.isEditing = true
    host.focus(y: 900)
    host.coordinator.handle(.focusChanged)
    let start = host.offset
    host.presented = start
    let tall = Fixture.docked(height: 320)
    host.send([
      Fixture.event(.willChangeFrame, tall, duration: 0),
      Fixture.event(.willShow, tall, duration: 0),
    ])
    return (host, start, host.offset)
  }

  static let short = Fixture.docked(height: 220)

  @Test("The next height in the same turn glides from where the screen shows content")
  func sameTurn() throws {
    let (host, start, jumped) = Self.announcedAtOnce()
    #expect(jumped.y > start.y + 100)
    let writes = host.applied.count
    host.send([Fixture.event(.willChangeFrame, Self.short), Fixture.event(.willShow, Self.short)])
    #expect(host.applied.count > writes)
    let last = try #require(host.applied.last)
    #expect(last.animationStart == start)
    #expect(last.contentOffset.map { $0.y < jumped.y } == true)
  }

  @Test("Once the screen shows the first move, the next one glides from there")
  func shownTurn() throws {
    let (host, _, jumped) = Self.announcedAtOnce()
    host.presented = jumped
    let writes = host.applied.count
    host.send([Fixture.event(.willChangeFrame, Self.short), Fixture.event(.willShow, Self.short)])
    #expect(host.applied.count > writes)
    #expect(host.applied.dropFirst(writes).allSatisfy { $0.animationStart == nil })
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A keyboard "will" that repeats the frame the engine already solved for (a will-change-frame,
/// then a will-show for the same frame) after code scrolled in the same turn: a list
/// controller's keyboard support scrolls its first responder's cell on each notification it
/// observes, before the app's observers may hear it (§11.1). The engine takes that scroll over,
/// as it does for a new frame: the screen shows one movement.
@Suite("A repeated keyboard notification after UIKit's scroll")
struct RepeatedWillTakeoverTests {
  @Test("UIKit's jump before a repeated will is taken over: the list moves on from the screen")
  func takesOverTheJump() throws {
    // The keyboard up and settled over a field low in a list.
    let host = FakeContainerHost()
    host.isScrollList = true
    let field = host.editFieldWithKeyboard(y: 1200)
    var shown: TimeInterval = 0
    while host.frameClockRuns {
      host.avoidance.frameDidTick(timestamp: shown, targetTimestamp: shown + 1.0 / 60)
      shown += 1.0 / 60
      host.now = shown
    }
    host.avoidance.turnDidEnd()
    // A taller keyboard (the emoji keyboard): its will-change-frame, then its will-show.
    let taller = Fixture.docked(height: 380)
    let change = Fixture.event(.willChangeFrame, taller, begin: Fixture.docked(height: 336))
    let show = Fixture.event(.willShow, taller, begin: Fixture.docked(height: 336))
    host.avoidance.receive(name: change.phase.rawValue, object: nil, userInfo: change.userInfo)
    // The list's move starts where content is; UIKit scrolls the cell in before the will-show
    // for the same frame reaches the app, in the same turn: the screen has not shown it.
    let start = host.offset
    #expect(host.frameClockRuns, "the list moves frame by frame")
    host.setOffset(CGPoint(x: 0, y: start.y + 300))
    host.avoidance.receive(name: show.phase.rawValue, object: nil, userInfo: show.userInfo)
    withExtendedLifetime(field) {}
    #expect(
      abs(host.offset.y - start.y) < 0.5,
      "offset \(host.offset.y): UIKit's jump to \(start.y + 300) was left on screen")
  }
}

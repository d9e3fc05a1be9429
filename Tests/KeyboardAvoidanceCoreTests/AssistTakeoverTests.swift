import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A list controller's scroll of the first responder's cell after this app's observers heard the
/// keyboard (§11.1) cuts the engine's move short: the layout pass it causes takes that scroll
/// over, and the move goes on from where the screen still shows content — even when the scroll
/// put content exactly where the move was headed (fuzz 7/23787, 7/385).
@Suite("Taking over a list controller's cell scroll during the engine's move")
struct AssistTakeoverTests {
  @Test("The controller's jump to the move's own end is taken over: the screen shows one glide")
  func jumpToTheMovesEnd() throws {
    let host = try FakeContainerHost.tableViewControllerList()
    let field = host.addField(y: 1200)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    // The controller adds its part (336 pt less the home indicator's 34) before the app hears.
    host.contentInset.bottom = 302
    for event in Fixture.show(Fixture.docked(height: 336)).prefix(2) {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    let target = try #require(host.updates.last?.contentOffset)
    #expect(host.frameClockRuns, "the list moves frame by frame")
    var shown: TimeInterval = 0
    for _ in 0..<3 {
      host.avoidance.frameDidTick(timestamp: shown, targetTimestamp: shown + 1.0 / 60)
      shown += 1.0 / 60
      host.now = shown
    }
    host.avoidance.turnDidEnd()
    let midway = host.offset
    #expect(abs(midway.y - target.y) > 10, "the move is on its way")
    // A later turn: the controller scrolls the cell in at once, to where the move was headed,
    // and the list lays out.
    host.setOffset(target)
    host.avoidance.containerDidLayout()
    #expect(
      abs(host.offset.y - midway.y) < 0.5,
      "offset \(host.offset.y): the controller's jump from \(midway.y) stays on screen")
    host.runFrameClockToEnd()
    #expect(abs(host.offset.y - target.y) < 0.5, "the move ends at \(host.offset.y)")
    withExtendedLifetime(field) {}
  }
}

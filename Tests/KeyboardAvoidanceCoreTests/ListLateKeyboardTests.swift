import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A late keyboard (review N17) while a list's provisional move runs frame by frame: the
/// screen shows the list's last frame, not what its layer presented before that frame.
@Suite("A late keyboard over a list moving frame by frame")
struct ListLateKeyboardTests {
  @Test(
    "The late keyboard's solve starts where the move's frames put the list",
    arguments: [false, true])
  func solvesFromTheListsFrame(uikitScrollsFirst: Bool) throws {
    let host = ListMotionTimingTests.listMoving(fieldY: 400, until: 1)
    let settled = host.offset
    // A field low in the list: the switch's provisional move, frame by frame.
    let low = host.addField(y: 1400)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: low, userInfo: nil)
    var shown = host.now
    for _ in 1...9 where host.frameClockRuns {
      host.shown = host.offset  // the presentation layer: the frame before
      host.avoidance.frameDidTick(timestamp: shown, targetTimestamp: shown + 1.0 / 60)
      shown += 1.0 / 60
      host.now = shown
    }
    let framed = host.offset
    #expect(framed.y > settled.y + 10, "the list is on its way")
    // Far enough that the field (1400…1444, 16 pt padding) shows above the shorter keyboard.
    #expect(framed.y > 1400 + 44 + 16 - (852 - 216))
    // The shorter keyboard, announced late; the layer still presents the frame before. UIKit
    // may scroll the first responder in before the app's observers hear of it (§11.1): the
    // screen has not shown that yet.
    host.shown = settled
    if uikitScrollsFirst { host.setOffset(CGPoint(x: 0, y: framed.y + 30)) }
    let updates = host.updates.count
    let late = Fixture.event(
      .willChangeFrame, Fixture.docked(height: 216), begin: Fixture.docked(height: 336))
    host.avoidance.receive(name: late.phase.rawValue, object: nil, userInfo: late.userInfo)
    let solved = try #require(host.updates.dropFirst(updates).first)
    let target = try #require(solved.contentOffset)
    #expect(abs(target.y - framed.y) < 0.5, "content went back past where its frames showed it")
  }
}

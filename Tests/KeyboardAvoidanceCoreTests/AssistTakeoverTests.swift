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

  @Test(
    "A list that shrinks between keyboard notifications: the controller's part stays as it added it, and a visible field stays put (7/56268)"
  )
  func shrinksBetweenNotifications() throws {
    let host = try FakeContainerHost.tableViewControllerList()
    // A text view's begin-editing between the keyboard's "will" and "did" notifications: the
    // controller added its part (336 pt less the home indicator's 34) before the avoider read
    // the list.
    host.contentInset.bottom = 302
    let show = Fixture.show(Fixture.docked(height: 336))
    for event in show.prefix(2) {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    let field = host.addField(y: 200)
    host.avoidance.receive(
      name: TextInputNotificationName.textViewDidBeginEditing, object: field, userInfo: nil)
    host.now = 0.25
    for event in show.suffix(2) {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    host.runFrameClockToEnd()
    host.avoidance.turnDidEnd()
    let settled = host.offset
    // The window shrinks to 540 pt, its bottom 24 pt over the keyboard; no keyboard
    // notification comes, so the controller keeps its inset.
    host.frameInWindow = CGRect(x: 0, y: 0, width: 393, height: 540)
    host.size = CGSize(width: 393, height: 540)
    host.avoidance.containerDidLayout()
    host.runFrameClockToEnd()
    // The field (200…244, its padding below) shows between the top bars and the home
    // indicator: nothing to scroll for.
    #expect(
      abs(host.offset.y - settled.y) < 0.5,
      "offset \(host.offset.y): the controller's inset was read as the app's (from \(settled.y))")
    withExtendedLifetime(field) {}
  }

  @Test(
    "The controller taking part of its inset back clamps content into the smaller range: that is not taken over from out of range (7/33499)"
  )
  func clampIntoRangeNotTakenOver() throws {
    let (host, field) = try FakeContainerHost.tableViewControllerEditing(fieldY: 1540)
    host.avoidance.turnDidEnd()
    let before = host.offset
    // A shorter keyboard's "will"; the controller, after the app's observer, takes part of its
    // inset back (260 pt less the home indicator's 34) and clamps content into the range, and
    // the list lays out.
    let shorter = Fixture.event(
      .willChangeFrame, Fixture.docked(height: 260), begin: Fixture.docked(height: 336))
    host.avoidance.receive(name: shorter.phase.rawValue, object: nil, userInfo: shorter.userInfo)
    let writes = host.writes.count
    host.contentInset.bottom = 226
    let maximum: CGFloat = 1600 - 852 + 226 + 34
    host.setOffset(CGPoint(x: 0, y: min(host.offset.y, maximum)))
    host.avoidance.containerDidLayout()
    let written = host.writes.dropFirst(writes).compactMap { $0.startOffset?.y }
    #expect(before.y > maximum + 1, "content rested past the range the list has now")
    #expect(
      written.allSatisfy { $0 <= maximum + 0.5 }, "moves started from \(written), past \(maximum)")
    withExtendedLifetime(field) {}
  }
}

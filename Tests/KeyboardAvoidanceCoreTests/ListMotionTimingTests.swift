import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("A list's move and the keyboard's notifications between two display frames")
struct ListMotionTimingTests {
  /// A list whose field at `y` began editing, with the keyboard's "will" notifications heard at
  /// time 0 and display frames run until `until` (each shown 1/60 s after the one before).
  static func listMoving(fieldY: CGFloat, until: TimeInterval) -> FakeContainerHost {
    let host = FakeContainerHost()
    host.isScrollList = true
    let field = host.addField(y: fieldY)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    for event in Fixture.show(Fixture.docked(height: 336)).prefix(2) {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    var shown: TimeInterval = 0
    while host.frameClockRuns && shown + 1.0 / 60 <= until + 0.000_1 {
      host.avoidance.frameDidTick(timestamp: shown, targetTimestamp: shown + 1.0 / 60)
      shown += 1.0 / 60
      host.now = shown
    }
    return host
  }

  @Test(
    "A keyboard's \"did\" that comes before the display frame due with it finds the list where the move's timing has it: at its end"
  )
  func didBeforeLastFrame() throws {
    // The keyboard's animation (0.25 s) ends at 0.25; the frame shown then has not come.
    let host = Self.listMoving(fieldY: 1200, until: 0.25 - 1.0 / 60)
    let target = try #require(host.updates.first?.contentOffset)
    #expect(host.frameClockRuns)
    #expect(abs(host.offset.y - target.y) > 0.01, "the move is not at its end yet")
    host.now = 0.25
    let frames = host.writes.filter(\.isFrame).count
    for event in Fixture.show(Fixture.docked(height: 336)).suffix(2) {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    // UIKit's scroll of the first responder after the "did" (§11.1) finds the field where the
    // move was taking it, and the screen shows the move's last frame, not a jump.
    #expect(
      abs(host.offset.y - target.y) < 0.01,
      "offset \(host.offset.y), not \(target.y): UIKit's own scroll would jump the rest")
    #expect(host.writes.filter(\.isFrame).count > frames, "the end written as no frame: a jump")
  }

  @Test(
    "A layout pass that changes only the content's size while a list moves, before the move's first frame, lets the move go on to its target (7/53371)"
  )
  func sizeOnlyPassDuringMove() throws {
    let host = Self.listMoving(fieldY: 1200, until: 0)
    let target = try #require(host.updates.first?.contentOffset)
    #expect(host.frameClockRuns)
    // The list rests at its top but for the last bits of arithmetic (a top inset subtracted
    // from itself): a solve that keeps it in range would put it there, and cut the move.
    host.offset.y -= 0.000_000_001
    host.contentSize.height += 40
    host.avoidance.containerDidLayout()
    var shown = host.now
    while host.frameClockRuns && shown < 2 {
      host.avoidance.frameDidTick(timestamp: shown, targetTimestamp: shown + 1.0 / 60)
      shown += 1.0 / 60
      host.now = shown
    }
    #expect(abs(host.offset.y - target.y) < 0.5, "the move was cut at \(host.offset.y)")
  }

  @Test(
    "A notification after the one that started the move, before its first frame, leaves the list where the move begins"
  )
  func notificationBeforeFirstFrame() throws {
    // The keyboard is up and settled over the list's field.
    let host = Self.listMoving(fieldY: 1200, until: 1)
    for event in Fixture.show(Fixture.docked(height: 336)).suffix(2) {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    #expect(!host.frameClockRuns)
    // A drag lets the keyboard go: the field ends editing, and the hide's first notification
    // starts the list's way back while the finger is still on the list.
    host.activity = ScrollActivity(isTracking: true, isDragging: true)
    let field = try #require(host.container?.children.first)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    let hide = Fixture.hide()
    host.avoidance.receive(name: hide[0].phase.rawValue, object: nil, userInfo: hide[0].userInfo)
    #expect(host.frameClockRuns)
    let start = host.offset
    // The next notification comes before any frame of that move.
    host.avoidance.receive(name: hide[1].phase.rawValue, object: nil, userInfo: hide[1].userInfo)
    #expect(host.offset == start)
    #expect(host.frameClockRuns, "the way back stopped before its first frame: content stays up")
  }
}

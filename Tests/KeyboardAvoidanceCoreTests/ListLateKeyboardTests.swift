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

  @Test(
    "A sheet that rises during a list's move: the move ends where the rise leaves no scroll (7/81087)",
    arguments: [0, 1])
  func sheetRisesDuringMove(framesBefore: Int) throws {
    // A field the keyboard covers where the sheet rests; the list's move has shown no frame.
    let host = ListMotionTimingTests.listMoving(fieldY: 500, until: 0)
    let target = try #require(host.updates.first?.contentOffset)
    #expect(target.y > -59 + 1, "the list moves for the keyboard")
    // No frame shown yet, or the first; then the sheet rises by more than the move asked
    // (UIKit moves a form sheet up for the keyboard, §7), and the list lays out.
    for _ in 0..<framesBefore {
      host.avoidance.frameDidTick(timestamp: 0, targetTimestamp: 1.0 / 60)
      host.now = 1.0 / 60
    }
    host.frameInWindow = Fixture.phone.offsetBy(dx: 0, dy: -(target.y + 59 + 40))
    host.avoidance.containerDidLayout()
    var shown: TimeInterval = 1.0 / 60
    while host.frameClockRuns && shown < 1 {
      host.avoidance.frameDidTick(timestamp: shown, targetTimestamp: shown + 1.0 / 60)
      shown += 1.0 / 60
      host.now = shown
      host.avoidance.containerDidLayout()
    }
    #expect(!host.frameClockRuns)
    // The field shows where content rested: the move goes back there, and stays.
    #expect(abs(host.offset.y + 59) < 0.5, "content ends at \(host.offset.y), not where it rested")
  }

  @Test("A keyboard's second \"did\" during the first one's correction lets the correction end")
  func didDuringCorrection() throws {
    let host = ListMotionTimingTests.listMoving(fieldY: 500, until: 1)
    let show = Fixture.show(Fixture.docked(height: 336))
    #expect(host.offset.y > 40, "the list moved for the keyboard")
    // The sheet rose during the keyboard's animation with no layout pass heard: the "did"
    // corrects, frame by frame; the "did show" that follows at once must not cut that short.
    host.frameInWindow = Fixture.phone.offsetBy(dx: 0, dy: -143)
    let updates = host.updates.count
    host.avoidance.receive(
      name: show[2].phase.rawValue, object: nil, userInfo: show[2].userInfo)
    let correction = try #require(host.updates.dropFirst(updates).first?.contentOffset)
    #expect(correction.y < 40, "the correction goes back toward where content rested")
    host.avoidance.receive(
      name: show[3].phase.rawValue, object: nil, userInfo: show[3].userInfo)
    host.runFrameClockToEnd()
    #expect(
      abs(host.offset.y - correction.y) < 0.5,
      "content ends at \(host.offset.y), not \(correction.y)")
  }
  @Test(
    "A sheet that rises clear of the keyboard while rows measured during the list's move push the field down: the move ends showing the field (7/31038)"
  )
  func sheetRisesClearWhileRowsMeasure() throws {
    // The list moves for a field low in its content; two frames in, the sheet rises clear of
    // the keyboard (§7), and rows measured on the way moved the field down (§11.3).
    let host = ListMotionTimingTests.listMoving(fieldY: 1200, until: 2.0 / 60)
    let target = try #require(host.updates.first?.contentOffset)
    #expect(host.frameClockRuns, "the list is moving")
    host.frameInWindow = Fixture.phone.offsetBy(dx: 0, dy: -340)
    let field = try #require(host.container?.children.last)
    field.frame.origin.y = 1530
    var shown = host.now
    while host.frameClockRuns && shown < 2 {
      host.avoidance.containerDidLayout()
      host.avoidance.frameDidTick(timestamp: shown, targetTimestamp: shown + 1.0 / 60)
      shown += 1.0 / 60
      host.now = shown
    }
    host.avoidance.containerDidLayout()
    // Where the move was headed, the field's bottom is under the container's bottom inset; UIKit's
    // scroll of the first responder after the keyboard's "did" would jump the rest (§11.1).
    let visibleBottom = host.offset.y + Fixture.phone.height - 34
    #expect(
      field.frame.maxY <= visibleBottom + 0.5,
      "field ends at \(field.frame.maxY), below \(visibleBottom) (the move went to \(target.y))")
    #expect(host.contentInset == .zero, "the engine's part stays once the move is over")
  }
}

extension ListLateKeyboardTests {
  @Test(
    "A sheet that rises clear of the keyboard during the list's move, its layout passed over twice before rows measured later push the field down: the move goes on and ends showing the field (7/91505)",
    arguments: [1, 3])
  func sheetRisesClearThenRowsMeasure(framesBeforeRows: Int) throws {
    let host = ListMotionTimingTests.listMoving(fieldY: 1200, until: 2.0 / 60)
    #expect(host.frameClockRuns, "the list is moving")
    host.frameInWindow = Fixture.phone.offsetBy(dx: 0, dy: -340)
    // The rise lays the list out, and a second pass finds the layout as the first left it.
    host.avoidance.containerDidLayout()
    host.avoidance.containerDidLayout()
    let field = try #require(host.container?.children.last)
    var shown = host.now
    var frames = 0
    while host.frameClockRuns && shown < 2 {
      frames += 1
      if frames == framesBeforeRows {
        // Rows measured on the way move the field down (§11.3).
        field.frame.origin.y = 1530
        host.avoidance.containerDidLayout()
      }
      host.avoidance.frameDidTick(timestamp: shown, targetTimestamp: shown + 1.0 / 60)
      shown += 1.0 / 60
      host.now = shown
    }
    host.avoidance.containerDidLayout()
    let visibleBottom = host.offset.y + Fixture.phone.height - 34
    #expect(
      field.frame.maxY <= visibleBottom + 0.5,
      "field ends at \(field.frame.maxY), below \(visibleBottom)")
  }
}

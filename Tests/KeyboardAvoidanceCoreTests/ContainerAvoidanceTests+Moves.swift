import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// The avoider shell's moves of content across run-loop turns: what a user notices of them.
extension ContainerAvoidanceTests {
  @Test("A content size heard mid-layout is looked at when the turn ends, not before")
  func contentSizeWaitsForTurnEnd() {
    let host = FakeContainerHost()
    let field = host.addField(y: 700)
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    let events = host.avoidance.coordinator.statistics.events
    let watches = host.turnEndWatches
    // A list sets its content size before it places its cells: reading then reads stale cells.
    host.avoidance.contentSizeOrInsetDidChange()
    #expect(host.avoidance.coordinator.statistics.events == events)
    #expect(host.turnEndWatches == watches + 1)
    // Several changes in one turn ask for its end once.
    host.avoidance.contentSizeOrInsetDidChange()
    #expect(host.turnEndWatches == watches + 1)
    host.avoidance.turnDidEnd()
    #expect(host.avoidance.coordinator.statistics.events == events + 1)
    // Nothing changed since: the next turn's end is not watched.
    host.avoidance.turnDidEnd()
    #expect(host.avoidance.coordinator.statistics.events == events + 1)
    // Under the user's finger it looks at once: a pass that wanted to scroll is what shows the
    // field again when the finger lifts.
    host.activity = ScrollActivity(isTracking: true, isDragging: true, isDecelerating: false)
    host.avoidance.contentSizeOrInsetDidChange()
    #expect(host.avoidance.coordinator.statistics.events == events + 2)
  }

  @Test("A list's move that a new animated decision replaces keeps its larger inset held")
  func replacedMoveKeepsHeldInset() throws {
    let host = FakeContainerHost()
    host.isScrollList = true
    let field = host.addField(y: 1540)
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard(height: 336)
    // Run the show's move to its end.
    for frame in 1...30 {
      host.avoidance.frameDidTick(
        timestamp: Double(frame - 1) / 60, targetTimestamp: Double(frame) / 60)
    }
    let shown = host.contentInset.bottom
    #expect(shown > 0)
    // A shorter keyboard starts a move down; a second animated decision replaces it at once.
    host.showKeyboard(height: 291)
    host.avoidance.refresh()
    // Until the move ends, the inset is never smaller than the offset needs.
    #expect(host.contentInset.bottom == shown)
    for frame in 31...60 {
      host.avoidance.frameDidTick(
        timestamp: Double(frame - 1) / 60, targetTimestamp: Double(frame) / 60)
    }
    #expect(host.contentInset.bottom < shown)
  }
}

extension ContainerAvoidanceTests {
  @Test("A focus change the engine shows where content is stops UIKit's animated scroll there")
  func focusStopsSystemScroll() throws {
    let host = FakeContainerHost()
    let first = host.addField(y: 200)
    let second = host.addField(y: 300)
    host.avoidance.inputDidBeginEditing(first)
    host.showKeyboard()
    let before = host.writes.count
    // Next into a field already clear of the keyboard: nothing moves, and a scroll UIKit began
    // for the new first responder stops where content is.
    host.avoidance.inputDidBeginEditing(second)
    let stop = try #require(host.writes.dropFirst(before).first { $0.stopsScrolling })
    #expect(stop.startOffset == host.offset)
    #expect(stop.contentOffset == nil && stop.contentInset == nil)
  }
}

extension ContainerAvoidanceTests {
  @Test(
    "Attached mid-turn after code moved content, the avoider moves on from what the screen shows")
  func attachTakesOverEarlierCodeMove() throws {
    let host = FakeContainerHost()
    host.avoidance = ContainerAvoidance(host: host, attachment: .automatic)
    let field = host.addField(y: 900)
    // A list brought the row in at once, before automatic mode attached: the screen still
    // shows the top.
    host.shown = CGPoint(x: 0, y: -59)
    host.offset = CGPoint(x: 0, y: 400)
    host.avoidance.didAttach()
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    let update = try #require(host.updates.first { $0.contentOffset != nil })
    #expect(update.animationStart == CGPoint(x: 0, y: -59))
  }
}

extension ContainerAvoidanceTests {
  @Test("The end of a run-loop turn is watched only while content moves, once per turn (N16)")
  func turnEndsWatchedOnlyWhileMoving() {
    let host = FakeContainerHost()
    let field = host.addField(y: 200)
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    let idle = host.turnEndWatches
    // The user drags: one watch for the turn, however many moves it has.
    host.activity = ScrollActivity(isTracking: true, isDragging: true, isDecelerating: false)
    host.setOffset(CGPoint(x: 0, y: 40))
    host.setOffset(CGPoint(x: 0, y: 80))
    #expect(host.turnEndWatches == idle + 1)
    // Still under the finger when the turn ends: the next turn is watched.
    host.avoidance.turnDidEnd()
    #expect(host.turnEndWatches == idle + 2)
    // The finger lifts: the let-go is heard and nothing is watched any more.
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    #expect(host.turnEndWatches == idle + 2)
  }
}

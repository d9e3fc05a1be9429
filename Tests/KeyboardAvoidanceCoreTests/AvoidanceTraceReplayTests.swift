import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// Replaying a recorded trace: what a contributed device trace proves rests on the replay
/// telling today's decisions from the recorded ones.
@Suite("Trace replay: today's engine against what was recorded")
@MainActor
struct AvoidanceTraceReplayTests {
  /// A show and a hide over a field at `y`, recorded with `configuration`.
  static func recorded(_ configuration: AvoidanceConfiguration, fieldY: CGFloat = 700)
    -> AvoidanceTrace
  {
    let host = TestHost()
    host.coordinator.configuration = configuration
    host.coordinator.recorder = AvoidanceTraceRecorder()
    host.focus(y: fieldY)
    host.send(Fixture.show(CoordinatorTests.keyboard))
    host.send(Fixture.hide())
    return host.coordinator.recorder?.trace() ?? AvoidanceTrace(configuration: configuration)
  }

  @Test("The same engine on its own trace decides the same at every step")
  func sameDecisions() {
    let trace = Self.recorded(AvoidanceConfiguration())
    let result = AvoidanceTraceReplay.run(trace)
    #expect(result.steps.contains { !$0.recorded.isEmpty })
    #expect(result.differences.isEmpty)
  }

  @Test(
    "A decision that differs only in where content goes (as many writes, other offsets) is a difference"
  )
  func differentOffsets() throws {
    let trace = Self.recorded(AvoidanceConfiguration(padding: 8))
    let result = AvoidanceTraceReplay.run(trace, configuration: AvoidanceConfiguration(padding: 40))
    let show = try #require(result.steps.first { !$0.recorded.isEmpty })
    // The same number of writes, to another offset: 32 pt more padding scrolls 32 pt further.
    #expect(show.recorded.count == show.replayed.count)
    let recordedY = try #require(show.recorded.last?.contentOffset?.y)
    let replayedY = try #require(show.replayed.last?.contentOffset?.y)
    #expect(abs(replayedY - recordedY - 32) < 0.01)
    #expect(show.differs)
    #expect(result.differences.contains(show))
  }
}

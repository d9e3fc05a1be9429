import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("Traces: recorded in the world, written, read back and replayed")
struct TraceRoundTripTests {
  /// A third of the standard matrix's setups with an avoider (SwiftUI's has none) — every
  /// device, container, keyboard and mode.
  static let setups = ScenarioMatrix.standardSetups().filter {
    $0.container != .swiftUIScrollView
  }.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)

  @Test("Every scenario's trace replays with no difference; a changed engine differs")
  func roundTrips() throws {
    var replayedUpdates = 0
    var changedDiffer = 0
    var changedCould = 0
    for var setup in Self.setups {
      setup.recordsTrace = true
      let result = ScenarioRunner().run(Scenario.matrix(setup))
      // Automatic mode may leave a container alone (a plain view with no scroll view).
      guard let trace = result.trace else {
        #expect(setup.mode == .automatic, "\(setup.summary): no trace")
        continue
      }
      let decoded = try AvoidanceTrace.decode(try trace.encoded())
      #expect(decoded == trace, "\(setup.summary): the trace reads back as written")
      let replay = AvoidanceTraceReplay.run(decoded)
      #expect(
        replay.differences.isEmpty,
        "\(setup.summary):\n\(replay.differences.prefix(3).map(\.description).joined(separator: "\n"))"
      )
      replayedUpdates += replay.steps.reduce(0) { $0 + $1.replayed.count }
      // A deliberately changed engine (more padding, another policy) must be caught where it
      // scrolled.
      guard replay.steps.contains(where: { $0.recorded.contains { $0.contentOffset != nil } })
      else { continue }
      changedCould += 1
      var changed = trace.configuration
      changed.padding += 20
      changed.policy = changed.policy == .top ? .minimal : .top
      if !AvoidanceTraceReplay.run(decoded, configuration: changed).differences.isEmpty {
        changedDiffer += 1
      }
    }
    #expect(Self.setups.count > 150)
    #expect(replayedUpdates > 1_500)
    #expect(changedCould > 100)
    // A changed engine is caught wherever its change shows (a scroll clamped at the content's
    // end may land where the old one did).
    #expect(changedDiffer * 100 >= changedCould * 98)
  }
}

@Suite("Traces: the decision log, and scenarios from a trace's notifications")
struct TraceUsesTests {
  @Test("The decision log has one line per event, saying what moved")
  func decisionLog() throws {
    let setup = ScenarioSetup(device: .iPhoneSE3, container: .scrollView, form: .signUp)
    let stage = Stage(setup)
    let avoider = try #require(stage.avoider)
    final class Lines { var all: [String] = [] }
    let lines = Lines()
    avoider.coordinator.decisionLog = { lines.all.append($0) }
    let events = avoider.coordinator.statistics.events
    _ = stage.focus(itemID: "street")
    stage.world.advance(by: 0.6)
    stage.world.layoutPass()
    #expect(lines.all.count == avoider.coordinator.statistics.events - events)
    #expect(lines.all.contains { $0.hasPrefix("willShow") && $0.contains("→ inset bottom") })
    #expect(lines.all.contains { $0.hasSuffix("no change") })
    stage.teardown()
  }

  @Test("A trace's keyboard notifications drive the world as a scenario, every invariant held")
  func scenarioFromTrace() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Fixtures/Traces/third-party-keyboard.json")
    let trace = try AvoidanceTrace.decode(try Data(contentsOf: url))
    let setup = ScenarioSetup(device: .iPhone15, container: .tableView)
    let scenario = Scenario(trace: trace, setup: setup, focusing: "row-12")
    #expect(scenario.steps.contains { if case .thirdPartyKeyboard = $0 { true } else { false } })
    let result = ScenarioRunner().run(scenario)
    #expect(result.passed, "\(result.failures)")
  }
}

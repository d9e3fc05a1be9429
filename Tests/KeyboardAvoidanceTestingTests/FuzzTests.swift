import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// Random scripts over random setups: the untidy scripts the matrix never writes.
@Suite("Fuzzing")
struct FuzzTests {
  static let seeds: [UInt64] = [1, 2]
  static let scriptsPerSeed = 1_500

  /// Every script passes, in every container — list controllers included: issue 23 took away
  /// the budget they had once both seeds' scripts all passed.
  @Test("Fixed-seed random scripts keep every invariant", arguments: seeds)
  func randomScripts(seed: UInt64) {
    var fuzzer = ScenarioFuzzer(seed: seed)
    var failures: [ScenarioResult] = []
    for _ in 0..<Self.scriptsPerSeed {
      let result = ScenarioRunner().run(fuzzer.nextScenario())
      if !result.passed { failures.append(result) }
    }
    if let first = failures.first {
      record(first, count: failures.count, seed: seed, what: "scripts failed")
    }
  }

  private func record(_ result: ScenarioResult, count: Int, seed: UInt64, what: String) {
    let shrunk = ScenarioShrinker().shrink(result.scenario)
    let message =
      "\(count) of \(Self.scriptsPerSeed) \(what) (seed \(seed)); the first, "
      + "shrunk:\n\(shrunk.swiftSource)\n\(ScenarioRunner().run(shrunk).failures)"
    Issue.record(Comment(rawValue: message))
  }

  @Test("The same seed gives the same scripts; another seed others")
  func deterministic() {
    var a = ScenarioFuzzer(seed: 42)
    var b = ScenarioFuzzer(seed: 42)
    var c = ScenarioFuzzer(seed: 43)
    // (Compared as source: a NaN in a step is never equal to itself.)
    let first = (0..<20).map { _ in a.nextScenario().swiftSource }
    #expect(first == (0..<20).map { _ in b.nextScenario().swiftSource })
    #expect(first != (0..<20).map { _ in c.nextScenario().swiftSource })
  }

  @Test("Scripts use every step kind, 5 to 40 steps, and values no person would")
  func coverage() {
    var fuzzer = ScenarioFuzzer(seed: 3)
    var kinds = Set<String>()
    var unusable = 0
    var mirrored = Set<ContainerKind>()
    for _ in 0..<400 {
      let scenario = fuzzer.nextScenario()
      if scenario.setup.form.direction == .rightToLeft { mirrored.insert(scenario.setup.container) }
      #expect((5...40).contains(scenario.steps.count))
      #expect(scenario.setup.isValid)
      for step in scenario.steps {
        kinds.insert(String(step.swiftSource.prefix { $0 != "(" }))
        if !step.hasUsableValues { unusable += 1 }
      }
    }
    #expect(kinds.count == 30, "\(kinds.sorted())")
    #expect(unusable > 0)
    // Right to left in every container, SwiftUI and lists included.
    #expect(mirrored.count == ContainerKind.allCases.count)
  }

  @Test("No step value crashes the kit: NaN, infinities, huge and negative numbers")
  func hostileValues() {
    let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, -1]
    let steps: [ScenarioStep] =
      [.focus("email")]
      + values.flatMap { value in
        [
          .dragKeyboard(value), .userScroll(value), .wait(Double(value)),
          .setAppInset(AvoidanceInsets(top: value, bottom: value)),
          .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: value)),
        ]
      } + [.typeLines(Int.max), .typeLines(Int.min), .typeLines(0), .hideKeyboard]
    let result = ScenarioRunner().run(
      Scenario(name: "hostile", setup: ScenarioSetup(), steps: steps))
    #expect(result.passed, "\(result.failures)")
    // Steps with such values did nothing, and checked nothing.
    let unusable = result.steps.filter { !$0.step.hasUsableValues }
    // All but userScroll(-1), which a person can do, and the insets of -1, which an app can set.
    #expect(unusable.count == 30)
    for step in unusable {
      #expect(step.checks.isEmpty, "\(step.title): \(step.checks.map(\.name))")
    }
    #expect(steps.allSatisfy { !$0.title.isEmpty })
  }

  @Test("A failing script shrinks to a few steps that fail the same way, printed as Swift")
  func shrinking() throws {
    var setup = ScenarioSetup(device: .iPhone15, container: .tableView, pinnedBar: true)
    setup.withoutLibrary = true  // the checks fail without the library
    let steps: [ScenarioStep] = [
      .wait(0.2), .predictive(false), .focus("row-30"), .rotate, .next, .previous, .wait(0.1),
      .hideKeyboard,
    ]
    let failing = Scenario(name: "failing", setup: setup, steps: steps)
    let target = try #require(ScenarioShrinker.failingCheck(ScenarioRunner().run(failing)))
    let shrunk = ScenarioShrinker().shrink(failing)
    #expect(shrunk.steps.count < failing.steps.count)
    #expect(ScenarioShrinker.failingCheck(ScenarioRunner().run(shrunk)) == target)
    #expect(!shrunk.setup.pinnedBar)
    #expect(shrunk.swiftSource.contains("let scenario = Scenario("))
    #expect(shrunk.swiftSource.contains("steps: ["))
  }
}

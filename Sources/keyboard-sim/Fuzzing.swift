import Dispatch
import Foundation
import KeyboardAvoidanceTesting

/// `keyboard-sim --fuzz N [--seed S]`: random scripts, run on every core, with a progress line;
/// each failure is shrunk and printed as a ready-to-paste `Scenario`.
internal enum Fuzzing {
  /// Runs `count` scripts from `seed` and shrinks and prints `shown` of the failures; returns the
  /// exit status (1 when any failed).
  internal static func run(count: Int, seed: UInt64, shown shownFailures: Int) -> Int32 {
    var fuzzer = ScenarioFuzzer(seed: seed)
    let scenarios = (0..<count).map { _ in fuzzer.nextScenario() }
    let results = ResultCollector(count: count)
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: count) { index in
      results.store(ScenarioRunner().run(scenarios[index]), at: index)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let failed = results.all.filter { !$0.passed }
    print("")
    print(
      "\(count) scripts, \(failed.count) failed, seed \(seed) "
        + String(format: "(%.1f s, %.0f scripts/s)", seconds, Double(count) / max(seconds, 1e-9)))
    var byContainer: [String: Int] = [:]
    var byCheck: [String: Int] = [:]
    func firstCheck(_ result: ScenarioResult) -> String {
      result.steps.lazy.flatMap(\.checks).first { !$0.passed }?.name ?? "other"
    }
    if !failed.isEmpty {
      // Where the failures are, by container: the first place to look.
      for result in failed {
        byContainer[result.scenario.setup.container.rawValue, default: 0] += 1
      }
      let parts = byContainer.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }
      print("failed by container: " + parts.joined(separator: ", "))
      // And by the first check each failed.
      for result in failed { byCheck[firstCheck(result), default: 0] += 1 }
      let checks = byCheck.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }
      print("failed by first check: " + checks.joined(separator: ", "))
    }
    // The rarest kinds first — by the check that failed, then by container: one of a few is
    // likelier a new bug than one of many.
    func rarity(_ result: ScenarioResult) -> (Int, Int) {
      (
        byCheck[firstCheck(result), default: 0],
        byContainer[result.scenario.setup.container.rawValue, default: 0]
      )
    }
    let shown = Array(failed.sorted { rarity($0) < rarity($1) }.prefix(shownFailures))
    let shrunk = ResultCollector(count: shown.count, reportsProgress: false)
    DispatchQueue.concurrentPerform(iterations: shown.count) { index in
      let scenario = ScenarioShrinker().shrink(shown[index].scenario)
      shrunk.store(ScenarioRunner().run(scenario), at: index)
    }
    for (result, shrunk) in zip(shown, shrunk.all) {
      print("FAIL \(result.scenario.name): \(result.failures.first ?? "")")
      let steps = shrunk.scenario.steps.count
      print("shrunk to \(steps) step(s), failing \(shrunk.failures.first ?? "")")
      print(shrunk.scenario.swiftSource)
    }
    if failed.count > shownFailures { print("… and \(failed.count - shownFailures) more") }
    return failed.isEmpty ? 0 : 1
  }
}

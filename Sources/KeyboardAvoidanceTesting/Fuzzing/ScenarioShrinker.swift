/// Reduces a failing scenario to a small one that fails the same way: fewer steps, then a
/// plainer setup, each change kept only while the scenario still fails with the same check.
///
/// ```swift
/// let shrunk = ScenarioShrinker().shrink(failing)
/// print(shrunk.swiftSource)  // a ready-to-paste Scenario
/// ```
public struct ScenarioShrinker: Sendable {
  /// The most scenarios a shrink runs.
  public var budget: Int
  /// The runner the scenarios are run with.
  public var runner: ScenarioRunner

  /// Creates a shrinker that runs at most `budget` scenarios.
  public init(budget: Int = 400, runner: ScenarioRunner = ScenarioRunner()) {
    self.budget = budget
    self.runner = runner
  }

  /// The name of the check a result fails first, or `nil` when it passes.
  static func failingCheck(_ result: ScenarioResult) -> String? {
    if !result.leakedObjects.isEmpty { return "leak" }
    for step in result.steps {
      if let check = step.checks.first(where: { !$0.passed }) { return check.name }
    }
    return nil
  }

  /// A smaller scenario that fails the first check `scenario` fails; `scenario` itself when it
  /// passes or nothing smaller fails that way.
  public func shrink(_ scenario: Scenario) -> Scenario {
    guard let target = Self.failingCheck(runner.run(scenario)) else { return scenario }
    var runs = 0
    func fails(_ candidate: Scenario) -> Bool {
      guard runs < budget, candidate.setup.isValid else { return false }
      runs += 1
      return Self.failingCheck(runner.run(candidate)) == target
    }
    var best = scenario
    // Steps: drop ever smaller chunks while it still fails.
    var chunk = max(1, best.steps.count / 2)
    while chunk >= 1 && runs < budget {
      var start = 0
      var removed = false
      while start < best.steps.count && runs < budget {
        var candidate = best
        candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
        if !candidate.steps.isEmpty, fails(candidate) {
          best = candidate
          removed = true
        } else {
          start += chunk
        }
      }
      if !removed { chunk /= 2 }
    }
    // The setup: one setting at a time back to its default.
    for simplify in Self.setupSimplifications {
      var candidate = best
      simplify(&candidate.setup)
      if candidate.setup != best.setup, fails(candidate) { best = candidate }
    }
    return best
  }

  private static let setupSimplifications: [@Sendable (inout ScenarioSetup) -> Void] = [
    { $0.configuration = AvoidanceConfiguration() },
    { $0.navigation = FieldNavigationOptions() },
    { $0.pinnedBar = false },
    { $0.appContentInset = .zero },
    { $0.insetBehavior = .automatic },
    { $0.rotationStyle = .changeFrame },
    { $0.scrollsRetappedFieldIntoView = false },
    { $0.systemAdjuster = SystemAdjusterTiming() },
    { $0.textViewCaretLandsLate = false },
    { $0.keyboardSwitchArrivesLate = false },
    { $0.keyboardCurveIgnoresDuration = false },
    { $0.fieldsHandlingReturn = [] },
    { $0.firstResponderScroll = .whenFocused },
    { $0.swiftUI = SwiftUIBehavior() },
    { $0.appSetsContentSize = true },
    { $0.keyboard = .standard },
    { $0.orientation = .portrait },
    { $0.presentation = .navigation },
    { $0.mode = .subclass },
  ]
}

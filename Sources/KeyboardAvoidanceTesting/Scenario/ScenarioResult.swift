/// What running a ``Scenario`` found.
public struct ScenarioResult: Sendable {
  /// The scenario.
  public var scenario: Scenario
  /// One result per step, in order.
  public var steps: [StepResult]
  /// Objects of the world still alive after the stage was torn down.
  public var leakedObjects: [String]
  /// How many times the library moved the container's content (its offset or shift).
  package var libraryOffsetWrites = 0
  /// The avoider's trace, when the setup asked for one (``ScenarioSetup/recordsTrace``).
  public var trace: AvoidanceTrace?

  /// The result of one step.
  public struct StepResult: Sendable {
    /// The step's position, starting at 1.
    public var index: Int
    /// The step.
    public var step: ScenarioStep
    /// What happened, as the script says it, with the input focused after a step that moves
    /// focus ("next → Email").
    public var title: String
    /// The world once the step settled.
    public var observation: StepObservation
    /// Every check made during and after the step.
    public var checks: [InvariantCheck]
    /// How many moments of the step's animations were sampled.
    package var samples: Int
    /// Engine scroll distance over the oracle's minimal distance, for steps that scrolled.
    package var scrollRatio: Double?
  }

  /// Every failed check, as "step N (title): check — detail".
  public var failures: [String] {
    var lines: [String] = []
    for step in steps {
      for check in step.checks where !check.passed {
        lines.append("step \(step.index) (\(step.step.title)): \(check.name) — \(check.detail)")
      }
    }
    lines += leakedObjects.map { "after teardown: still alive — \($0)" }
    return lines
  }

  /// Whether every check passed and nothing leaked.
  public var passed: Bool { failures.isEmpty }

  /// The number of checks made during and after the steps (the leak check after the teardown
  /// is reported separately, in ``leakedObjects``).
  package var checkCount: Int { steps.reduce(0) { $0 + $1.checks.count } }

  /// The scroll ratios of the steps that scrolled.
  package var scrollRatios: [Double] { steps.compactMap(\.scrollRatio) }
}

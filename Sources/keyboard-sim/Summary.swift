import Foundation
import KeyboardAvoidanceTesting

/// The text summary printed after a scenario.
internal enum Summary {
  /// The scenario's name and setup, one line per step, the storyboard's summary and the failures.
  internal static func text(_ result: ScenarioResult) -> String {
    var lines = [result.scenario.name, result.scenario.setup.summary, ""]
    for step in result.steps {
      let metrics = step.observation.metrics
      let passed = step.checks.filter(\.passed).count
      let mark = passed == step.checks.count ? "✓" : "✗"
      let title = "\(step.index). \(step.step.title)".padding(
        toLength: 34, withPad: " ", startingAt: 0)
      lines.append(
        "\(mark) \(title) keyboard \(step.observation.keyboard.caption.padding(toLength: 8, withPad: " ", startingAt: 0))"
          + " inset +\(number(metrics.engineBottomInset)) offset \(number(metrics.contentOffset.y))"
          + "  checks \(passed)/\(step.checks.count)")
    }
    lines.append("")
    lines += result.storyboard.summary
    for failure in result.failures { lines.append("FAIL \(failure)") }
    return lines.joined(separator: "\n")
  }

  private static func number(_ value: CGFloat) -> String { StoryboardFrame.Metrics.text(value) }
}

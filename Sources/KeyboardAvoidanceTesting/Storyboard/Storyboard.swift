import Foundation

/// A scenario's pictures, ready to render.
public struct Storyboard: Sendable, Equatable {
  /// The storyboard's title.
  public var title: String
  /// One line per setting of the scenario ("iPhone 15, portrait", "scroll view, attached").
  public var subtitle: String
  /// The pictures, in order.
  package var frames: [StoryboardFrame]
  /// Summary lines shown under the title ("12 steps, 84 checks, all passed").
  public var summary: [String]

  /// Creates a storyboard.
  package init(title: String, subtitle: String, frames: [StoryboardFrame], summary: [String]) {
    self.title = title
    self.subtitle = subtitle
    self.frames = frames
    self.summary = summary
  }

  /// The scenario as a storyboard: one picture per step, and a summary of its checks, its
  /// scrolls and what outlived the teardown.
  ///
  /// ```swift
  /// let storyboard = Storyboard(ScenarioRunner().run(scenario))
  /// ```
  public init(_ result: ScenarioResult) {
    let failed = result.failures.count
    let ratios = result.scrollRatios
    var summary = [
      "\(result.steps.count) steps, \(result.checkCount) checks, "
        + (failed == 0 ? "all passed" : "\(failed) failed")
    ]
    if let worst = ratios.max() {
      summary.append(
        "scroll distance / minimal distance: \(ratios.count) scrolls, worst "
          + String(format: "%.3f", worst))
    }
    if !result.leakedObjects.isEmpty {
      summary.append("still alive after teardown: " + result.leakedObjects.joined(separator: ", "))
    }
    self.init(
      title: result.scenario.name, subtitle: result.scenario.setup.summary,
      frames: result.steps.map(StoryboardFrame.init), summary: summary)
  }
}

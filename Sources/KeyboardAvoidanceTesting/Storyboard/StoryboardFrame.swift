import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One picture of the headless world: everything a storyboard draws for one moment of a
/// scenario. All rectangles are in screen coordinates (points).
///
/// Frames are built from what a scenario observed (``init(_:)``), never from the live world.
///
/// ```swift
/// let frames = ScenarioRunner().run(scenario).steps.map(StoryboardFrame.init)
/// let html = StoryboardRenderer.html(
///   Storyboard(title: "Sign-up", subtitle: "", frames: frames, summary: []))
/// ```
@dynamicMemberLookup
package struct StoryboardFrame: Sendable, Equatable {
  /// A bar that covers content.
  package typealias Bar = StepObservation.Bar
  /// One element of the form as drawn.
  package typealias Element = StepObservation.Element
  /// The container's insets and offset.
  package typealias Metrics = StepObservation.Metrics
  /// One invariant's result.
  package typealias Check = InvariantCheck

  /// The step's position in the script, starting at 1.
  package var index: Int
  /// What happened, as the script says it ("focus email", "rotate to landscape").
  package var title: String
  /// What the step observed once it settled — the clock, the screen, window and container,
  /// the bars, the keyboard, the visible region, the elements, a pinned bar and the container's
  /// numbers — read through the frame itself (`frame.screen`, `frame.metrics`).
  package var observation: StepObservation
  /// The invariants checked at this moment.
  package var checks: [Check]

  /// Creates a frame.
  package init(index: Int, title: String, observation: StepObservation, checks: [Check]) {
    self.index = index
    self.title = title
    self.observation = observation
    self.checks = checks
  }

  /// The picture of a scenario's step: what it observed once it settled, and its checks.
  package init(_ step: ScenarioResult.StepResult) {
    self.init(
      index: step.index, title: step.title, observation: step.observation, checks: step.checks)
  }

  /// A value the step observed (see ``observation``).
  package subscript<Value>(dynamicMember keyPath: KeyPath<StepObservation, Value>) -> Value {
    observation[keyPath: keyPath]
  }
}

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
  /// The world's clock, in seconds since the scenario started.
  package var time: Double
  /// The screen's bounds.
  package var screen: CGRect
  /// The window's frame.
  package var window: CGRect
  /// The frame of the avoiding container (scroll view, table, plain view).
  package var container: CGRect
  /// Opaque bars that cover content: status, navigation and tab bars.
  package var bars: [Bar]
  /// The keyboard: its frame, if any part of it is on screen, and its situation, captioned by
  /// ``KeyboardObservation/caption``.
  package var keyboard: KeyboardObservation
  /// The region where content is visible: below the bars, above the keyboard, inside the
  /// container; `nil` when nothing is visible.
  package var visibleRegion: CGRect?
  /// The form's elements that intersect the screen.
  package var elements: [Element]
  /// A bar pinned to the keyboard's top (a Send bar), if the scenario has one.
  package var pinnedBar: CGRect?
  /// The container's numbers at this moment.
  package var metrics: Metrics
  /// The invariants checked at this moment.
  package var checks: [Check]

  /// Creates a frame.
  package init(
    index: Int, title: String, time: Double, screen: CGRect, window: CGRect, container: CGRect,
    bars: [Bar], keyboard: KeyboardObservation, visibleRegion: CGRect?, elements: [Element],
    pinnedBar: CGRect?, metrics: Metrics, checks: [Check]
  ) {
    self.index = index
    self.title = title
    self.time = time
    self.screen = screen
    self.window = window
    self.container = container
    self.bars = bars
    self.keyboard = keyboard
    self.visibleRegion = visibleRegion
    self.elements = elements
    self.pinnedBar = pinnedBar
    self.metrics = metrics
    self.checks = checks
  }

  /// The picture of a scenario's step: what it observed once it settled, and its checks.
  package init(_ step: ScenarioResult.StepResult) {
    let observation = step.observation
    self.init(
      index: step.index, title: step.title, time: observation.time, screen: observation.screen,
      window: observation.window, container: observation.container, bars: observation.bars,
      keyboard: observation.keyboard, visibleRegion: observation.visibleRegion,
      elements: observation.elements, pinnedBar: observation.pinnedBar,
      metrics: observation.metrics, checks: step.checks)
  }
}

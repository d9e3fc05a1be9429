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
public struct StoryboardFrame: Sendable, Equatable {
  /// A bar that covers content.
  public typealias Bar = StepObservation.Bar
  /// One element of the form as drawn.
  public typealias Element = StepObservation.Element
  /// The container's insets and offset.
  public typealias Metrics = StepObservation.Metrics
  /// One invariant's result.
  public typealias Check = InvariantCheck

  /// The step's position in the script, starting at 1.
  public var index: Int
  /// What happened, as the script says it ("focus email", "rotate to landscape").
  public var title: String
  /// The world's clock, in seconds since the scenario started.
  public var time: Double
  /// The screen's bounds.
  public var screen: CGRect
  /// The window's frame.
  public var window: CGRect
  /// The frame of the avoiding container (scroll view, table, plain view).
  public var container: CGRect
  /// Opaque bars that cover content: status, navigation and tab bars.
  public var bars: [Bar]
  /// The keyboard: its frame, if any part of it is on screen, and its situation, captioned by
  /// ``KeyboardObservation/caption``.
  public var keyboard: KeyboardObservation
  /// The region where content is visible: below the bars, above the keyboard, inside the
  /// container; `nil` when nothing is visible.
  public var visibleRegion: CGRect?
  /// The form's elements that intersect the screen.
  public var elements: [Element]
  /// A bar pinned to the keyboard's top (a Send bar), if the scenario has one.
  public var stickyBar: CGRect?
  /// The container's numbers at this moment.
  public var metrics: Metrics
  /// The invariants checked at this moment.
  public var checks: [Check]

  /// Creates a frame.
  public init(
    index: Int, title: String, time: Double, screen: CGRect, window: CGRect, container: CGRect,
    bars: [Bar], keyboard: KeyboardObservation, visibleRegion: CGRect?, elements: [Element],
    stickyBar: CGRect?, metrics: Metrics, checks: [Check]
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
    self.stickyBar = stickyBar
    self.metrics = metrics
    self.checks = checks
  }

  /// The picture of a scenario's step: what it observed once it settled, and its checks.
  public init(_ step: ScenarioResult.StepResult) {
    let observation = step.observation
    self.init(
      index: step.index, title: step.title, time: observation.time, screen: observation.screen,
      window: observation.window, container: observation.container, bars: observation.bars,
      keyboard: observation.keyboard, visibleRegion: observation.visibleRegion,
      elements: observation.elements, stickyBar: observation.stickyBar,
      metrics: observation.metrics, checks: step.checks)
  }
}

/// A scenario's result drawn: the storyboard layer reads results; results know nothing of it.
extension ScenarioResult {
  /// The scenario as a storyboard: one picture per step (see ``Storyboard/init(_:)``).
  ///
  /// ```swift
  /// let html = StoryboardRenderer.html(ScenarioRunner().run(scenario).storyboard)
  /// ```
  public var storyboard: Storyboard { Storyboard(self) }
}

/// The keyboard's words in storyboards and summaries.
extension KeyboardObservation {
  /// What storyboards and summaries call the keyboard: "other app" for another app's keyboard,
  /// then by the core's situation — "hidden", "dragged" (held by the user's finger), "docked",
  /// "hardware bar", "floating" or "split" (an undocked keyboard, by its mode), "settling".
  ///
  /// ```swift
  /// KeyboardObservation(frame: nil, situation: .hidden).caption  // "hidden"
  /// ```
  public var caption: String {
    if belongsToOtherApp { return "other app" }
    switch (situation, isDragged) {
    case (.hidden, _): return "hidden"
    case (.settling, _): return "settling"
    case (_, true): return "dragged"
    case (.docked, false): return "docked"
    case (.hardwareBar, false): return "hardware bar"
    case (.undocked, false):
      switch mode {
      case .floating: return "floating"
      case .split: return "split"
      case .docked, .hardware: return "undocked"
      }
    }
  }
}

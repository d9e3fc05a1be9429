/// Which keyboard a scenario starts with.
///
/// ```swift
/// let setup = ScenarioSetup(device: .iPad10, keyboard: .floating)
/// ```
public enum KeyboardKind: String, Sendable, Hashable, CaseIterable {
  /// The docked software keyboard with the predictive bar.
  case standard
  /// The docked software keyboard without the predictive bar.
  case noPredictive
  /// The emoji keyboard.
  case emoji
  /// A hardware keyboard: only the shortcut bar is visible (§1.4).
  case hardware
  /// The iPad's floating keyboard (§1.4): never pushes content.
  case floating
  /// The iPad's split keyboard: never pushes content.
  case split
  /// Another app's keyboard in Split View (`isLocal == false`, §1.3): never moves content.
  case otherApp

  /// Whether the kind exists on a device (floating and split keyboards are iPad-only, and so
  /// is another app side by side).
  package func isAvailable(on device: Device) -> Bool {
    switch self {
    case .floating, .split, .otherApp: device.idiom == .pad
    case .standard, .noPredictive, .emoji, .hardware: true
    }
  }

  /// Whether content should move for this keyboard.
  package var pushesContent: Bool {
    switch self {
    case .standard, .noPredictive, .emoji, .hardware: true
    case .floating, .split, .otherApp: false
    }
  }
}

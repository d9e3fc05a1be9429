import Foundation

/// How the Previous/Next/Done toolbar presents itself for a field: its title and its look.
///
/// ```swift
/// ToolbarPresentation.title(placeholder: "Email", accessibilityLabel: nil)  // "Email"
/// ToolbarPresentation.style(for: .dark)  // .dark
/// ```
public enum ToolbarPresentation {
  /// The field's keyboard appearance (`UIKeyboardAppearance`).
  public enum KeyboardAppearance: Sendable, Hashable {
    /// `.default`: follows the interface style.
    case `default`
    /// `.light`.
    case light
    /// `.dark`.
    case dark
  }

  /// The toolbar's look.
  public enum Style: Sendable, Hashable {
    /// The system's, following the interface style as the keyboard does.
    case system
    /// Light, whatever the interface style.
    case light
    /// Dark, whatever the interface style.
    case dark
  }

  /// The toolbar's title for a field: its placeholder, else its accessibility label — trimmed;
  /// `nil` when neither has any text.
  public static func title(placeholder: String?, accessibilityLabel: String?) -> String? {
    for candidate in [placeholder, accessibilityLabel] {
      let trimmed = candidate?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      if !trimmed.isEmpty { return trimmed }
    }
    return nil
  }

  /// The toolbar's look for a field's keyboard appearance: the keyboard's own.
  public static func style(for appearance: KeyboardAppearance) -> Style {
    switch appearance {
    case .default: .system
    case .light: .light
    case .dark: .dark
    }
  }
}

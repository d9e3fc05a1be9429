import Foundation

/// How the Previous/Next/Done toolbar presents itself for a field: its items, their state, its
/// title and its look.
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

  /// A place in the toolbar, from the leading edge to the trailing one.
  package enum Slot: Sendable, Hashable {
    /// The Previous button.
    case previous
    /// The Next button.
    case next
    /// A flexible space.
    case flexibleSpace
    /// The field's title, as a label.
    case title(String)
    /// The items the app makes for each toolbar.
    case appItems
    /// The Done button.
    case done
  }

  /// The toolbar's items in order: Previous and Next when shown, a flexible space, the field's
  /// title and the app's items — followed by another flexible space when there is either, so
  /// that they sit in the middle — and Done at the trailing edge.
  package static func slots(showsPreviousNext: Bool, title: String?, hasAppItems: Bool)
    -> [Slot]
  {
    var slots: [Slot] = showsPreviousNext ? [.previous, .next] : []
    slots.append(.flexibleSpace)
    if let title { slots.append(.title(title)) }
    if hasAppItems { slots.append(.appItems) }
    if title != nil || hasAppItems { slots.append(.flexibleSpace) }
    slots.append(.done)
    return slots
  }

  /// Whether Previous and Next are enabled for a field at `position`: by whether a field comes
  /// before or after it; both off for a field outside the order.
  package static func enabled(for position: FieldPosition?) -> (previous: Bool, next: Bool) {
    (position?.hasPrevious ?? false, position?.hasNext ?? false)
  }

  /// The toolbar's title for a field when titles are shown (``title(placeholder:accessibilityLabel:)``);
  /// `nil` when they are not.
  package static func title(shown: Bool, placeholder: String?, accessibilityLabel: String?)
    -> String?
  {
    shown ? title(placeholder: placeholder, accessibilityLabel: accessibilityLabel) : nil
  }
}

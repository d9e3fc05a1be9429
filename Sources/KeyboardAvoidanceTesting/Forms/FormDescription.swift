import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A form layout: rows of fields, text views, labels and spacers, laid out top to bottom.
///
/// Built-in forms come from ``FormDescription/signUp`` and its siblings; an app's own layout can
/// be read from JSON with ``FormDescription/parse(json:)`` (see the schema in the
/// `KeyboardAvoidanceTesting` documentation).
///
/// ```swift
/// let form = FormDescription(name: "Login", rows: [
///   FormRow(FormItem(.textField, id: "email", title: "Email", keyboard: .email)),
///   FormRow(FormItem(.validationLabel, id: "emailError", validates: "email")),
///   FormRow(FormItem(.textField, id: "password", title: "Password")),
/// ])
/// ```
public struct FormDescription: Sendable, Equatable {
  /// A name shown in storyboards.
  public var name: String
  /// The reading direction; right-to-left mirrors columns and the navigation order.
  public var direction: LayoutDirection
  /// The rows, top to bottom.
  public var rows: [FormRow]

  /// Creates a form.
  public init(name: String, direction: LayoutDirection = .leftToRight, rows: [FormRow]) {
    self.name = name
    self.direction = direction
    self.rows = rows
  }

  /// Every item, row by row.
  public var items: [FormItem] { rows.flatMap(\.items) }

  /// The text fields and text views, row by row — the rows of a table or collection built
  /// from the form.
  public var textInputs: [FormItem] { items.filter(\.isTextInput) }
}

/// One row of a form: a single item across the full width, or up to four columns.
public struct FormRow: Sendable, Equatable {
  /// The items of the row, leading to trailing.
  public var items: [FormItem]

  /// Creates a row of columns.
  public init(columns items: [FormItem]) {
    self.items = items
  }

  /// Creates a full-width row.
  public init(_ item: FormItem) {
    self.items = [item]
  }
}

/// One element of a form.
public struct FormItem: Sendable, Equatable {
  /// What an item is.
  public enum Kind: String, Sendable, CaseIterable {
    /// A single-line text field (`UITextField`).
    case textField
    /// A multi-line text view (`UITextView`) that can grow with its text.
    case textView
    /// A static label.
    case label
    /// A validation message that belongs to a field and is hidden until shown.
    case validationLabel
    /// A button.
    case button
    /// Empty space.
    case spacer
    /// A section's header: in a table or collection view the rows after it form a new section;
    /// elsewhere a label.
    case sectionHeader
    /// A row's switch (a toggle row of a list has no text input).
    case toggle
  }

  /// The software keyboard a text input asks for.
  public enum KeyboardType: String, Sendable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// The email keyboard (same height as the default one).
    case email
    /// The number pad (no predictive bar on phones).
    case numberPad
    /// The phone pad (no predictive bar on phones).
    case phonePad
  }

  /// The kind of item.
  public var kind: Kind
  /// A unique identifier.
  public var id: String
  /// The title or text shown.
  public var title: String
  /// The height in points.
  public var height: CGFloat
  /// The keyboard a text input asks for.
  public var keyboard: KeyboardType
  /// Whether the item is enabled; disabled inputs are skipped by navigation.
  public var isEnabled: Bool
  /// Whether the item is hidden (validation labels start hidden).
  public var isHidden: Bool
  /// The navigation group a text input belongs to.
  public var group: String?
  /// For a validation label: the identifier of the field it belongs to.
  public var validates: String?
  /// For a text view: the lines of text it starts with.
  public var lines: Int
  /// For a growing text view: the most lines it grows to before it scrolls internally;
  /// `nil` for a text view of fixed height.
  public var maxLines: Int?

  /// The line height of text views in the model.
  package static let lineHeight: CGFloat = 20
  /// The vertical padding inside a text view.
  package static let textViewPadding: CGFloat = 16

  /// Creates an item with the kind's default height.
  public init(
    _ kind: Kind, id: String, title: String? = nil, height: CGFloat? = nil,
    keyboard: KeyboardType = .default, isEnabled: Bool = true, isHidden: Bool? = nil,
    group: String? = nil, validates: String? = nil, lines: Int = 1, maxLines: Int? = nil
  ) {
    self.kind = kind
    self.id = id
    self.title = title ?? id
    self.keyboard = keyboard
    self.isEnabled = isEnabled
    self.isHidden = isHidden ?? (kind == .validationLabel)
    self.group = group
    self.validates = validates
    self.lines = max(1, lines)
    self.maxLines = maxLines
    self.height = height ?? Self.defaultHeight(kind, lines: max(1, lines))
  }

  /// The default height of an item of `kind`.
  package static func defaultHeight(_ kind: Kind, lines: Int = 1) -> CGFloat {
    switch kind {
    case .textField, .button: 44
    case .textView: CGFloat(lines) * lineHeight + textViewPadding
    case .label: 20
    case .sectionHeader: 28
    case .toggle: 31
    case .validationLabel: 18
    case .spacer: 24
    }
  }

  /// Whether the item takes text input.
  public var isTextInput: Bool { kind == .textField || kind == .textView }
}

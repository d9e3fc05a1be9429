import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a list row's cell holds: its reuse identifier. Rows of one section may differ — a toggle
/// row, a one-field row, a two-field row, a text-view row (§11.3 of the facts sheet) — and a
/// list reuses a cell only for a row of the same kind.
///
/// ```swift
/// let kind = WorldCellKind.fields(2)  // "Fields2": two text fields side by side
/// ```
public struct WorldCellKind: Hashable, Sendable {
  /// The number of text fields, side by side.
  public var textFields: Int
  /// Whether the cell holds a text view (under its fields, if any).
  public var hasTextView: Bool

  /// Creates a kind.
  public init(textFields: Int, hasTextView: Bool = false) {
    self.textFields = max(0, textFields)
    self.hasTextView = hasTextView
  }

  /// A row with no text input: a switch and its label.
  public static let toggle = WorldCellKind(textFields: 0)
  /// A row with one text field.
  public static let field = WorldCellKind(textFields: 1)
  /// A row with a text view.
  public static let textView = WorldCellKind(textFields: 0, hasTextView: true)
  /// A row with `count` text fields side by side.
  public static func fields(_ count: Int) -> WorldCellKind { WorldCellKind(textFields: count) }

  /// The reuse identifier, as a data source registers it.
  public var reuseIdentifier: String {
    if textFields == 0 { return hasTextView ? "TextView" : "Toggle" }
    return "Fields\(textFields)" + (hasTextView ? "+TextView" : "")
  }
}

/// A cell of a list: the text fields (and text view) its kind declares, and a validation label
/// under them that a row that validates shows after a bad entry.
public final class WorldCell: WorldView {
  /// The kind this cell was made for; it is reused only for rows of the same kind.
  public let kind: WorldCellKind
  /// The cell's text fields, leading to trailing.
  public let fields: [WorldTextField]
  /// The cell's text view, when its kind has one.
  public let textView: WorldTextView?
  /// The switch of a toggle row.
  public let toggle: WorldView?
  /// The validation label under the inputs, in a row that validates; hidden until shown.
  public let validationLabel: WorldView
  /// Whether the row has a validation label: the inputs then keep their height at the top.
  public var validates = false {
    didSet { setNeedsLayout() }
  }

  /// The cell's first text field, when it has one.
  public var field: WorldTextField? { fields.first }

  /// The cell's text inputs, in subview order.
  public var inputs: [any WorldTextInput] {
    var inputs: [any WorldTextInput] = fields
    if let textView { inputs.append(textView) }
    return inputs
  }

  /// The vertical margin above and below the inputs.
  package static let margin: CGFloat = 6
  /// The height of a validation label and the gap above it.
  package static let validationHeight: CGFloat = 24

  /// Creates a cell of `kind`.
  public init(name: String, kind: WorldCellKind = .field) {
    self.kind = kind
    fields = (0..<kind.textFields).map {
      WorldTextField(name: kind.textFields == 1 ? "\(name).field" : "\(name).field\($0)")
    }
    textView = kind.hasTextView ? WorldTextView(name: "\(name).textView", lines: 2) : nil
    toggle = kind.textFields == 0 && !kind.hasTextView ? WorldView(name: "\(name).switch") : nil
    validationLabel = WorldView(name: "\(name).error")
    validationLabel.isHidden = true
    super.init(name: name)
    for field in fields { addSubview(field) }
    if let textView { addSubview(textView) }
    if let toggle { addSubview(toggle) }
    addSubview(validationLabel)
  }

  /// The height the cell's contents need (a self-sizing row's real height): 44 pt for a toggle,
  /// 56 pt for fields, the text view's text plus margins, and room for a validation label.
  public var fittingHeight: CGFloat {
    var height: CGFloat = 0
    if !fields.isEmpty { height += 44 }
    if let textView { height += textView.contentSize.height + (fields.isEmpty ? 0 : 8) }
    if height == 0 { return 44 }
    return height + 2 * Self.margin + (validates ? Self.validationHeight : 0)
  }

  /// Lays the inputs out 16 pt from the sides and 6 pt from the top: fields side by side (in
  /// reading order, so mirrored right to left), a text view under them, the validation label at
  /// the bottom. Without a validation label, a cell of fields only stretches them to its height.
  package override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - 32)
    let reserved = validates ? Self.validationHeight : 0
    var y = Self.margin
    if !fields.isEmpty {
      let count = CGFloat(fields.count)
      let columnWidth = max(0, (width - 8 * (count - 1)) / count)
      let height =
        textView == nil && !validates ? max(0, bounds.height - 2 * Self.margin) : 44
      for (index, field) in fields.enumerated() {
        let column = layoutDirection == .rightToLeft ? fields.count - 1 - index : index
        field.frame = CGRect(
          x: 16 + CGFloat(column) * (columnWidth + 8), y: y, width: columnWidth, height: height)
      }
      y += height + 8
    }
    if let textView {
      let height = max(0, bounds.height - y - Self.margin - reserved)
      textView.frame = CGRect(x: 16, y: y, width: width, height: height)
    }
    toggle?.frame = CGRect(x: max(16, bounds.width - 67), y: Self.margin, width: 51, height: 31)
    validationLabel.frame = CGRect(
      x: 16, y: max(0, bounds.height - Self.margin - reserved + 2), width: width,
      height: max(0, reserved - 2))
  }
}

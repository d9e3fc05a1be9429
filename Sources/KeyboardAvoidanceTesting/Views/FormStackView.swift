import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A form laid out like a vertical `UIStackView` of rows: hidden items take no space, rows of
/// columns split the width, a growing text view takes the height its text needs. Inside a
/// scroll view it sets the scroll view's content size; in a plain view it can sit at the bottom
/// of the safe area (a login screen with its fields near the bottom).
public final class FormStackView: WorldView {
  /// Where the form sits in a plain container.
  public enum Anchor: Sendable, Hashable {
    /// From the top of its container's content.
    case top
    /// At the bottom of its container's safe area.
    case bottom
  }

  /// The margin around the form and the spacing between rows.
  package static let margin: CGFloat = 16
  /// The spacing between rows and columns.
  package static let spacing: CGFloat = 12

  /// The form.
  public let form: FormDescription
  /// Where the form sits.
  public let anchor: Anchor
  /// The views of the items, by item identifier.
  package private(set) var itemViews: [String: WorldView] = [:]
  /// The text inputs, in the form's order.
  package private(set) var inputs: [any WorldTextInput] = []

  /// Creates the views of a form.
  /// Whether the app sets its scroll view's `contentSize` to the form's height. An app that
  /// follows TPKeyboardAvoiding's README — fields placed straight in a `KeyboardAvoiding…`
  /// scroll view — sets none: the content size stays zero.
  public var setsScrollContentSize = true
  /// The content's width, when it is wider than its scroll view (a form that scrolls across
  /// too); `nil`: the scroll view's width.
  package var scrollContentWidth: CGFloat?

  /// Creates the form's views, stacked from the top (or resting on the bottom, in a plain view).
  public init(name: String, form: FormDescription, anchor: Anchor = .top) {
    self.form = form
    self.anchor = anchor
    super.init(name: name)
    for item in form.items {
      let view = Self.makeView(item)
      itemViews[item.id] = view
      addSubview(view)
      if let input = view as? any WorldTextInput { inputs.append(input) }
    }
  }

  /// Gives the text fields named in `ids` a delegate that handles Return itself
  /// (``WorldEditingTraits/appHandlesReturn``).
  package func markAppHandlingReturn(_ ids: Set<String>) {
    for case let field as WorldTextField in inputs where ids.contains(field.name) {
      field.editing.appHandlesReturn = true
    }
  }

  private static func makeView(_ item: FormItem) -> WorldView {
    let view: WorldView
    switch item.kind {
    case .textField:
      let field = WorldTextField(name: item.id, keyboardType: item.keyboard)
      field.editing.placeholder = item.title
      view = field
    case .textView:
      let textView = WorldTextView(
        name: item.id, lines: item.lines, maxLines: item.maxLines, keyboardType: item.keyboard)
      textView.editing.accessibilityLabel = item.title
      view = textView
    case .label, .validationLabel, .button, .spacer, .sectionHeader, .toggle:
      view = WorldView(name: item.id)
      view.isControl = item.kind == .button || item.kind == .toggle
    }
    view.isHidden = item.isHidden
    if let input = view as? any WorldTextInput { input.isEnabled = item.isEnabled }
    return view
  }

  /// The views that must stay visible with the input `id`: its validation labels.
  package func companions(of id: String) -> [WorldView] {
    form.items.filter { $0.kind == .validationLabel && $0.validates == id }
      .compactMap { itemViews[$0.id] }
  }

  /// The item a view shows.
  package func item(for view: WorldView) -> FormItem? {
    form.items.first { itemViews[$0.id] === view }
  }

  /// The height of the laid-out rows, margins included.
  package private(set) var contentHeight: CGFloat = 0

  /// Lays out the rows in the stack's width and updates the enclosing scroll view's content
  /// size, or places the stack at its plain container's safe-area bottom.
  package override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width - 2 * Self.margin
    var y = Self.margin
    for row in form.rows {
      let shown = row.items.filter { !(itemViews[$0.id]?.isHidden ?? true) }
      guard !shown.isEmpty else { continue }
      let count = CGFloat(shown.count)
      let columnWidth = (width - Self.spacing * (count - 1)) / count
      var rowHeight: CGFloat = 0
      for (index, item) in shown.enumerated() {
        guard let view = itemViews[item.id] else { continue }
        let column = form.direction == .leftToRight ? index : shown.count - 1 - index
        let height = (view as? WorldTextView)?.preferredHeight ?? item.height
        view.frame = CGRect(
          x: Self.margin + CGFloat(column) * (columnWidth + Self.spacing), y: y,
          width: max(0, columnWidth), height: height)
        rowHeight = max(rowHeight, height)
      }
      y += rowHeight + Self.spacing
    }
    contentHeight = y - Self.spacing + Self.margin
    guard let container = superview else { return }
    if let scrollView = container as? WorldScrollView {
      if frame.height != contentHeight || frame.width != container.bounds.width {
        frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: contentHeight)
        // The form's height comes from its constraints: Auto Layout lays the scroll view out
        // again when it changes, content size or not.
        scrollView.setNeedsLayout()
      }
      if setsScrollContentSize {
        scrollView.contentSize = CGSize(
          width: scrollContentWidth ?? container.bounds.width, height: contentHeight)
      }
    } else {
      let bottom = container.bounds.height - container.safeAreaInsets.bottom
      let top = anchor == .bottom ? max(0, bottom - contentHeight) : container.safeAreaInsets.top
      let target = CGRect(x: 0, y: top, width: container.bounds.width, height: contentHeight)
      if frame != target { frame = target }
    }
  }
}

#if canImport(UIKit)
  import UIKit

  /// A table view that keeps the field being edited in its cells clear of the keyboard.
  ///
  /// Inside a `UITableViewController`, which adjusts its table's insets for the keyboard on its
  /// own, a second adjustment would double them; there the table leaves the keyboard to the
  /// controller (see ``AvoidanceConfiguration/defersToSystem``). For a
  /// form in a table, prefer a plain `UIViewController` with this table.
  ///
  /// ```swift
  /// let tableView = KeyboardAvoidingTableView(frame: .zero, style: .insetGrouped)
  /// ```
  open class KeyboardAvoidingTableView: UITableView {
    /// The avoider of this table view, for its settings.
    public private(set) lazy var keyboardAvoidance = KeyboardAvoider.attach(
      to: self, attachment: .subclass, configuration: AvoidanceConfiguration())

    /// Creates the table view.
    public override init(frame: CGRect, style: UITableView.Style) {
      super.init(frame: frame, style: style)
      _ = keyboardAvoidance
    }

    /// Creates the table view from a storyboard or xib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      _ = keyboardAvoidance
    }

    /// Lays out, then lets the avoider follow the new layout.
    open override func layoutSubviews() {
      super.layoutSubviews()
      keyboardAvoidance.containerDidLayout()
    }

    /// Joins or leaves a window, checking whether a table view controller owns the table.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      keyboardAvoidance.containerDidMoveToWindow()
    }
  }
#endif

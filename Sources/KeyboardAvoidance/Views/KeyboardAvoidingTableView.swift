#if canImport(UIKit)
  import UIKit

  /// A table view that keeps the field being edited in its cells clear of the keyboard.
  ///
  /// Inside a `UITableViewController`, which adjusts its table's inset for the keyboard on its
  /// own, a second inset would double it: there the table assists the controller — it moves the
  /// offset only, so that the field with its padding and companions shows, not just its cell
  /// (see ``AvoidanceConfiguration/systemKeyboardHandling``).
  ///
  /// ```swift
  /// let tableView = KeyboardAvoidingTableView(frame: .zero, style: .insetGrouped)
  /// ```
  open class KeyboardAvoidingTableView: UITableView {
    /// The avoider of this table view, for its settings; the same object as `keyboardAvoider`.
    @available(*, deprecated, message: "Use keyboardAvoider, which is never nil on this view.")
    public var keyboardAvoidance: KeyboardAvoider { avoider }

    /// The avoider, attached once for the life of the view.
    private lazy var avoider = KeyboardAvoider.attach(
      to: self, attachment: .subclass, configuration: AvoidanceConfiguration())

    /// Creates the table view.
    public override init(frame: CGRect, style: UITableView.Style) {
      super.init(frame: frame, style: style)
      _ = avoider
    }

    /// Creates the table view from a storyboard or xib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      _ = avoider
    }

    /// Lays out, then lets the avoider follow the new layout.
    open override func layoutSubviews() {
      super.layoutSubviews()
      avoider.containerDidLayout()
    }

    /// Scrolls `rect` into view — except the focused field while the keyboard is over this view:
    /// UIKit asks for that itself after keyboard changes (§11.1), and the avoider already
    /// keeps the field in view with its padding, in one movement. Every other rect, and every
    /// call without the keyboard, scrolls as `UIScrollView` does.
    open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
      if avoider.takesOverSystemScroll(toShow: rect) { return }
      super.scrollRectToVisible(rect, animated: animated)
    }

    /// Joins or leaves a window, checking whether a table view controller owns the table.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      avoider.containerDidMoveToWindow()
    }
  }
#endif

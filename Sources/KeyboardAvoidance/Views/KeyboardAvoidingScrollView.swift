#if canImport(UIKit)
  import UIKit

  /// A scroll view that keeps the field being edited inside it clear of the keyboard.
  ///
  /// Set it as the class of a scroll view in a storyboard, or create it in code; there is
  /// nothing else to do. Its insets and offset change inside the keyboard's own animation, the
  /// app's own `contentInset` is kept, and everything is restored when the keyboard hides.
  ///
  /// ```swift
  /// let scrollView = KeyboardAvoidingScrollView()
  /// scrollView.keyboardAvoider?.configuration.padding = 24
  /// ```
  open class KeyboardAvoidingScrollView: UIScrollView {
    /// The avoider of this scroll view, for its settings; the same object as `keyboardAvoider`.
    @available(*, deprecated, message: "Use keyboardAvoider, which is never nil on this view.")
    public var keyboardAvoidance: KeyboardAvoider { avoider }

    /// The avoider, attached once for the life of the view.
    private lazy var avoider = KeyboardAvoider.attach(
      to: self, attachment: .subclass, configuration: AvoidanceConfiguration())

    /// Creates the scroll view.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      _ = avoider
    }

    /// Creates the scroll view from a storyboard or xib.
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

    /// Joins or leaves a window.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      avoider.containerDidMoveToWindow()
    }
  }
#endif

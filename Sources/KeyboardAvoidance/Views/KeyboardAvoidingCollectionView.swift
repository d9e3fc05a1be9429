#if canImport(UIKit)
  import UIKit

  /// A collection view that keeps the field being edited in its cells clear of the keyboard.
  ///
  /// ```swift
  /// let collectionView = KeyboardAvoidingCollectionView(
  ///   frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  /// ```
  open class KeyboardAvoidingCollectionView: UICollectionView {
    /// The avoider of this collection view, for its settings; the same object as `keyboardAvoider`.
    @available(*, deprecated, message: "Use keyboardAvoider, which is never nil on this view.")
    public var keyboardAvoidance: KeyboardAvoider { avoider }

    /// The avoider, attached once for the life of the view.
    private lazy var avoider = KeyboardAvoider.attach(
      to: self, attachment: .subclass, configuration: AvoidanceConfiguration())

    /// Creates the collection view.
    public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      super.init(frame: frame, collectionViewLayout: layout)
      _ = avoider
    }

    /// Creates the collection view from a storyboard or xib.
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

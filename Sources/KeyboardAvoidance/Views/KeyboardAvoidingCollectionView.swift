#if canImport(UIKit)
  import UIKit

  /// A collection view that keeps the field being edited in its cells clear of the keyboard.
  ///
  /// ```swift
  /// let collectionView = KeyboardAvoidingCollectionView(
  ///   frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  /// ```
  open class KeyboardAvoidingCollectionView: UICollectionView {
    /// The avoider of this collection view, for its settings.
    public private(set) lazy var keyboardAvoidance = KeyboardAvoider.attach(
      to: self, attachment: .subclass, configuration: AvoidanceConfiguration())

    /// Creates the collection view.
    public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      super.init(frame: frame, collectionViewLayout: layout)
      _ = keyboardAvoidance
    }

    /// Creates the collection view from a storyboard or xib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      _ = keyboardAvoidance
    }

    /// Lays out, then lets the avoider follow the new layout.
    open override func layoutSubviews() {
      super.layoutSubviews()
      keyboardAvoidance.containerDidLayout()
    }

    /// Joins or leaves a window.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      keyboardAvoidance.containerDidMoveToWindow()
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// Previous, Next and Done over the text fields and text views of one avoiding view.
  ///
  /// The order comes from the core's `FieldOrder` — reading order, mirrored in right-to-left
  /// layouts, or your explicit order; navigation stays inside a field's
  /// `keyboardNavigationGroup`; hidden, disabled, read-only, transparent and zero-size fields
  /// are skipped. It is built once and cached until the fields change, so a press costs a
  /// lookup. Rows of table and collection views are addressed by index path: Next goes to a
  /// row whose cell does not exist yet by scrolling it in first.
  ///
  /// ```swift
  /// let navigator = scrollView.keyboardAvoider?.navigator
  /// navigator?.move(.next)
  /// navigator?.explicitOrder = [nameField, emailField, notesView]
  /// ```
  @MainActor
  public final class KeyboardNavigator: NSObject {
    /// The view whose fields are navigated.
    public private(set) weak var container: UIView?
    weak var avoider: KeyboardAvoider?
    private var state = FieldNavigationState()

    /// An explicit order of fields; `nil` (the default) uses the reading order. The navigator
    /// holds the fields weakly: a field the app released leaves the order.
    public var explicitOrder: [UIView]? {
      get { explicitOrderBoxes?.compactMap(\.value) }
      set {
        explicitOrderBoxes = newValue?.map { WeakBox($0) }
        reloadFields()
      }
    }
    private var explicitOrderBoxes: [WeakBox<UIView>]?

    init(container: UIView) {
      self.container = container
    }

    /// Forgets the order; call it after adding, removing or reordering fields.
    public func reloadFields() { state.invalidate() }

    /// The order, rebuilt only when the fields may have changed.
    package func order() -> FieldOrder<FieldAddress> { state.order(in: self) }

    /// Moves focus; returns `false` at either end (and when nothing can take focus).
    @discardableResult
    public func move(_ direction: NavigationDirection) -> Bool {
      guard let input = target(direction, from: avoider?.avoidance.focused) else { return false }
      return input.becomeFirstResponder()
    }

    /// Moves focus from `field` to the previous or next field of its avoiding view — for a
    /// `UITextView` delegate that wants Return to navigate. Returns `false` at either end, from
    /// a field navigation skips (hidden, disabled, of no size: it has no place in the order),
    /// or when no avoider encloses the field.
    ///
    /// ```swift
    /// func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
    ///               replacementText text: String) -> Bool {
    ///   guard text == "\n" else { return true }
    ///   return !KeyboardNavigator.moveFocus(.next, from: textView)
    /// }
    /// ```
    @discardableResult
    public static func moveFocus(_ direction: NavigationDirection, from field: UIView) -> Bool {
      // The avoider that keeps the field visible (the core's ownership rule) navigates it.
      let owner = ContainerAvoidance<KeyboardAvoider>.owner(of: field) {
        $0.keyboardAvoider?.avoidance
      }?.host
      return owner?.navigator.target(direction, from: field)?.becomeFirstResponder() ?? false
    }

    /// Where `input` stands, for the toolbar's Previous/Next and the return key.
    public func position(of input: UIView) -> FieldPosition? {
      state.position(of: input, in: self)
    }

    /// The field Previous or Next moves to from `focused`, resolved — a row without a cell is
    /// scrolled in and laid out first.
    func target(_ direction: NavigationDirection, from focused: UIView?) -> UIView? {
      state.target(direction, from: focused, in: self)
    }
  }
#endif

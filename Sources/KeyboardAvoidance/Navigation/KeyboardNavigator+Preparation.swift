#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  @MainActor private let groupKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
  @MainActor private let returnKeyManagedKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

  extension UIView {
    /// The navigation group of a field: Previous and Next stay inside it (a card, a sheet).
    /// `nil`, the default, is the form's main group.
    ///
    /// ```swift
    /// cardNumberField.keyboardNavigationGroup = "card"
    /// ```
    public var keyboardNavigationGroup: String? {
      get { objc_getAssociatedObject(self, groupKey) as? String }
      set { objc_setAssociatedObject(self, groupKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// Whether the return key of this field is managed by field navigation.
    var isReturnKeyManaged: Bool {
      get { (objc_getAssociatedObject(self, returnKeyManagedKey) as? Bool) ?? false }
      set {
        objc_setAssociatedObject(
          self, returnKeyManagedKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  extension KeyboardNavigator {
    /// Writes what the core's ``FieldNavigationOptions`` decided for a field that began editing:
    /// navigation's Return target, its return key, the toolbar installed or updated for
    /// `position`, and the keyboard reloaded when the core says the field shows a change.
    func apply(
      _ preparation: FieldPreparation, position: FieldPosition?, to input: UIView,
      options: KeyboardNavigationOptions
    ) {
      let field = input as? UITextField
      if preparation.installsReturnTarget, let field {
        field.isReturnKeyManaged = true
        field.addTarget(
          KeyboardNavigationReturnTarget.shared,
          action: #selector(KeyboardNavigationReturnTarget.returnPressed(_:)),
          for: .editingDidEndOnExit)
      }
      if preparation.setsReturnKey, let key = preparation.returnKey {
        field?.returnKeyType = UIReturnKeyType(key)
      }
      switch preparation.toolbar {
      case .leave:
        break
      case .update:
        (input.inputAccessoryView as? KeyboardToolbar)?.update(for: position)
      case .install:
        guard let configuration = options.toolbar else { break }
        let toolbar = KeyboardToolbar(configuration: configuration, field: input)
        toolbar.update(for: position)
        input.setKeyboardAccessoryView(toolbar)
      }
      if preparation.reloadsInputViews { input.reloadInputViews() }
    }

    /// Undoes navigation's changes to a field, as the core's `FieldPreparation.undo(_:)`
    /// decided when the avoider is detached: the default return key without the shared target,
    /// no toolbar.
    func apply(_ undo: FieldPreparation.Undo, to input: UIView) {
      let field = input as? UITextField
      if undo.removesReturnTarget, let field {
        field.removeTarget(
          KeyboardNavigationReturnTarget.shared,
          action: #selector(KeyboardNavigationReturnTarget.returnPressed(_:)),
          for: .editingDidEndOnExit)
        field.isReturnKeyManaged = false
      }
      if undo.resetsReturnKey { field?.returnKeyType = .default }
      if undo.removesToolbar { input.setKeyboardAccessoryView(nil) }
      if undo.reloadsInputViews { input.reloadInputViews() }
    }
  }

  extension UIReturnKeyType {
    /// The key navigation sets.
    init(_ key: NavigationReturnKey) {
      switch key {
      case .next: self = .next
      case .done: self = .done
      }
    }
  }

  extension UIView {
    /// Sets the input accessory view of a text field or text view (the only inputs whose
    /// accessory view is settable).
    func setKeyboardAccessoryView(_ view: UIView?) {
      (self as? UITextField)?.inputAccessoryView = view
      (self as? UITextView)?.inputAccessoryView = view
    }
  }

  /// Navigation's one Return target for every field it manages. It holds no avoider: on each
  /// press it asks which avoider owns the field now, so a field keeps working after `detach()`
  /// and a new attach, after automatic mode is turned off and on, and after it moved to another
  /// container.
  @MainActor
  final class KeyboardNavigationReturnTarget: NSObject {
    static let shared = KeyboardNavigationReturnTarget()

    /// Return was pressed in a managed field: UIKit ends its editing itself
    /// (`editingDidEndOnExit`); focus moves on where the core's
    /// `FieldPreparation.returnAction(_:)` says so.
    @objc func returnPressed(_ field: UITextField) {
      guard let facts = field.keyboardAvoidanceFieldFacts,
        case .move(let direction) = FieldPreparation.returnAction(facts)
      else { return }
      KeyboardNavigator.moveFocus(direction, from: field)
    }
  }
#endif

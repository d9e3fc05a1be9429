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
    /// Writes what the core's ``FieldNavigationOptions`` decided for a field that began editing: its
    /// return key, and the toolbar installed or updated for `position`.
    func apply(
      _ preparation: FieldPreparation, position: FieldPosition?, to input: UIView,
      options: KeyboardNavigationOptions
    ) {
      let field = input as? UITextField
      let accessoryView = field?.inputAccessoryView ?? (input as? UITextView)?.inputAccessoryView
      if let key = preparation.returnKey, let field { setReturnKey(key, on: field) }
      switch preparation.toolbar {
      case .leave:
        break
      case .update:
        (accessoryView as? KeyboardToolbar)?.update(for: position)
      case .install:
        guard let configuration = options.toolbar else { break }
        let toolbar = KeyboardToolbar(configuration: configuration, navigator: self)
        toolbar.update(for: position)
        field?.inputAccessoryView = toolbar
        (input as? UITextView)?.inputAccessoryView = toolbar
        if input.isFirstResponder { input.reloadInputViews() }
      }
    }

    private func setReturnKey(_ key: NavigationReturnKey, on field: UITextField) {
      if !field.isReturnKeyManaged {
        field.isReturnKeyManaged = true
        field.addTarget(self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
      }
      let wanted: UIReturnKeyType = key == .next ? .next : .done
      if field.returnKeyType != wanted {
        field.returnKeyType = wanted
        if field.isFirstResponder { field.reloadInputViews() }
      }
    }

    /// Return was pressed in a managed field: UIKit ends its editing itself
    /// (`editingDidEndOnExit`); focus moves on where the core's
    /// `FieldPreparation.returnAction(_:)` says so.
    @objc private func returnPressed(_ field: UITextField) {
      guard let facts = field.keyboardAvoidanceFieldFacts,
        case .move(let direction) = FieldPreparation.returnAction(facts)
      else { return }
      target(direction, from: field)?.becomeFirstResponder()
    }
  }
#endif

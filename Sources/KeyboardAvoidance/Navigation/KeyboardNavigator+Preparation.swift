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
    /// Prepares a field that began editing: its return key and the toolbar.
    func prepare(_ input: UIView, options: KeyboardNavigationOptions) {
      let position = self.position(of: input)
      if options.managesReturnKey, let field = input as? UITextField {
        prepareReturnKey(field, position: position)
      }
      if let configuration = options.toolbar {
        installToolbar(on: input, configuration: configuration, position: position)
      }
    }

    private func prepareReturnKey(_ field: UITextField, position: FieldPosition?) {
      // A return key the app chose is the app's business.
      guard field.isReturnKeyManaged || field.returnKeyType == .default else { return }
      if !field.isReturnKeyManaged {
        field.isReturnKeyManaged = true
        field.addTarget(self, action: #selector(returnPressed(_:)), for: .editingDidEndOnExit)
      }
      let wanted: UIReturnKeyType = position?.returnKey == .next ? .next : .done
      if field.returnKeyType != wanted {
        field.returnKeyType = wanted
        if field.isFirstResponder { field.reloadInputViews() }
      }
    }

    private func installToolbar(
      on input: UIView, configuration: KeyboardToolbar.Configuration, position: FieldPosition?
    ) {
      let current =
        (input as? UITextField)?.inputAccessoryView
        ?? (input as? UITextView)?.inputAccessoryView
      if let toolbar = current as? KeyboardToolbar {
        toolbar.update(for: position)
        return
      }
      guard current == nil else { return }  // the app's own accessory view stays
      let toolbar = KeyboardToolbar(configuration: configuration, navigator: self)
      toolbar.update(for: position)
      if let field = input as? UITextField {
        field.inputAccessoryView = toolbar
      } else if let textView = input as? UITextView {
        textView.inputAccessoryView = toolbar
      }
      if input.isFirstResponder { input.reloadInputViews() }
    }

    /// Return was pressed in a managed field: UIKit ends its editing (`editingDidEndOnExit`);
    /// focus moves to the next field, or stays ended at the last one.
    @objc private func returnPressed(_ field: UITextField) {
      guard field.returnKeyType == .next else { return }
      let next = target(.next, from: field)
      next?.becomeFirstResponder()
    }
  }
#endif

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
        let toolbar = KeyboardToolbar(configuration: configuration, field: input)
        toolbar.update(for: position)
        field?.inputAccessoryView = toolbar
        (input as? UITextView)?.inputAccessoryView = toolbar
        if input.isFirstResponder { input.reloadInputViews() }
      }
    }

    private func setReturnKey(_ key: NavigationReturnKey, on field: UITextField) {
      if !field.isReturnKeyManaged {
        field.isReturnKeyManaged = true
        field.addTarget(
          KeyboardNavigationReturnTarget.shared,
          action: #selector(KeyboardNavigationReturnTarget.returnPressed(_:)),
          for: .editingDidEndOnExit)
      }
      let wanted: UIReturnKeyType = key == .next ? .next : .done
      if field.returnKeyType != wanted {
        field.returnKeyType = wanted
        if field.isFirstResponder { field.reloadInputViews() }
      }
    }

    /// Undoes navigation's changes to a field, as the core's `FieldPreparation.undo(_:)`
    /// decided when the avoider is detached: the default return key without the shared target,
    /// no toolbar.
    func apply(_ undo: FieldPreparation.Undo, to input: UIView) {
      var changed = false
      if undo.removesReturnTarget, let field = input as? UITextField {
        field.removeTarget(
          KeyboardNavigationReturnTarget.shared,
          action: #selector(KeyboardNavigationReturnTarget.returnPressed(_:)),
          for: .editingDidEndOnExit)
        field.isReturnKeyManaged = false
      }
      if undo.resetsReturnKey, let field = input as? UITextField {
        field.returnKeyType = .default
        changed = true
      }
      if undo.removesToolbar {
        if let field = input as? UITextField, field.inputAccessoryView is KeyboardToolbar {
          field.inputAccessoryView = nil
          changed = true
        }
        if let textView = input as? UITextView, textView.inputAccessoryView is KeyboardToolbar {
          textView.inputAccessoryView = nil
          changed = true
        }
      }
      if changed && input.isFirstResponder { input.reloadInputViews() }
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

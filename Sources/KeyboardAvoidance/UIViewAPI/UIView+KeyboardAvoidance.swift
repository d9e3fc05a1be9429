#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Keys for associated objects: stable addresses, allocated once.
  @MainActor private let avoiderKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
  @MainActor private let optOutKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
  @MainActor private let controllerOptOutKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

  extension UIView {
    /// The avoider attached to this view, if any; the view keeps it alive.
    public internal(set) var keyboardAvoider: KeyboardAvoider? {
      get { objc_getAssociatedObject(self, avoiderKey) as? KeyboardAvoider }
      set {
        objc_setAssociatedObject(self, avoiderKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    /// Whether automatic mode may move this view, or look past it for a container; `false`
    /// opts the view (and the fields in it) out. Defaults to `true`.
    ///
    /// ```swift
    /// signatureView.avoidsKeyboardAutomatically = false
    /// ```
    public var avoidsKeyboardAutomatically: Bool {
      get { (objc_getAssociatedObject(self, optOutKey) as? Bool) ?? true }
      set {
        objc_setAssociatedObject(self, optOutKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    /// Views that must stay visible together with this field — a validation label under it.
    /// They count only while they are visible. In a scroll view the field scrolls again when
    /// one appears (its content size changes, or the subclass lays out); an avoider of a plain
    /// view cannot see its subviews move, so call `keyboardAvoider?.refresh()` on that view
    /// after showing one.
    ///
    /// ```swift
    /// emailField.keyboardAvoidanceCompanions = [emailErrorLabel]
    /// ```
    public var keyboardAvoidanceCompanions: [UIView] {
      get { KeyboardAvoidanceRegistry.shared.companions.companions(of: self) }
      set { KeyboardAvoidanceRegistry.shared.companions.set(newValue, for: self) }
    }

    /// The room this field asks for between itself (with its companions) and the keyboard or
    /// the top bars, instead of its container's padding; `nil` (the default) keeps the
    /// container's. A negative or non-finite value is ignored.
    ///
    /// ```swift
    /// messageField.keyboardAvoidancePadding = 64  // room for the character count under it
    /// ```
    public var keyboardAvoidancePadding: CGFloat? {
      get { KeyboardAvoidanceRegistry.shared.padding(of: self) }
      set { KeyboardAvoidanceRegistry.shared.setPadding(newValue, for: self) }
    }
  }

  extension UIViewController {
    /// Whether automatic mode works in this view controller's views; `false` opts it out.
    /// Defaults to `true`.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   avoidsKeyboardAutomatically = false  // this screen handles the keyboard itself
    /// }
    /// ```
    public var avoidsKeyboardAutomatically: Bool {
      get { (objc_getAssociatedObject(self, controllerOptOutKey) as? Bool) ?? true }
      set {
        objc_setAssociatedObject(
          self, controllerOptOutKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }
#endif

#if canImport(UIKit)
  import SwiftUI

  /// What a field or a companion marked with `keyboardField(_:focus:group:padding:)` or
  /// `keyboardCompanion(of:)` tells the views above it: who it is, where it is
  /// (in the enclosing ``KeyboardAwareScrollView``'s content's coordinate space and on screen), whether it
  /// has focus and whether navigation may land on it.
  struct KeyboardFieldReport: Equatable {
    /// The field's focus value (a companion: the value of the field it belongs to).
    var id: AnyHashable
    /// The frame in the enclosing scroll view's content's coordinate space — where the content
    /// is scrolled to does not change it; `nil` outside one.
    var frameInContent: CGRect?
    /// The frame in the window's coordinate space (SwiftUI's global space).
    var frameInWindow: CGRect
    /// Whether the field has focus now.
    var isFocused: Bool
    /// Whether the field is enabled (`.disabled` makes navigation skip it).
    var isEnabled: Bool
    /// The navigation group the field belongs to.
    var group: String?
    /// Whether this is a companion (a validation message) rather than a field.
    var isCompanion: Bool
    /// The room the field asks for instead of the scroll view's padding.
    var padding: CGFloat? = nil
  }

  /// Every field and companion below a view, in the order SwiftUI reports them.
  struct KeyboardFieldReportsKey: PreferenceKey {
    static var defaultValue: [KeyboardFieldReport] { [] }
    static func reduce(value: inout [KeyboardFieldReport], nextValue: () -> [KeyboardFieldReport]) {
      value.append(contentsOf: nextValue())
    }
  }

  /// The enclosing ``KeyboardAwareScrollView``'s model, if any.
  struct KeyboardAwareScrollKey: EnvironmentKey {
    static var defaultValue: KeyboardAwareScrollModel? { nil }
  }

  /// What the enclosing navigation (`keyboardNavigation(_:order:)`) offers a
  /// field: its return key and what Return does.
  struct KeyboardNavigationContextKey: EnvironmentKey {
    static var defaultValue: KeyboardNavigationContext? { nil }
  }

  /// What the enclosing navigation shows: each field's Return key (a value, so a change reaches
  /// every field).
  struct KeyboardNavigationShownKey: EnvironmentKey {
    static var defaultValue: FocusNavigation<AnyHashable>.Shown { .init() }
  }

  extension EnvironmentValues {
    var keyboardAwareScroll: KeyboardAwareScrollModel? {
      get { self[KeyboardAwareScrollKey.self] }
      set { self[KeyboardAwareScrollKey.self] = newValue }
    }

    var keyboardNavigationContext: KeyboardNavigationContext? {
      get { self[KeyboardNavigationContextKey.self] }
      set { self[KeyboardNavigationContextKey.self] = newValue }
    }

    var keyboardNavigationShown: FocusNavigation<AnyHashable>.Shown {
      get { self[KeyboardNavigationShownKey.self] }
      set { self[KeyboardNavigationShownKey.self] = newValue }
    }
  }
#endif

/// Where `keyboardNavigation(_:order:bar:)` puts its Previous, Next and Done buttons.
///
/// SwiftUI's keyboard toolbar (`ToolbarItemGroup(placement: .keyboard)`) is the default, and
/// the bar iOS draws above the keyboard. It is reported to show without its content, to be
/// missing on iOS 15 outside a `NavigationView`, and to split into groups or move Done into an
/// overflow menu on recent iPhones (§1.7 of the SwiftUI behaviours article). Where a screen
/// meets one of those, ``aboveKeyboard`` lays the library's own bar out instead: an ordinary
/// view at the bottom of the screen (`safeAreaInset(edge: .bottom)`), which rides the keyboard
/// as every view laid out in the keyboard safe area does, in sheets and after a push too.
///
/// ```swift
/// Form { … }
///   .keyboardNavigation($focus, bar: .aboveKeyboard)
/// ```
public enum KeyboardNavigationBarPlacement: Sendable, Hashable {
  /// SwiftUI's keyboard toolbar: above the software keyboard, at the screen's bottom with a
  /// hardware keyboard.
  case keyboardToolbar
  /// The library's own bar, at the bottom of the view while one of its fields has focus: on the
  /// keyboard's top, at the screen's bottom with a hardware keyboard.
  case aboveKeyboard
  /// No bar: Return moves on, and the app places its own buttons.
  case none

  /// Whether the library's own bar shows now: with ``aboveKeyboard``, while one of the screen's
  /// fields has focus (`shown.hasFocus`).
  package func showsOwnBar<ID: Hashable>(_ shown: FocusNavigation<ID>.Shown) -> Bool {
    self == .aboveKeyboard && shown.hasFocus
  }
}

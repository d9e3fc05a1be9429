#if canImport(UIKit)
  import SwiftUI

  /// The order of a screen's fields and the moves between them, shared by the keyboard toolbar
  /// of `keyboardNavigation(_:order:)` and each field's Return key. Every
  /// decision is the core's `FocusNavigation`; this object only feeds it the fields' reports.
  @MainActor
  final class KeyboardNavigationContext: ObservableObject {
    private var navigation = FocusNavigation<AnyHashable>(fields: [])
    /// The focused field's value, if one of the screen's has focus.
    @Published private(set) var focused: AnyHashable?
    /// What the screen shows of the order: the fields' Return keys, the toolbar's enabled
    /// buttons — published when the fields that exist change, so neither stays as it was.
    @Published private(set) var shown = FocusNavigation<AnyHashable>.Shown()
    /// Sets the screen's focus (`nil`: none, which hides the keyboard).
    var setFocus: (AnyHashable?) -> Void = { _ in }
    /// Whether the screen's focus binding can take a value (a component with a focus type of
    /// its own reports values it cannot).
    var accepts: (AnyHashable) -> Bool = { _ in true }

    /// Rebuilds the order from the fields' reports, with the app's explicit order if any.
    func update(
      reports: [KeyboardFieldReport], explicit: [AnyHashable]?,
      direction: KeyboardAvoidanceCore.LayoutDirection
    ) {
      let fields = reports.filter { !$0.isCompanion }
      navigation = FocusNavigation(
        fields: fields.map {
          FocusNavigation.Field(
            id: $0.id, frame: $0.frameInWindow, group: $0.group, isEnabled: $0.isEnabled,
            isFocusable: accepts($0.id))
        },
        explicit: explicit, direction: direction)
      let focused = fields.first(where: \.isFocused)?.id
      let shown = navigation.shown(focused: focused)
      if self.shown != shown { self.shown = shown }
      if self.focused != focused { self.focused = focused }
    }

    /// Moves focus from the focused field to the previous or next one.
    func move(_ direction: NavigationDirection) {
      focused.flatMap { navigation.target(from: $0, direction) }.map(setFocus)
    }

    /// Return in field `id`: the next field, or no focus after the last.
    func submit(from id: AnyHashable) {
      navigation.submitTarget(from: id).map(setFocus)
    }

    /// Done: no field has focus; the keyboard goes down.
    func done() { setFocus(nil) }
  }
#endif

#if canImport(UIKit)
  import SwiftUI

  /// The order of a screen's fields and the moves between them, shared by the keyboard toolbar
  /// of `keyboardNavigation(_:order:)` and each field's Return key. Every
  /// decision is the core's ``FocusOrder``; this object only maps focus values to it.
  @MainActor
  final class KeyboardNavigationContext: ObservableObject {
    /// The fields' focus values, by their index in the order.
    private var ids: [AnyHashable] = []
    private var order = FocusOrder(fields: [])
    /// The focused field's value, if one of the screen's has focus.
    @Published private(set) var focused: AnyHashable?
    /// Sets the screen's focus (`nil`: none, which hides the keyboard).
    var setFocus: (AnyHashable?) -> Void = { _ in }

    /// Rebuilds the order from the fields' reports, with the app's explicit order if any.
    func update(
      reports: [KeyboardFieldReport], explicit: [AnyHashable]?,
      direction: KeyboardAvoidanceCore.LayoutDirection
    ) {
      var ids: [AnyHashable] = []
      var fields: [FocusOrder.Field] = []
      var focused: AnyHashable?
      for report in reports where !report.isCompanion && !ids.contains(report.id) {
        ids.append(report.id)
        fields.append(
          FocusOrder.Field(
            frame: report.frameInWindow, group: report.group, isEnabled: report.isEnabled))
        if report.isFocused { focused = report.id }
      }
      let indexes = explicit.map { $0.compactMap { ids.firstIndex(of: $0) } }
      self.ids = ids
      order = FocusOrder(fields: fields, explicit: indexes, direction: direction)
      if self.focused != focused { self.focused = focused }
    }

    /// Whether a field follows `id`; `nil` when `id` is not in the order.
    func hasNext(after id: AnyHashable) -> Bool? {
      ids.firstIndex(of: id).flatMap { order.position(of: $0)?.hasNext }
    }

    /// Whether Previous or Next can move from the focused field.
    func canMove(_ direction: NavigationDirection) -> Bool {
      guard let focused, let index = ids.firstIndex(of: focused) else { return false }
      return order.target(from: index, direction) != nil
    }

    /// Moves focus from the focused field to the previous or next one.
    func move(_ direction: NavigationDirection) {
      guard let focused, let index = ids.firstIndex(of: focused),
        let target = order.target(from: index, direction)
      else { return }
      setFocus(ids[target])
    }

    /// Return in field `id`: the next field, or no focus after the last.
    func submit(from id: AnyHashable) {
      guard let index = ids.firstIndex(of: id) else { return }
      setFocus(order.target(from: index, .next).map { ids[$0] })
    }

    /// Done: no field has focus; the keyboard goes down.
    func done() { setFocus(nil) }
  }
#endif

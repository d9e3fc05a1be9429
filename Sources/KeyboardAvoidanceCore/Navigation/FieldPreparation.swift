import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What field navigation does to a field that begins editing — its return key and the keyboard
/// toolbar — and what Return then does, decided from what a host read off the field
/// (``FieldFacts``).
///
/// ```swift
/// let preparation = FieldPreparation.decide(
///   position: order.position(of: field), options: options,
///   field: FieldFacts(isTextField: true))
/// // preparation.returnKey == .next, preparation.toolbar == .leave
/// ```
package struct FieldPreparation: Sendable, Hashable {
  /// What to do about the toolbar.
  package enum ToolbarAction: Sendable, Hashable {
    /// Nothing.
    case leave
    /// Install the navigation toolbar.
    case install
    /// Update the installed toolbar's Previous/Next.
    case update
  }

  /// What Return does in a field.
  package enum ReturnAction: Sendable, Hashable {
    /// Navigation does not manage the field's key: the app's own handling runs.
    case notManaged
    /// Move focus this way.
    case move(NavigationDirection)
    /// End editing: the keyboard goes away.
    case endEditing
  }

  /// The height of the navigation toolbar above the keyboard: a standard `UIToolbar`'s.
  package static let toolbarHeight: CGFloat = 44

  /// The return key the field gets, or `nil` to leave the field's key alone.
  package var returnKey: NavigationReturnKey?
  /// What to do about the toolbar.
  package var toolbar: ToolbarAction
  /// Whether the field's key is taken over now: navigation's one Return target is added and
  /// the field marked as managed (once; a field navigation manages already has both).
  package var installsReturnTarget = false
  /// Whether ``returnKey`` differs from the field's key, so that it is written.
  package var setsReturnKey = false
  /// Whether the field is first responder and its key or accessory changes: the keyboard shows
  /// the change only after `reloadInputViews()` (§5).
  package var reloadsInputViews = false

  /// Decides for a field: Next while a field follows it, Done at the end. A text view's key is
  /// never touched (Return makes a new line there), nor a key the app chose, nor the key of a
  /// field whose delegate handles Return (`textFieldShouldReturn(_:)`: an "add item" or chat
  /// field that keeps the keyboard up — any Return target would make UIKit end its editing,
  /// review N5); a key navigation set earlier is navigation's to update. The toolbar goes where
  /// the field has no accessory view of the app's own.
  package static func decide(
    position: FieldPosition?, options: FieldNavigationOptions, field: FieldFacts
  ) -> FieldPreparation {
    var key: NavigationReturnKey?
    let appChose =
      !field.isReturnKeyManaged && (field.returnKey != .default || field.delegateHandlesReturn)
    if options.managesReturnKey && field.isTextField && !appChose {
      key = position?.returnKey ?? .done
    }
    let toolbar: ToolbarAction
    switch (options.showsToolbar, field.accessory) {
    case (_, .other), (false, .none): toolbar = .leave
    case (_, .navigationToolbar): toolbar = .update
    case (true, .none): toolbar = .install
    }
    var preparation = FieldPreparation(returnKey: key, toolbar: toolbar)
    preparation.installsReturnTarget = key != nil && !field.isReturnKeyManaged
    preparation.setsReturnKey = key.map { FieldFacts.ReturnKey($0) != field.returnKey } ?? false
    preparation.reloadsInputViews =
      field.isFirstResponder && (preparation.setsReturnKey || toolbar == .install)
    return preparation
  }

  /// What undoing navigation's changes to a field takes, when its avoider is detached.
  package struct Undo: Sendable, Hashable {
    /// Remove the Return target and stop managing the key.
    package var removesReturnTarget: Bool
    /// Give the return key back (`.default`, the only key navigation replaces): only while the
    /// field still shows a key navigation sets (Next or Done), not one the app set since.
    package var resetsReturnKey: Bool
    /// Remove the navigation toolbar (navigation installs one only where there was none).
    package var removesToolbar: Bool
    /// Whether the field is first responder and its key or accessory changes: the keyboard
    /// shows the change only after `reloadInputViews()` (§5).
    package var reloadsInputViews = false

    /// Whether there is anything to undo.
    package var isEmpty: Bool { !removesReturnTarget && !resetsReturnKey && !removesToolbar }
  }

  /// What to undo on a field navigation prepared: its return key while navigation still
  /// manages it, and the navigation toolbar while it is still the field's accessory — never
  /// what the app set since.
  package static func undo(_ field: FieldFacts) -> Undo {
    let managed = field.isTextField && field.isReturnKeyManaged
    var undo = Undo(
      removesReturnTarget: managed,
      resetsReturnKey: managed && (field.returnKey == .next || field.returnKey == .done),
      removesToolbar: field.accessory == .navigationToolbar)
    undo.reloadsInputViews = field.isFirstResponder && (undo.resetsReturnKey || undo.removesToolbar)
    return undo
  }

  /// What gives Return back to the app in a field navigation manages whose delegate handles
  /// Return (`textFieldShouldReturn(_:)`, review N5) — a reused cell's field, configured since
  /// for a row of the app's own: the key and the Return target, not the toolbar; `nil` for any
  /// other field.
  package static func returnGivenBack(_ field: FieldFacts) -> Undo? {
    guard field.isTextField, field.isReturnKeyManaged, field.delegateHandlesReturn else {
      return nil
    }
    var undo = undo(field)
    undo.removesToolbar = false
    undo.reloadsInputViews = field.isFirstResponder && undo.resetsReturnKey
    return undo
  }

  /// Whether a preparation changes the field (so that detaching has it to undo).
  package var changesField: Bool { returnKey != nil || toolbar == .install }

  /// What Return does in a field: in a field whose key navigation set, Next moves on and Done
  /// ends editing; otherwise the app's handling runs.
  package static func returnAction(_ field: FieldFacts) -> ReturnAction {
    guard field.isTextField, field.isReturnKeyManaged else { return .notManaged }
    return field.returnKey == .next ? .move(.next) : .endEditing
  }
}

extension FieldFacts.ReturnKey {
  /// The key navigation sets, as read back off a field.
  init(_ key: NavigationReturnKey) {
    switch key {
    case .next: self = .next
    case .done: self = .done
    }
  }
}

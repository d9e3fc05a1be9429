import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What field navigation does to a field that begins editing: its return key and the keyboard
/// toolbar. Hosts read the field, ask `decide(position:options:returnKey:accessory:)`, and
/// apply the answer; what Return then does comes from `returnAction(_:)`.
///
/// ```swift
/// let preparation = FieldPreparation.decide(
///   position: order.position(of: field), options: options,
///   returnKey: .appDefault, accessory: .none)
/// // preparation.returnKey == .next, preparation.toolbar == .install
/// ```
package struct FieldPreparation: Sendable, Hashable {
  /// The field's return key as the host finds it.
  package enum ReturnKeyState: Sendable, Hashable {
    /// UIKit's default key, which the app did not choose.
    case appDefault
    /// A key the app chose: the app's business, never touched.
    case appChosen
    /// A key field navigation set earlier.
    case managed
  }

  /// The field's input accessory view as the host finds it.
  package enum AccessoryState: Sendable, Hashable {
    /// None.
    case none
    /// The toolbar field navigation installed.
    case navigationToolbar
    /// The app's own: it stays.
    case appOwn
  }

  /// What to do about the toolbar.
  package enum ToolbarAction: Sendable, Hashable {
    /// Nothing.
    case leave
    /// Install the navigation toolbar.
    case install
    /// Update the installed toolbar's Previous/Next.
    case update
  }

  /// What navigation offers.
  package typealias Options = FieldNavigationOptions

  /// The height of the navigation toolbar above the keyboard: a standard `UIToolbar`'s.
  package static let toolbarHeight: CGFloat = 44

  /// The return key to set, or `nil` to leave the field's key alone.
  package var returnKey: NavigationReturnKey?
  /// What to do about the toolbar.
  package var toolbar: ToolbarAction

  /// Decides for a field: Next while a field follows it, Done at the end, unless the app chose
  /// the key; the toolbar where the field has no accessory view of the app's own.
  package static func decide(
    position: FieldPosition?, options: Options, returnKey: ReturnKeyState,
    accessory: AccessoryState
  ) -> FieldPreparation {
    var key: NavigationReturnKey?
    if options.managesReturnKey && returnKey != .appChosen {
      key = position?.returnKey ?? .done
    }
    let toolbar: ToolbarAction
    switch (options.showsToolbar, accessory) {
    case (_, .appOwn), (false, .none): toolbar = .leave
    case (_, .navigationToolbar): toolbar = .update
    case (true, .none): toolbar = .install
    }
    return FieldPreparation(returnKey: key, toolbar: toolbar)
  }

  /// Decides for a field from what the host read off it: a text view's return key is never
  /// touched (Return makes a new line there), nor a key the app chose; a key navigation set
  /// earlier is navigation's to update.
  package static func decide(position: FieldPosition?, options: Options, field: FieldFacts)
    -> FieldPreparation
  {
    let returnKey: ReturnKeyState
    if !field.isTextField {
      returnKey = .appChosen
    } else if field.isReturnKeyManaged {
      returnKey = .managed
    } else {
      returnKey = field.returnKey == .default ? .appDefault : .appChosen
    }
    let accessory: AccessoryState
    switch field.accessory {
    case .none: accessory = .none
    case .navigationToolbar: accessory = .navigationToolbar
    case .other: accessory = .appOwn
    }
    return decide(position: position, options: options, returnKey: returnKey, accessory: accessory)
  }

  /// What Return does in a field whose key navigation set: move to the next field, or end
  /// editing (`nil`).
  package static func returnAction(_ key: NavigationReturnKey) -> NavigationDirection? {
    key == .next ? .next : nil
  }
}

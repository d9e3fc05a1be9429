/// What the engine does for the list of a `UITableViewController` or
/// `UICollectionViewController`, whose keyboard support adjusts it already.
///
/// Those controllers add the keyboard's overlap to their list's bottom inset and scroll the
/// first responder's *cell* into view themselves — the cell, not the field: no padding, no
/// validation label, no caret (§11.1 of the article "UIKit's keyboard behaviours"). A second
/// inset on top of theirs doubles the room or cancels it, depending on which observer runs
/// first.
///
/// ```swift
/// // The tutorial's form: a UITableViewController with text fields and validation labels.
/// tableView.keyboardAvoider?.configuration.systemKeyboardHandling = .assist  // the default
/// ```
public enum SystemKeyboardHandling: Sendable, Hashable, CaseIterable, Codable {
  /// Writes no inset and leaves the controller's to it; moves only the offset, so that the
  /// field with its padding and companions (or its caret) ends in view, and keeps Previous,
  /// Next, Return and the toolbar as everywhere else. The default.
  case assist
  /// Does nothing at all in such a list: the controller's own handling only.
  case stepAside
  /// Handles such a list as any other — insets and offset. Only for a controller whose own
  /// keyboard support is off (an app that overrides `viewWillAppear(_:)` without calling
  /// `super` turns it off); otherwise both adjust and the inset doubles.
  case takeOver
}

/// What the coordinator does for one container, from its reading and its configuration.
package enum ContainerRole: Sendable, Hashable {
  /// Insets and offset, as everywhere.
  case adjusts
  /// The offset only; the system's inset stays the system's.
  case assists
  /// Nothing: the system handles it.
  case staysOut
}

extension AvoidanceConfiguration {
  /// The coordinator's role for a container read as `geometry`.
  package func role(in geometry: ContainerGeometry) -> ContainerRole {
    if geometry.isSystemAvoiding, systemKeyboardHandling != .takeOver { return .staysOut }
    guard geometry.isSystemAdjustedList else { return .adjusts }
    switch systemKeyboardHandling {
    case .assist: return .assists
    case .stepAside: return .staysOut
    case .takeOver: return .adjusts
    }
  }
}

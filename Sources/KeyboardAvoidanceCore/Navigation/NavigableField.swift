import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One field as field navigation sees it: an identity, a frame and whether it can take focus.
///
/// Frames of all fields of one order must be in one coordinate space (the window's, or a
/// scroll view's content). Fields of table and collection cells are identified by their
/// ``FieldAddress`` so that rows whose cells do not exist yet still take part.
///
/// ```swift
/// let field = NavigableField(
///   id: FieldAddress.cell(section: 0, item: 41, slot: 0),
///   frame: CGRect(x: 16, y: 41 * 56 + 6, width: 361, height: 44))
/// ```
package struct NavigableField<ID: Hashable & Sendable>: Sendable {
  /// The field's identity.
  package var id: ID
  /// The field's frame in the order's shared coordinate space.
  package var frame: CGRect
  /// Navigation stays inside a group (a card, a sheet); `nil` is the default group.
  package var group: String?
  /// Whether the field can take focus; see ``isNavigable(isHidden:isEnabled:isEditable:alpha:frame:)``.
  package var isNavigable: Bool

  /// Creates a field.
  package init(id: ID, frame: CGRect, group: String? = nil, isNavigable: Bool = true) {
    self.id = id
    self.frame = frame
    self.group = group
    self.isNavigable = isNavigable
  }

  /// The rule for which fields Previous/Next skip: hidden, disabled, read-only, fully
  /// transparent and zero-size fields, and fields with a non-finite frame.
  package static func isNavigable(
    isHidden: Bool, isEnabled: Bool, isEditable: Bool, alpha: CGFloat, frame: CGRect
  ) -> Bool {
    !ViewVisibility.isHidden(isHidden: isHidden, alpha: alpha) && isEnabled && isEditable
      && frame.hasArea
  }
}

/// The address of a field: an object that always exists, or a slot in a table or collection
/// row whose cell may not exist yet.
package enum FieldAddress: Hashable, Sendable {
  /// A field that exists independently of any cell.
  case object(ObjectIdentifier)
  /// The `slot`-th field of the cell at `item` (row) in `section`.
  case cell(section: Int, item: Int, slot: Int)
}

/// The reading direction of a layout.
public enum LayoutDirection: Sendable, Hashable {
  /// Leading is left.
  case leftToRight
  /// Leading is right (Arabic, Hebrew): rows read from right to left.
  case rightToLeft

  /// The direction a platform's flag names: right to left when `isRightToLeft`.
  package init(isRightToLeft: Bool) {
    self = isRightToLeft ? .rightToLeft : .leftToRight
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The fields of a table or collection view, including rows whose cells do not exist yet.
///
/// Cells exist only for visible rows (§4 of the article “UIKit's keyboard behaviours”), so the
/// fields of the other rows are described from the rows' rectangles and a template: where the
/// fields sit inside a row, measured in a visible cell of the same section. Each field is addressed
/// by its index path and slot, so Next can go to a row without a cell: the host scrolls the row in,
/// lays it out, then focuses the field in that slot.
///
/// ```swift
/// let fields = ListFieldLayout.fields(
///   rowCounts: [200], rowRect: { section, row in tableView.rect(forRow: …) },
///   templates: [0: [CGRect(x: 16, y: 6, width: 343, height: 44)]])
/// ```
package enum ListFieldLayout {
  /// Describes every field of every row.
  ///
  /// - Parameters:
  ///   - rowCounts: the number of rows (items) of each section.
  ///   - rowRect: a row's rectangle in the list's content coordinates.
  ///   - templates: for each section, the frames of a row's fields relative to the row's
  ///     origin, in slot order; a section without a template has no fields.
  ///   - isNavigable: whether a slot can take focus (a disabled field in a visible cell);
  ///     fields of rows without cells are taken as navigable.
  ///   - group: a slot's navigation group, where a visible cell tells it; fields of rows
  ///     without cells are taken as in no group until their cell exists.
  package static func fields(
    rowCounts: [Int], rowRect: (Int, Int) -> CGRect, templates: [Int: [CGRect]],
    isNavigable: (FieldAddress) -> Bool = { _ in true },
    group: (FieldAddress) -> String? = { _ in nil }
  ) -> [NavigableField<FieldAddress>] {
    var fields: [NavigableField<FieldAddress>] = []
    for (section, count) in rowCounts.enumerated() {
      guard let template = templates[section], !template.isEmpty else { continue }
      fields.reserveCapacity(fields.count + count * template.count)
      for row in 0..<max(0, count) {
        let origin = rowRect(section, row).origin
        for (slot, frame) in template.enumerated() {
          let address = FieldAddress.cell(section: section, item: row, slot: slot)
          fields.append(
            NavigableField(
              id: address, frame: frame.offsetBy(dx: origin.x, dy: origin.y),
              group: group(address), isNavigable: isNavigable(address)))
        }
      }
    }
    return fields
  }
}

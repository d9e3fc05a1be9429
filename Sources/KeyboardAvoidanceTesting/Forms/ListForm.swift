import Foundation

/// A form as a table or collection view shows it: each form row is a list row whose cell holds
/// the row's text inputs (a row of labels, buttons or switches becomes a toggle row with none), a
/// section header starts a new section, and a validation label sits in the cell of the field it
/// validates.
///
/// ```swift
/// let list = ListForm(form: .mixedList())
/// list.rowCounts          // rows per section
/// list.location(of: "zip")  // (path [1, 3], slot 1)
/// ```
package struct ListForm: Sendable {
  /// One list row.
  package struct Row: Sendable {
    /// The row's text fields in declared order, then its text view: a cell's slots.
    package var inputs: [FormItem]
    /// The kind of cell the row uses.
    package var kind: WorldCellKind
    /// The validation label shown in the row's cell, by its form identifier.
    package var validationLabel: String?
    /// The row's title, for a toggle row's drawing.
    package var title: String
  }

  /// The rows of each section.
  package let sections: [[Row]]
  private let locations: [String: (path: WorldIndexPath, slot: Int)]

  /// Lays `form` out as a list.
  package init(form: FormDescription) {
    var labels: [String: String] = [:]
    for item in form.items where item.kind == .validationLabel {
      if let field = item.validates { labels[field] = item.id }
    }
    var sections: [[Row]] = [[]]
    var locations: [String: (WorldIndexPath, Int)] = [:]
    for formRow in form.rows {
      if formRow.items.contains(where: { $0.kind == .sectionHeader }) {
        if !(sections.last?.isEmpty ?? true) { sections.append([]) }
        continue
      }
      let kinds = Set(formRow.items.map(\.kind))
      if kinds.isSubset(of: [.validationLabel, .spacer]) { continue }
      let fields = formRow.items.filter { $0.kind == .textField }
      let textView = formRow.items.first { $0.kind == .textView }
      let inputs = fields + (textView.map { [$0] } ?? [])
      let path = WorldIndexPath(
        item: sections[sections.count - 1].count, section: sections.count - 1)
      for (slot, input) in inputs.enumerated() { locations[input.id] = (path, slot) }
      sections[sections.count - 1].append(
        Row(
          inputs: inputs,
          kind: WorldCellKind(textFields: fields.count, hasTextView: textView != nil),
          validationLabel: inputs.lazy.compactMap { labels[$0.id] }.first,
          title: formRow.items.first?.title ?? ""))
    }
    if sections.count > 1 && (sections.last?.isEmpty ?? false) { sections.removeLast() }
    self.sections = sections
    self.locations = locations
  }

  /// The number of rows of each section.
  package var rowCounts: [Int] { sections.map(\.count) }

  /// A row, when it exists.
  package func row(at path: WorldIndexPath) -> Row? {
    guard sections.indices.contains(path.section),
      sections[path.section].indices.contains(path.item)
    else { return nil }
    return sections[path.section][path.item]
  }

  /// Where the input `id` is: its row and slot.
  package func location(of id: String) -> (path: WorldIndexPath, slot: Int)? { locations[id] }

  /// The input at a row's slot.
  package func input(at path: WorldIndexPath, slot: Int) -> FormItem? {
    guard let row = row(at: path), row.inputs.indices.contains(slot) else { return nil }
    return row.inputs[slot]
  }
}

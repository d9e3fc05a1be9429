import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Previous and Next through a table or collection view, row by row in index-path order, with
/// each row's fields read from that row's own cell (§11.3 of the facts sheet).
///
/// A list knows its rows' fields only while their cells exist, and a row's fields say nothing
/// about another's (a toggle row, a two-field row, a text-view row share a section). So no order
/// of the whole list is built: a press walks the index paths from the focused row, scrolls a
/// row without a cell in with the list's own `scrollToRow`/`scrollToItem`, lets it lay out, reads
/// that cell's fields, and focuses the first (last) one that can take focus in the focused
/// field's group — never a field placed from an estimated row height. Index-path order is the
/// reading order of tables, of flow layouts (which mirror in right-to-left layouts) and of list
/// layouts; inside a row, fields are in reading order.
///
/// What a row held is remembered until the fields are reloaded, so a walk scrolls each row in at
/// most once: rows known to have no field the walk could take are passed without scrolling.
/// A press scrolls at most ``scrollsPerPress`` times to bring rows without cells in: each is a
/// scroll, cells dequeued and configured and a layout, on the main thread — a filter field over
/// thousands of result rows would freeze the screen walking them all (review N6). Past that, no
/// further field is known cheaply: the press finds none (Return ends editing), and the key
/// says Done from then on.
/// Row counts are read when a press needs them — never at begin-editing, where an app in the
/// middle of a batch update would assert.
///
/// ```swift
/// var list = ListNavigation()
/// let next = list.target(.next, from: focused, in: source)  // scrolls row 42 in if needed
/// ```
package struct ListNavigation: Sendable {
  /// The groups of a row's fields that can take focus, as last read from its cell.
  private var rows: [ListRow: Set<String?>] = [:]
  /// The row counts read at the last press; `nil` before any.
  private var rowCounts: [Int]?
  /// Walks that gave up after ``scrollsPerPress`` scrolls: from that row that way, no
  /// further field is known cheaply.
  private var exhausted: Set<Walk> = []

  /// A walk's start and way.
  private struct Walk: Hashable, Sendable {
    var row: ListRow
    var direction: NavigationDirection
  }

  /// The most scrolls a press makes to bring rows in: each brings at least the next row (a list
  /// scrolled the least distance to show it), a screenful where the list jumps.
  package static let scrollsPerPress = 32

  /// Nothing remembered.
  package init() {}

  /// Forgets what rows held, as after the app reloaded them.
  package mutating func invalidate() {
    rows = [:]
    rowCounts = nil
    exhausted = []
  }

  /// How many rows' contents are remembered.
  package var rememberedRowCount: Int { rows.count }

  /// The field Previous or Next moves to from `focused`, its row scrolled in and laid out;
  /// `nil` at either end (then rows scrolled in only to be read go out again).
  package mutating func target<Source: FieldNavigationSource>(
    _ direction: NavigationDirection, from focused: Source.Input?, in source: Source
  ) -> Source.Input? {
    guard let counts = source.listRowCounts() else { return nil }
    if counts != rowCounts {
      rows = [:]
      exhausted = []
      rowCounts = counts
    }
    let start = focused.flatMap { source.address(of: $0) }
    let group = focused.flatMap { source.group(of: $0) }
    var row: ListRow?
    if case .cell(let section, let item, let slot)? = start {
      let current = ListRow(section: section, item: item)
      if let cell = source.cell(at: current) {
        let inputs = remember(cell, at: current, in: source)
        if let found = Self.pick(inputs, direction, after: slot, group: group, in: source) {
          return found
        }
      }
      row = current
    }
    let offset = source.contentOffset
    var steps = 0
    var scrolls = 0
    let limit = counts.reduce(0) { $0 + max(0, $1) }
    while steps < limit {
      steps += 1
      guard let candidate = Self.step(from: row, direction, counts: counts) else { break }
      row = candidate
      if let groups = rows[candidate], !groups.contains(group) { continue }
      // A row past what a press reads ends the walk. One that cannot be brought in — no offset
      // in the list's range gives it a cell: an app's negative inset hides the list's end or
      // start, §3.4 — cannot take focus, and is passed over as a disabled one is (§10.13).
      let hasCell = source.cell(at: candidate) != nil
      guard hasCell || scrolls < Self.scrollsPerPress else {
        if let start = start.flatMap(Self.row) {
          exhausted.insert(Walk(row: start, direction: direction))
        }
        break
      }
      if !hasCell { scrolls += 1 }
      guard let cell = source.bringIn(candidate) else { continue }
      let inputs = remember(cell, at: candidate, in: source)
      if let found = Self.pick(inputs, direction, after: nil, group: group, in: source) {
        return found
      }
    }
    if source.contentOffset != offset { source.restoreContentOffset(offset) }
    return nil
  }

  /// Where the field at `address` stands, from what is known without reading row counts or
  /// scrolling: its own cell, the cells that exist, what was remembered and the counts of the
  /// last press. A row nothing is known of may hold a field, so Next stays enabled until a press
  /// finds the end.
  package mutating func position<Source: FieldNavigationSource>(
    of input: Source.Input, at address: FieldAddress, in source: Source
  ) -> FieldPosition? {
    guard case .cell(let section, let item, let slot) = address else { return nil }
    let group = source.group(of: input)
    for (row, cell) in source.visibleCells() { _ = remember(cell, at: row, in: source) }
    let current = ListRow(section: section, item: item)
    var hasPrevious = false
    var hasNext = false
    if let cell = source.cell(at: current) {
      let inputs = Self.ordered(source.textInputs(in: cell), in: cell, source: source)
      hasPrevious = Self.pick(inputs, .previous, after: slot, group: group, in: source) != nil
      hasNext = Self.pick(inputs, .next, after: slot, group: group, in: source) != nil
    }
    if !hasPrevious { hasPrevious = mayHoldField(.previous, from: current, group: group) }
    if !hasNext { hasNext = mayHoldField(.next, from: current, group: group) }
    return FieldPosition(hasPrevious: hasPrevious, hasNext: hasNext)
  }

  /// Whether a row beyond `row` may hold a field of `group`: one remembered to, or one nothing
  /// is known of.
  private func mayHoldField(_ direction: NavigationDirection, from row: ListRow, group: String?)
    -> Bool
  {
    guard let counts = rowCounts else {
      // No counts read yet: only the very first row is known to have nothing before it.
      return direction == .next || row.section > 0 || row.item > 0
    }
    if exhausted.contains(Walk(row: row, direction: direction)) { return false }
    var current = row
    while let candidate = Self.step(from: current, direction, counts: counts) {
      guard let groups = rows[candidate] else { return true }
      if groups.contains(group) { return true }
      current = candidate
    }
    return false
  }

  /// The row of a field's address in a list.
  private static func row(of address: FieldAddress) -> ListRow? {
    guard case .cell(let section, let item, _) = address else { return nil }
    return ListRow(section: section, item: item)
  }

  /// Reads a cell's fields in reading order and remembers the groups that can take focus.
  private mutating func remember<Source: FieldNavigationSource>(
    _ cell: Source.Input, at row: ListRow, in source: Source
  ) -> [(slot: Int, input: Source.Input)] {
    let inputs = Self.ordered(source.textInputs(in: cell), in: cell, source: source)
    var groups = Set<String?>()
    for entry in inputs where source.isNavigable(entry.input) {
      groups.insert(source.group(of: entry.input))
    }
    rows[row] = groups
    return inputs
  }

  /// A cell's fields in reading order, each with its slot (its index among the cell's inputs).
  private static func ordered<Source: FieldNavigationSource>(
    _ inputs: [Source.Input], in cell: Source.Input, source: Source
  ) -> [(slot: Int, input: Source.Input)] {
    guard inputs.count > 1 else { return inputs.enumerated().map { ($0.offset, $0.element) } }
    let fields = inputs.indices.map { slot in
      NavigableField(id: slot, frame: source.rect(of: inputs[slot], in: cell))
    }
    let order = FieldOrder(fields: fields, direction: source.direction)
    let placed = order.orderedIDs
    // Fields without an area are not in the order; they keep their place at the end.
    let rest = inputs.indices.filter { !placed.contains($0) }
    return (placed + rest).map { ($0, inputs[$0]) }
  }

  /// The first (last) field of `inputs` after (before) `slot` that can take focus in `group`;
  /// with no slot, the first (last) of the row.
  private static func pick<Source: FieldNavigationSource>(
    _ inputs: [(slot: Int, input: Source.Input)], _ direction: NavigationDirection,
    after slot: Int?, group: String?, in source: Source
  ) -> Source.Input? {
    var candidates = inputs[...]
    if let slot, let index = inputs.firstIndex(where: { $0.slot == slot }) {
      candidates =
        direction == .next ? inputs[(index + 1)...] : inputs[..<index]
    }
    let ordered = direction == .next ? Array(candidates) : candidates.reversed()
    return ordered.first { source.isNavigable($0.input) && source.group(of: $0.input) == group }?
      .input
  }

  /// The row after (before) `row` in index-path order; from no row, the first (last) row.
  private static func step(from row: ListRow?, _ direction: NavigationDirection, counts: [Int])
    -> ListRow?
  {
    var section: Int
    var item: Int
    if let row {
      section = row.section
      item = row.item + (direction == .next ? 1 : -1)
      if direction == .previous, counts.indices.contains(section) {
        item = min(item, counts[section] - 1)
      }
    } else if direction == .next {
      section = 0
      item = 0
    } else {
      section = counts.count - 1
      item = counts.last.map { $0 - 1 } ?? -1
    }
    while counts.indices.contains(section) {
      if item >= 0 && item < counts[section] { return ListRow(section: section, item: item) }
      if direction == .next {
        section += 1
        item = 0
      } else {
        section -= 1
        item = counts.indices.contains(section) ? counts[section] - 1 : -1
      }
    }
    return nil
  }
}

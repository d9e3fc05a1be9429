import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The order Previous and Next walk through, built once and queried per press.
///
/// By default the order is the reading order: fields are grouped into rows by vertical overlap
/// (a field joins a row when it overlaps the row's band by at least half of the smaller
/// height), rows run top to bottom, and fields run leading to trailing within a row — right to
/// left in right-to-left layouts. An app can give an explicit order instead. Navigation stays
/// inside a field's group. Fields that are not navigable are left out.
///
/// Building costs O(n log n); ``next(after:)`` and ``previous(before:)`` cost O(1) for a field
/// in the order and O(log n) (a binary search by position) for one that is not, such as a field
/// that became disabled or a cell that was reused.
///
/// ```swift
/// let order = FieldOrder(fields: fields, direction: .leftToRight)
/// order.next(after: current)      // the next field's ID, or nil at the end
/// order.position(of: current)     // enables the toolbar's Previous/Next
/// ```
package struct FieldOrder<ID: Hashable & Sendable>: Sendable {
  private struct Entry: Sendable {
    let id: ID
    let group: String?
    let row: Int
    let inline: CGFloat
    /// The index of this entry within its group's list.
    var groupIndex: Int
  }

  private struct Row: Sendable {
    let top: CGFloat
    let bottom: CGFloat
  }

  private let entries: [Entry]
  private let rows: [Row]
  private let indexByID: [ID: Int]
  /// For each group, the global indices of its entries, in order.
  private let groups: [String?: [Int]]
  private let direction: LayoutDirection

  /// Builds the reading order of `fields`.
  ///
  /// The navigators of the UIKit layer and of the world build it from their own modules with
  /// ``FieldAddress`` identities: that specialization is exported, so they run specialized code
  /// (about five times faster than the generic one at 10,000 fields, with 40-odd allocations in
  /// all instead of two per field).
  @_specialize(exported:true,where ID == FieldAddress)
  package init(fields: [NavigableField<ID>], direction: LayoutDirection = .leftToRight) {
    // The sorting works on plain numbers — frames and indices — and touches the generic fields
    // only to read them once and to build the result: two allocations per field at most, not
    // fourteen as when whole fields were sorted.
    var kept: [Int] = []
    var frames: [CGRect] = []
    kept.reserveCapacity(fields.count)
    frames.reserveCapacity(fields.count)
    for index in fields.indices where fields[index].isNavigable && fields[index].frame.hasArea {
      kept.append(index)
      frames.append(fields[index].frame)
    }
    var byTop = Array(frames.indices)
    byTop.sort { a, b in
      let first = frames[a]
      let second = frames[b]
      return first.minY != second.minY ? first.minY < second.minY : first.minX < second.minX
    }
    var rows: [Row] = []
    var rowOf = [Int](repeating: 0, count: frames.count)
    for position in byTop {
      let frame = frames[position]
      if let last = rows.last, Self.joins(frame, last) {
        rows[rows.count - 1] = Row(top: last.top, bottom: max(last.bottom, frame.maxY))
      } else {
        rows.append(Row(top: frame.minY, bottom: frame.maxY))
      }
      rowOf[position] = rows.count - 1
    }
    let inline = frames.map { Self.inline($0, direction) }
    var placed = byTop
    placed.sort { a, b in rowOf[a] != rowOf[b] ? rowOf[a] < rowOf[b] : inline[a] < inline[b] }
    var entries: [Entry] = []
    entries.reserveCapacity(placed.count)
    for position in placed {
      // The field's parts are read in place: copying whole generic fields goes through value
      // witnesses.
      let index = kept[position]
      entries.append(
        Entry(
          id: fields[index].id, group: fields[index].group, row: rowOf[position],
          inline: inline[position], groupIndex: 0))
    }
    self.init(entries: entries, rows: rows, direction: direction)
  }

  /// Builds an explicit order: `ids` in the given order, keeping only those that appear in
  /// `fields` and are navigable.
  package init(explicit ids: [ID], fields: [NavigableField<ID>]) {
    var known: [ID: NavigableField<ID>] = [:]
    for field in fields where field.isNavigable && field.frame.hasArea { known[field.id] = field }
    var seen = Set<ID>()
    var entries: [Entry] = []
    var rows: [Row] = []
    for id in ids where !seen.contains(id) {
      guard let field = known[id] else { continue }
      seen.insert(id)
      rows.append(Row(top: field.frame.minY, bottom: field.frame.maxY))
      entries.append(
        Entry(id: id, group: field.group, row: rows.count - 1, inline: 0, groupIndex: 0))
    }
    self.init(entries: entries, rows: rows, direction: .leftToRight)
  }

  /// Numbers the entries within their groups and indexes them. Forms have a handful of groups:
  /// they are found by a linear search that starts at the last one hit, not by hashing every
  /// field's group.
  private init(entries: [Entry], rows: [Row], direction: LayoutDirection) {
    var entries = entries
    var groupNames: [String?] = []
    var groupLists: [[Int]] = []
    var last = -1
    var indexByID: [ID: Int] = [:]
    indexByID.reserveCapacity(entries.count)
    for index in entries.indices {
      let group = entries[index].group
      if last < 0 || groupNames[last] != group {
        last = groupNames.firstIndex(of: group) ?? -1
        if last < 0 {
          groupNames.append(group)
          groupLists.append([])
          last = groupNames.count - 1
        }
      }
      entries[index].groupIndex = groupLists[last].count
      groupLists[last].append(index)
      indexByID[entries[index].id] = index
    }
    var groups: [String?: [Int]] = [:]
    for (name, list) in zip(groupNames, groupLists) { groups[name] = list }
    self.entries = entries
    self.rows = rows
    self.indexByID = indexByID
    self.groups = groups
    self.direction = direction
  }

  /// The navigable fields, in order.
  package var orderedIDs: [ID] { entries.map(\.id) }

  /// The number of navigable fields.
  package var count: Int { entries.count }

  /// The field after `id` in its group, or `nil` at the end (or when `id` is unknown).
  package func next(after id: ID) -> ID? { step(from: id, by: 1) }

  /// The field before `id` in its group, or `nil` at the start (or when `id` is unknown).
  package func previous(before id: ID) -> ID? { step(from: id, by: -1) }

  /// Where `id` stands in its group, for a toolbar's enabled states and the return key.
  package func position(of id: ID) -> FieldPosition? {
    guard let index = indexByID[id] else { return nil }
    let entry = entries[index]
    let count = groups[entry.group]?.count ?? 0
    return FieldPosition(index: entry.groupIndex, count: count)
  }

  /// The first field after a field that is not in the order, found by its frame (in the
  /// order's coordinate space) with a binary search: O(log n).
  package func next(afterFieldAt frame: CGRect, group: String? = nil) -> ID? {
    let list = groups[group] ?? []
    let index = partition(list, frame: frame, includingEqual: true)
    return index < list.count ? entries[list[index]].id : nil
  }

  /// The last field before a field that is not in the order, found by its frame: O(log n).
  package func previous(beforeFieldAt frame: CGRect, group: String? = nil) -> ID? {
    let list = groups[group] ?? []
    let index = partition(list, frame: frame, includingEqual: false)
    return index > 0 ? entries[list[index - 1]].id : nil
  }

  /// The number of entries of `list` that come before a field at `frame` (or at its place too,
  /// with `includingEqual`): a binary search.
  private func partition(_ list: [Int], frame: CGRect, includingEqual: Bool) -> Int {
    let key = positionKey(frame)
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      let entry = entryKey(list[mid])
      let before =
        entry.row != key.row
        ? entry.row < key.row
        : (includingEqual ? entry.inline <= key.inline : entry.inline < key.inline)
      if before { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The field to move to from the focused field: by identity when it is in the order
  /// (O(1)), by its frame when it is not (O(log n)), or the first (last) field when nothing is
  /// focused.
  ///
  /// ```swift
  /// let target = order.target(.next, from: focusedID, frame: focusedFrame)
  /// ```
  package func target(
    _ direction: NavigationDirection, from id: ID?, frame: CGRect? = nil, group: String? = nil
  ) -> ID? {
    if let id, indexByID[id] != nil {
      return direction == .next ? next(after: id) : previous(before: id)
    }
    if let frame, frame.isFiniteRect {
      return direction == .next
        ? next(afterFieldAt: frame, group: group) : previous(beforeFieldAt: frame, group: group)
    }
    let list = groups[group] ?? []
    let index = direction == .next ? list.first : list.last
    return index.map { entries[$0].id }
  }

  private func step(from id: ID, by delta: Int) -> ID? {
    guard let index = indexByID[id] else { return nil }
    let entry = entries[index]
    guard let list = groups[entry.group] else { return nil }
    let target = entry.groupIndex + delta
    guard list.indices.contains(target) else { return nil }
    return entries[list[target]].id
  }

  // MARK: Position keys

  /// (row, inline): rows as doubled indices so that a frame between two rows sorts between
  /// them.
  private typealias Key = (row: Int, inline: CGFloat)

  private func entryKey(_ index: Int) -> Key {
    (entries[index].row * 2, entries[index].inline)
  }

  private func positionKey(_ frame: CGRect) -> Key {
    let middle = frame.midY
    var low = 0
    var high = rows.count
    while low < high {
      let mid = (low + high) / 2
      if rows[mid].bottom < middle { low = mid + 1 } else { high = mid }
    }
    let inline = Self.inline(frame, direction)
    if low < rows.count, rows[low].top <= middle { return (low * 2, inline) }
    return (low * 2 - 1, inline)
  }

  private static func inline(_ frame: CGRect, _ direction: LayoutDirection) -> CGFloat {
    direction == .leftToRight ? frame.minX : -frame.maxX
  }

  private static func joins(_ frame: CGRect, _ row: Row) -> Bool {
    let overlap = min(frame.maxY, row.bottom) - max(frame.minY, row.top)
    return overlap >= 0.5 * min(frame.height, row.bottom - row.top)
  }
}

/// Where a field stands in its group: whether Previous and Next can move, and, where the whole
/// order is known, the field's index and the group's size.
public struct FieldPosition: Sendable, Hashable {
  /// The field's index within its group; `nil` in a table or collection view, whose rows
  /// without cells are not read until a press needs them.
  public var index: Int?
  /// The number of navigable fields in the group; `nil` in a table or collection view.
  public var count: Int?
  /// Whether Previous can move.
  public var hasPrevious: Bool
  /// Whether Next can move — in a list, also when a row nothing is known of yet may hold a
  /// field; the press then finds out.
  public var hasNext: Bool

  /// Creates a position in a known order.
  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
    hasPrevious = index > 0
    hasNext = index + 1 < count
  }

  /// Creates a position known only by what lies on either side.
  package init(hasPrevious: Bool, hasNext: Bool) {
    index = nil
    count = nil
    self.hasPrevious = hasPrevious
    self.hasNext = hasNext
  }

  /// The return key the field should show: Next while a field follows, Done at the end.
  package var returnKey: NavigationReturnKey { hasNext ? .next : .done }
}

/// Which way Previous/Next moves.
public enum NavigationDirection: Sendable, Hashable {
  /// Next: down the reading order.
  case next
  /// Previous: up the reading order.
  case previous
}

/// The return key field navigation gives a field that has no return key of the app's own.
package enum NavigationReturnKey: Sendable, Hashable {
  /// `UIReturnKeyType.next`: Return moves to the next field.
  case next
  /// `UIReturnKeyType.done`: Return dismisses the keyboard.
  case done
}

import Foundation
import KeyboardAvoidanceCore

/// Previous/Next in a 10,000-row self-sizing list whose content size changes before every
/// press (rows measured as the user scrolls, §11.3), against what navigation did before: the
/// content-size change threw the order away, and the press rebuilt it from every row's rect.
enum ListBenchmarks {
  static let rows = 10_000

  static var all: [Benchmark] { [press, rebuildPress, onlyField] }

  /// Next at the only field of a 10,000-row list (a filter field over results, review N6): the
  /// walk scrolls a bounded number of rows in and finds nothing — Return ends editing.
  static let onlyField = Benchmark(
    "list next at the only field of a 10000-row list, fresh memory",
    targetNanoseconds: 2_000_000
  ) {
    let list = BenchList(rows: rows, onlyFieldRow: 0)
    return {
      list.show(0)
      var navigation = FieldNavigationState()
      blackHole(navigation.target(.next, from: list.field(ofRow: 0), in: list))
    }
  }

  static let press = Benchmark(
    "list next/previous after a content-size change, 10000 rows",
    targetNanoseconds: 20_000
  ) {
    let list = BenchList(rows: rows)
    var navigation = FieldNavigationState()
    var press = 0
    return {
      press &+= 1
      list.measureSomeRow()
      let row = (press &* 7919) % (rows - 2) + 1
      list.show(row)
      let direction: NavigationDirection = press & 1 == 0 ? .next : .previous
      blackHole(navigation.target(direction, from: list.field(ofRow: row), in: list))
    }
  }

  /// Before: a content-size change invalidated the order; the press described every row from
  /// its rect and a visible cell's template, sorted them, then looked the next field up.
  static let rebuildPress = Benchmark(
    "before: rebuild the order per press after a content-size change, 10000 rows"
  ) {
    let list = BenchList(rows: rows)
    let template = CGRect(x: 16, y: 6, width: 361, height: 44)
    var press = 0
    return {
      press &+= 1
      list.measureSomeRow()
      var fields: [NavigableField<FieldAddress>] = []
      fields.reserveCapacity(rows)
      for item in 0..<rows {
        let origin = list.rowRect(item).origin
        fields.append(
          NavigableField(
            id: .cell(section: 0, item: item, slot: 0),
            frame: template.offsetBy(dx: origin.x, dy: origin.y)))
      }
      let order = FieldOrder(fields: fields)
      let row = (press &* 7919) % (rows - 2) + 1
      blackHole(order.next(after: .cell(section: 0, item: row, slot: 0)))
    }
  }
}

/// A view of ``BenchList``.
final class BenchView {
  var frame: CGRect
  weak var parent: BenchView?
  var subviews: [BenchView] = []
  let isField: Bool

  init(frame: CGRect, isField: Bool = false) {
    self.frame = frame
    self.isField = isField
  }
}

/// A table of one-field self-sizing rows, read as a navigator reads UIKit: cells for the 16
/// rows on screen only, reused as rows scroll in.
final class BenchList: FieldNavigationSource {
  let root = BenchView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  private var heights: [CGFloat]
  private var tops: [CGFloat]
  private var cells: [BenchView] = []
  private var firstRow = 0
  private var measured = 0
  private var total: CGFloat
  /// The fields of the reused cells, one each.
  private var fields: [BenchView] = []
  /// The one row that holds a field, or `nil` for a field in every row.
  private let onlyFieldRow: Int?

  init(rows: Int, onlyFieldRow: Int? = nil) {
    self.onlyFieldRow = onlyFieldRow
    heights = [CGFloat](repeating: 44, count: rows)
    tops = (0..<rows).map { CGFloat($0) * 44 }
    total = CGFloat(rows) * 44
    for _ in 0..<16 {
      let cell = BenchView(frame: .zero)
      let field = BenchView(frame: CGRect(x: 16, y: 6, width: 361, height: 44), isField: true)
      cell.subviews = [field]
      field.parent = cell
      cell.parent = root
      cells.append(cell)
      fields.append(field)
    }
    root.subviews = cells
    show(0)
  }

  /// A self-sizing row gets its real height: the content size changes.
  func measureSomeRow() {
    measured = (measured &+ 104_729) % heights.count
    let height: CGFloat = heights[measured] == 44 ? 56 : 44
    total += height - heights[measured]
    heights[measured] = height
  }

  /// Lays out the 16 rows from `row` (clamped) into the reused cells.
  func show(_ row: Int) {
    firstRow = max(0, min(row - 8, heights.count - cells.count))
    for (index, cell) in cells.enumerated() {
      cell.frame = rowRect(firstRow + index)
      let holdsField = onlyFieldRow.map { $0 == firstRow + index } ?? true
      cell.subviews = holdsField ? [fields[index]] : []
    }
  }

  func rowRect(_ item: Int) -> CGRect {
    CGRect(x: 0, y: tops[item], width: 393, height: heights[item])
  }

  func field(ofRow row: Int) -> BenchView? {
    cell(at: ListRow(section: 0, item: row))?.subviews.first
  }

  // MARK: FieldNavigationSource

  var container: BenchView? { root }
  var contentSize: CGSize { CGSize(width: 393, height: total) }
  var direction: LayoutDirection { .leftToRight }
  var isList: Bool { true }
  func explicitFieldOrder() -> [BenchView]? { nil }
  func parent(of view: BenchView) -> BenchView? { view.parent }
  func visibility(of view: BenchView) -> (isHidden: Bool, alpha: CGFloat) { (false, 1) }
  func subviews(of view: BenchView) -> [BenchView] { view.subviews }
  func inputFacts(of input: BenchView)
    -> (isEnabled: Bool, isUserInteractionEnabled: Bool, isEditable: Bool)?
  {
    input.isField ? (true, true, true) : nil
  }
  func rect(of view: BenchView, in ancestor: BenchView) -> CGRect {
    var rect = view === ancestor ? CGRect(origin: .zero, size: view.frame.size) : view.frame
    var current = view.parent
    while let node = current, node !== ancestor, view !== ancestor {
      rect = rect.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
      current = node.parent
    }
    return rect
  }
  func group(of input: BenchView) -> String? { nil }
  func listRowCounts() -> [Int]? { [heights.count] }
  func cell(at row: ListRow) -> BenchView? {
    let index = row.item - firstRow
    return row.section == 0 && cells.indices.contains(index) ? cells[index] : nil
  }
  func visibleCells() -> [(row: ListRow, cell: BenchView)] {
    cells.enumerated().map { (ListRow(section: 0, item: firstRow + $0.offset), $0.element) }
  }
  func rowRect(_ row: ListRow) -> CGRect? {
    guard row.section == 0, tops.indices.contains(row.item) else { return nil }
    return CGRect(x: 0, y: tops[row.item], width: 390, height: heights[row.item])
  }
  func listViewport() -> (boundsHeight: CGFloat, range: ClosedRange<CGFloat>)? { nil }
  func scrollRow(_ row: ListRow, _ scroll: RowScroll) { show(row.item) }
  var contentOffset: CGPoint { CGPoint(x: 0, y: tops[firstRow]) }
  func restoreContentOffset(_ offset: CGPoint) {}
}

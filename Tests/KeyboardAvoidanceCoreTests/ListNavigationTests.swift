import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// The core's walk through list rows, against a fake list whose cells exist only for a few
/// rows at a time: what it scrolls in, what it remembers, and where it stops.
@Suite("List navigation: rows read from their own cells")
struct ListNavigationCoreTests {
  final class View {
    var frame: CGRect
    weak var parent: View?
    var subviews: [View] = []
    let isField: Bool
    var enabled = true
    init(_ frame: CGRect, isField: Bool = false) {
      self.frame = frame
      self.isField = isField
    }
  }

  /// Rows in sections of `sections` rows each (one section of `count` rows unless given), counted
  /// across the sections; rows in `fieldRows` hold one field, the others a switch. Cells exist
  /// for the four rows from `first`.
  final class FakeList: FieldNavigationSource {
    let root = View(CGRect(x: 0, y: 0, width: 320, height: 480))
    let count: Int
    let fieldRows: Set<Int>
    let sections: [Int]
    var disabledRows: Set<Int> = []
    /// Rows no offset in the list's range gives a cell (an app's negative inset hides them).
    var unreachableRows: Set<Int> = []
    private(set) var first = 0
    private(set) var scrolls = 0
    private(set) var countReads = 0
    private var cells: [Int: View] = [:]

    init(count: Int, fieldRows: Set<Int>, sections: [Int]? = nil) {
      self.count = sections?.reduce(0, +) ?? count
      self.fieldRows = fieldRows
      self.sections = sections ?? [count]
      tile()
    }

    /// The row counted across the sections, or `nil` for one the list does not have.
    func flat(_ row: ListRow) -> Int? {
      guard sections.indices.contains(row.section), (0..<sections[row.section]).contains(row.item)
      else { return nil }
      return sections[..<row.section].reduce(0, +) + row.item
    }

    /// The index path of a row counted across the sections.
    func listRow(_ flat: Int) -> ListRow {
      var section = 0
      var item = flat
      while section < sections.count - 1, item >= sections[section] {
        item -= sections[section]
        section += 1
      }
      return ListRow(section: section, item: item)
    }

    func show(_ row: Int) {
      first = max(0, min(row, count - 4))
      tile()
    }

    private func tile() {
      cells = [:]
      for row in first..<min(count, first + 4) where !unreachableRows.contains(row) {
        let cell = View(CGRect(x: 0, y: CGFloat(row) * 60, width: 320, height: 60))
        cell.parent = root
        if fieldRows.contains(row) {
          let field = View(CGRect(x: 16, y: 8, width: 288, height: 44), isField: true)
          field.enabled = !disabledRows.contains(row)
          field.parent = cell
          cell.subviews = [field]
        }
        cells[row] = cell
      }
      root.subviews = cells.keys.sorted().compactMap { cells[$0] }
    }

    func field(_ row: Int) -> View? { cells[row]?.subviews.first }

    var container: View? { root }
    var contentSize: CGSize { CGSize(width: 320, height: CGFloat(count) * 60) }
    var direction: LayoutDirection { .leftToRight }
    var isList: Bool { true }
    func explicitFieldOrder() -> [View]? { nil }
    func parent(of view: View) -> View? { view.parent }
    func visibility(of view: View) -> (isHidden: Bool, alpha: CGFloat) { (false, 1) }
    func subviews(of view: View) -> [View] { view.subviews }
    func inputFacts(of input: View)
      -> (isEnabled: Bool, isUserInteractionEnabled: Bool, isEditable: Bool)?
    {
      input.isField ? (input.enabled, true, true) : nil
    }
    func rect(of view: View, in ancestor: View) -> CGRect {
      guard view !== ancestor else { return CGRect(origin: .zero, size: view.frame.size) }
      var rect = view.frame
      var node = view.parent
      while let current = node, current !== ancestor {
        rect = rect.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
        node = current.parent
      }
      return rect
    }
    func group(of input: View) -> String? { nil }
    func listRowCounts() -> [Int]? {
      countReads += 1
      return sections
    }
    func cell(at row: ListRow) -> View? { flat(row).flatMap { cells[$0] } }
    func visibleCells() -> [(row: ListRow, cell: View)] {
      cells.keys.sorted().compactMap { row in
        cells[row].map { (listRow(row), $0) }
      }
    }
    /// Rows asked for that the list does not have: UIKit raises for each.
    private(set) var rowsAskedOutOfRange = 0
    func rowRect(_ row: ListRow) -> CGRect? {
      guard let flat = flat(row) else {
        rowsAskedOutOfRange += 1
        return nil
      }
      return CGRect(x: 0, y: CGFloat(flat) * 60, width: 320, height: 60)
    }
    func listViewport() -> (boundsHeight: CGFloat, range: ClosedRange<CGFloat>)? {
      (240, 0...max(0, CGFloat(count) * 60 - 240))
    }
    /// How each attempt asked to scroll.
    var rowScrolls: [RowScroll] = []
    func scrollRow(_ row: ListRow, _ scroll: RowScroll) {
      scrolls += 1
      rowScrolls.append(scroll)
      // A list whose own scroll leaves the row without a cell (insets that make it believe the
      // row is in view) brings it in only when centered.
      if case .listsOwn = scroll, listsOwnScrollFails { return }
      flat(row).map(show)
    }
    var listsOwnScrollFails = false
    var contentOffset: CGPoint { CGPoint(x: 0, y: CGFloat(first) * 60) }
    func restoreContentOffset(_ offset: CGPoint) { show(Int(offset.y / 60)) }
  }

  @Test("A row its list's own scroll leaves without a cell is centered on the second attempt")
  func secondAttemptCenters() throws {
    let list = FakeList(count: 60, fieldRows: [0, 30])
    list.listsOwnScrollFails = true
    let cell = list.bringIn(ListRow(section: 0, item: 30))
    #expect(cell != nil)
    // Row 30 spans 1800…1860: centered in a 240-pt bounds, the offset is 1710.
    #expect(list.rowScrolls == [.listsOwn, .offset(1710)])
    // A row the list does not have is not scrolled to at all.
    #expect(list.bringIn(ListRow(section: 0, item: 99)) == nil)
    #expect(list.rowScrolls.count == 2)
    // Nor is its rect asked for: UIKit raises for an index path a list does not have.
    #expect(list.bringIn(ListRow(section: 1, item: 0)) == nil)
    #expect(list.rowsAskedOutOfRange == 0)
  }

  @Test("A walk scrolls each row in once; rows remembered without fields are passed over")
  func memory() throws {
    let list = FakeList(count: 60, fieldRows: [0, 51])
    var state = FieldNavigationState()
    let first = try #require(list.field(0))
    let found = state.target(.next, from: first, in: list)
    let last = try #require(found)
    #expect(list.field(51) === last)
    let scrolledForward = list.scrolls
    // The switch rows 4…50 had no cells: scrolled in (four rows come in at a time), each read.
    #expect(scrolledForward >= 47 / 4 && scrolledForward <= 47)
    #expect(state.rememberedRowCount >= 50)
    // Back: every row between is known to hold nothing; only row 0 is scrolled in.
    let foundBack = state.target(.previous, from: last, in: list)
    let back = try #require(foundBack)
    #expect(list.field(0) === back)
    #expect(list.scrolls - scrolledForward <= 1)
    // Reloaded: nothing is remembered, the walk reads the rows again.
    state.invalidate()
    #expect(state.rememberedRowCount == 0)
  }

  @Test("A disabled field is passed over; at the end, the rows scrolled in only to look go back")
  func endsAndSkips() throws {
    let list = FakeList(count: 12, fieldRows: [0, 5, 9])
    list.disabledRows = [9]
    list.show(0)
    var state = FieldNavigationState()
    let first = try #require(list.field(0))
    let foundMiddle = state.target(.next, from: first, in: list)
    let middle = try #require(foundMiddle)
    #expect(list.field(5) === middle)
    let offset = list.contentOffset
    let beyond = state.target(.next, from: middle, in: list)
    #expect(beyond == nil)  // row 9's field is disabled
    #expect(list.contentOffset == offset)
  }

  @Test("A row no scroll gives a cell is passed over, as a disabled one is")
  func unreachableRowPassedOver() throws {
    let list = FakeList(count: 12, fieldRows: [0, 5, 7])
    list.unreachableRows = [5]
    list.show(0)
    var state = FieldNavigationState()
    let first = try #require(list.field(0))
    let found = state.target(.next, from: first, in: list)
    #expect(found != nil && found === list.field(7))
  }

  @Test("Where a field stands is told without reading row counts or scrolling")
  func positionWithoutCounts() throws {
    let list = FakeList(count: 30, fieldRows: [0, 1, 29])
    var state = FieldNavigationState()
    let first = try #require(list.field(0))
    let found = state.position(of: first, in: list)
    let position = try #require(found)
    #expect(!position.hasPrevious && position.hasNext)
    #expect(position.index == nil && position.count == nil)
    #expect(list.countReads == 0 && list.scrolls == 0)
  }

  @Test(
    "Next from a section's last row goes on into the next section, and Previous back; at the list's end, no row it lacks is asked for"
  )
  func acrossSections() throws {
    // Sections of 3, 5 and 4 rows; fields in section 0's last row, section 2's first row.
    let list = FakeList(count: 0, fieldRows: [2, 8], sections: [3, 5, 4])
    var state = FieldNavigationState()
    let first = try #require(list.field(2))
    let found = state.target(.next, from: first, in: list)
    let next = try #require(found)
    #expect(list.field(8) === next)
    let foundBack = state.target(.previous, from: next, in: list)
    #expect(foundBack.map { $0 === list.field(2) } == true)
    // Past the last field: nothing, and no index path the list does not have.
    list.show(8)
    let beyond = try #require(list.field(8))
    #expect(state.target(.next, from: beyond, in: list) == nil)
    #expect(list.rowsAskedOutOfRange == 0)
  }

  @Test(
    "A press scrolls at most 32 times: the field the 32nd scroll brings in is reached, one more scroll away is not"
  )
  func boundIsExact() throws {
    // Four rows have cells at a time, and a scroll to row r brings rows r…r+3: the k-th scroll
    // brings row 4k in, so rows up to 4 × 32 + 3 are reached with 32 scrolls.
    let reached = FakeList(count: 400, fieldRows: [0, 131])
    var state = FieldNavigationState()
    let filter = try #require(reached.field(0))
    let found = state.target(.next, from: filter, in: reached)
    #expect(found != nil && reached.field(131) === found)
    #expect(reached.scrolls == ListNavigation.scrollsPerPress)
    let past = FakeList(count: 400, fieldRows: [0, 132])
    var other = FieldNavigationState()
    let start = try #require(past.field(0))
    #expect(other.target(.next, from: start, in: past) == nil)
    #expect(past.scrolls == ListNavigation.scrollsPerPress)
  }

  @Test("Next over thousands of rows without a field scrolls a bounded number of times, then Done")
  func boundedWalk() throws {
    // A filter field over 2,000 result rows (review N6).
    let list = FakeList(count: 2_000, fieldRows: [0])
    var state = FieldNavigationState()
    let filter = try #require(list.field(0))
    let offset = list.contentOffset
    #expect(state.position(of: filter, in: list)?.hasNext == true, "rows nothing is known of")
    #expect(state.target(.next, from: filter, in: list) == nil)
    // At most two attempts per scroll, each bringing a screenful of rows in.
    #expect(list.scrolls <= 64, "not one scroll per screenful of rows: about 500 here")
    #expect(list.contentOffset == offset, "the rows scrolled in only to look go back")
    // The fake list builds its cells anew when it scrolls.
    let shown = try #require(list.field(0))
    #expect(state.position(of: shown, in: list)?.hasNext == false, "Done: nothing known cheaply")
    // A reload forgets it: the rows may hold fields now.
    state.invalidate()
    #expect(state.position(of: shown, in: list)?.hasNext == true)
  }
}

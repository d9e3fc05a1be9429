import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A list filling an iPhone 15 window in portrait (safe area 59/0/34/0, no bars); every cell's
/// field shows the item it was configured for.
private func makeListWorld(_ makeList: (CGRect) -> WorldListView) -> (World, WorldListView) {
  let world = World(device: .iPhone15, orientation: .portrait)
  let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
  let root = WorldView(name: "root", frame: window.bounds)
  window.setRoot(WorldViewController(name: "list", view: root))
  let list = makeList(root.bounds)
  root.addSubview(list)
  world.layoutPass()
  return (world, list)
}

private func labelCell(_ cell: WorldCell, _ index: Int) {
  cell.field?.text = "item \(index)"
}

private func makeTable(rows: Int = 60) -> (World, WorldListView) {
  makeListWorld { frame in
    WorldTableView(name: "table", frame: frame, rowCount: rows, configure: labelCell)
  }
}

/// The items whose cells must exist: those whose frames meet the visible bounds.
private func expectedVisibleItems(_ list: WorldListView) -> Set<Int> {
  Set((0..<list.itemCount).filter { list.rectForItem($0).intersects(list.bounds) })
}

@Suite("Table and collection views")
struct ListViewTests {
  @Test("A 60-row table has cells only for the rows on screen")
  func cellsOnlyForVisibleRows() throws {
    let (world, table) = makeTable()
    defer { withExtendedLifetime(world) {} }
    // The content starts below the 59 pt safe top: bounds run from -59 to 793, which 56 pt
    // rows fill with rows 0 to 14.
    #expect(table.contentOffset.y == -59)
    #expect(Set(table.visibleCells.keys.map(\.item)) == Set(0...14))
    for (index, cell) in table.visibleCells {
      #expect(cell.frame == table.rectForRow(at: index))
      #expect(cell.superview === table)
      #expect(cell.field?.text == "item \(index.item)")
      #expect(table.indexPath(for: cell) == index)
    }
    let third = try #require(table.cellForItem(3))
    #expect(third.frame == CGRect(x: 0, y: 168, width: 393, height: 56))
    #expect(third.field?.frame == CGRect(x: 16, y: 6, width: 361, height: 44))
  }

  @Test("cellForItem is nil for rows off screen", arguments: [15, 30, 59])
  func noCellOffScreen(_ row: Int) {
    let (world, table) = makeTable()
    defer { withExtendedLifetime(world) {} }
    #expect(table.cellForItem(row) == nil)
    #expect(table.subviews.count == table.visibleCells.count)
  }

  @Test("Scrolling through the whole table reuses about one screenful of cells")
  func scrollingReusesCells() throws {
    let (world, table) = makeTable()
    let initial = table.cellsCreated
    #expect(initial <= 17)
    var steps = 0
    while table.contentOffset.y < table.verticalOffsetRange.upperBound, steps < 100 {
      table.userScroll(by: 120)
      world.layoutPass()
      steps += 1
      #expect(Set(table.visibleCells.keys.map(\.item)) == expectedVisibleItems(table))
      for (index, cell) in table.visibleCells {
        #expect(cell.frame == table.rectForRow(at: index))
        #expect(cell.field?.text == "item \(index.item)")
      }
    }
    // 60 × 56 + 34 bottom inset - 852.
    #expect(table.contentOffset.y == 2542)
    #expect(table.cellForItem(0) == nil)
    let last = try #require(table.cellForItem(59))
    #expect(last.field?.text == "item 59")
    // One screenful is 852 / 56 ≈ 15.2 rows: at most 17 cells can be partly visible at once.
    #expect(table.cellsCreated <= 17)
    // Besides its cells, the scrolled list has UIKit's scroll indicator as a subview (§11.1).
    let cells = table.subviews.filter { $0 !== table.shownVerticalIndicator }
    #expect(cells.count == table.visibleCells.count)
  }

  @Test("scrollToItem brings a far row in with its cell, with the least scroll")
  func scrollToFarRow() throws {
    let (world, table) = makeTable()
    table.scrollToItem(50)
    // Row 50 ends at 2856; the viewport ends 34 above the bottom: 2856 - (852 - 34).
    #expect(table.contentOffset.y == 2038)
    let cell = try #require(table.cellForItem(50))
    #expect(cell.field?.text == "item 50")
    let inWindow = cell.frameInWindow
    let safeBottom: CGFloat = 852 - 34
    #expect(inWindow.maxY == safeBottom)
    #expect(table.cellForItem(0) == nil)

    table.scrollToItem(2)
    world.layoutPass()
    // Row 2 starts at 112, placed just below the 59 pt safe top.
    #expect(table.contentOffset.y == 53)
    let second = try #require(table.cellForItem(2))
    #expect(second.frameInWindow.minY == 59)
    #expect(table.cellForItem(50) == nil)

    let before = table.contentOffset
    table.scrollToItem(5)
    #expect(table.contentOffset == before)
    table.scrollToItem(60)
    #expect(table.contentOffset == before)
  }

  @Test("A grid lays out equal columns separated by its spacing", arguments: [1, 2, 3, 4])
  func gridFrames(_ columns: Int) {
    let (world, grid) = makeListWorld { frame in
      WorldCollectionView(
        name: "grid", frame: frame, itemCount: 20, columns: columns, itemHeight: 64,
        spacing: 12, configure: labelCell)
    }
    defer { withExtendedLifetime(world) {} }
    let count = CGFloat(columns)
    let width: CGFloat = (393 - 12 * (count + 1)) / count
    for index in 0..<20 {
      let rect = grid.rectForItem(index)
      let column = index % columns
      let row = index / columns
      #expect(rect.width == width)
      #expect(rect.height == 64)
      #expect(rect.minX == 12 + CGFloat(column) * (width + 12))
      #expect(rect.minY == 12 + CGFloat(row) * 76)
    }
    let lastColumn = grid.rectForItem(columns - 1)
    let rightEdge: CGFloat = 393 - 12
    #expect(abs(lastColumn.maxX - rightEdge) < 0.001)
    let rows = CGFloat((20 + columns - 1) / columns)
    #expect(grid.contentSize.height == 12 + rows * 76)
  }

  @Test("A grid has cells only for the items on screen")
  func gridCellsOnlyForVisibleItems() throws {
    let (world, grid) = makeListWorld { frame in
      WorldCollectionView(name: "grid", frame: frame, itemCount: 60, configure: labelCell)
    }
    // Two columns of 178.5 pt; rows every 76 pt from y = 12. Bounds run from -59 to 793, so
    // grid rows 0 to 10 (items 0 to 21) are on screen.
    #expect(Set(grid.visibleCells.keys.map(\.item)) == Set(0...21))
    #expect(grid.cellForItem(22) == nil)
    let second = try #require(grid.cellForItem(1))
    #expect(second.frame == CGRect(x: 202.5, y: 12, width: 178.5, height: 64))

    grid.scrollToItem(59)
    world.layoutPass()
    let last = try #require(grid.cellForItem(59))
    #expect(last.field?.text == "item 59")
    #expect(grid.cellForItem(0) == nil)
    #expect(grid.cellsCreated <= 26)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What table and collection views of the headless world share: cells exist only for the items that
/// are visible, and scrolled-out cells are reused (§4 of the article “UIKit's keyboard
/// behaviours”).
///
/// Assumption (UIKit's documentation is silent): the cell that contains the focused input is kept
/// while it is focused, even when it scrolls out.
public class WorldListView: WorldScrollView {
  /// The number of items (rows) in the single section.
  public let itemCount: Int
  /// Configures a cell for an item; called whenever a cell is created or reused.
  public var configure: (WorldCell, Int) -> Void
  /// The cells that exist, by item.
  package private(set) var visibleCells: [Int: WorldCell] = [:]
  /// How many cells were ever created (reuse keeps this small).
  package private(set) var cellsCreated = 0
  private var reusePool: [WorldCell] = []

  /// Creates a list.
  public init(
    name: String, frame: CGRect, itemCount: Int,
    configure: @escaping (WorldCell, Int) -> Void
  ) {
    self.itemCount = itemCount
    self.configure = configure
    super.init(name: name, frame: frame)
  }

  /// The frame of an item in content coordinates; subclasses define the layout.
  package func rectForItem(_ index: Int) -> CGRect { .zero }

  /// The height of all items together; subclasses define the layout.
  func contentHeight() -> CGFloat { 0 }

  /// The cell of an item, or `nil` when the item has no cell (it is not visible).
  public func cellForItem(_ index: Int) -> WorldCell? { visibleCells[index] }

  /// The item a cell shows, or `nil` for a cell that is not in use.
  package func index(of cell: WorldCell) -> Int? {
    visibleCells.first { $0.value === cell }?.key
  }

  /// Scrolls the least amount that shows an item entirely inside the adjusted insets
  /// (`scrollToRow(at:at: .none, animated: false)`), then lays out its cell.
  public func scrollToItem(_ index: Int) {
    guard (0..<itemCount).contains(index) else { return }
    scrollRectToVisible(rectForItem(index))
    layoutIfNeeded()
  }

  /// Tiles cells: removes those that scrolled out (into the reuse pool) and adds cells for
  /// items that scrolled in.
  package override func layoutSubviews() {
    super.layoutSubviews()
    contentSize = CGSize(width: bounds.width, height: contentHeight())
    let visible = bounds
    var wanted = Set<Int>()
    for index in 0..<itemCount where rectForItem(index).intersects(visible) {
      wanted.insert(index)
    }
    for (index, cell) in visibleCells where !wanted.contains(index) {
      if let focused = world?.focusedInput, focused.isDescendant(of: cell) { continue }
      cell.removeFromSuperview()
      visibleCells[index] = nil
      reusePool.append(cell)
    }
    for index in wanted.sorted() where visibleCells[index] == nil {
      let cell: WorldCell
      if let reused = reusePool.popLast() {
        cell = reused
      } else {
        cell = WorldCell(name: "\(name).cell")
        cellsCreated += 1
      }
      cell.frame = rectForItem(index)
      configure(cell, index)
      visibleCells[index] = cell
      addSubview(cell)
    }
  }
}

/// A cell of a list: one text field filling it, with margins.
public final class WorldCell: WorldView {
  /// The cell's text field.
  public let field: WorldTextField
  /// The validation label under the field, in a row that validates; hidden until shown.
  public let validationLabel: WorldView
  /// Whether the row has a validation label: the field then keeps its own height at the top.
  public var validates = false {
    didSet { setNeedsLayout() }
  }

  /// Creates a cell.
  public init(name: String) {
    field = WorldTextField(name: "\(name).field")
    validationLabel = WorldView(name: "\(name).error")
    validationLabel.isHidden = true
    super.init(name: name)
    addSubview(field)
    addSubview(validationLabel)
  }

  /// Keeps the field inset by 16 pt horizontally and 6 pt vertically; in a row that validates,
  /// the field is 44 pt tall and its label sits under it.
  package override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(0, bounds.width - 32)
    guard validates else {
      field.frame = CGRect(x: 16, y: 6, width: width, height: max(0, bounds.height - 12))
      return
    }
    field.frame = CGRect(x: 16, y: 6, width: width, height: 44)
    validationLabel.frame = CGRect(
      x: 16, y: 52, width: width, height: max(0, min(22, bounds.height - 56)))
  }
}

/// A table view: rows of equal height in one section.
public final class WorldTableView: WorldListView {
  /// The height of every row.
  public let rowHeight: CGFloat

  /// Creates a table.
  public init(
    name: String, frame: CGRect, rowCount: Int, rowHeight: CGFloat = 56,
    configure: @escaping (WorldCell, Int) -> Void
  ) {
    self.rowHeight = rowHeight
    super.init(name: name, frame: frame, itemCount: rowCount, configure: configure)
  }

  /// `rect(forRow:)`.
  package override func rectForItem(_ index: Int) -> CGRect {
    CGRect(x: 0, y: CGFloat(index) * rowHeight, width: bounds.width, height: rowHeight)
  }

  override func contentHeight() -> CGFloat { CGFloat(itemCount) * rowHeight }
}

/// A collection view in a grid: equal items in columns, with spacing and section insets.
public final class WorldCollectionView: WorldListView {
  /// The number of columns.
  public let columns: Int
  /// The height of every item.
  public let itemHeight: CGFloat
  /// The spacing between items and around the grid.
  public let spacing: CGFloat

  /// Creates a grid.
  public init(
    name: String, frame: CGRect, itemCount: Int, columns: Int = 2, itemHeight: CGFloat = 64,
    spacing: CGFloat = 12, configure: @escaping (WorldCell, Int) -> Void
  ) {
    self.columns = max(1, columns)
    self.itemHeight = itemHeight
    self.spacing = spacing
    super.init(name: name, frame: frame, itemCount: itemCount, configure: configure)
  }

  /// `layoutAttributesForItem(at:)`'s frame.
  package override func rectForItem(_ index: Int) -> CGRect {
    let width = (bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
    let column = index % columns
    let row = index / columns
    return CGRect(
      x: spacing + CGFloat(column) * (width + spacing),
      y: spacing + CGFloat(row) * (itemHeight + spacing), width: max(0, width),
      height: itemHeight)
  }

  override func contentHeight() -> CGFloat {
    let rows = (itemCount + columns - 1) / columns
    return spacing + CGFloat(rows) * (itemHeight + spacing)
  }
}

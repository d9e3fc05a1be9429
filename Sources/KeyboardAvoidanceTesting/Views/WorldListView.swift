import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What table and collection views of the headless world share (§11.3 of the facts sheet): only
/// the rows that are visible (plus a small margin) have cells; scrolled-out cells are reused for
/// rows of the same kind, so a cell's fields belong to the row it shows now; sections hold rows
/// of different kinds; self-sizing rows carry an estimated height until their cell is laid out,
/// so the content size and the rects of the rows above change as the user scrolls.
///
/// Assumptions (UIKit's documentation is silent): the cell that contains the focused input is
/// kept while it is focused, even when it scrolls out. Whether a list keeps visible rows in place
/// when rows above them are measured with heights other than their estimates is unknown, so both
/// are modelled (``keepsVisibleRowsInPlace``).
public class WorldListView: WorldScrollView {
  /// The number of rows (items) of each section.
  public let rowCounts: [Int]
  /// How the rows are placed.
  public let layout: WorldListLayout
  /// A flow layout's `scrollDirection` raw value (1: horizontal), as UIKit reports it; `nil`
  /// for other layouts.
  public var flowLayoutScrollDirection: Int?
  /// A compositional layout's `configuration.scrollDirection` raw value (1: horizontal);
  /// `nil` for other layouts.
  public var compositionalLayoutScrollDirection: Int?
  /// The kind of cell a row uses (its reuse identifier).
  public let kind: (WorldIndexPath) -> WorldCellKind
  /// Configures a cell for a row; called whenever a cell is created or reused.
  public var configure: (WorldCell, WorldIndexPath) -> Void
  /// When a row above the visible ones is measured at a height other than its estimate, the list
  /// moves its offset by the difference so that visible rows stay where they are.
  public var keepsVisibleRowsInPlace = true
  /// How far beyond the visible bounds cells are made (a collection view's prefetching).
  public var cellMargin: CGFloat = 0
  /// The cells that exist, by row.
  public private(set) var visibleCells: [WorldIndexPath: WorldCell] = [:]
  /// How far the list has moved its own offset, in all, to keep visible rows in place.
  package private(set) var keptInPlaceShift: CGFloat = 0
  /// Each of those moves: where the measured row began in the content, and by how much.
  package private(set) var keptInPlaceMoves: [(rowMinY: CGFloat, delta: CGFloat)] = []
  /// How far rows measured above the visible ones moved the rows under them, in all, where the
  /// list does not keep visible rows in place: content the engine placed moves after it.
  package private(set) var unkeptShift: CGFloat = 0
  /// How many cells were ever created (reuse keeps this small).
  public private(set) var cellsCreated = 0
  /// How many times a cell was configured for a row coming into view (`cellForRowAt`): the
  /// main thread's cost of bringing rows in (review N6).
  package private(set) var cellConfigurations = 0
  /// Whether the list is preparing its cells (a table's `tableView(_:cellForRowAt:)` and
  /// `willDisplay` run then): UIKit raises when `visibleCells`, `indexPathsForVisibleRows` or
  /// `cellForRow(at:)` is read meanwhile — an app focusing a field from those callbacks makes
  /// every begin-editing observer run inside them (§11.3).
  package private(set) var isPreparingCells = false
  /// The app's `tableView(_:willDisplay:forRowAt:)`: called once a cell is in the list, while
  /// the list still prepares its cells.
  public var willDisplay: ((WorldCell, WorldIndexPath) -> Void)?
  /// How many times the list's cells were read while it prepared them: each one an exception on
  /// a device.
  package internal(set) var cellReadsWhilePreparing = 0
  /// How many times a row's rect was asked for an index path the list does not have: each one
  /// an exception on a device (`rectForRow(at:)` raises, §11.3).
  package private(set) var rowReadsOutOfRange = 0
  /// The rows' heights and rects.
  private(set) var geometry: WorldListGeometry
  private var reusePool: [WorldCellKind: [WorldCell]] = [:]

  /// Creates a list of sections.
  ///
  /// - Parameters:
  ///   - name: the list's name in storyboards.
  ///   - frame: the list's frame in its superview.
  ///   - rowCounts: the number of rows of each section.
  ///   - layout: how rows are placed, and whether they size themselves.
  ///   - kind: the kind of cell each row uses.
  ///   - rowHeight: a row's exact (or, for self-sizing rows, real) height; `nil` measures a cell
  ///     of the row's kind configured for it (its ``WorldCell/fittingHeight``).
  ///   - configure: sets a cell up for a row.
  public init(
    name: String, frame: CGRect, rowCounts: [Int], layout: WorldListLayout,
    kind: @escaping (WorldIndexPath) -> WorldCellKind = { _ in .field },
    rowHeight: ((WorldIndexPath) -> CGFloat)? = nil,
    configure: @escaping (WorldCell, WorldIndexPath) -> Void
  ) {
    self.rowCounts = rowCounts
    self.layout = layout
    self.kind = kind
    self.configure = configure
    var measuring: [WorldCellKind: WorldCell] = [:]
    geometry = WorldListGeometry(layout: layout, rowCounts: rowCounts) { path in
      if let rowHeight { return rowHeight(path) }
      let cellKind = kind(path)
      let cell = measuring[cellKind] ?? WorldCell(name: "measuring", kind: cellKind)
      measuring[cellKind] = cell
      cell.validates = false
      configure(cell, path)
      return cell.fittingHeight
    }
    super.init(name: name, frame: frame)
  }

  /// The number of rows in all sections.
  public var itemCount: Int { rowCounts.reduce(0, +) }

  /// A row's rectangle in content coordinates — an estimate for a self-sizing row not laid out
  /// yet (`rectForRow(at:)`).
  public func rectForRow(at path: WorldIndexPath) -> CGRect {
    if !ListRow(section: path.section, item: path.item).exists(in: rowCounts) {
      rowReadsOutOfRange += 1
      return .null
    }
    geometry.update(width: bounds.width)
    return geometry.rect(of: path, direction: layoutDirection)
  }

  /// The cell of a row, or `nil` when the row has no cell (it is not visible).
  public func cellForRow(at path: WorldIndexPath) -> WorldCell? {
    noteCellRead()
    return visibleCells[path]
  }

  /// Counts a read of the cells made while the list prepares them (see ``isPreparingCells``).
  package func noteCellRead() {
    if isPreparingCells { cellReadsWhilePreparing += 1 }
  }

  /// The row a cell shows, or `nil` for a cell that is not in use.
  public func indexPath(for cell: WorldCell) -> WorldIndexPath? {
    visibleCells.first { $0.value === cell }?.key
  }

  /// Whether a row's height is its real one (it has been laid out, or heights are exact).
  public func isMeasured(_ path: WorldIndexPath) -> Bool { geometry.isMeasured(path) }

  /// The rows inside `rect` (in content coordinates) that have no cell.
  package func rowsWithoutCells(in rect: CGRect) -> [WorldIndexPath] {
    geometry.update(width: bounds.width)
    return geometry.rows(in: rect).filter { visibleCells[$0] == nil }
  }

  /// `scrollToRow(at:at: .none, animated: false)`: scrolls the least amount that shows the
  /// row's current rect — an estimate for a row not laid out yet, so the row can land beside
  /// where it ends up — then lays the list out, which measures it.
  public func scrollToRow(at path: WorldIndexPath) {
    guard geometry.contains(path) else { return }
    scrollRectToVisible(rectForRow(at: path))
    layoutIfNeeded()
  }

  /// The cell of row `index` of the first section.
  public func cellForItem(_ index: Int) -> WorldCell? {
    cellForRow(at: WorldIndexPath(item: index, section: 0))
  }

  /// The rect of row `index` of the first section.
  public func rectForItem(_ index: Int) -> CGRect {
    rectForRow(at: WorldIndexPath(item: index, section: 0))
  }

  /// Scrolls row `index` of the first section in (``scrollToRow(at:)``).
  public func scrollToItem(_ index: Int) {
    scrollToRow(at: WorldIndexPath(item: index, section: 0))
  }

  /// Tiles cells: removes those that scrolled out (into their kind's reuse pool), adds cells
  /// for rows that scrolled in, and measures self-sizing rows as their cells appear — which
  /// moves the rows below them, so tiling repeats until nothing changes.
  package override func layoutSubviews() {
    super.layoutSubviews()
    for _ in 0..<8 {
      geometry.update(width: bounds.width)
      let height = geometry.contentHeight
      if contentSize != CGSize(width: bounds.width, height: height) {
        contentSize = CGSize(width: bounds.width, height: height)
      }
      if !tile() { break }
    }
    for (path, cell) in visibleCells {
      cell.frame = geometry.rect(of: path, direction: layoutDirection)
    }
  }

  /// One tiling pass; returns whether a row was measured (row positions changed).
  private func tile() -> Bool {
    isPreparingCells = true
    defer { isPreparingCells = false }
    let band = bounds.insetBy(dx: 0, dy: -cellMargin)
    let wanted = Set(geometry.rows(in: band))
    for (path, cell) in visibleCells where !wanted.contains(path) {
      if let focused = world?.focusedInput, focused.isDescendant(of: cell) { continue }
      cell.removeFromSuperview()
      visibleCells[path] = nil
      reusePool[cell.kind, default: []].append(cell)
    }
    var measuredAny = false
    for path in wanted.sorted() where visibleCells[path] == nil {
      let cellKind = kind(path)
      let cell: WorldCell
      if let reused = reusePool[cellKind]?.popLast() {
        cell = reused
      } else {
        cell = WorldCell(name: "\(name).cell\(cellsCreated)", kind: cellKind)
        cellsCreated += 1
      }
      cell.layoutDirection = layoutDirection
      let before = geometry.rect(of: path, direction: layoutDirection)
      cell.frame = before
      configure(cell, path)
      cellConfigurations += 1
      visibleCells[path] = cell
      addSubview(cell)
      willDisplay?(cell, path)
      if !geometry.isMeasured(path) {
        geometry.measure(path, height: cell.fittingHeight)
        let delta = cell.fittingHeight - before.height
        if keepsVisibleRowsInPlace && before.minY < bounds.minY - Tolerance.points
          && abs(delta) > Tolerance.points
        {
          // A row entering at the top: the rows under it stay where the user sees them.
          scrollBySystem(to: CGPoint(x: contentOffset.x, y: contentOffset.y + delta))
          keptInPlaceShift += delta
          keptInPlaceMoves.append((before.minY, delta))
        } else if before.minY < bounds.minY - Tolerance.points {
          unkeptShift += abs(delta)
        }
        measuredAny = true
      }
    }
    return measuredAny
  }
}

extension WorldListView {
  /// How far the rows measured above content y `y` (in the moves from `index` on) moved what
  /// lies below them: the shift a place in the content at `y` took.
  package func keptInPlaceShift(above y: CGFloat, since index: Int) -> CGFloat {
    var threshold = y
    var shift: CGFloat = 0
    for move in keptInPlaceMoves.dropFirst(index) where move.rowMinY < threshold {
      shift += move.delta
      threshold += move.delta
    }
    return shift
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a list of the headless world places its rows: a table, a flow layout's grid, or a
/// compositional-style inset-grouped list; with exact row heights, or self-sizing rows that
/// carry an estimate until they are laid out (§11.3 of the facts sheet).
///
/// ```swift
/// var layout = WorldListLayout.table
/// layout.estimatedRowHeight = 44  // self-sizing: rows are measured as their cells appear
/// ```
public struct WorldListLayout: Sendable, Hashable {
  /// Items per line (1 for tables and lists).
  public var columns: Int
  /// The spacing between lines and items, and around the grid.
  public var spacing: CGFloat
  /// The inset of rows from the list's sides (an inset-grouped list's).
  public var horizontalInset: CGFloat
  /// The gap before each section but the first (its header).
  public var sectionGap: CGFloat
  /// The height a self-sizing row has until its cell is laid out; `nil` when row heights are
  /// exact up front (`heightForRowAt`, a fixed `rowHeight`).
  public var estimatedRowHeight: CGFloat?
  /// Whether rows a flow layout places mirror in right-to-left layouts (flow layouts do).
  public var mirrorsInRightToLeft: Bool

  /// Creates a layout.
  public init(
    columns: Int = 1, spacing: CGFloat = 0, horizontalInset: CGFloat = 0, sectionGap: CGFloat = 0,
    estimatedRowHeight: CGFloat? = nil, mirrorsInRightToLeft: Bool = false
  ) {
    self.columns = max(1, columns)
    self.spacing = max(0, spacing)
    self.horizontalInset = max(0, horizontalInset)
    self.sectionGap = max(0, sectionGap)
    self.estimatedRowHeight = estimatedRowHeight
    self.mirrorsInRightToLeft = mirrorsInRightToLeft
  }

  /// A plain table: full-width rows, 28 pt section headers.
  public static let table = WorldListLayout(sectionGap: 28)
  /// A `UICollectionViewFlowLayout` grid of two columns with 12 pt spacing.
  public static let flow = WorldListLayout(
    columns: 2, spacing: 12, sectionGap: 28, mirrorsInRightToLeft: true)
  /// A compositional `.insetGrouped` list: rows inset 20 pt, 36 pt between sections.
  public static let insetGroupedList = WorldListLayout(
    horizontalInset: 20, sectionGap: 36, estimatedRowHeight: 44)

  /// The same layout with self-sizing rows estimated at `height`.
  public func selfSizing(estimate height: CGFloat = 44) -> WorldListLayout {
    var layout = self
    layout.estimatedRowHeight = height
    return layout
  }
}

/// The rows' rectangles of a list: heights per row (estimated until measured), lines of
/// `columns` items, found by binary search so that 10,000 rows tile in microseconds.
struct WorldListGeometry {
  struct Line {
    var section: Int
    var first: Int
    var count: Int
    var top: CGFloat
    var height: CGFloat
  }

  let layout: WorldListLayout
  private(set) var rowCounts: [Int]
  /// Each row's real height (what its cell needs, or the exact height).
  private var realHeights: [[CGFloat]]
  /// Whether a row was measured; every row is, without estimates.
  private var measured: [[Bool]]
  private var lines: [Line] = []
  private var lineIndex: [[Int]] = []
  private(set) var contentHeight: CGFloat = 0
  private var width: CGFloat = -1
  private var isDirty = true

  init(layout: WorldListLayout, rowCounts: [Int], realHeight: (WorldIndexPath) -> CGFloat) {
    self.layout = layout
    self.rowCounts = rowCounts.map { max(0, $0) }
    realHeights = rowCounts.enumerated().map { section, count in
      (0..<max(0, count)).map { realHeight(WorldIndexPath(item: $0, section: section)) }
    }
    let exact = layout.estimatedRowHeight == nil
    measured = rowCounts.map { [Bool](repeating: exact, count: max(0, $0)) }
  }

  func contains(_ path: WorldIndexPath) -> Bool {
    rowCounts.indices.contains(path.section) && (0..<rowCounts[path.section]).contains(path.item)
  }

  func isMeasured(_ path: WorldIndexPath) -> Bool {
    contains(path) && measured[path.section][path.item]
  }

  /// The height a row has now: its real height once measured, the estimate before.
  func height(of path: WorldIndexPath) -> CGFloat {
    guard contains(path) else { return 0 }
    if !measured[path.section][path.item], let estimate = layout.estimatedRowHeight {
      return estimate
    }
    return realHeights[path.section][path.item]
  }

  /// Records a row's real height as its cell measured it.
  mutating func measure(_ path: WorldIndexPath, height: CGFloat) {
    guard contains(path) else { return }
    let changed =
      !measured[path.section][path.item] || realHeights[path.section][path.item] != height
    measured[path.section][path.item] = true
    realHeights[path.section][path.item] = height
    if changed { isDirty = true }
  }

  /// Places the lines for a list `width` points wide.
  mutating func update(width: CGFloat) {
    guard isDirty || width != self.width else { return }
    self.width = width
    isDirty = false
    lines.removeAll(keepingCapacity: true)
    lineIndex = rowCounts.map { _ in [] }
    var y: CGFloat = layout.spacing
    for (section, count) in rowCounts.enumerated() {
      if section > 0 { y += layout.sectionGap }
      var first = 0
      while first < count {
        let lineCount = min(layout.columns, count - first)
        var height: CGFloat = 0
        for item in first..<(first + lineCount) {
          height = max(height, self.height(of: WorldIndexPath(item: item, section: section)))
        }
        lineIndex[section].append(lines.count)
        lines.append(Line(section: section, first: first, count: lineCount, top: y, height: height))
        y += height + layout.spacing
        first += lineCount
      }
    }
    contentHeight = y
  }

  /// A row's rectangle in content coordinates.
  func rect(of path: WorldIndexPath, direction: LayoutDirection) -> CGRect {
    guard contains(path), lineIndex.indices.contains(path.section) else { return .zero }
    let lineNumber = path.item / layout.columns
    guard lineIndex[path.section].indices.contains(lineNumber) else { return .zero }
    let line = lines[lineIndex[path.section][lineNumber]]
    let columns = CGFloat(layout.columns)
    let inner = width - 2 * layout.horizontalInset
    let itemWidth = max(0, (inner - layout.spacing * (columns + 1)) / columns)
    var column = path.item - line.first
    if direction == .rightToLeft && layout.mirrorsInRightToLeft {
      column = layout.columns - 1 - column
    }
    return CGRect(
      x: layout.horizontalInset + layout.spacing + CGFloat(column) * (itemWidth + layout.spacing),
      y: line.top, width: itemWidth, height: height(of: path))
  }

  /// The rows whose lines intersect `band`, in index-path order.
  func rows(in band: CGRect) -> [WorldIndexPath] {
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].top + lines[mid].height <= band.minY { low = mid + 1 } else { high = mid }
    }
    var paths: [WorldIndexPath] = []
    var index = low
    while index < lines.count, lines[index].top < band.maxY {
      let line = lines[index]
      for item in line.first..<(line.first + line.count) {
        paths.append(WorldIndexPath(item: item, section: line.section))
      }
      index += 1
    }
    return paths
  }
}

/// A row of a list of the headless world: its section and its row (item) in the section, as
/// UIKit's `IndexPath(item:section:)` names it.
public struct WorldIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// The row (item) in its section.
  public var item: Int

  /// Creates a path.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Index-path order: by section, then by row.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// "[section, item]".
  public var description: String { "[\(section), \(item)]" }
}

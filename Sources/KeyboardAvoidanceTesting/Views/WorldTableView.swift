import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A table view: full-width rows in sections (``WorldListLayout/table``).
public final class WorldTableView: WorldListView {
  /// Creates a table of one section of one-field rows of equal height.
  public init(
    name: String, frame: CGRect, rowCount: Int, rowHeight: CGFloat = 56,
    configure: @escaping (WorldCell, Int) -> Void
  ) {
    super.init(
      name: name, frame: frame, rowCounts: [rowCount], layout: .table,
      rowHeight: { _ in rowHeight }, configure: { configure($0, $1.item) })
  }

  /// Creates a table of sections with rows of several kinds; `layout` says whether rows size
  /// themselves.
  public override init(
    name: String, frame: CGRect, rowCounts: [Int], layout: WorldListLayout = .table,
    kind: @escaping (WorldIndexPath) -> WorldCellKind = { _ in .field },
    rowHeight: ((WorldIndexPath) -> CGFloat)? = nil,
    configure: @escaping (WorldCell, WorldIndexPath) -> Void
  ) {
    super.init(
      name: name, frame: frame, rowCounts: rowCounts, layout: layout, kind: kind,
      rowHeight: rowHeight, configure: configure)
  }
}

/// A collection view: a flow layout's grid (``WorldListLayout/flow``) or a compositional list
/// (``WorldListLayout/insetGroupedList``), with prefetched cells a little beyond its bounds.
public final class WorldCollectionView: WorldListView {
  /// Creates a grid of one section of equal one-field items.
  public init(
    name: String, frame: CGRect, itemCount: Int, columns: Int = 2, itemHeight: CGFloat = 64,
    spacing: CGFloat = 12, configure: @escaping (WorldCell, Int) -> Void
  ) {
    var layout = WorldListLayout.flow
    layout.columns = max(1, columns)
    layout.spacing = spacing
    super.init(
      name: name, frame: frame, rowCounts: [itemCount], layout: layout,
      rowHeight: { _ in itemHeight }, configure: { configure($0, $1.item) })
  }

  /// Creates a collection of sections with items of several kinds.
  public override init(
    name: String, frame: CGRect, rowCounts: [Int], layout: WorldListLayout = .flow,
    kind: @escaping (WorldIndexPath) -> WorldCellKind = { _ in .field },
    rowHeight: ((WorldIndexPath) -> CGFloat)? = nil,
    configure: @escaping (WorldCell, WorldIndexPath) -> Void
  ) {
    super.init(
      name: name, frame: frame, rowCounts: rowCounts, layout: layout, kind: kind,
      rowHeight: rowHeight, configure: configure)
  }
}

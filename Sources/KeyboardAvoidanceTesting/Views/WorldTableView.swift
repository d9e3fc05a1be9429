import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A table view: full-width rows in sections (``WorldListLayout/table``).
public final class WorldTableView: WorldListView {
  /// Creates a table of one section of one-field rows of equal height; tables of sections with
  /// rows of several kinds use ``WorldListView/init(name:frame:rowCounts:layout:kind:rowHeight:configure:)``.
  public convenience init(
    name: String, frame: CGRect, rowCount: Int, rowHeight: CGFloat = 56,
    configure: @escaping (WorldCell, Int) -> Void
  ) {
    self.init(
      name: name, frame: frame, rowCounts: [rowCount], layout: .table,
      rowHeight: { _ in rowHeight }, configure: { configure($0, $1.item) })
  }
}

/// A collection view: a flow layout's grid (``WorldListLayout/flow``) or a compositional list
/// (``WorldListLayout/insetGroupedList``); ``WorldListView/cellMargin`` models its prefetching.
public final class WorldCollectionView: WorldListView {
  /// Creates a grid of one section of equal one-field items; collections of sections with items
  /// of several kinds use ``WorldListView/init(name:frame:rowCounts:layout:kind:rowHeight:configure:)``.
  public convenience init(
    name: String, frame: CGRect, itemCount: Int, columns: Int = 2, itemHeight: CGFloat = 64,
    spacing: CGFloat = 12, configure: @escaping (WorldCell, Int) -> Void
  ) {
    var layout = WorldListLayout.flow
    layout.columns = max(1, columns)
    layout.spacing = spacing
    self.init(
      name: name, frame: frame, rowCounts: [itemCount], layout: layout,
      rowHeight: { _ in itemHeight }, configure: { configure($0, $1.item) })
  }
}

#if canImport(UIKit)
  import UIKit

  /// A table or collection view as field navigation reads it: each of the two classes' own
  /// reads and scroll under one name, so the navigator reads a list without asking which it is.
  /// Nothing here decides: the core (`FieldNavigationSource`) chooses which rows to read, asks a
  /// row's rect only for a row the list has, and says how to scroll.
  @MainActor
  protocol NavigableListView: UIScrollView {
    /// The rows of each section.
    var navigationRowCounts: [Int] { get }
    /// The index paths of the rows that have cells.
    var navigationVisiblePaths: [IndexPath] { get }
    /// The cell of a row, when it exists.
    func navigationCell(at path: IndexPath) -> UIView?
    /// A row's rect in the list's content.
    func navigationRect(at path: IndexPath) -> CGRect?
    /// The list's own least scroll that shows a row, without animation.
    func navigationScrollToRow(at path: IndexPath)
  }

  extension UITableView: NavigableListView {
    var navigationRowCounts: [Int] {
      (0..<numberOfSections).map { numberOfRows(inSection: $0) }
    }
    var navigationVisiblePaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
    func navigationCell(at path: IndexPath) -> UIView? { cellForRow(at: path) }
    func navigationRect(at path: IndexPath) -> CGRect? { rectForRow(at: path) }
    /// `scrollToRow(at:at: .none, animated: false)`.
    func navigationScrollToRow(at path: IndexPath) {
      scrollToRow(at: path, at: .none, animated: false)
    }
  }

  extension UICollectionView: NavigableListView {
    var navigationRowCounts: [Int] {
      (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }
    var navigationVisiblePaths: [IndexPath] { indexPathsForVisibleItems }
    func navigationCell(at path: IndexPath) -> UIView? { cellForItem(at: path) }
    func navigationRect(at path: IndexPath) -> CGRect? {
      layoutAttributesForItem(at: path)?.frame
    }
    /// A collection view's empty scroll position means "do not scroll": the least scroll that
    /// shows the item's rect instead.
    func navigationScrollToRow(at path: IndexPath) {
      navigationRect(at: path).map { scrollRectToVisible($0, animated: false) }
    }
  }
#endif

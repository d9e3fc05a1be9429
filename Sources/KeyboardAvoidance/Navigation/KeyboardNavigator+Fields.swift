#if canImport(UIKit)
  import UIKit

  /// The navigator's raw reads of UIKit, from which the core's `FieldNavigationSource` decides
  /// which fields count and how each is addressed and reached.
  extension KeyboardNavigator: @preconcurrency FieldNavigationSource {
    /// The container's content size (a plain view's bounds' size).
    package var contentSize: CGSize {
      guard let container else { return .zero }
      return (container as? UIScrollView)?.contentSize ?? container.bounds.size
    }

    /// The container's reading direction.
    package var direction: LayoutDirection {
      container?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The app's explicit order.
    package func explicitFieldOrder() -> [UIView]? { explicitOrder }

    /// Whether a text input is enabled and editable.
    package func inputFacts(of input: UIView) -> (isEnabled: Bool, isEditable: Bool)? {
      if let field = input as? UITextField {
        return (field.isEnabled && field.isUserInteractionEnabled, true)
      }
      if let textView = input as? UITextView {
        return (textView.isUserInteractionEnabled, textView.isEditable)
      }
      return nil
    }

    /// A field's navigation group.
    package func group(of input: UIView) -> String? { input.keyboardNavigationGroup }

    /// Whether the container is a table or collection view.
    package var isList: Bool { container is UITableView || container is UICollectionView }

    /// The rows of each section of a table or collection view, read when a press needs them.
    package func listRowCounts() -> [Int]? {
      if let table = container as? UITableView {
        return (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
      }
      guard let collection = container as? UICollectionView else { return nil }
      return (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
    }

    /// The cell of a row, when it exists.
    package func cell(at row: ListRow) -> UIView? {
      let indexPath = IndexPath(item: row.item, section: row.section)
      if let table = container as? UITableView { return table.cellForRow(at: indexPath) }
      return (container as? UICollectionView)?.cellForItem(at: indexPath)
    }

    /// The rows that have cells, in index-path order.
    package func visibleCells() -> [(row: ListRow, cell: UIView)] {
      let paths: [IndexPath]
      if let table = container as? UITableView {
        paths = table.indexPathsForVisibleRows ?? []
      } else if let collection = container as? UICollectionView {
        paths = collection.indexPathsForVisibleItems
      } else {
        return []
      }
      return paths.sorted().compactMap { path in
        let row = ListRow(section: path.section, item: path.item)
        return cell(at: row).map { (row, $0) }
      }
    }

    /// Scrolls a row in with the list's own `scrollToRow`/`scrollToItem`, without animation,
    /// and lays the list out, so its cell exists and a self-sizing row is measured (§11.3).
    package func scrollRowIntoExistence(_ row: ListRow, attempt: Int) {
      let indexPath = IndexPath(item: row.item, section: row.section)
      guard let scrollView = container as? UIScrollView, let rect = rowRect(indexPath) else {
        return
      }
      // The list's avoider does not re-solve for the field still focused meanwhile.
      guard let avoidance = scrollView.keyboardAvoider?.avoidance else {
        scroll(scrollView, to: rect, indexPath: indexPath, attempt: attempt)
        return
      }
      avoidance.ignoringLayout {
        scroll(scrollView, to: rect, indexPath: indexPath, attempt: attempt)
      }
    }

    private func scroll(
      _ scrollView: UIScrollView, to rect: CGRect, indexPath: IndexPath, attempt: Int
    ) {
      if attempt == 0, let table = scrollView as? UITableView {
        table.scrollToRow(at: indexPath, at: .none, animated: false)
      } else if attempt == 0 {
        // A collection view's empty scroll position means "do not scroll": the least scroll
        // that shows the item's rect instead.
        scrollView.scrollRectToVisible(rect, animated: false)
      } else {
        // The row's rect in the middle of the bounds, within the range the insets allow.
        let range = ScrollGeometry.verticalOffsetRange(
          contentHeight: scrollView.contentSize.height,
          boundsHeight: scrollView.bounds.height,
          adjusted: scrollView.adjustedContentInset.avoidance)
        let y = ScrollGeometry.offsetCentering(
          rect, boundsHeight: scrollView.bounds.height, range: range)
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
      }
      scrollView.layoutIfNeeded()
    }

    /// A row's rect, or `nil` for an index path the list does not have now (UIKit raises for
    /// those: the app may have changed its data since the counts were read).
    private func rowRect(_ indexPath: IndexPath) -> CGRect? {
      if let table = container as? UITableView {
        guard indexPath.section < table.numberOfSections,
          indexPath.row < table.numberOfRows(inSection: indexPath.section)
        else { return nil }
        return table.rectForRow(at: indexPath)
      }
      guard let collection = container as? UICollectionView,
        indexPath.section < collection.numberOfSections,
        indexPath.item < collection.numberOfItems(inSection: indexPath.section)
      else { return nil }
      return collection.layoutAttributesForItem(at: indexPath)?.frame
    }

    /// The container's bounds' origin.
    package var contentOffset: CGPoint { container?.bounds.origin ?? .zero }

    /// Sets the list's content offset back without animation and lays it out.
    package func restoreContentOffset(_ offset: CGPoint) {
      guard let scrollView = container as? UIScrollView else { return }
      scrollView.setContentOffset(offset, animated: false)
      scrollView.layoutIfNeeded()
    }
  }
#endif

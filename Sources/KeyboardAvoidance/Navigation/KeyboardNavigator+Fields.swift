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

    /// A text input's raw enabled, touch and editable flags.
    package func inputFacts(of input: UIView)
      -> (isEnabled: Bool, isUserInteractionEnabled: Bool, isEditable: Bool)?
    {
      if let field = input as? UITextField {
        return (field.isEnabled, field.isUserInteractionEnabled, true)
      }
      if let textView = input as? UITextView {
        return (true, textView.isUserInteractionEnabled, textView.isEditable)
      }
      return nil
    }

    /// A field's navigation group.
    package func group(of input: UIView) -> String? { input.keyboardNavigationGroup }

    /// Whether the container is a table or collection view.
    package var isList: Bool { container?.keyboardAvoidanceClasses.isList ?? false }

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

    /// A row's rect, or `nil` for an index path the list does not have now (UIKit raises for
    /// those: the app may have changed its data since the counts were read).
    package func rowRect(_ row: ListRow) -> CGRect? {
      let indexPath = IndexPath(item: row.item, section: row.section)
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

    /// The list's bounds height and the offsets its adjusted insets allow.
    package func listViewport() -> (boundsHeight: CGFloat, range: ClosedRange<CGFloat>)? {
      guard let scrollView = container as? UIScrollView else { return nil }
      let range = ScrollGeometry.verticalOffsetRange(
        contentHeight: scrollView.contentSize.height, boundsHeight: scrollView.bounds.height,
        adjusted: scrollView.adjustedContentInset.avoidance)
      return (scrollView.bounds.height, range)
    }

    /// Scrolls a row in as the core says, without animation, and lays the list out (§11.3).
    package func scrollRow(_ row: ListRow, _ scroll: RowScroll) {
      guard let scrollView = container as? UIScrollView else { return }
      let indexPath = IndexPath(item: row.item, section: row.section)
      let move = {
        switch scroll {
        case .listsOwn: self.scrollListsOwn(scrollView, to: indexPath, row: row)
        case .offset(let y):
          scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
        }
        scrollView.layoutIfNeeded()
      }
      // The list's avoider does not re-solve for the field still focused meanwhile.
      guard let avoidance = scrollView.keyboardAvoider?.avoidance else { return move() }
      avoidance.ignoringLayout(move)
    }

    /// A table's `scrollToRow(at:at: .none, animated: false)`; a collection view's empty scroll
    /// position means "do not scroll", so the least scroll that shows the item's rect.
    private func scrollListsOwn(_ scrollView: UIScrollView, to indexPath: IndexPath, row: ListRow) {
      guard let table = scrollView as? UITableView else {
        rowRect(row).map { scrollView.scrollRectToVisible($0, animated: false) }
        return
      }
      table.scrollToRow(at: indexPath, at: .none, animated: false)
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

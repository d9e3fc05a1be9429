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
      LayoutDirection(
        isRightToLeft: container?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
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

    /// The container as a table or collection view.
    private var list: NavigableListView? { container as? NavigableListView }

    /// The rows of each section of a table or collection view, read when a press needs them.
    package func listRowCounts() -> [Int]? { list?.navigationRowCounts }

    /// The cell of a row, when it exists.
    package func cell(at row: ListRow) -> UIView? {
      list?.navigationCell(at: IndexPath(item: row.item, section: row.section))
    }

    /// The rows that have cells, in index-path order.
    package func visibleCells() -> [(row: ListRow, cell: UIView)] {
      (list?.navigationVisiblePaths ?? []).sorted().compactMap { path in
        let row = ListRow(section: path.section, item: path.item)
        return cell(at: row).map { (row, $0) }
      }
    }

    /// A row's rect (the core asks only for a row the list has, its counts just read).
    package func rowRect(_ row: ListRow) -> CGRect? {
      list?.navigationRect(at: IndexPath(item: row.item, section: row.section))
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
      let move = {
        switch scroll {
        case .listsOwn:
          self.list?.navigationScrollToRow(at: IndexPath(item: row.item, section: row.section))
        case .offset(let y):
          scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
        }
        scrollView.layoutIfNeeded()
      }
      // The list's avoider does not re-solve for the field still focused meanwhile.
      guard let avoidance = scrollView.keyboardAvoider?.avoidance else { return move() }
      avoidance.ignoringLayout(move)
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

#if canImport(UIKit)
  import UIKit

  extension KeyboardNavigator {
    /// The fields as navigation sees them, in the container's content coordinates.
    package func fields() -> [NavigableField<FieldAddress>] {
      guard let container else { return [] }
      if let list = ListAccess(container) {
        var templates: [Int: [CGRect]] = [:]
        for (indexPath, cell) in list.visibleCells() where templates[indexPath.section] == nil {
          templates[indexPath.section] = cell.textInputs.map { cell.convert($0.bounds, from: $0) }
        }
        return ListFieldLayout.fields(
          rowCounts: list.rowCounts, rowRect: { list.rect(IndexPath(item: $1, section: $0)) },
          templates: templates,
          isNavigable: { address in
            guard case .cell(let section, let item, let slot) = address,
              let cell = list.cell(IndexPath(item: item, section: section))
            else { return true }
            let slots = cell.textInputs
            return slots.indices.contains(slot) && slots[slot].isNavigableField
          })
      }
      return container.textInputs.map { input in
        NavigableField(
          id: .object(ObjectIdentifier(input)),
          frame: container.convert(input.bounds, from: input), group: input.keyboardNavigationGroup,
          isNavigable: input.isNavigableField && !input.isHidden(below: container))
      }
    }

    /// The address of a field inside the container.
    package func address(of input: UIView) -> FieldAddress? {
      guard let container, input.isDescendant(of: container) else { return nil }
      if let list = ListAccess(container) {
        for (indexPath, cell) in list.visibleCells() where input.isDescendant(of: cell) {
          guard let slot = cell.textInputs.firstIndex(of: input) else { return nil }
          return .cell(section: indexPath.section, item: indexPath.item, slot: slot)
        }
        return nil
      }
      return .object(ObjectIdentifier(input))
    }

    /// The field at an address, scrolling a row without a cell in first.
    package func resolve(_ address: FieldAddress) -> UIView? {
      guard let container else { return nil }
      switch address {
      case .object(let id):
        return container.textInputs.first { ObjectIdentifier($0) == id }
      case .cell(let section, let item, let slot):
        guard let list = ListAccess(container) else { return nil }
        let indexPath = IndexPath(item: item, section: section)
        if list.cell(indexPath) == nil {
          list.scrollView.scrollRectToVisible(list.rect(indexPath), animated: false)
          list.scrollView.layoutIfNeeded()
        }
        guard let cell = list.cell(indexPath) else { return nil }
        let slots = cell.textInputs
        return slots.indices.contains(slot) ? slots[slot] : nil
      }
    }
  }

  /// Table and collection views behind one interface.
  @MainActor
  struct ListAccess {
    let scrollView: UIScrollView

    init?(_ view: UIView) {
      guard view is UITableView || view is UICollectionView, let scrollView = view as? UIScrollView
      else { return nil }
      self.scrollView = scrollView
    }

    var rowCounts: [Int] {
      if let table = scrollView as? UITableView {
        return (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
      }
      guard let collection = scrollView as? UICollectionView else { return [] }
      return (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
    }

    func rect(_ indexPath: IndexPath) -> CGRect {
      if let table = scrollView as? UITableView { return table.rectForRow(at: indexPath) }
      let collection = scrollView as? UICollectionView
      return collection?.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    func cell(_ indexPath: IndexPath) -> UIView? {
      if let table = scrollView as? UITableView { return table.cellForRow(at: indexPath) }
      return (scrollView as? UICollectionView)?.cellForItem(at: indexPath)
    }

    func visibleCells() -> [(IndexPath, UIView)] {
      if let table = scrollView as? UITableView {
        return (table.indexPathsForVisibleRows ?? []).compactMap { path in
          table.cellForRow(at: path).map { (path, $0) }
        }.sorted { $0.0 < $1.0 }
      }
      guard let collection = scrollView as? UICollectionView else { return [] }
      return collection.indexPathsForVisibleItems.compactMap { path in
        collection.cellForItem(at: path).map { (path, $0) }
      }.sorted { $0.0 < $1.0 }
    }
  }

  extension UIView {
    /// The text fields and text views inside this view, depth first (not inside each other).
    var textInputs: [UIView] {
      var found: [UIView] = []
      for subview in subviews {
        if subview is UITextField || subview is UITextView {
          found.append(subview)
        } else {
          found += subview.textInputs
        }
      }
      return found
    }

    /// Whether this field can take focus by itself: enabled, editable, visible, not empty.
    var isNavigableField: Bool {
      let enabled: Bool
      let editable: Bool
      if let field = self as? UITextField {
        enabled = field.isEnabled
        editable = true
      } else if let textView = self as? UITextView {
        enabled = textView.isUserInteractionEnabled
        editable = textView.isEditable
      } else {
        return false
      }
      return NavigableField<FieldAddress>.isNavigable(
        isHidden: isHidden, isEnabled: enabled && isUserInteractionEnabled, isEditable: editable,
        alpha: alpha, frame: bounds)
    }

    /// Whether this view or an ancestor below `container` is hidden or transparent.
    func isHidden(below container: UIView) -> Bool {
      var view: UIView? = self
      while let current = view, current !== container {
        if ViewVisibility.isHidden(isHidden: current.isHidden, alpha: current.alpha) {
          return true
        }
        view = current.superview
      }
      return false
    }
  }
#endif

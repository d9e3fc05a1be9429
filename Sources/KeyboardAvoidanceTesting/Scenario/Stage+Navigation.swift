import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Field navigation in the headless world, as the UIKit adapter's navigator does it: the core's
/// ``FieldOrder`` over every field — including rows whose cells do not exist — and, for a row
/// without a cell, scroll it in, lay it out, then focus its field (§4).
extension Stage {
  /// The fields of the form as navigation sees them, in the container's content coordinates.
  public func navigableFields() -> [NavigableField<FieldAddress>] {
    if let list {
      let items = setup.form.items.filter(\.isTextInput)
      return (0..<list.itemCount).map { index in
        let cell = list.rectForItem(index)
        let frame = CGRect(
          x: cell.minX + 16, y: cell.minY + 6, width: max(0, cell.width - 32),
          height: max(0, cell.height - 12))
        let item = items.indices.contains(index) ? items[index] : nil
        return NavigableField(
          id: .cell(section: 0, item: index, slot: 0), frame: frame, group: item?.group,
          isNavigable: NavigableField<FieldAddress>.isNavigable(
            isHidden: item?.isHidden ?? false, isEnabled: item?.isEnabled ?? true,
            isEditable: true, alpha: 1, frame: frame))
      }
    }
    guard let stack else { return [] }
    return stack.inputs.map { input in
      let frame = container.convert(input.bounds, from: input)
      return NavigableField(
        id: .object(ObjectIdentifier(input)), frame: frame, group: stack.item(for: input)?.group,
        isNavigable: NavigableField<FieldAddress>.isNavigable(
          isHidden: input.isEffectivelyHidden(below: container), isEnabled: input.isEnabled,
          isEditable: true, alpha: input.alpha, frame: frame))
    }
  }

  /// The order Previous and Next follow now.
  public func fieldOrder() -> FieldOrder<FieldAddress> {
    FieldOrder(fields: navigableFields(), direction: setup.form.direction)
  }

  /// The address of the focused input, if it is part of the form.
  public var focusedAddress: FieldAddress? {
    guard let focused = world.focusedInput else { return nil }
    if let list {
      for (index, cell) in list.visibleCells where focused === cell.field {
        return .cell(section: 0, item: index, slot: 0)
      }
      return nil
    }
    return .object(ObjectIdentifier(focused))
  }

  /// The input at an address, scrolling a row without a cell into existence first.
  public func resolve(_ address: FieldAddress) -> (any WorldTextInput)? {
    switch address {
    case .object(let id):
      return stack?.inputs.first { ObjectIdentifier($0) == id }
    case .cell(_, let item, _):
      guard let list else { return nil }
      if list.cellForItem(item) == nil {
        list.scrollToItem(item)
        world.layoutPass()
      }
      return list.cellForItem(item)?.field
    }
  }

  /// Focuses the item with identifier `id` (`row-12` and `item-3` name rows of lists).
  @discardableResult
  public func focus(itemID id: String) -> Bool {
    if list != nil {
      let items = setup.form.items.filter(\.isTextInput)
      guard let index = items.firstIndex(where: { $0.id == id }),
        let input = resolve(.cell(section: 0, item: index, slot: 0))
      else { return false }
      focusStartOffset = container.bounds.origin
      world.focus(input)
      return true
    }
    guard let view = stack?.itemViews[id] as? any WorldTextInput else { return false }
    focusStartOffset = container.bounds.origin
    world.focus(view)
    return true
  }

  /// Moves focus to the next field (the toolbar's Next, or Return); `false` at the end.
  @discardableResult
  public func focusNext() -> Bool { step(forward: true) }

  /// Moves focus to the previous field; `false` at the start.
  @discardableResult
  public func focusPrevious() -> Bool { step(forward: false) }

  private func step(forward: Bool) -> Bool {
    let order = fieldOrder()
    let next: FieldAddress?
    if let current = focusedAddress {
      next = forward ? order.next(after: current) : order.previous(before: current)
    } else {
      next = forward ? order.orderedIDs.first : order.orderedIDs.last
    }
    guard let next, let input = resolve(next) else { return false }
    focusStartOffset = container.bounds.origin
    world.focus(input)
    return true
  }

  /// The identifiers of the form's text inputs, in navigation order.
  public var inputIDsInOrder: [String] {
    let items = setup.form.items.filter(\.isTextInput)
    if list != nil {
      return fieldOrder().orderedIDs.compactMap { address in
        guard case .cell(_, let item, _) = address, items.indices.contains(item) else {
          return nil
        }
        return items[item].id
      }
    }
    guard let stack else { return [] }
    return fieldOrder().orderedIDs.compactMap { address in
      stack.inputs.first { .object(ObjectIdentifier($0)) == address }?.name
    }
  }
}

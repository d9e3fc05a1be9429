import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The headless world's counterpart of the UIKit adapter's `KeyboardNavigator`: Previous and
/// Next over the fields of one container, with the order built once and cached, rows of lists
/// addressed by index path, and rows without cells scrolled in before their field is focused.
public final class WorldFieldNavigator {
  /// The container whose fields are navigated.
  public private(set) weak var container: WorldView?
  /// Navigation groups by field: navigation stays inside a group.
  public var groupOf: (WorldView) -> String? = { _ in nil }
  /// The reading direction.
  public var direction: LayoutDirection = .leftToRight
  private var cache = FieldOrderCache<FieldAddress>()
  private var lastContentSize: CGSize?

  /// Creates a navigator for `container`.
  public init(container: WorldView) {
    self.container = container
    container.world?.track(self, name: "navigator(\(container.name))")
  }

  /// How many times the order was built.
  public var buildCount: Int { cache.buildCount }

  /// Forgets the order, as after the form changed.
  public func reloadFields() { cache.invalidate() }

  /// The order, rebuilt only when the fields may have changed.
  public func order() -> FieldOrder<FieldAddress> {
    if let container {
      let size = (container as? WorldScrollView)?.contentSize ?? container.bounds.size
      if size != lastContentSize {
        lastContentSize = size
        cache.invalidate()
      }
    }
    return cache.order { FieldOrder(fields: fields(), direction: direction) }
  }

  /// The fields as navigation sees them, in the container's content coordinates.
  public func fields() -> [NavigableField<FieldAddress>] {
    guard let container else { return [] }
    if let list = container as? WorldListView {
      var templates: [Int: [CGRect]] = [:]
      if let (index, cell) = list.visibleCells.min(by: { $0.key < $1.key }) {
        let row = list.rectForItem(index)
        templates[0] = inputs(in: cell).map {
          list.convert($0.bounds, from: $0).offsetBy(dx: -row.minX, dy: -row.minY)
        }
      }
      return ListFieldLayout.fields(
        rowCounts: [list.itemCount], rowRect: { _, row in list.rectForItem(row) },
        templates: templates,
        isNavigable: { address in
          guard case .cell(_, let item, let slot) = address, let cell = list.cellForItem(item)
          else { return true }
          let slots = self.inputs(in: cell)
          return slots.indices.contains(slot) && self.isNavigable(slots[slot])
        })
    }
    return inputs(in: container).map { input in
      NavigableField(
        id: .object(ObjectIdentifier(input)),
        frame: container.convert(input.bounds, from: input), group: groupOf(input),
        isNavigable: isNavigable(input))
    }
  }

  private func isNavigable(_ input: any WorldTextInput) -> Bool {
    guard let container else { return false }
    return NavigableField<FieldAddress>.isNavigable(
      isHidden: input.isEffectivelyHidden(below: container), isEnabled: input.isEnabled,
      isEditable: true, alpha: input.alpha, frame: input.bounds)
  }

  /// The text inputs inside `view`, depth first.
  private func inputs(in view: WorldView) -> [any WorldTextInput] {
    var found: [any WorldTextInput] = []
    for subview in view.subviews {
      if let input = subview as? any WorldTextInput {
        found.append(input)
      } else {
        found += inputs(in: subview)
      }
    }
    return found
  }

  /// The address of an input.
  public func address(of input: any WorldTextInput) -> FieldAddress? {
    guard let container, input.isDescendant(of: container) else { return nil }
    if let list = container as? WorldListView {
      for (index, cell) in list.visibleCells where input.isDescendant(of: cell) {
        guard let slot = inputs(in: cell).firstIndex(where: { $0 === input }) else { return nil }
        return .cell(section: 0, item: index, slot: slot)
      }
      return nil
    }
    return .object(ObjectIdentifier(input))
  }

  /// The input at an address, scrolling a row without a cell into existence first.
  public func resolve(_ address: FieldAddress) -> (any WorldTextInput)? {
    guard let container else { return nil }
    switch address {
    case .object(let id):
      return inputs(in: container).first { ObjectIdentifier($0) == id }
    case .cell(_, let item, let slot):
      guard let list = container as? WorldListView else { return nil }
      if list.cellForItem(item) == nil {
        list.scrollToItem(item)
        list.world?.layoutPass()
      }
      guard let cell = list.cellForItem(item) else { return nil }
      let slots = inputs(in: cell)
      return slots.indices.contains(slot) ? slots[slot] : nil
    }
  }

  /// The input Previous or Next moves to from `focused`, resolved (a row without a cell is
  /// scrolled in first); `nil` at either end.
  public func target(_ direction: NavigationDirection, from focused: (any WorldTextInput)?)
    -> (any WorldTextInput)?
  {
    var current = self.order()
    var from = focused.flatMap { self.address(of: $0) }
    if let known = from, current.position(of: known) == nil {
      // A field the order does not know: the fields changed.
      cache.invalidate()
      current = self.order()
      from = focused.flatMap { self.address(of: $0) }
    }
    let frame = focused.flatMap { input in container.map { $0.convert(input.bounds, from: input) } }
    let group = focused.flatMap { groupOf($0) }
    var candidate = current.target(direction, from: from, frame: frame, group: group)
    // A row that had no cell may turn out disabled once its cell exists: skip it.
    for _ in 0..<max(1, current.count) {
      guard let address = candidate else { return nil }
      if let input = resolve(address), isNavigable(input) { return input }
      candidate = current.target(direction, from: address, group: group)
    }
    return nil
  }

  /// Where `input` stands, for the toolbar's Previous/Next and the return key.
  public func position(of input: any WorldTextInput) -> FieldPosition? {
    guard let address = address(of: input) else { return nil }
    return order().position(of: address)
  }
}

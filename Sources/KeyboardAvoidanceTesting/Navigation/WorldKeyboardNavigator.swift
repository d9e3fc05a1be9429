import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The headless world's `KeyboardNavigator`: Previous and
/// Next over the fields of one container, with the order built once and cached, rows of lists
/// addressed by index path, and rows without cells scrolled in before their field is focused.
public final class WorldKeyboardNavigator: FieldNavigationSource {
  /// The container whose fields are navigated.
  public private(set) weak var container: WorldView?
  private var state = FieldNavigationState()

  /// Creates a navigator for `container`.
  public init(container: WorldView) {
    self.container = container
    container.world?.track(self, name: "navigator(\(container.name))")
  }

  /// How many times the order was built.
  public var buildCount: Int { state.buildCount }

  /// Forgets the order, as after the form changed.
  public func reloadFields() { state.invalidate() }

  /// The order, rebuilt only when the fields may have changed.
  package func order() -> FieldOrder<FieldAddress> { state.order(in: self) }

  /// The input Previous or Next moves to from `focused`, resolved (a row without a cell is
  /// scrolled in first); `nil` at either end.
  public func target(_ direction: NavigationDirection, from focused: (any WorldTextInput)?)
    -> (any WorldTextInput)?
  {
    state.target(direction, from: focused, in: self) as? any WorldTextInput
  }

  /// Where `input` stands, for the toolbar's Previous/Next and the return key.
  public func position(of input: any WorldTextInput) -> FieldPosition? {
    state.position(of: input, in: self)
  }

  // MARK: FieldNavigationSource

  /// The container's content size.
  package var contentSize: CGSize {
    guard let container else { return .zero }
    return (container as? WorldScrollView)?.contentSize ?? container.bounds.size
  }

  /// No explicit order: the reading order.
  package func explicitAddresses() -> [FieldAddress]? { nil }

  /// A field's frame in the container's content coordinates.
  package func frame(of input: WorldView) -> CGRect? {
    container.map { $0.convert(input.bounds, from: input) }
  }

  /// The container's reading direction.
  package var direction: LayoutDirection { container?.layoutDirection ?? .leftToRight }

  /// A field's navigation group.
  package func group(of input: WorldView) -> String? { input.keyboardNavigationGroup }

  /// Whether a field can take focus.
  package func isNavigable(_ input: WorldView) -> Bool {
    guard let input = input as? any WorldTextInput else { return false }
    return isNavigableInput(input)
  }

  /// The fields as navigation sees them, in the container's content coordinates.
  package func fields() -> [NavigableField<FieldAddress>] {
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
          return slots.indices.contains(slot) && self.isNavigableInput(slots[slot])
        })
    }
    return inputs(in: container).map { input in
      NavigableField(
        id: .object(ObjectIdentifier(input)),
        frame: container.convert(input.bounds, from: input), group: input.keyboardNavigationGroup,
        isNavigable: isNavigableInput(input))
    }
  }

  private func isNavigableInput(_ input: any WorldTextInput) -> Bool {
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
  package func address(of input: WorldView) -> FieldAddress? {
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
  package func resolve(_ address: FieldAddress) -> WorldView? {
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

  /// Return was pressed in `input`: in a field whose key navigation manages, focus moves on or
  /// editing ends (`FieldPreparation.returnAction(_:)`); otherwise nothing happens.
  /// Returns whether navigation handled it.
  @discardableResult
  public func returnPressed(in input: any WorldTextInput) -> Bool {
    guard input.editing.isReturnKeyManaged, let world = input.world else { return false }
    let key: NavigationReturnKey = input.editing.returnKey == .next ? .next : .done
    guard let direction = FieldPreparation.returnAction(key),
      let next = target(direction, from: input)
    else {
      world.endEditing(hidingKeyboard: true)
      return true
    }
    world.focus(next)
    return true
  }
}

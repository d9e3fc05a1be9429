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
  package init(container: WorldView) {
    self.container = container
    container.world?.track(self, name: "navigator(\(container.name))")
  }

  /// How many times the order was built.
  package var buildCount: Int { state.buildCount }
  /// How many times the list's row counts were read.
  package private(set) var rowCountReads = 0

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

  // MARK: FieldNavigationSource: the raw reads UIKit's navigator makes of UIKit

  /// The container's content size (a plain view's bounds' size).
  package var contentSize: CGSize {
    guard let container else { return .zero }
    return (container as? WorldScrollView)?.contentSize ?? container.bounds.size
  }

  /// The container's reading direction.
  package var direction: LayoutDirection { container?.layoutDirection ?? .leftToRight }

  /// No explicit order: the reading order.
  package func explicitFieldOrder() -> [WorldView]? { nil }

  /// Whether a text input is enabled (world inputs always take touches and are editable).
  package func inputFacts(of input: WorldView)
    -> (isEnabled: Bool, isUserInteractionEnabled: Bool, isEditable: Bool)?
  {
    (input as? any WorldTextInput).map { ($0.isEnabled, true, true) }
  }

  /// A field's navigation group.
  package func group(of input: WorldView) -> String? { input.keyboardNavigationGroup }

  /// Whether the container is a table or collection view.
  package var isList: Bool { container is WorldListView }

  /// The rows of each section; every read is counted (apps mid-update assert on them in UIKit).
  package func listRowCounts() -> [Int]? {
    guard let list = container as? WorldListView else { return nil }
    rowCountReads += 1
    return list.rowCounts
  }

  /// The cell of a row, when it exists.
  package func cell(at row: ListRow) -> WorldView? {
    (container as? WorldListView)?.cellForRow(
      at: WorldIndexPath(item: row.item, section: row.section))
  }

  /// The rows that have cells, in order.
  package func visibleCells() -> [(row: ListRow, cell: WorldView)] {
    guard let list = container as? WorldListView else { return [] }
    list.noteCellRead()
    return list.visibleCells.sorted { $0.key < $1.key }.map {
      (ListRow(section: $0.key.section, item: $0.key.item), $0.value)
    }
  }

  /// Scrolls a row in with the list's `scrollToRow` and lays the world out, so its cell exists.
  package func rowRect(_ row: ListRow) -> CGRect? {
    (container as? WorldListView)?.rectForRow(
      at: WorldIndexPath(item: row.item, section: row.section))
  }

  package func listViewport() -> (boundsHeight: CGFloat, range: ClosedRange<CGFloat>)? {
    guard let list = container as? WorldListView else { return nil }
    return (list.bounds.height, list.verticalOffsetRange)
  }

  package func scrollRow(_ row: ListRow, _ scroll: RowScroll) {
    guard let list = container as? WorldListView else { return }
    let path = WorldIndexPath(item: row.item, section: row.section)
    let move = {
      switch scroll {
      case .listsOwn: list.scrollToRow(at: path)
      case .offset(let y):
        list.contentOffset.y = y
        list.layoutIfNeeded()
      }
      list.world?.layoutPass()
    }
    // The list's avoider does not re-solve for the field still focused meanwhile.
    guard let avoidance = list.keyboardAvoider?.avoidance else { return move() }
    avoidance.ignoringLayout(move)
  }

  /// The container's bounds' origin.
  package var contentOffset: CGPoint { container?.bounds.origin ?? .zero }

  /// Sets the list's content offset back and lays the world out.
  package func restoreContentOffset(_ offset: CGPoint) {
    guard let list = container as? WorldListView else { return }
    list.contentOffset = offset
    list.world?.layoutPass()
  }

  /// Return was pressed in `input`, as navigation's one shared Return target hears it: the
  /// avoider that owns the field *now* moves focus on, or editing ends, where the core's
  /// `FieldPreparation.returnAction(_:)` says navigation manages the key. A detached and
  /// re-attached avoider, automatic mode turned off and on, or a field moved to another
  /// container all keep working, because nothing is bound to the avoider that prepared the
  /// field. Returns whether navigation handled it.
  @discardableResult
  public static func returnPressed(in input: any WorldTextInput) -> Bool {
    guard let world = input.world, input.editing.hasNavigationReturnTarget else { return false }
    switch FieldPreparation.returnAction(input.fieldFacts) {
    case .notManaged:
      return false
    case .move(let direction):
      if let next = owner(of: input)?.navigator.target(direction, from: input) {
        world.focus(next)
        return true
      }
      world.endEditing(hidingKeyboard: true)
    case .endEditing:
      world.endEditing(hidingKeyboard: true)
    }
    return true
  }

  /// The avoider that keeps `input` visible now: the innermost one that owns it.
  package static func owner(of input: any WorldTextInput) -> WorldKeyboardAvoider? {
    ContainerAvoidance.owner(of: input) { $0.keyboardAvoider?.avoidance }?.host
  }
}

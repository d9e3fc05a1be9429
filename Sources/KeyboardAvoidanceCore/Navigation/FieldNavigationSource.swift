import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a host reads for field navigation: raw reads of one container and its fields. UIKit's
/// navigator and the headless world's both conform; the rules — which fields count, how a
/// field is addressed, how a row without a cell is reached — are this protocol's extension,
/// written once.
package protocol FieldNavigationSource {
  /// The kind of view a field is.
  associatedtype Input: AnyObject

  /// The container whose fields are navigated, while it exists.
  var container: Input? { get }
  /// The container's content size: a change means the fields may have changed.
  var contentSize: CGSize { get }
  /// The container's reading direction.
  var direction: LayoutDirection { get }
  /// The app's explicit order of fields, or `nil` for the reading order.
  func explicitFieldOrder() -> [Input]?
  /// A view's superview.
  func parent(of view: Input) -> Input?
  /// A view's `isHidden` and `alpha`.
  func visibility(of view: Input) -> (isHidden: Bool, alpha: CGFloat)
  /// A view's subviews, back to front.
  func subviews(of view: Input) -> [Input]
  /// A text input's raw `isEnabled` (a text field's; `true` for a text view, which has none),
  /// `isUserInteractionEnabled` and `isEditable` (`true` for a text field); `nil` for a view
  /// that is no text input.
  func inputFacts(of input: Input)
    -> (isEnabled: Bool, isUserInteractionEnabled: Bool, isEditable: Bool)?
  /// A view's bounds in `ancestor`'s bounds coordinates.
  func rect(of view: Input, in ancestor: Input) -> CGRect
  /// A field's navigation group.
  func group(of input: Input) -> String?
  /// Whether the container is a table or collection view (read without asking its data).
  var isList: Bool { get }
  /// The number of rows of each section when the container is a table or collection view;
  /// `nil` for any other container. Read only when a press needs it.
  func listRowCounts() -> [Int]?
  /// The cell of a row, when it exists.
  func cell(at row: ListRow) -> Input?
  /// The rows that have cells, in index-path order.
  func visibleCells() -> [(row: ListRow, cell: Input)]
  /// A row's rect in the list's content. Asked only for a row the list has: its counts are read
  /// again just before (the app may have changed its data since a walk read them, and UIKit
  /// raises for an index path a list does not have).
  func rowRect(_ row: ListRow) -> CGRect?
  /// The list's bounds height and the range of vertical offsets its insets allow; `nil` for a
  /// container that is no scroll view.
  func listViewport() -> (boundsHeight: CGFloat, range: ClosedRange<CGFloat>)?
  /// Scrolls a row in as `scroll` says, without animation, and lays the list out, so that its
  /// cell exists and its height is measured, not estimated. Called only for a row
  /// ``rowRect(_:)`` just found.
  func scrollRow(_ row: ListRow, _ scroll: RowScroll)
  /// The container's content offset (a plain view's bounds' origin).
  var contentOffset: CGPoint { get }
  /// Scrolls back, without animation, to where a search that found no field began: rows
  /// scrolled in only to be looked at must not move the content (a last field's Return).
  func restoreContentOffset(_ offset: CGPoint)
}

/// How a row without a cell is scrolled in (``FieldNavigationSource/rowScroll(attempt:rect:)``).
package enum RowScroll: Sendable, Equatable {
  /// The list's own scroll: `scrollToRow(at:at: .none, animated: false)` for a table; for a
  /// collection view, whose empty scroll position means "do not scroll", the least scroll that
  /// shows the item's rect.
  case listsOwn
  /// The content offset's vertical value set to this, without animation.
  case offset(CGFloat)
}

/// A row of a table or collection view: its index path.
package struct ListRow: Hashable, Sendable {
  /// The section.
  package var section: Int
  /// The row (item) in its section.
  package var item: Int

  /// Creates a row.
  package init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Whether a list whose sections hold `rowCounts` rows has this row.
  package func exists(in rowCounts: [Int]) -> Bool {
    rowCounts.indices.contains(section) && item >= 0 && item < rowCounts[section]
  }
}

extension FieldNavigationSource {
  /// The fields as navigation sees them, in the container's content coordinates. In a list,
  /// only rows with cells are read (an explicit order can name only fields that exist).
  package func fields() -> [NavigableField<FieldAddress>] {
    guard let container else { return [] }
    if isList {
      var fields: [NavigableField<FieldAddress>] = []
      for (row, cell) in visibleCells() {
        for (slot, input) in textInputs(in: cell).enumerated() {
          fields.append(
            NavigableField(
              id: .cell(section: row.section, item: row.item, slot: slot),
              frame: rect(of: input, in: container), group: group(of: input),
              isNavigable: isNavigable(input)))
        }
      }
      return fields
    }
    return textInputs(in: container).map { input in
      NavigableField(
        id: .object(ObjectIdentifier(input)), frame: rect(of: input, in: container),
        group: group(of: input), isNavigable: isNavigable(input))
    }
  }

  /// The input at a list address when its cell exists; `nil` otherwise (and for a slot the
  /// cell does not have).
  private func existingInput(at address: FieldAddress) -> Input? {
    guard case .cell(let section, let item, let slot) = address,
      let cell = cell(at: ListRow(section: section, item: item))
    else { return nil }
    let slots = textInputs(in: cell)
    return slots.indices.contains(slot) ? slots[slot] : nil
  }

  /// The text inputs inside `view`, depth first, not looking inside an input (a text view's
  /// own subviews).
  package func textInputs(in view: Input) -> [Input] {
    var found: [Input] = []
    for subview in subviews(of: view) {
      if inputFacts(of: subview) != nil {
        found.append(subview)
      } else {
        found += textInputs(in: subview)
      }
    }
    return found
  }

  /// The explicit order, as addresses.
  package func explicitAddresses() -> [FieldAddress]? {
    explicitFieldOrder()?.compactMap { address(of: $0) }
  }

  /// The address of a field inside the container: its slot in its cell in a list, the field
  /// itself elsewhere; `nil` when it is not inside.
  package func address(of input: Input) -> FieldAddress? {
    guard let container, isInside(input, container) else { return nil }
    guard isList else { return .object(ObjectIdentifier(input)) }
    for (row, cell) in visibleCells() where isInside(input, cell) {
      guard let slot = textInputs(in: cell).firstIndex(where: { $0 === input }) else {
        return nil
      }
      return .cell(section: row.section, item: row.item, slot: slot)
    }
    return nil
  }

  /// A field's frame in the container's content coordinates.
  package func frame(of input: Input) -> CGRect? {
    container.map { rect(of: input, in: $0) }
  }

  /// The field at an address; a row without a cell is scrolled in and laid out first.
  package func resolve(_ address: FieldAddress) -> Input? {
    guard let container else { return nil }
    switch address {
    case .object(let id):
      return textInputs(in: container).first { ObjectIdentifier($0) == id }
    case .cell(let section, let item, let slot):
      guard isList else { return nil }
      guard let cell = bringIn(ListRow(section: section, item: item)) else { return nil }
      let slots = textInputs(in: cell)
      return slots.indices.contains(slot) ? slots[slot] : nil
    }
  }

  /// The cell of a row, scrolled in and laid out when it has none; `nil` when it cannot be
  /// brought in. The layout a scroll causes can scroll the row out again (an avoider catching up
  /// with a geometry change it had not seen re-solves for the focused field), so a second
  /// attempt follows, in the middle of the bounds (``scrollRowIntoExistence(_:attempt:)``).
  package func bringIn(_ row: ListRow) -> Input? {
    for attempt in 0..<2 where cell(at: row) == nil {
      // A row the list no longer has is not asked for (UIKit raises for its index path).
      guard row.exists(in: listRowCounts() ?? []), let rect = rowRect(row) else { return nil }
      scrollRow(row, rowScroll(attempt: attempt, rect: rect))
    }
    return cell(at: row)
  }

  /// How an attempt scrolls a row in: the first with the list's own scroll, a later one by
  /// putting the row's rect in the middle of the bounds, within the range — where insets make
  /// the list believe a row outside its bounds is in view (a negative inset), its own least
  /// scroll moves nothing.
  package func rowScroll(attempt: Int, rect: CGRect) -> RowScroll {
    guard attempt > 0, let viewport = listViewport() else { return .listsOwn }
    return .offset(
      ScrollGeometry.offsetCentering(
        rect, boundsHeight: viewport.boundsHeight, range: viewport.range))
  }

  /// Whether a field can take focus: a text input, enabled, editable, with an area, and
  /// shown — it and every view up to the container (``NavigableField/isNavigable(isHidden:isEnabled:isEditable:alpha:frame:)``).
  package func isNavigable(_ input: Input) -> Bool {
    guard let facts = inputFacts(of: input) else { return false }
    var hidden = false
    var view: Input? = input
    while let current = view, current !== container {
      let visibility = visibility(of: current)
      if ViewVisibility.isHidden(isHidden: visibility.isHidden, alpha: visibility.alpha) {
        hidden = true
        break
      }
      view = parent(of: current)
    }
    let own = visibility(of: input)
    // An input that ignores touches takes no focus from a tap, nor from navigation.
    return NavigableField<FieldAddress>.isNavigable(
      isHidden: hidden, isEnabled: facts.isEnabled && facts.isUserInteractionEnabled,
      isEditable: facts.isEditable,
      alpha: own.alpha, frame: rect(of: input, in: input))
  }

  private func isInside(_ view: Input, _ ancestor: Input) -> Bool {
    ViewAncestry.isInside(view, ancestor, parent: parent(of:))
  }
}

/// Field navigation's state for one container: the cached order and how to move through it.
///
/// ```swift
/// var navigation = FieldNavigationState()
/// if let next = navigation.target(.next, from: focused, in: source) {
///   next.becomeFirstResponder()
/// }
/// ```
package struct FieldNavigationState: Sendable {
  private var cache = FieldOrderCache<FieldAddress>()
  private var contentSize: CGSize?
  private var list = ListNavigation()

  /// An empty state.
  package init() {}

  /// How many times the order was built.
  package var buildCount: Int { cache.buildCount }

  /// How many rows of a list navigation remembers the fields of.
  package var rememberedRowCount: Int { list.rememberedRowCount }

  /// Forgets the order, as after the fields changed.
  package mutating func invalidate() {
    cache.invalidate()
    list.invalidate()
  }

  /// The order, rebuilt only when the container's content size changed or it was invalidated.
  package mutating func order<Source: FieldNavigationSource>(in source: Source)
    -> FieldOrder<FieldAddress>
  {
    if source.contentSize != contentSize {
      contentSize = source.contentSize
      cache.invalidate()
    }
    return cache.order {
      let fields = source.fields()
      if let explicit = source.explicitAddresses() {
        return FieldOrder(explicit: explicit, fields: fields)
      }
      return FieldOrder(fields: fields, direction: source.direction)
    }
  }

  /// Where `input` stands, for a toolbar's Previous/Next and the return key.
  package mutating func position<Source: FieldNavigationSource>(
    of input: Source.Input, in source: Source
  ) -> FieldPosition? {
    guard let address = source.address(of: input) else { return nil }
    if source.isList && source.explicitFieldOrder() == nil {
      return list.position(of: input, at: address, in: source)
    }
    return order(in: source).position(of: address)
  }

  /// The field Previous or Next moves to from `focused`, resolved: a field the order does not
  /// know rebuilds it once; a row that turns out not to take focus once its cell exists is
  /// skipped. `nil` at either end, and from a focused field the order leaves out (hidden,
  /// disabled, read-only, transparent or of no size — a PIN field drawn by other views): it has
  /// no place to move from, and the toolbar shows its Previous and Next disabled
  /// (``position(of:in:)`` is `nil`).
  package mutating func target<Source: FieldNavigationSource>(
    _ direction: NavigationDirection, from focused: Source.Input?, in source: Source
  ) -> Source.Input? {
    if let focused, !source.isNavigable(focused) { return nil }
    if source.isList && source.explicitFieldOrder() == nil {
      return list.target(direction, from: focused, in: source)
    }
    var current = order(in: source)
    var from = focused.flatMap { source.address(of: $0) }
    if let known = from, current.position(of: known) == nil {
      cache.invalidate()
      current = order(in: source)
      from = focused.flatMap { source.address(of: $0) }
    }
    let frame = focused.flatMap { source.frame(of: $0) }
    let group = focused.flatMap { source.group(of: $0) }
    let offset = source.contentOffset
    var candidate = current.target(direction, from: from, frame: frame, group: group)
    for _ in 0..<max(1, current.count) {
      guard let address = candidate else { break }
      // A row whose cell did not exist when the order was read may turn out disabled, hidden
      // or in another group once it does: it is skipped.
      if let input = source.resolve(address), source.isNavigable(input),
        source.group(of: input) == group
      {
        return input
      }
      candidate = current.target(direction, from: address, group: group)
    }
    // No field: the rows scrolled in to look at them go out again.
    if source.contentOffset != offset { source.restoreContentOffset(offset) }
    return nil
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The Previous/Next order of fields a SwiftUI screen reports, identified by their position in
/// the report: an explicit order, or the reading order of their frames (rows top to bottom,
/// leading to trailing in the layout's direction), inside groups, without disabled fields.
///
/// ```swift
/// let order = FocusOrder(
///   fields: [
///     .init(frame: CGRect(x: 16, y: 100, width: 160, height: 44)),
///     .init(frame: CGRect(x: 200, y: 100, width: 160, height: 44)),
///   ],
///   direction: .rightToLeft)
/// order.target(from: 1, .next)  // 0: in right-to-left, the right field comes first
/// ```
package struct FocusOrder: Sendable {
  /// One reported field.
  package struct Field: Sendable, Equatable {
    /// Its frame, in one coordinate space shared by all fields (the window's).
    package var frame: CGRect
    /// Navigation stays inside a group; `nil` is the default group.
    package var group: String?
    /// Whether it is enabled; a disabled field is skipped.
    package var isEnabled: Bool

    /// Creates a field.
    package init(frame: CGRect, group: String? = nil, isEnabled: Bool = true) {
      self.frame = frame
      self.group = group
      self.isEnabled = isEnabled
    }
  }

  private let order: FieldOrder<Int>

  /// Orders `fields`: by `explicit` (their indexes, in order; the rest are left out) when given,
  /// else by reading order in `direction`.
  package init(fields: [Field], explicit: [Int]? = nil, direction: LayoutDirection = .leftToRight) {
    let navigable = fields.enumerated().map { index, field in
      NavigableField(
        id: index, frame: field.frame, group: field.group,
        isNavigable: field.isEnabled && field.frame.isFiniteRect && field.frame.hasArea)
    }
    order =
      explicit.map { FieldOrder(explicit: $0, fields: navigable) }
      ?? FieldOrder(fields: navigable, direction: direction)
  }

  /// The field Previous or Next moves to from field `index`, or `nil` at an end (or when
  /// `index` is not in the order).
  package func target(from index: Int, _ direction: NavigationDirection) -> Int? {
    direction == .next ? order.next(after: index) : order.previous(before: index)
  }

  /// Where field `index` stands: whether there is a field before and after it.
  package func position(of index: Int) -> FieldPosition? { order.position(of: index) }

  /// The indexes in order.
  package var indexes: [Int] { order.orderedIDs }
}

/// ``FocusOrder`` by the screen's own focus values: what the SwiftUI layer's navigation and the
/// world's model of it both ask.
///
/// ```swift
/// let navigation = FocusNavigation(fields: [
///   .init(id: "email", frame: CGRect(x: 16, y: 100, width: 361, height: 44)),
///   .init(id: "password", frame: CGRect(x: 16, y: 160, width: 361, height: 44)),
/// ])
/// navigation.target(from: "email", .next)  // "password"
/// ```
package struct FocusNavigation<ID: Hashable> {
  /// One reported field.
  package struct Field {
    /// Its focus value.
    package var id: ID
    /// Where it is, its group and whether it is enabled.
    package var field: FocusOrder.Field

    /// Creates a field; `isFocusable` says whether the screen's focus binding can take `id` (a
    /// component with a focus type of its own reports values it cannot): a field it cannot take
    /// is never a target — setting it would set no focus at all, and drop the keyboard.
    package init(
      id: ID, frame: CGRect, group: String? = nil, isEnabled: Bool = true,
      isFocusable: Bool = true
    ) {
      self.id = id
      field = FocusOrder.Field(frame: frame, group: group, isEnabled: isEnabled && isFocusable)
    }
  }

  private let ids: [ID]
  private let order: FocusOrder

  /// Orders `fields` (a value reported twice counts once, where first reported) by `explicit`
  /// when given — values not reported are left out — else by reading order in `direction`.
  package init(fields: [Field], explicit: [ID]? = nil, direction: LayoutDirection = .leftToRight) {
    var ids: [ID] = []
    var index: [ID: Int] = [:]
    var ordered: [FocusOrder.Field] = []
    for field in fields where index[field.id] == nil {
      index[field.id] = ids.count
      ids.append(field.id)
      ordered.append(field.field)
    }
    self.ids = ids
    order = FocusOrder(
      fields: ordered, explicit: explicit.map { $0.compactMap { index[$0] } },
      direction: direction)
  }

  /// The field Previous or Next moves to from `id`, or `nil` at an end or for an unknown value.
  package func target(from id: ID, _ direction: NavigationDirection) -> ID? {
    guard let index = ids.firstIndex(of: id) else { return nil }
    return order.target(from: index, direction).map { ids[$0] }
  }

  /// Whether a field follows `id` (Return's label: Next or Done); `nil` for an unknown value.
  package func hasNext(after id: ID) -> Bool? {
    ids.firstIndex(of: id).flatMap { order.position(of: $0)?.hasNext }
  }

  /// Return's label in field `id` (`submitLabel`): Done after the last field, Next before
  /// another — and for a value not in the order, which SwiftUI labels as the form's fields are.
  package func returnKey(after id: ID) -> NavigationReturnKey {
    hasNext(after: id) == false ? .done : .next
  }

  /// What Return in field `id` does (`onSubmit`): focus moves to the next field, or to none
  /// after the last (the keyboard goes down); `nil` — nothing — for a value not in the order.
  package func submitTarget(from id: ID) -> ID?? {
    guard hasNext(after: id) != nil else { return nil }
    return .some(target(from: id, .next))
  }
}

extension FocusNavigation {
  /// What a screen shows of its navigation: each field's Return key and the toolbar's enabled
  /// buttons for the focused field — one value, published when it changes, so the labels and
  /// buttons follow the fields that exist now (a field appearing turns the last one's Done into
  /// Next) rather than the ones at first render.
  package struct Shown: Equatable {
    /// The Return key of each field in the order.
    package var returnKeys: [ID: NavigationReturnKey] = [:]
    /// Whether Previous can move from the focused field.
    package var canMovePrevious = false
    /// Whether Next can move from the focused field.
    package var canMoveNext = false
    /// Whether one of the screen's fields has focus.
    package var hasFocus = false

    /// Nothing to show: no field.
    package init() {}

    /// Return's label in field `id`: Next for a value not in the order (``returnKey(after:)``).
    package func returnKey(after id: ID) -> NavigationReturnKey { returnKeys[id] ?? .next }

    /// Whether Previous or Next can move from the focused field.
    package func canMove(_ direction: NavigationDirection) -> Bool {
      direction == .next ? canMoveNext : canMovePrevious
    }
  }

  /// What the screen shows with `focused` focused.
  package func shown(focused: ID?) -> Shown {
    var shown = Shown()
    for id in ids { shown.returnKeys[id] = returnKey(after: id) }
    shown.canMovePrevious = focused.flatMap { target(from: $0, .previous) } != nil
    shown.canMoveNext = focused.flatMap { target(from: $0, .next) } != nil
    shown.hasFocus = focused != nil
    return shown
  }
}

extension FocusNavigation: Sendable where ID: Sendable {}
extension FocusNavigation.Field: Sendable where ID: Sendable {}

/// A built `FieldOrder` kept until the fields change, so that a press of Previous or Next
/// costs a lookup, not a walk of the view tree and a sort.
///
/// Hosts invalidate it when fields may have changed — the container's content size changed, a
/// field the order does not know began editing, or the app asked — and rebuild lazily.
///
/// ```swift
/// var cache = FieldOrderCache<FieldAddress>()
/// let order = cache.order { FieldOrder(fields: collectFields()) }
/// cache.invalidate()  // after the form changed
/// ```
package struct FieldOrderCache<ID: Hashable & Sendable>: Sendable {
  /// The order, if built and still valid.
  package private(set) var order: FieldOrder<ID>?
  /// How many times the order was built.
  package private(set) var buildCount = 0

  /// An empty cache.
  package init() {}

  /// Forgets the order; the next ``order(building:)`` builds it again.
  package mutating func invalidate() { order = nil }

  /// The cached order, building it with `build` when there is none.
  package mutating func order(building build: () -> FieldOrder<ID>) -> FieldOrder<ID> {
    if let order { return order }
    let built = build()
    order = built
    buildCount += 1
    return built
  }
}

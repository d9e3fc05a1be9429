import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a host knows about the fields of one container, for ``FieldNavigationState``.
///
/// UIKit's navigator and the headless world's both conform, so Previous and Next work the same
/// way in both; only these reads differ.
package protocol FieldNavigationSource {
  /// The kind of view a field is.
  associatedtype Input: AnyObject

  /// The container's content size: a change means the fields may have changed.
  var contentSize: CGSize { get }
  /// The reading direction.
  var direction: LayoutDirection { get }
  /// Every field, in the container's content coordinates.
  func fields() -> [NavigableField<FieldAddress>]
  /// An explicit order of addresses, or `nil` for the reading order.
  func explicitAddresses() -> [FieldAddress]?
  /// The address of a field, or `nil` when it is not in the container.
  func address(of input: Input) -> FieldAddress?
  /// A field's frame in the container's content coordinates.
  func frame(of input: Input) -> CGRect?
  /// A field's navigation group.
  func group(of input: Input) -> String?
  /// The field at an address, scrolling a row without a cell into existence first.
  func resolve(_ address: FieldAddress) -> Input?
  /// Whether a field can take focus.
  func isNavigable(_ input: Input) -> Bool
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

  /// An empty state.
  package init() {}

  /// How many times the order was built.
  package var buildCount: Int { cache.buildCount }

  /// Forgets the order, as after the fields changed.
  package mutating func invalidate() { cache.invalidate() }

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
    return order(in: source).position(of: address)
  }

  /// The field Previous or Next moves to from `focused`, resolved: a field the order does not
  /// know rebuilds it once; a row that turns out not to take focus once its cell exists is
  /// skipped. `nil` at either end.
  package mutating func target<Source: FieldNavigationSource>(
    _ direction: NavigationDirection, from focused: Source.Input?, in source: Source
  ) -> Source.Input? {
    var current = order(in: source)
    var from = focused.flatMap { source.address(of: $0) }
    if let known = from, current.position(of: known) == nil {
      cache.invalidate()
      current = order(in: source)
      from = focused.flatMap { source.address(of: $0) }
    }
    let frame = focused.flatMap { source.frame(of: $0) }
    let group = focused.flatMap { source.group(of: $0) }
    var candidate = current.target(direction, from: from, frame: frame, group: group)
    for _ in 0..<max(1, current.count) {
      guard let address = candidate else { return nil }
      if let input = source.resolve(address), source.isNavigable(input) { return input }
      candidate = current.target(direction, from: address, group: group)
    }
    return nil
  }
}

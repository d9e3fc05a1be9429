/// A weak reference: the one box every host and registry of the package keeps objects in
/// without keeping them alive.
package struct WeakBox<Value: AnyObject> {
  /// The object, while it exists.
  package weak var value: Value?

  /// Boxes `value`.
  package init(_ value: Value) { self.value = value }
}

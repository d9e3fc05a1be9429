/// A weak reference, for the world's bookkeeping.
struct WeakBox<Value: AnyObject> {
  weak var value: Value?

  init(_ value: Value) { self.value = value }
}

/// The interface orientation of the headless world.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  /// Portrait: the screen is taller than wide.
  case portrait
  /// Landscape: the screen is wider than tall.
  case landscape

  /// The other orientation.
  public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}

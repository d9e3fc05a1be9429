extension KeyboardAvoidanceCoordinator {
  /// Counters for diagnostics and benchmarks.
  public struct Statistics: Sendable, Hashable {
    /// Events handled.
    public var events = 0
    /// Updates handed to the host.
    public var updates = 0
    /// Notifications that could not be parsed.
    public var malformedNotifications = 0
  }
}

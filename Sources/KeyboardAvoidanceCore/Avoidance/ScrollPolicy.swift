/// Where the solver puts a target that has to move.
///
/// ```swift
/// var configuration = AvoidanceConfiguration()
/// configuration.policy = .center
/// ```
public enum ScrollPolicy: String, Sendable, Hashable, CaseIterable, Codable {
  /// Move as little as possible: a target that is already visible does not move; otherwise it
  /// ends just inside the nearest edge of the visible region. The default.
  case minimal
  /// Center the target in the visible region.
  case center
  /// Put the target at the top of the visible region.
  case top
}

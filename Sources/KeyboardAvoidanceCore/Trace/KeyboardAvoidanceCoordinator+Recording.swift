import Foundation

/// The coordinator's reads of its clock and its container, through which a recorder sees them.
extension KeyboardAvoidanceCoordinator {
  /// Reads the clock, recording the reading.
  func now() -> TimeInterval {
    let time = clock()
    recorder?.record(.clock(time))
    return time
  }

  /// Reads the container, recording the reading.
  func reading() -> ContainerGeometry? {
    let geometry = host?.avoidanceGeometry()
    recorder?.record(.reading(geometry))
    return geometry
  }
}

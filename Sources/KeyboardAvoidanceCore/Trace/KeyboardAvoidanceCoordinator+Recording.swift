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
    if decisionLog != nil { lastLoggedReading = geometry }
    return geometry
  }

  /// Ends an event: closes it in the recording and writes its decision line.
  func finish(_ event: AvoidanceEvent, updatesBefore: Int) {
    recorder?.record(.end)
    guard let decisionLog else { return }
    let update = statistics.updates != updatesBefore ? lastUpdate : nil
    decisionLog(AvoidanceDecisionLine.line(for: event, update: update, reading: lastLoggedReading))
  }
}

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

  /// Records a notification as it arrived, with what the parser made of it.
  func record(
    name: String, userInfo: [AnyHashable: Any]?,
    mapped: Result<AvoidanceEvent?, KeyboardEventError>
  ) {
    guard let recorder else { return }
    var error: String?
    if case .failure(let failure) = mapped { error = "\(failure)" }
    recorder.record(
      .notification(
        TracedNotification(name: name, userInfo: userInfo, error: error), time: clock(),
        turn: recorder.turn?()))
  }

  /// Ends an event: closes it in the recording and writes its decision line.
  func finish(_ event: AvoidanceEvent, updatesBefore: Int) {
    recorder?.record(.end)
    guard let decisionLog else { return }
    let update = statistics.updates != updatesBefore ? lastUpdate : nil
    decisionLog(AvoidanceDecisionLine.line(for: event, update: update, reading: lastLoggedReading))
  }
}

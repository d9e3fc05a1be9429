import Foundation

/// What a coordinator records and logs, held apart so that each hook is one check of an
/// optional while neither is set.
package final class TraceHooks {
  package var recorder: AvoidanceTraceRecorder?
  package var decisionLog: ((String) -> Void)?
  /// The last container reading, for the decision log.
  package var lastReading: ContainerGeometry?

  package init() {}
}

/// The coordinator's recorder and decision log, and its reads of its clock and its container,
/// through which they see them.
extension KeyboardAvoidanceCoordinator {
  /// Records everything the coordinator receives, reads and applies while set (see
  /// ``AvoidanceTraceRecorder``); `nil` (the default) records nothing.
  public var recorder: AvoidanceTraceRecorder? {
    get { hooks?.recorder }
    set {
      setHooks(recorder: newValue, decisionLog: decisionLog)
      newValue?.begin(configuration: configuration, state: engineState)
    }
  }

  /// Receives one line per event saying what the engine saw and decided (see
  /// ``AvoidanceDecisionLine``); `nil` (the default) writes nothing.
  public var decisionLog: ((String) -> Void)? {
    get { hooks?.decisionLog }
    set { setHooks(recorder: recorder, decisionLog: newValue) }
  }

  private func setHooks(recorder: AvoidanceTraceRecorder?, decisionLog: ((String) -> Void)?) {
    guard recorder != nil || decisionLog != nil else {
      hooks = nil
      return
    }
    let hooks = self.hooks ?? TraceHooks()
    hooks.recorder = recorder
    hooks.decisionLog = decisionLog
    self.hooks = hooks
  }

  /// Reads the clock, recording the reading.
  func now() -> TimeInterval {
    let time = clock()
    hooks?.recorder?.record(.clock(time))
    return time
  }

  /// Reads the container, recording the reading.
  func reading() -> ContainerGeometry? {
    let geometry = host?.avoidanceGeometry()
    if let hooks {
      hooks.recorder?.record(.reading(geometry))
      hooks.lastReading = geometry
    }
    return geometry
  }

  /// Records a notification as it arrived, with what the parser made of it.
  func record(
    name: String, userInfo: [AnyHashable: Any]?,
    mapped: Result<AvoidanceEvent?, KeyboardEventError>
  ) {
    guard let recorder = hooks?.recorder else { return }
    var error: String?
    if case .failure(let failure) = mapped { error = "\(failure)" }
    recorder.record(
      .notification(
        TracedNotification(name: name, userInfo: userInfo, error: error), time: clock(),
        turn: recorder.turn?()))
  }

  /// Ends an event: closes it in the recording and writes its decision line.
  func finish(_ event: AvoidanceEvent, updatesBefore: Int) {
    hooks?.recorder?.record(.end)
    guard let decisionLog = hooks?.decisionLog else { return }
    let update = statistics.updates != updatesBefore ? lastUpdate : nil
    decisionLog(AvoidanceDecisionLine.line(for: event, update: update, reading: hooks?.lastReading))
  }
}

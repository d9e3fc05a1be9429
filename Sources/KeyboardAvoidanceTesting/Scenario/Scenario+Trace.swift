import Foundation

extension Scenario {
  /// A scenario that replays the keyboard of a trace — each run of heights it announced, each
  /// hide — in a world of `setup`, starting by focusing `field`, so that a sequence recorded on
  /// a device becomes a regression scenario run through every invariant.
  ///
  /// The world's keyboard moves as the trace's did: a run of this app's will-show and
  /// will-change-frame notifications becomes ``ScenarioStep/thirdPartyKeyboard(heights:)`` (a
  /// keyboard announcing those heights in turn), a will-hide ``ScenarioStep/hideKeyboard``.
  /// Other apps' keyboards, "did" notifications and the trace's other entries are left out.
  ///
  /// ```swift
  /// let trace = try AvoidanceTrace.decode(data)
  /// let scenario = Scenario(trace: trace, setup: ScenarioSetup(device: .iPhone15), focusing: "email")
  /// ```
  public init(trace: AvoidanceTrace, setup: ScenarioSetup, focusing field: String) {
    var steps: [ScenarioStep] = [.focus(field), .hideKeyboard]
    var heights: [CGFloat] = []
    func flush() {
      if !heights.isEmpty { steps.append(.thirdPartyKeyboard(heights: heights)) }
      heights = []
    }
    for entry in trace.entries {
      guard case .notification(let notification, _, _) = entry,
        let phase = KeyboardPhase(rawValue: notification.name), phase.isWill,
        notification.values[KeyboardUserInfoKey.isLocal] != .number(0),
        notification.values[KeyboardUserInfoKey.isLocal] != .bool(false)
      else { continue }
      if phase == .willHide {
        flush()
        if steps.last != .hideKeyboard { steps.append(.hideKeyboard) }
      } else if case .rect(let frame)? = notification.values[KeyboardUserInfoKey.frameEnd],
        frame.height.isFinite, frame.height > 0
      {
        if heights.last != frame.height { heights.append(frame.height) }
      }
    }
    flush()
    self.init(name: "the keyboard of a trace", setup: setup, steps: steps)
  }
}

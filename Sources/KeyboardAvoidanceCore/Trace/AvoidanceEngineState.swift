import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Everything one coordinator remembers between events, as a value: where a trace starts from,
/// so that a recording begun in the middle of a session replays as it happened.
///
/// Its contents are the engine's own and may change between versions of the package; a trace
/// carries it opaquely.
public struct AvoidanceEngineState: Sendable, Equatable, Codable {
  struct Offset: Sendable, Equatable, Codable {
    var offset: CGPoint
    var time: TimeInterval
  }

  struct Move: Sendable, Equatable, Codable {
    var from: CGPoint
    var to: CGPoint
    var fromCode: Bool
  }

  struct Rest: Sendable, Equatable, Codable {
    var offset: CGPoint
    var userScrolls: Int?
    var top: CGFloat?
  }

  struct Released: Sendable, Equatable, Codable {
    var memory: InsetLedger.Memory
    var expiry: TimeInterval
  }

  var keyboard: KeyboardState
  var ledger: InsetLedger
  var lastUpdate: AvoidanceUpdate?
  var isEditing: Bool
  var trackedFrame: CGRect?
  var heldHide: HideHold?
  var foregroundTime: TimeInterval?
  var isInBackground: Bool
  var currentEventIsLocal: Bool
  var lastLayoutKey: LayoutKey?
  var scrollHeldForUser: Bool
  var provisionalStart: Offset?
  var provisionalGlide: ProvisionalGlide?
  var releasedMemory: Released?
  var assistBaseline: CGFloat?
  var assistInsetWithPart: CGFloat?
  var assistBaselineBeforeIdleNote: CGFloat?
  var pendingWillMove: Move?
  var lastUpdateTookOver: Bool
  var keyboardScreenSize: CGSize?
  var showRest: Rest?
  var controllerPartAtNotification: CGFloat?
  var revealHeldForUser: HeldReveal?
}

extension KeyboardAvoidanceCoordinator {
  /// What the coordinator remembers now.
  var engineState: AvoidanceEngineState {
    AvoidanceEngineState(
      keyboard: keyboard, ledger: ledger, lastUpdate: lastUpdate, isEditing: isEditing,
      trackedFrame: trackedFrame, heldHide: heldHide, foregroundTime: foregroundTime,
      isInBackground: isInBackground, currentEventIsLocal: currentEventIsLocal,
      lastLayoutKey: lastLayoutKey, scrollHeldForUser: scrollHeldForUser,
      provisionalStart: provisionalStart.map { .init(offset: $0.offset, time: $0.time) },
      provisionalGlide: provisionalGlide,
      releasedMemory: releasedMemory.map { .init(memory: $0.memory, expiry: $0.expiry) },
      assistBaseline: assistBaseline, assistInsetWithPart: assistInsetWithPart,
      assistBaselineBeforeIdleNote: assistBaselineBeforeIdleNote,
      pendingWillMove: pendingWillMove.map {
        .init(from: $0.from, to: $0.to, fromCode: $0.fromCode)
      },
      lastUpdateTookOver: lastUpdateTookOver, keyboardScreenSize: keyboardScreenSize,
      showRest: showRest.map { .init(offset: $0.offset, userScrolls: $0.userScrolls, top: $0.top) },
      controllerPartAtNotification: controllerPartAtNotification,
      revealHeldForUser: revealHeldForUser)
  }

  /// Puts the coordinator back into `state`.
  func restore(_ state: AvoidanceEngineState) {
    keyboard = state.keyboard
    ledger = state.ledger
    lastUpdate = state.lastUpdate
    let hooks = self.hooks
    self.hooks = nil
    isEditing = state.isEditing
    self.hooks = hooks
    trackedFrame = state.trackedFrame
    heldHide = state.heldHide
    foregroundTime = state.foregroundTime
    isInBackground = state.isInBackground
    currentEventIsLocal = state.currentEventIsLocal
    lastLayoutKey = state.lastLayoutKey
    scrollHeldForUser = state.scrollHeldForUser
    provisionalStart = state.provisionalStart.map { ($0.offset, $0.time) }
    provisionalGlide = state.provisionalGlide
    releasedMemory = state.releasedMemory.map { ($0.memory, $0.expiry) }
    assistBaseline = state.assistBaseline
    assistInsetWithPart = state.assistInsetWithPart
    assistBaselineBeforeIdleNote = state.assistBaselineBeforeIdleNote
    pendingWillMove = state.pendingWillMove.map { ($0.from, $0.to, $0.fromCode) }
    lastUpdateTookOver = state.lastUpdateTookOver
    keyboardScreenSize = state.keyboardScreenSize
    showRest = state.showRest.map { ($0.offset, $0.userScrolls, $0.top) }
    controllerPartAtNotification = state.controllerPartAtNotification
    revealHeldForUser = state.revealHeldForUser
  }
}

import Foundation

/// Runs today's engine on a trace's readings and compares what it decides with what was applied
/// when the trace was recorded, step by step.
///
/// Each recorded event (or call to remove the adjustments) is handed to one coordinator whose
/// container answers with the readings recorded for that event, in order, and whose clock
/// answers with the recorded times. Events the container caused while an adjustment was being
/// applied (a layout pass) are handed over inside that adjustment, as they happened. The
/// adjustments today's engine applies are compared with the recorded ones: a difference is a
/// regression, or a bug that has been fixed since.
///
/// ```swift
/// let result = AvoidanceTraceReplay.run(trace)
/// for step in result.differences { print(step) }
/// ```
public enum AvoidanceTraceReplay {
  /// One step of a replay.
  public struct Step: Sendable, Equatable, CustomStringConvertible {
    /// The step's position among the trace's entries.
    public var entryIndex: Int
    /// The event (`nil`: a call to remove the adjustments).
    public var event: AvoidanceEvent?
    /// What was applied when the trace was recorded.
    public var recorded: [AvoidanceUpdate]
    /// What today's engine applies.
    public var replayed: [AvoidanceUpdate]

    /// Whether today's engine decides differently.
    public var differs: Bool { recorded != replayed }

    /// One line per difference.
    public var description: String {
      let what = event.map { "\($0)" } ?? "releaseAdjustments"
      return "entry \(entryIndex) (\(what)): recorded \(Self.describe(recorded)); "
        + "today \(Self.describe(replayed))"
    }

    private static func describe(_ updates: [AvoidanceUpdate]) -> String {
      guard !updates.isEmpty else { return "nothing" }
      return updates.map { update in
        var parts = ["inset bottom \(update.insets.content.bottom)"]
        if let offset = update.contentOffset { parts.append("offset \(offset.y)") }
        if let animation = update.animation { parts.append("\(animation.duration) s") }
        return parts.joined(separator: ", ")
      }.joined(separator: "; ")
    }
  }

  /// A replay's steps.
  public struct Result: Sendable, Equatable {
    /// Every step, in the order the events were recorded.
    public var steps: [Step]
    /// The steps where today's engine decides differently.
    public var differences: [Step] { steps.filter(\.differs) }
  }

  /// Replays `trace`, with its own settings or with `configuration` (which then wins over the
  /// settings changes the trace recorded).
  public static func run(
    _ trace: AvoidanceTrace, configuration: AvoidanceConfiguration? = nil
  ) -> Result {
    let root = ReplayNode.parse(trace.entries)
    let host = ReplayHost(fixedConfiguration: configuration)
    let coordinator = KeyboardAvoidanceCoordinator(
      host: host, configuration: configuration ?? trace.configuration, keyboard: trace.keyboard,
      clock: { [unowned host] in host.nextTime() })
    host.coordinator = coordinator
    if let state = trace.engineState { coordinator.restore(state) }
    host.runItems(of: root)
    return Result(steps: host.steps.sorted { $0.entryIndex < $1.entryIndex })
  }
}

/// A recorded event and what happened while the engine handled it, in order.
private final class ReplayNode {
  enum Item {
    case reading(ContainerGeometry?)
    case clock(Double)
    case update(AvoidanceUpdate)
    case nested(ReplayNode)
    case configuration(AvoidanceConfiguration)
    case editing(Bool)
  }

  let entryIndex: Int
  /// The event; `nil` for a removal — and for the trace itself, the root.
  let event: AvoidanceEvent?
  let isRemoval: Bool
  var items: [Item] = []

  init(entryIndex: Int, event: AvoidanceEvent?, isRemoval: Bool) {
    self.entryIndex = entryIndex
    self.event = event
    self.isRemoval = isRemoval
  }

  /// The tree of a trace's entries: events inside the events they happened in.
  static func parse(_ entries: [AvoidanceTrace.Entry]) -> ReplayNode {
    let root = ReplayNode(entryIndex: -1, event: nil, isRemoval: false)
    var stack = [root]
    for (index, entry) in entries.enumerated() {
      guard let top = stack.last else { break }
      switch entry {
      case .event(let event):
        let node = ReplayNode(entryIndex: index, event: event, isRemoval: false)
        top.items.append(.nested(node))
        stack.append(node)
      case .releaseAdjustments:
        let node = ReplayNode(entryIndex: index, event: nil, isRemoval: true)
        top.items.append(.nested(node))
        stack.append(node)
      case .end:
        if stack.count > 1 { stack.removeLast() }
      case .reading(let geometry): top.items.append(.reading(geometry))
      case .clock(let time): top.items.append(.clock(time))
      case .update(let update): top.items.append(.update(update))
      case .configuration(let configuration): top.items.append(.configuration(configuration))
      case .editing(let editing): top.items.append(.editing(editing))
      case .notification: break
      }
    }
    return root
  }

  var recordedUpdates: [AvoidanceUpdate] {
    items.compactMap {
      if case .update(let update) = $0 { return update }
      return nil
    }
  }
}

/// The container and clock of a replay: each answers from the step being handled, running the
/// events recorded inside it when the engine reaches the point where they happened.
private final class ReplayHost: KeyboardAvoidanceHost {
  weak var coordinator: KeyboardAvoidanceCoordinator<ReplayHost>?
  let fixedConfiguration: AvoidanceConfiguration?
  private(set) var steps: [AvoidanceTraceReplay.Step] = []
  /// The steps being handled, innermost last, with how far each has been read.
  private var frames: [(node: ReplayNode, cursor: Int, replayed: [AvoidanceUpdate])] = []
  private var lastReading: ContainerGeometry?
  private var lastTime: Double = 0

  init(fixedConfiguration: AvoidanceConfiguration?) {
    self.fixedConfiguration = fixedConfiguration
  }

  /// Hands a node's nested events to the engine in order, applying settings on the way.
  func runItems(of node: ReplayNode) {
    for item in node.items { perform(item) }
  }

  private func perform(_ item: ReplayNode.Item) {
    switch item {
    case .nested(let child): handle(child)
    case .configuration(let configuration):
      if fixedConfiguration == nil { coordinator?.configuration = configuration }
    case .editing(let editing): coordinator?.isEditing = editing
    case .reading, .clock, .update: break
    }
  }

  private func handle(_ node: ReplayNode) {
    guard let coordinator else { return }
    frames.append((node, 0, []))
    if let event = node.event {
      coordinator.handle(event)
    } else if node.isRemoval {
      coordinator.releaseAdjustments()
    }
    // What the engine did not reach (it decided differently) still happens, in order.
    runUntil { _ in false }
    guard let frame = frames.popLast() else { return }
    steps.append(
      AvoidanceTraceReplay.Step(
        entryIndex: node.entryIndex, event: node.event, recorded: node.recordedUpdates,
        replayed: frame.replayed))
  }

  /// Runs the current step's nested events and settings until an item `stop` accepts, which is
  /// consumed and returned; `nil` at the step's end.
  @discardableResult
  private func runUntil(_ stop: (ReplayNode.Item) -> Bool) -> ReplayNode.Item? {
    while let index = frames.indices.last, frames[index].cursor < frames[index].node.items.count {
      let item = frames[index].node.items[frames[index].cursor]
      frames[index].cursor += 1
      if stop(item) { return item }
      perform(item)
    }
    return nil
  }

  func avoidanceGeometry() -> ContainerGeometry? {
    if case .reading(let geometry)? = runUntil({
      if case .reading = $0 { return true }
      return false
    }) {
      lastReading = geometry
    }
    return lastReading
  }

  func applyAvoidance(_ update: AvoidanceUpdate) {
    guard let index = frames.indices.last else { return }
    frames[index].replayed.append(update)
    // Past the recorded adjustment, then what the container did while it was applied.
    runUntil {
      if case .update = $0 { return true }
      return false
    }
    runUntil {
      switch $0 {
      case .nested, .configuration, .editing: return false
      default: return true
      }
    }
    // The item that stopped the run belongs to the engine's next call: step back onto it.
    if let last = frames.indices.last, frames[last].cursor > 0,
      frames[last].cursor <= frames[last].node.items.count
    {
      switch frames[last].node.items[frames[last].cursor - 1] {
      case .reading, .clock, .update: frames[last].cursor -= 1
      default: break
      }
    }
  }

  func nextTime() -> Double {
    if case .clock(let time)? = runUntil({
      if case .clock = $0 { return true }
      return false
    }) {
      lastTime = time
    }
    return lastTime
  }
}

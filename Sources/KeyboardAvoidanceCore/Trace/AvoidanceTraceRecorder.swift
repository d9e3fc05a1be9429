import Foundation

/// Records what a coordinator receives, reads and applies into an ``AvoidanceTrace``, in a
/// bounded buffer: once ``capacity`` entries are held, each new one lets go of the oldest, so a
/// long session never grows memory without limit.
///
/// Set it as a coordinator's ``KeyboardAvoidanceCoordinator/recorder``; with none set, each of
/// the coordinator's hooks costs one check of an optional.
///
/// ```swift
/// let recorder = AvoidanceTraceRecorder(capacity: 20_000)
/// coordinator.recorder = recorder
/// // …
/// let trace = recorder.trace()
/// ```
public final class AvoidanceTraceRecorder {
  /// The most entries held.
  public let capacity: Int
  private var configuration = AvoidanceConfiguration()
  private var start: AvoidanceEngineState?
  private var storage: [AvoidanceTrace.Entry] = []
  private var head = 0
  private var dropped = 0

  /// Counts the host's run-loop turns, for the notifications' entries; `nil` records none.
  public var turn: (() -> Int)?

  /// Creates a recorder holding at most `capacity` entries (at least 1).
  public init(capacity: Int = 50_000) {
    self.capacity = max(1, capacity)
  }

  /// Starts over from the engine's settings and state of now.
  func begin(configuration: AvoidanceConfiguration, state: AvoidanceEngineState) {
    self.configuration = configuration
    start = state
    storage.removeAll(keepingCapacity: true)
    head = 0
    dropped = 0
  }

  /// Adds an entry, letting go of the oldest when full.
  package func record(_ entry: AvoidanceTrace.Entry) {
    if storage.count < capacity {
      storage.append(entry)
    } else {
      storage[head] = entry
      head = (head + 1) % capacity
      dropped += 1
    }
  }

  /// How many entries are held.
  public var count: Int { storage.count }

  /// The trace so far, oldest entry first.
  public func trace() -> AvoidanceTrace {
    var trace = AvoidanceTrace(
      configuration: configuration, keyboard: start?.keyboard ?? KeyboardState(),
      entries: Array(storage[head...] + storage[..<head]), droppedEntries: dropped)
    trace.engineState = start
    return trace
  }
}

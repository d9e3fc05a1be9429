import Foundation

/// A recording of one avoider's engine: every notification it received, every event, every
/// reading it took of its container and every adjustment it applied — and nothing else: no text
/// the user typed, no view contents, no identifiers of the app's views.
///
/// A trace is written as versioned JSON (``encoded()``) and read back with ``decode(_:)``,
/// which rejects malformed, truncated, future-version and hostile files with one
/// ``AvoidanceTraceError`` naming where the problem is. ``AvoidanceTraceReplay`` runs today's
/// engine on a trace's readings and reports every step where it decides differently from what
/// was applied when it was recorded.
///
/// ```swift
/// let recorder = AvoidanceTraceRecorder()
/// coordinator.recorder = recorder
/// // … the user edits …
/// let data = try recorder.trace().encoded()
/// ```
public struct AvoidanceTrace: Sendable, Equatable, Codable {
  /// The format version this build writes and reads.
  public static let formatVersion = 1

  /// The format version of this trace.
  public var version: Int
  /// The engine's settings when recording started.
  public var configuration: AvoidanceConfiguration
  /// What the engine knew of the keyboard when recording started.
  public var keyboard: KeyboardState
  /// What happened, in order.
  public var entries: [Entry]
  /// Everything the engine remembered when recording started (absent in a trace written by
  /// hand: the engine then starts from ``keyboard`` alone).
  public var engineState: AvoidanceEngineState?
  /// How many of the oldest entries the recorder's bounded buffer let go of; a trace that
  /// dropped some starts in the middle of a session, so its first steps may replay differently.
  public var droppedEntries: Int

  /// Creates a trace.
  public init(
    configuration: AvoidanceConfiguration, keyboard: KeyboardState = KeyboardState(),
    entries: [Entry] = [], droppedEntries: Int = 0
  ) {
    version = Self.formatVersion
    self.configuration = configuration
    self.keyboard = keyboard
    self.entries = entries
    self.droppedEntries = droppedEntries
  }

  /// One thing that happened.
  public enum Entry: Sendable, Equatable, Codable {
    /// A notification arrived, at `time` on the engine's clock, in run-loop turn `turn` when
    /// the host counts turns.
    case notification(TracedNotification, time: Double, turn: Int?)
    /// The engine handled an event (a parsed notification, a layout pass, a refresh…).
    case event(AvoidanceEvent)
    /// The engine was asked to remove everything it applied.
    case releaseAdjustments
    /// The engine finished the event (or removal) that began last and has not ended; what the
    /// container did while the engine applied an adjustment — a layout pass it caused — is an
    /// event inside the one that applied it.
    case end
    /// The engine's settings changed.
    case configuration(AvoidanceConfiguration)
    /// Whether a field of the container is being edited, as its avoider told the engine.
    case editing(Bool)
    /// The engine read its clock.
    case clock(Double)
    /// The engine read its container (`nil`: the container could not be read).
    case reading(ContainerGeometry?)
    /// The engine applied an adjustment.
    case update(AvoidanceUpdate)
  }
}

extension AvoidanceTrace {
  /// The trace as JSON: keys sorted, numbers that are not finite written as strings.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try encoder.encode(self)
  }

  /// The largest trace file read, in bytes.
  public static let maximumSize = 64 << 20
  /// The deepest nesting of JSON arrays and objects read.
  public static let maximumDepth = 64

  /// Reads a trace written by ``encoded()``.
  ///
  /// - Throws: an ``AvoidanceTraceError``: empty, too large or too deeply nested input, JSON that
  ///   does not parse, a format version this build does not read, or a value that is missing or
  ///   of the wrong type — each with where it is.
  public static func decode(_ data: Data) throws -> AvoidanceTrace {
    switch read(data) {
    case .success(let trace): return trace
    case .failure(let error): throw error
    }
  }

  /// Reads a trace written by ``encoded()``, as a result; see ``decode(_:)``.
  public static func read(_ data: Data) -> Result<AvoidanceTrace, AvoidanceTraceError> {
    guard !data.isEmpty else { return .failure(.empty) }
    guard data.count <= maximumSize else { return .failure(.tooLarge(bytes: data.count)) }
    if let offset = JSONDepth.firstOffset(deeperThan: maximumDepth, in: data) {
      return .failure(.tooDeep(offset: offset))
    }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    struct Header: Decodable { var version: Int }
    do {
      let header = try decoder.decode(Header.self, from: data)
      guard header.version == formatVersion else {
        return .failure(.unsupportedVersion(header.version, supported: formatVersion))
      }
      return .success(try decoder.decode(AvoidanceTrace.self, from: data))
    } catch {
      return .failure(AvoidanceTraceError(error))
    }
  }
}

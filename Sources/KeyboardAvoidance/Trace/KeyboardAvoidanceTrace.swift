#if canImport(UIKit)
  import Foundation
  import os

  /// Records what the library's avoiders receive, read and apply on a device, to hand back to
  /// the project as a bug report (`keyboard-sim --replay` re-runs it), and writes a decision log.
  ///
  /// Off by default. While off, each of the engine's hooks costs one check of an optional
  /// (`keyboard-bench` measures it). A trace holds keyboard and text notifications (their
  /// keyboard values only), the geometry the engine read (container, focused field and caret
  /// rectangles, insets, offsets, window and screen frames) and the adjustments it applied — no
  /// text the user typed and no view contents. Each avoider keeps a bounded buffer, so a long
  /// session cannot grow memory without limit.
  ///
  /// ```swift
  /// KeyboardAvoidanceTrace.start()
  /// // … reproduce the problem …
  /// let files = try KeyboardAvoidanceTrace.stop(writingTo: FileManager.default.temporaryDirectory)
  /// ```
  ///
  /// The decision log goes to the unified logging system with the subsystem
  /// ``logSubsystem`` and the category ``logCategory``: one line per event saying what the
  /// engine saw and what it did (`log stream --predicate 'subsystem == "KeyboardAvoidance"'`).
  @MainActor
  public enum KeyboardAvoidanceTrace {
    /// The decision log's subsystem.
    nonisolated public static let logSubsystem = "KeyboardAvoidance"
    /// The decision log's category.
    nonisolated public static let logCategory = "decisions"

    /// Whether a recording is under way.
    public static var isRecording: Bool {
      KeyboardAvoidanceRegistry.shared.recordingCapacity != nil
    }

    /// Whether the decision log is written (on while recording, unless turned off; it can be on
    /// without a recording too).
    public static var logsDecisions: Bool {
      get { KeyboardAvoidanceRegistry.shared.decisionLog != nil }
      set {
        let registry = KeyboardAvoidanceRegistry.shared
        registry.decisionLog = newValue ? { writeDecision($0) } : nil
        for avoider in registry.avoiders {
          avoider.avoidance.coordinator.decisionLog = registry.decisionLog
        }
      }
    }

    /// Writes one line of the decision log.
    nonisolated private static func writeDecision(_ line: String) {
      // `os_log` with a static format writes to the same unified log as `Logger`, whose
      // interpolated messages need a compiler pass the 16.x SDK check cannot run.
      let log = OSLog(subsystem: logSubsystem, category: logCategory)
      os_log("%{public}@", log: log, type: .debug, line as NSString)
    }

    /// Starts recording every avoider, those created later included; a recording under way
    /// starts over.
    ///
    /// - Parameters:
    ///   - capacity: the most entries each avoider keeps; older ones are let go of.
    ///   - logsDecisions: whether the decision log is written meanwhile.
    public static func start(capacity: Int = 50_000, logsDecisions: Bool = true) {
      let registry = KeyboardAvoidanceRegistry.shared
      registry.recordingCapacity = max(1, capacity)
      for avoider in registry.avoiders {
        avoider.avoidance.coordinator.recorder = KeyboardAvoidanceRegistry.makeRecorder(
          capacity: capacity)
      }
      Self.logsDecisions = logsDecisions
    }

    /// Stops recording and returns one trace per avoider that recorded something.
    @discardableResult
    public static func stop() -> [AvoidanceTrace] {
      let registry = KeyboardAvoidanceRegistry.shared
      registry.recordingCapacity = nil
      var traces: [AvoidanceTrace] = []
      for avoider in registry.avoiders {
        let coordinator = avoider.avoidance.coordinator
        if let trace = coordinator.recorder?.trace(), !trace.entries.isEmpty {
          traces.append(trace)
        }
        coordinator.recorder = nil
      }
      logsDecisions = false
      return traces
    }

    /// Stops recording and writes each trace to `directory` as `keyboard-trace-N.json`, for
    /// `keyboard-sim --replay`; returns the files written.
    public static func stop(writingTo directory: URL) throws -> [URL] {
      let traces = stop()
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      var files: [URL] = []
      for (index, trace) in traces.enumerated() {
        let file = directory.appendingPathComponent("keyboard-trace-\(index + 1).json")
        try trace.encoded().write(to: file, options: Data.WritingOptions.atomic)
        files.append(file)
      }
      return files
    }
  }
#endif

import Foundation
import KeyboardAvoidanceTesting

/// `keyboard-sim --replay TRACE.json`: reads a trace, replays it with today's engine, lists
/// every step where it decides differently from what was applied when it was recorded, and
/// draws what the recording showed.
internal enum Replay {
  /// Runs the command; returns the exit status: 0 when every step decides the same, 1 when
  /// one differs or the trace cannot be read (nothing is written then).
  internal static func run(path: String, outputDirectory: String) -> Int32 {
    guard let data = FileManager.default.contents(atPath: path) else {
      printError("\(path): cannot read the file")
      return 1
    }
    let trace: AvoidanceTrace
    switch AvoidanceTrace.read(data) {
    case .success(let read): trace = read
    case .failure(let error):
      printError("\(path): \(error.description); nothing was written")
      return 1
    }
    let result = AvoidanceTraceReplay.run(trace)
    let recorded = result.steps.reduce(0) { $0 + $1.recorded.count }
    let differences = result.differences
    print(
      "\(path): \(result.steps.count) steps, \(recorded) adjustments recorded, "
        + "\(differences.count) decided differently today")
    if trace.droppedEntries > 0 {
      print(
        "note: the recorder let go of its \(trace.droppedEntries) oldest entries; the first "
          + "steps may replay differently")
    }
    for step in differences.prefix(50) { print("  \(step)") }
    if differences.count > 50 { print("  … and \(differences.count - 50) more") }
    do {
      let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let file = directory.appendingPathComponent("replay.html")
      try TraceDrawing.html(trace, result: result).write(
        to: file, atomically: true, encoding: .utf8)
      print("storyboard of the recording: \(file.path)")
    } catch {
      printError("cannot write the storyboard: \(error.localizedDescription)")
    }
    return differences.isEmpty ? 0 : 1
  }
}

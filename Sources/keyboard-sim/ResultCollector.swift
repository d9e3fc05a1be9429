import Foundation
import KeyboardAvoidanceTesting

/// Collects results from concurrent runs and prints the progress line.
internal final class ResultCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [ScenarioResult?]
  private var done = 0
  private var failed = 0
  private let reportsProgress: Bool

  /// Room for `count` results; `reportsProgress` prints the progress line.
  internal init(count: Int, reportsProgress: Bool = true) {
    results = Array(repeating: nil, count: count)
    self.reportsProgress = reportsProgress
  }

  /// Stores the result of run `index` and prints the progress line every tenth of the way
  /// (every ten runs on a terminal).
  internal func store(_ result: ScenarioResult, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    results[index] = result
    done += 1
    if !result.passed { failed += 1 }
    guard reportsProgress else { return }
    let interactive = isatty(STDOUT_FILENO) != 0
    let step = interactive ? 10 : max(1, results.count / 10)
    if done % step == 0 || done == results.count {
      let line = "[\(done)/\(results.count)] passed \(done - failed), failed \(failed)"
      FileHandle.standardOutput.write(Data((interactive ? "\r" + line : line + "\n").utf8))
    }
  }

  /// The results stored so far, in run order.
  internal var all: [ScenarioResult] {
    lock.lock()
    defer { lock.unlock() }
    return results.compactMap { $0 }
  }
}

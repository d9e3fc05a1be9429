import Dispatch
import Foundation
import KeyboardAvoidanceTesting

/// The CLI's commands.
internal enum Commands {
  /// Parses the arguments (without the program name) and runs the command they ask for;
  /// returns the exit status (2 for a usage error, after one line on the standard error).
  internal static func run(_ arguments: [String]) -> Int32 {
    do {
      let options = try Options.parse(arguments)
      switch options.command {
      case .help:
        print(Options.help)
        return 0
      case .listDevices:
        listDevices()
        return 0
      case .matrix:
        return matrix(full: options.fullMatrix, outputDirectory: options.outputDirectory)
      case .fuzz(let count):
        return Fuzzing.run(count: count, seed: options.seed, shown: options.shownFailures)
      case .replay(let path):
        return Replay.run(path: path, outputDirectory: options.outputDirectory)
      case .storyboard:
        return try storyboard(options)
      }
    } catch {
      printError(error.description)
      return 2
    }
  }

  /// Runs one scenario, prints a summary and writes its storyboard; returns the exit status.
  internal static func storyboard(_ options: Options) throws(UsageError) -> Int32 {
    var form: FormDescription?
    if let path = options.formPath {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError(description: "--form: cannot read '\(path)'")
      }
      switch FormDescription.parse(data: data) {
      case .success(let parsed):
        form = parsed
      case .failure(let errors):
        for error in errors.errors { printError("\(path):\(error)") }
        printError("\(path): \(errors.errors.count) error(s); nothing was written")
        return 1
      }
    }
    let setup = try options.validatedSetup(form: form)
    let name = options.customized ? nil : "Demo: a sign-up form on an iPhone 15"
    let result = ScenarioRunner().run(Scenario.tour(setup, name: name))
    print(Summary.text(result))
    let directory = URL(fileURLWithPath: options.outputDirectory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let file = directory.appendingPathComponent("index.html")
      var storyboard = result.storyboard
      if let steps = options.steps {
        storyboard.frames = storyboard.frames.filter { steps.contains($0.index) }
      }
      try StoryboardRenderer.html(storyboard).write(to: file, atomically: true, encoding: .utf8)
      print("storyboard: \(file.path)")
    } catch {
      printError("cannot write the storyboard to \(directory.path): \(error.localizedDescription)")
      return 1
    }
    return result.passed ? 0 : 1
  }

  /// Runs the matrix with a progress line; returns the exit status.
  internal static func matrix(full: Bool, outputDirectory: String) -> Int32 {
    let scenarios = full ? ScenarioMatrix.full() : ScenarioMatrix.standard()
    let results = ResultCollector(count: scenarios.count)
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: scenarios.count) { index in
      let result = ScenarioRunner().run(scenarios[index])
      results.store(result, at: index)
    }
    let finished = results.all
    let failed = finished.filter { !$0.passed }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let checks = finished.reduce(0) { $0 + $1.checkCount }
    let ratios = finished.flatMap(\.scrollRatios)
    print("")
    print(
      "\(finished.count) scenarios, \(checks) checks, \(failed.count) failed "
        + String(format: "(%.1f s)", seconds))
    if let worst = ratios.max() {
      let mean = ratios.reduce(0, +) / Double(ratios.count)
      print(
        "scroll distance / minimal distance over \(ratios.count) scrolls: mean "
          + String(format: "%.4f, worst %.4f", mean, worst))
    }
    for result in failed.prefix(10) {
      print("FAIL \(result.scenario.name)")
      for failure in result.failures.prefix(3) { print("  \(failure)") }
    }
    if !failed.isEmpty {
      writeFailures(failed, to: outputDirectory)
    }
    return failed.isEmpty ? 0 : 1
  }

  private static func writeFailures(_ failed: [ScenarioResult], to path: String) {
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for (index, result) in failed.prefix(50).enumerated() {
        let file = directory.appendingPathComponent("failure-\(index + 1).html")
        try StoryboardRenderer.html(result.storyboard).write(
          to: file, atomically: true, encoding: .utf8)
      }
      print("storyboards of the failures: \(directory.path)/failure-*.html")
    } catch {
      printError("cannot write to \(directory.path): \(error.localizedDescription)")
    }
  }

  /// Prints the device catalog.
  internal static func listDevices() {
    for device in Device.catalog {
      let size = device.portraitSize
      let keyboard = device.keyboardHeights(.portrait)
      print(
        device.id.padding(toLength: 20, withPad: " ", startingAt: 0)
          + device.name.padding(toLength: 22, withPad: " ", startingAt: 0)
          + "\(Int(size.width))×\(Int(size.height)) pt, keyboard \(Int(keyboard.standard)) pt")
    }
  }
}

/// Prints `keyboard-sim: message` on the standard error.
internal func printError(_ message: String) {
  FileHandle.standardError.write(Data("keyboard-sim: \(message)\n".utf8))
}

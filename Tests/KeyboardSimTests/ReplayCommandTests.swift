import Foundation
import Testing

@testable import KeyboardAvoidanceTesting
@testable import keyboard_sim

/// `keyboard-sim --replay` on the traces in `Tests/Fixtures/Traces`: sequences the facts sheet
/// describes (rotations both ways, a third-party keyboard announcing three heights, an iPad's
/// floating, split and docked keyboard, interactive dismissal), recorded in the headless world
/// through the same recorder a device uses.
@Suite("keyboard-sim --replay")
struct ReplayCommandTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Traces")

  static let names = [
    "rotation", "rotation-hide-and-show", "third-party-keyboard", "ipad-floating-keyboard",
    "interactive-dismissal",
  ]

  static func temporaryDirectory() -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-\(UUID().uuidString)")
    return url.path
  }

  @Test("Each recorded sequence replays with no difference", arguments: names)
  func replaysClean(_ name: String) throws {
    let path = Self.fixtures.appendingPathComponent("\(name).json").path
    let out = Self.temporaryDirectory()
    #expect(Commands.run(["--replay", path, "--out", out]) == 0)
    #expect(FileManager.default.fileExists(atPath: out + "/replay.html"))
    let trace = try AvoidanceTrace.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(trace.entries.contains { if case .update = $0 { return true } else { return false } })
  }

  @Test("A trace whose recorded adjustment no longer matches exits 1")
  func tamperedDiffers() throws {
    let path = Self.fixtures.appendingPathComponent("rotation.json").path
    var trace = try AvoidanceTrace.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
    let index = try #require(
      trace.entries.firstIndex { if case .update = $0 { return true } else { return false } })
    guard case .update(var update) = trace.entries[index] else { return }
    update.insets.content.bottom += 10
    trace.entries[index] = .update(update)
    let tampered = Self.temporaryDirectory() + ".json"
    try trace.encoded().write(to: URL(fileURLWithPath: tampered))
    #expect(Commands.run(["--replay", tampered, "--out", Self.temporaryDirectory()]) == 1)
  }

  @Test("A malformed, truncated or missing trace exits 1 and writes nothing")
  func badFiles() throws {
    let full = try Data(
      contentsOf: Self.fixtures.appendingPathComponent("third-party-keyboard.json"))
    for data in [Data("{\"version\": 7}".utf8), full.prefix(full.count / 2), Data()] {
      let path = Self.temporaryDirectory() + ".json"
      try data.write(to: URL(fileURLWithPath: path))
      let out = Self.temporaryDirectory()
      #expect(Commands.run(["--replay", path, "--out", out]) == 1)
      #expect(!FileManager.default.fileExists(atPath: out))
    }
    #expect(Commands.run(["--replay", "/no/such/trace.json"]) == 1)
    #expect(Commands.run(["--replay"]) == 2)
  }
}

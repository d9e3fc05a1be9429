import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Trace files: written, read back, and bad ones refused with where the problem is")
struct AvoidanceTraceTests {
  static let sample: AvoidanceTrace = {
    var trace = AvoidanceTrace(configuration: AvoidanceConfiguration())
    trace.entries = [
      .notification(
        TracedNotification(
          name: KeyboardPhase.willShow.rawValue,
          values: [
            KeyboardUserInfoKey.frameEnd: .rect(CGRect(x: 0, y: 516, width: 393, height: 336))
          ]),
        time: 1, turn: 1),
      .event(
        .keyboard(
          KeyboardEvent(phase: .willShow, endFrame: CGRect(x: 0, y: 516, width: 393, height: 336)))),
      .clock(1),
      .reading(nil),
      .end,
    ]
    return trace
  }()

  static func decodeError(_ data: Data) -> AvoidanceTraceError? {
    if case .failure(let error) = AvoidanceTrace.read(data) { return error }
    return nil
  }

  @Test("A trace reads back as written, numbers that are not finite included")
  func roundTrip() throws {
    var trace = Self.sample
    trace.entries.append(.clock(.nan))
    trace.entries.append(.reading(nil))
    let decoded = try AvoidanceTrace.decode(try trace.encoded())
    #expect(decoded.entries.count == trace.entries.count)
    if case .clock(let time) = decoded.entries[5] {
      #expect(time.isNaN)
    } else {
      Issue.record("no clock")
    }
    #expect(decoded.version == AvoidanceTrace.formatVersion)
  }

  @Test(
    "Bad files get one clear error, never a crash",
    arguments: [
      ("empty", ""),
      ("not JSON", "hello"),
      ("cut short", "{\"version\": 1, \"entries\": [{\"clock\": {\"_0\": 1"),
      ("a future version", "{\"version\": 99}"),
      ("no version", "{\"entries\": []}"),
      ("a wrong type", "{\"version\": 1, \"configuration\": 3}"),
    ])
  func badFiles(_ name: String, _ text: String) {
    let error = Self.decodeError(Data(text.utf8))
    #expect(error != nil, "\(name)")
    #expect(error?.description.isEmpty == false)
  }

  @Test("Errors say where: the version, the path of a bad value, the depth")
  func locations() throws {
    #expect(
      Self.decodeError(Data("{\"version\": 99}".utf8)) == .unsupportedVersion(99, supported: 1))
    var json = String(decoding: try Self.sample.encoded(), as: UTF8.self)
    json = json.replacingOccurrences(
      of: "\"clock\":{\"_0\":1}", with: "\"clock\":{\"_0\":\"late\"}")
    let error = try #require(Self.decodeError(Data(json.utf8)))
    #expect(error.description.hasPrefix("entries[2]"), "\(error)")
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(Self.decodeError(Data(deep.utf8)) == .tooDeep(offset: 64))
    let huge = Data(count: AvoidanceTrace.maximumSize + 1)
    #expect(Self.decodeError(huge) == .tooLarge(bytes: AvoidanceTrace.maximumSize + 1))
  }

  @Test("The recorder keeps the newest entries and counts what it let go of")
  func ringBuffer() {
    let recorder = AvoidanceTraceRecorder(capacity: 3)
    for time in 0..<5 { recorder.record(.clock(Double(time))) }
    let trace = recorder.trace()
    #expect(trace.entries == [.clock(2), .clock(3), .clock(4)])
    #expect(trace.droppedEntries == 2)
  }

  @Test("Raw values keep their kind; nothing but the keyboard keys is kept")
  func rawValues() {
    let traced = TracedNotification(
      name: "UIKeyboardWillShowNotification",
      userInfo: [
        KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.25),
        KeyboardUserInfoKey.frameEnd: "{{0, 500}, {390, 300}}",
        "SomethingElse": "secret text",
      ])
    #expect(traced.values[KeyboardUserInfoKey.animationDuration] == .number(0.25))
    #expect(traced.values[KeyboardUserInfoKey.frameEnd] == .string("{{0, 500}, {390, 300}}"))
    #expect(traced.values.count == 2)
  }
}

@Suite("Settings in traces written by earlier versions")
struct ConfigurationDecodingTests {
  @Test("A setting the writer did not know takes its default")
  func missingKeys() throws {
    let decoded = try JSONDecoder().decode(
      AvoidanceConfiguration.self, from: Data("{\"padding\": 30}".utf8))
    var expected = AvoidanceConfiguration()
    expected.padding = 30
    #expect(decoded == expected)
    let roundTrip = try JSONDecoder().decode(
      AvoidanceConfiguration.self, from: try JSONEncoder().encode(expected))
    #expect(roundTrip == expected)
  }
}

import Foundation
import Testing

@testable import keyboard_sim

/// The `keyboard-sim` command lines the README and CI show still parse.
@Suite("keyboard-sim: the documented command lines parse")
struct DocumentedCommandsTests {
  /// The package's root, found from this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The arguments of every `swift run keyboard-sim` line of the README and the CI script, up to
  /// a comment, a closing backtick or a redirection.
  static let documented: [[String]] = ["README.md", ".ci/run"].flatMap { path in
    let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line -> [String]? in
      guard let range = line.range(of: "swift run keyboard-sim") else { return nil }
      let command =
        line[range.upperBound...].split(
          omittingEmptySubsequences: false, whereSeparator: { $0 == "#" || $0 == "`" }
        ).first ?? ""
      let words = command.split(whereSeparator: \.isWhitespace).map(String.init)
      return Array(words.prefix { $0 != ">/dev/null" && !$0.hasPrefix(">") && $0 != "|" })
    }
  }

  @Test("The README and CI show keyboard-sim commands")
  func documentedCommandsExist() {
    #expect(Self.documented.count >= 4, "\(Self.documented)")
  }

  @Test("Every documented command line parses", arguments: documented)
  func documentedCommandParses(_ arguments: [String]) throws {
    _ = try Options.parse(arguments)
  }
}

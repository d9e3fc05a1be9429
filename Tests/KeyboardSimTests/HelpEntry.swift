import Foundation
import Testing

@testable import keyboard_sim

/// One option as a user reads it in `keyboard-sim --help`: read from the printed text, not from
/// the table, so that the tests compare what the user sees with what the parser does.
struct HelpEntry: Sendable, CustomTestStringConvertible {
  /// The names, such as `["-h", "--help"]`.
  let names: [String]
  /// The placeholder after the names, such as `DIR`, if the option takes a value.
  let placeholder: String?
  /// The help text, continuation lines joined.
  let text: String

  /// The values listed after `one of:`, if the help lists any.
  var values: [String]? {
    guard let range = text.range(of: "one of: ") else { return nil }
    return text[range.upperBound...].components(separatedBy: ", ")
  }

  /// Whether the help says the option goes with `--matrix`.
  var needsMatrix: Bool { text.hasPrefix("with --matrix") }

  /// The arguments that name the option with its last name.
  var name: String { names.last ?? "" }

  var testDescription: String { names.joined(separator: ", ") }

  /// The lines of the help's option groups: from the first heading after the usage to the exit
  /// status.
  static var optionLines: [Substring] {
    let lines = Options.help.split(separator: "\n", omittingEmptySubsequences: false)
    let start = lines.firstIndex { $0 == "COMMANDS" } ?? lines.endIndex
    let end = lines.firstIndex { $0 == "EXIT STATUS" } ?? lines.endIndex
    return Array(lines[start..<max(start, end)])
  }

  /// Every option the help lists.
  static let all: [HelpEntry] = {
    var entries: [HelpEntry] = []
    for line in optionLines {
      if line.hasPrefix("  -") {
        let columns = line.dropFirst(2).components(separatedBy: "  ")
        let usage = columns.first ?? ""
        let text = columns.dropFirst().joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        let words = usage.split(separator: " ").map { $0.trimmingCharacters(in: [","]) }
        entries.append(
          HelpEntry(
            names: words.filter { $0.hasPrefix("-") },
            placeholder: words.last { !$0.hasPrefix("-") }, text: text))
      } else if line.hasPrefix("    "), let last = entries.popLast() {
        let more = line.trimmingCharacters(in: .whitespaces)
        entries.append(
          HelpEntry(names: last.names, placeholder: last.placeholder, text: last.text + " " + more))
      }
    }
    return entries
  }()

  /// Every word of the whole help that reads as an option, such as `--full` in `(--full: …)`.
  static var flagsMentioned: Set<String> {
    let separators = Set(" \n\t()[],:;`'\"")
    let words = Options.help.split { separators.contains($0) }
    return Set(
      words.filter { word in
        word.hasPrefix("-") && word.dropFirst().first.map { $0 == "-" || $0.isLetter } == true
      }.map(String.init))
  }
}

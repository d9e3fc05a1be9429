import Foundation
import Testing

@testable import keyboard_sim

/// `--help` and the parser cannot drift: what the help lists is what the parser accepts, and the
/// other way round. The help is read as printed (``HelpEntry``), not from the table.
@Suite("keyboard-sim: --help lists exactly what the parser accepts")
struct HelpMatchesParserTests {
  /// The options the help lists that take one of a list of values.
  static let choices = HelpEntry.all.filter { $0.values != nil }
  /// The options the help lists that take a value.
  static let valued = HelpEntry.all.filter { $0.placeholder != nil }
  /// The options the help lists that take no value.
  static let switches = HelpEntry.all.filter { $0.placeholder == nil }

  /// The arguments that give an option as the help shows it: a free value is given as its
  /// placeholder (`--out DIR`, `--steps 1,4,9`), a choice as its first listed value, and an
  /// option that goes with `--matrix` after `--matrix`.
  static func arguments(_ entry: HelpEntry, name: String) -> [String] {
    let value = entry.values?.first ?? entry.placeholder
    return (entry.needsMatrix ? ["--matrix"] : []) + [name] + (value.map { [$0] } ?? [])
  }

  @Test("The help lists every option of the table once, with its placeholder")
  func everyTableEntryIsListed() {
    let listed = HelpEntry.all.map(\.names)
    #expect(listed.count == Set(listed).count, "an option is listed twice: \(listed)")
    #expect(Set(listed) == Set(OptionTable.all.map(\.names)))
    for spec in OptionTable.all {
      let entry = HelpEntry.all.first { $0.names == spec.names }
      #expect(entry?.placeholder == spec.value.placeholder, "\(spec.names)")
    }
  }

  @Test("Every option the help mentions anywhere, usage lines included, is one the parser knows")
  func everyMentionedFlagIsKnown() {
    let known = Set(OptionTable.all.flatMap(\.names))
    #expect(!HelpEntry.flagsMentioned.isEmpty)
    #expect(HelpEntry.flagsMentioned.subtracting(known).isEmpty)
  }

  @Test(
    "Every option listed in the help parses and changes what the program does",
    arguments: HelpEntry.all)
  func everyListedOptionParses(_ entry: HelpEntry) throws {
    let baseline = try Options.parse(entry.needsMatrix ? ["--matrix"] : [])
    for name in entry.names {
      let options = try Options.parse(Self.arguments(entry, name: name))
      #expect(options != baseline, "\(name) changed nothing")
      if entry.placeholder != nil, let value = entry.values?.first ?? entry.placeholder {
        let joined = (entry.needsMatrix ? ["--matrix"] : []) + ["\(name)=\(value)"]
        #expect(try Options.parse(joined) == options, "\(name)=\(value)")
      }
    }
  }

  @Test("Every value the help lists is accepted, and no two mean the same", arguments: choices)
  func everyListedValueIsAccepted(_ entry: HelpEntry) throws {
    let values = try #require(entry.values)
    #expect(values.count == Set(values).count, "a value is listed twice: \(values)")
    let parsed = try values.map { try Options.parse([entry.name, $0]) }
    for (index, options) in parsed.enumerated() {
      #expect(parsed.filter { $0 == options }.count == 1, "\(values[index]) is an alias")
    }
  }

  /// Spellings a user might try: every value any option lists, in other cases, and near misses.
  static let candidateValues: [String] = {
    let listed = choices.flatMap { $0.values ?? [] }
    let cased = listed.flatMap { [$0.uppercased(), $0.lowercased(), $0.capitalized] }
    let near = listed.flatMap { [$0 + "s", " " + $0, $0.replacingOccurrences(of: "-", with: "")] }
    return Array(Set(listed + cased + near + ["", "default", "none", "1"])).sorted()
  }()

  @Test(
    "Only the values the help lists are accepted; others name the help's list", arguments: choices)
  func onlyListedValuesAreAccepted(_ entry: HelpEntry) throws {
    let values = try #require(entry.values)
    for candidate in Self.candidateValues where !candidate.isEmpty {
      do {
        _ = try Options.parse([entry.name, candidate])
        #expect(values.contains(candidate), "\(entry.name) accepts '\(candidate)', unlisted")
      } catch {
        #expect(!values.contains(candidate), "\(entry.name) refuses its listed '\(candidate)'")
        let list = values.joined(separator: ", ")
        #expect(
          error.description
            == "\(entry.name): unknown value '\(candidate)' (one of: \(list))")
      }
    }
  }

  @Test("An option that takes a value says so when it gets none", arguments: valued)
  func missingValue(_ entry: HelpEntry) {
    let expected = UsageError(description: "\(entry.name) needs a value; see --help")
    for arguments in [
      [entry.name], [entry.name, "--matrix"], [entry.name, "-h"], [entry.name + "="],
    ] {
      #expect(throws: expected, "\(arguments)") { try Options.parse(arguments) }
    }
  }

  @Test("An option that takes no value refuses one", arguments: switches)
  func unexpectedValue(_ entry: HelpEntry) {
    let expected = UsageError(description: "\(entry.name) takes no value; see --help")
    #expect(throws: expected) { try Options.parse([entry.name + "=yes"]) }
  }

  @Test(
    "Options the help does not list are refused by name",
    arguments: ["--bogus", "-x", "--Device", "--devices", "device", "-help", "--", "---help"])
  func unknownOption(_ argument: String) {
    let expected = UsageError(description: "unknown option '\(argument)'; see --help")
    #expect(throws: expected) { try Options.parse([argument]) }
  }

  @Test("The option lines fit in 100 columns")
  func optionLinesFit() {
    for line in HelpEntry.optionLines { #expect(line.count <= 100, "\(line)") }
  }
}

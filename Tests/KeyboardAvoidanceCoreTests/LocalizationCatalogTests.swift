import Foundation
import Testing

/// The UIKit and SwiftUI library's String Catalog, checked against the code that ships: every
/// label in every language, every key the sources use present, and no user-visible literal left
/// in the sources (the library cannot be compiled here, so its sources are read).
@Suite("Localization catalog")
struct LocalizationCatalogTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let library = root.appendingPathComponent("Sources/KeyboardAvoidance")

  /// The languages iOS ships its own keyboard in most widely: every label has each of them.
  static let languages: Set<String> = [
    "en", "es", "fr", "de", "it", "pt", "ja", "ko", "zh-Hans", "zh-Hant", "ar", "he", "ru", "tr",
    "nl", "sv",
  ]

  /// Literals in the library's sources that no user sees or hears, each with what it is.
  static let notUserVisible: [String: String] = [
    "chevron.up": "an SF Symbol's name", "chevron.down": "an SF Symbol's name",
    "KeyboardAvoidance": "the unified log's subsystem", "decisions": "the unified log's category",
    "%{public}@": "a unified log format",
    "keyboard-trace-\\(index + 1).json": "a trace's file name",
    "KeyboardAwareScrollView-\\(UUID().uuidString)": "a SwiftUI coordinate space's name",
    "KeyboardAwareScrollView.content-\\(UUID().uuidString)": "a SwiftUI coordinate space's name",
    "KeyboardAvoidanceKeyboardDidMove": "a notification's name",
    "frame": "a notification's user-info key", "restingTop": "a notification's user-info key",
  ]

  /// The catalog's strings: key → language → (state, value).
  static func catalog() throws -> [String: [String: (state: String, value: String)]] {
    let url = library.appendingPathComponent("Localizable.xcstrings")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let document = try #require(json as? [String: Any])
    #expect(document["sourceLanguage"] as? String == "en")
    let strings = try #require(document["strings"] as? [String: [String: Any]])
    return try strings.mapValues { entry in
      let localizations = try #require(entry["localizations"] as? [String: [String: Any]])
      return try localizations.mapValues { localization in
        let unit = try #require(localization["stringUnit"] as? [String: String])
        return (unit["state"] ?? "", unit["value"] ?? "")
      }
    }
  }

  /// The keys `LocalizedLabel` looks up (its cases' raw values).
  static func keysInSources() throws -> Set<String> {
    let url = library.appendingPathComponent("Localization/LocalizedLabel.swift")
    let source = try String(contentsOf: url, encoding: .utf8)
    let pattern = try NSRegularExpression(
      pattern: #"^\s*case \w+ = "([^"]+)""#, options: .anchorsMatchLines)
    let range = NSRange(source.startIndex..., in: source)
    return Set(
      pattern.matches(in: source, range: range).compactMap { match in
        Range(match.range(at: 1), in: source).map { String(source[$0]) }
      })
  }

  /// Every string literal in the library's code: comments, doc comments and deprecation
  /// messages (read by developers) left out.
  static func literalsInSources() throws -> [(file: String, literal: String)] {
    let literal = try NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
    var found: [(String, String)] = []
    let files = try #require(
      FileManager.default.enumerator(at: library, includingPropertiesForKeys: nil))
    for case let url as URL in files where url.pathExtension == "swift" {
      for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
        let code = line.components(separatedBy: " // ")[0]
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("@available(") else { continue }
        let range = NSRange(code.startIndex..., in: code)
        for match in literal.matches(in: code, range: range) {
          if let text = Range(match.range(at: 1), in: code) {
            found.append((url.lastPathComponent, String(code[text])))
          }
        }
      }
    }
    return found
  }

  @Test("Every label is translated into every language, none empty")
  func everyLanguage() throws {
    let catalog = try Self.catalog()
    #expect(!catalog.isEmpty)
    for (key, localizations) in catalog {
      #expect(Set(localizations.keys) == Self.languages, "\(key)")
      for (language, unit) in localizations {
        #expect(unit.state == "translated", "\(key) in \(language)")
        #expect(!unit.value.trimmingCharacters(in: .whitespaces).isEmpty, "\(key) in \(language)")
      }
    }
  }

  @Test("The sources look up exactly the catalog's keys")
  func keysMatch() throws {
    let used = try Self.keysInSources()
    #expect(!used.isEmpty)
    #expect(used == Set(try Self.catalog().keys))
  }

  @Test("No user-visible literal is left in the library's sources")
  func noLiterals() throws {
    let keys = try Self.keysInSources()
    let literals = try Self.literalsInSources()
    #expect(!literals.isEmpty)
    for (file, literal) in literals where !keys.contains(literal) {
      #expect(Self.notUserVisible[literal] != nil, "\(file): \"\(literal)\"")
    }
  }

  @Test("The package declares English as its default localization and processes the catalog")
  func packageDeclaresIt() throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#"defaultLocalization: "en""#))
    #expect(manifest.contains(#".process("Localizable.xcstrings")"#))
  }

  @Test("Previous and Next are chevrons up and down: right-to-left layouts keep their meaning")
  func chevronsKeepMeaning() throws {
    let literals = try Self.literalsInSources().map(\.literal)
    #expect(literals.contains("chevron.up") && literals.contains("chevron.down"))
    #expect(
      !literals.contains {
        $0.contains("left") || $0.contains("right") || $0.contains("backward")
          || $0.contains("forward")
      })
  }
}

import Foundation
import Testing

/// The Swift Package Index's manifest (`.spi.yml`): it builds the documentation of every
/// library that has a DocC catalog, the UIKit library for iOS.
@Suite("Swift Package Index manifest")
struct PackageIndexManifestTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Each `documentation_targets` list of the manifest, with the platform of its config.
  static func configs() throws -> [(platform: String, targets: [String])] {
    let text = try String(
      contentsOf: root.appendingPathComponent(".spi.yml"), encoding: .utf8)
    #expect(text.hasPrefix("#") || text.hasPrefix("version: 1"))
    #expect(text.contains("version: 1"))
    var configs: [(String, [String])] = []
    var platform = ""
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.hasPrefix("- platform:") {
        platform = line.replacingOccurrences(of: "- platform:", with: "")
          .trimmingCharacters(in: .whitespaces)
      } else if line.hasPrefix("documentation_targets:") {
        let list = line.replacingOccurrences(of: "documentation_targets:", with: "")
          .trimmingCharacters(in: CharacterSet(charactersIn: " []"))
        let targets = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        configs.append((platform, targets))
      }
    }
    return configs
  }

  @Test("Every library with a DocC catalog is documented, the UIKit library for iOS")
  func everyCatalog() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let catalogs = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
      FileManager.default.fileExists(
        atPath: sources.appendingPathComponent("\($0)/\($0).docc").path)
    }
    let configs = try Self.configs()
    #expect(Set(configs.flatMap(\.targets)) == Set(catalogs))
    #expect(configs.contains { $0.platform == "ios" && $0.targets.contains("KeyboardAvoidance") })
    let platforms: Set = ["ios", "macos-spm", "macos-xcodebuild", "linux", "tvos", "watchos"]
    #expect(configs.allSatisfy { platforms.contains($0.platform) })
  }
}

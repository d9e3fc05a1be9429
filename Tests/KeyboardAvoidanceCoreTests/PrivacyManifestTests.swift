import Foundation
import Testing

/// The privacy manifest apps embed with the UIKit library (and the engine it links), checked
/// against the code that ships: every required-reason API the sources use is declared.
@Suite("Privacy manifest")
struct PrivacyManifestTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func manifest() throws -> [String: Any] {
    let url = root.appendingPathComponent("Sources/KeyboardAvoidance/PrivacyInfo.xcprivacy")
    let data = try Data(contentsOf: url)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try #require(plist as? [String: Any])
  }

  /// Apple's required-reason API categories, by what their use looks like in Swift source.
  static let categories: [String: [String]] = [
    "NSPrivacyAccessedAPICategorySystemBootTime": ["systemUptime", "mach_absolute_time"],
    "NSPrivacyAccessedAPICategoryUserDefaults": ["UserDefaults", "NSUserDefaults"],
    "NSPrivacyAccessedAPICategoryFileTimestamp": [
      "creationDate", "modificationDate", "contentModificationDate", "NSFileCreationDate",
    ],
    "NSPrivacyAccessedAPICategoryDiskSpace": [
      "volumeAvailableCapacity", "systemFreeSize", "statfs", "NSFileSystemFreeSize",
    ],
    "NSPrivacyAccessedAPICategoryActiveKeyboards": ["activeInputModes"],
  ]

  @Test("It is a property list: no tracking, no tracking domains, no data collected")
  func noTracking() throws {
    let manifest = try Self.manifest()
    #expect(manifest["NSPrivacyTracking"] as? Bool == false)
    #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
    #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
  }

  @Test("Every required-reason API the shipped sources use is declared, and nothing else")
  func requiredReasons() throws {
    let manifest = try Self.manifest()
    let entries = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    var declared: [String: [String]] = [:]
    for entry in entries {
      let type = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
      declared[type] = entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
    }
    var used = Set<String>()
    for folder in ["Sources/KeyboardAvoidance", "Sources/KeyboardAvoidanceCore"] {
      let directory = Self.root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        let code = text.split(separator: "\n").filter {
          !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }.joined(separator: "\n")
        for (category, needles) in Self.categories where needles.contains(where: code.contains) {
          used.insert(category)
        }
      }
    }
    #expect(used == Set(declared.keys), "used \(used.sorted()), declared \(declared.keys.sorted())")
    // The engine's clock measures time between events inside the app.
    #expect(declared["NSPrivacyAccessedAPICategorySystemBootTime"] == ["35F9.1"])
  }
}

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardAvoidance",
  // The toolbar's labels come from a String Catalog in English and 15 more languages.
  defaultLocalization: "en",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "KeyboardAvoidanceCore", targets: ["KeyboardAvoidanceCore"]),
    .library(name: "KeyboardAvoidanceTesting", targets: ["KeyboardAvoidanceTesting"]),
    .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    .executable(name: "keyboard-sim", targets: ["keyboard-sim"]),
    .executable(name: "keyboard-bench", targets: ["keyboard-bench"]),
  ],
  targets: [
    .target(name: "KeyboardAvoidanceCore"),
    .target(name: "KeyboardAvoidanceTesting", dependencies: ["KeyboardAvoidanceCore"]),
    .target(
      name: "KeyboardAvoidance", dependencies: ["KeyboardAvoidanceCore"],
      // The privacy manifest of the library and of the engine it links (see the file), and the
      // String Catalog of every label the library shows or VoiceOver speaks.
      resources: [.copy("PrivacyInfo.xcprivacy"), .process("Localizable.xcstrings")]),
    .executableTarget(
      name: "keyboard-sim",
      dependencies: ["KeyboardAvoidanceCore", "KeyboardAvoidanceTesting"]
    ),
    .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
    .executableTarget(
      name: "keyboard-bench",
      dependencies: ["KeyboardAvoidanceCore", "AllocationCounter"]
    ),
    .testTarget(
      name: "KeyboardAvoidanceCoreTests", dependencies: ["KeyboardAvoidanceCore"]),
    .testTarget(
      name: "KeyboardAvoidanceTestingTests",
      dependencies: ["KeyboardAvoidanceTesting"]),
    .testTarget(name: "KeyboardSimTests", dependencies: ["keyboard-sim"]),
  ],
  swiftLanguageModes: [.v6]
)

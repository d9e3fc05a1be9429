// swift-tools-version: 5.9
// A Swift Playgrounds app package: plain text, opens in Xcode (double-click) and in Swift
// Playgrounds on an iPad, and depends on the library by path.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "KeyboardAvoidanceDemo",
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "KeyboardAvoidance Demo",
      targets: ["AppModule"],
      bundleIdentifier: "dev.keyboardavoidance.demo",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .book),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [.package(path: "../../..")],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [.product(name: "KeyboardAvoidance", package: "KeyboardAvoidance")],
      path: "Sources"
    )
  ]
)

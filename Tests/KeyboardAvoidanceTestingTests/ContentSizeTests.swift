import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// TPKeyboardAvoiding's README has users place fields straight in its scroll view and set no
/// content size. A `KeyboardAvoidingScrollView` used that way scrolls over its fields while the
/// keyboard is up, and gets its own size back after.
@Suite("A scroll view whose content size nobody set")
struct ContentSizeTests {
  static func setup(_ device: Device, _ mode: AvoiderAttachment = .subclass) -> ScenarioSetup {
    var setup = ScenarioSetup(device: device, container: .scrollView, mode: mode)
    setup.appSetsContentSize = false
    return setup
  }

  @Test(
    "With the keyboard up the user scrolls down to the last field; after the hide, no size",
    arguments: [Device.iPhoneSE3, .iPhone15, .iPad10])
  func reachable(_ device: Device) throws {
    let result = ScenarioTests.run(
      Self.setup(device),
      [.focus("name"), .userScroll(5_000), .focus("notes"), .userScroll(-5_000), .hideKeyboard])
    ScenarioTests.expectPassed(result)
    let reachable = result.steps.flatMap(\.checks).filter { $0.name == "every field reachable" }
    #expect(!reachable.isEmpty)
    // The user's scroll reached the end: the Sign up button shows above the keyboard.
    let scrolled = try #require(result.steps.dropFirst().first).observation
    let button = try #require(scrolled.elements.first { $0.title == "Sign up" })
    let region = try #require(scrolled.visibleRegion)
    #expect(button.frame.maxY <= region.maxY + 0.5, "\(button.frame) in \(region)")
    #expect(result.steps.last?.observation.metrics.contentSize == .zero)
  }

  @Test("Without the library, the content nobody sized cannot be scrolled to its last field")
  func control() {
    var setup = Self.setup(.iPhone15)
    setup.withoutLibrary = true
    let world = World(device: setup.device)
    let stage = Stage(setup, in: world)
    defer { stage.teardown() }
    stage.focus(itemID: "name")
    world.advance(by: 0.6)
    let scrollView = stage.container as? WorldScrollView
    scrollView?.userScroll(by: 5_000)
    #expect(scrollView?.contentOffset.y == scrollView?.verticalOffsetRange.lowerBound)
  }

  @Test("An attached avoider leaves the app's scroll view's size alone")
  func attachedLeavesSize() {
    let result = ScenarioTests.run(
      Self.setup(.iPhone15, .attached), [.focus("street"), .userScroll(5_000)])
    let sizes = result.steps.map(\.observation.metrics.contentSize)
    #expect(sizes.allSatisfy { $0 == .zero })
  }
}

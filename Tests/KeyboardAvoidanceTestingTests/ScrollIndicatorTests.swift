import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// UIKit's scroll indicator is a subview of the scroll view while it shows (§5.4): content a
/// `KeyboardAvoidingScrollView` sizes to its subviews must not count it (review N13).
@Suite("The scroll indicator is not content")
struct ScrollIndicatorTests {
  /// A subclass whose app set no content size, on an iPad Pro, bouncing: its fields end far
  /// above the keyboard, and the indicator spans everything the scroll view shows.
  static func stage(in world: World) throws -> (Stage, WorldScrollView) {
    let stage = Stage(ContentSizeTests.setup(.iPadPro13), in: world)
    let scrollView = try #require(stage.container as? WorldScrollView)
    scrollView.alwaysBounceVertical = true
    return (stage, scrollView)
  }

  @Test("While the indicator shows, content sized to the subviews stays the fields' size")
  func indicatorNotCounted() throws {
    let world = World(device: .iPadPro13)
    let (stage, scrollView) = try Self.stage(in: world)
    defer { stage.teardown() }
    stage.focus(itemID: "name")
    world.advance(by: 0.6)
    let fields = scrollView.subviewsExtent.height
    #expect(scrollView.contentSize.height == fields)
    // Under the finger: the indicator shows, below the fields' end — a real subview — and
    // stays (reading the subviews with it turned off would take it from under the finger).
    for _ in 0..<3 {
      world.beginTurn()
      scrollView.isTracking = true
      scrollView.isDragging = true
      scrollView.userScroll(by: 40)
      world.layoutPass()
      let indicator = try #require(scrollView.shownVerticalIndicator)
      #expect(indicator.alpha == 1 && indicator.frame.maxY > fields)
      #expect(
        scrollView.contentSize.height == fields,
        "content \(scrollView.contentSize.height) with the indicator, fields end at \(fields)")
    }
    // The finger lifts: the avoider reads again, with the indicator off.
    world.beginTurn()
    scrollView.isTracking = false
    scrollView.isDragging = false
    world.layoutPass()
    world.advance(by: 1)
    #expect(scrollView.contentSize.height == fields)
    #expect(scrollView.verticalOffsetRange.contains(scrollView.contentOffset.y))
    scrollView.flashScrollIndicators()
    stage.focus(itemID: "notes")
    world.advance(by: 0.6)
    #expect(scrollView.contentSize.height == fields)
  }

  @Test("flashScrollIndicators shows the indicator for a while; the flag off removes it at once")
  func worldIndicator() throws {
    let world = World(device: .iPadPro13)
    let (stage, scrollView) = try Self.stage(in: world)
    defer { stage.teardown() }
    world.advance(by: 0.6)
    scrollView.flashScrollIndicators()
    let indicator = try #require(scrollView.shownVerticalIndicator)
    #expect(indicator.alpha == 1 && indicator.frame.width == 3)
    #expect(indicator.frame.maxX <= scrollView.bounds.maxX && indicator.frame.minY >= 0)
    #expect(scrollView.subviews.last === indicator)
    world.advance(by: 0.3)
    #expect(indicator.alpha == 1)
    world.advance(by: 0.3)
    #expect(indicator.alpha == 0 && indicator.superview === scrollView)
    scrollView.flashScrollIndicators()
    scrollView.showsVerticalScrollIndicator = false
    #expect(indicator.superview == nil && scrollView.shownVerticalIndicator == nil)
    scrollView.showsVerticalScrollIndicator = true
    #expect(scrollView.shownVerticalIndicator == nil)
    scrollView.userDrag(by: 20)
    #expect(scrollView.shownVerticalIndicator === indicator)
  }
}

/// The checker holds the engine only to what it heard (§7): an attached avoider hears no layout
/// of its container that changes neither the bounds' size nor the content size or inset.
@Suite("What an attached avoider hears")
struct AttachedAvoiderHearingTests {
  @Test("An indicator shown at the top, after the window moved, is no news to an attached avoider")
  func indicatorIsNoNews() throws {
    // Fuzz 1/834, seed 1: the indicator's layout of the container was counted as the engine's
    // news, and the inset it had no reason to change was held to the moved window's overlap.
    let setup = ScenarioSetup(
      device: .iPad10, container: .scrollView, mode: .attached, form: .bottomFields)
    let result = ScenarioTests.run(
      setup, [.previous, .moveWindow(by: 8.43), .userScroll(-353.41)])
    ScenarioTests.expectPassed(result)
    let stage = Stage(setup)
    defer { stage.teardown() }
    let scrollView = try #require(stage.container as? WorldScrollView)
    let avoider = try #require(scrollView.keyboardAvoider)
    stage.focus(itemID: "secret")
    stage.world.advance(by: 0.6)
    let heard = avoider.layoutPassesHeard
    let layouts = scrollView.layoutCount
    scrollView.flashScrollIndicators()
    stage.world.layoutPass()
    #expect(scrollView.layoutCount > layouts)
    #expect(avoider.layoutPassesHeard == heard)
  }
}

/// Content sized to its subviews is measured again once the user's finger leaves it (§11.1).
@Suite("Content sized to subviews after the finger lifts")
struct SubviewsAfterFingerTests {
  @Test(
    "A validation label shown while the keyboard is dragged is reachable once the finger lifts",
    arguments: [false, true])
  func labelShownMidDrag(dismisses: Bool) throws {
    // Fuzz 2/6583: the extent read before the drag held while the finger was down.
    var setup = ScenarioSetup(device: .iPad10, orientation: .landscape, container: .scrollView)
    setup.appSetsContentSize = false
    let result = ScenarioTests.run(
      setup,
      [
        .focus("email"), .dragKeyboard(0.62), .showValidation("emailError"),
        .releaseKeyboard(dismiss: dismisses), .wait(1),
      ])
    ScenarioTests.expectPassed(result)
    if !dismisses {
      let release = try #require(result.steps.dropLast().last)
      let reach = release.checks.first { $0.name == "every field reachable" }
      #expect(reach?.passed == true, "\(reach?.detail ?? "not checked")")
    }
  }
}

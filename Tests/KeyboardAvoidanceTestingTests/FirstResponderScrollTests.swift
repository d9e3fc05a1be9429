import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// UIKit's own scroll of a first responder into view (§11.1), at each moment the world models,
/// and the engine's movement made one with it.
@Suite("UIKit's own scroll to the first responder")
struct FirstResponderScrollTests {
  struct Case: Sendable, CustomStringConvertible {
    let timing: FirstResponderScroll
    let mode: AvoiderAttachment
    var description: String { "\(timing.rawValue), \(mode.rawValue)" }
  }

  static let cases = FirstResponderScroll.allCases.flatMap { timing in
    [AvoiderAttachment.subclass, .attached, .automatic].map { Case(timing: timing, mode: $0) }
  }

  static func setup(_ testCase: Case) -> ScenarioSetup {
    var setup = ScenarioSetup(device: .iPhoneSE3, container: .scrollView, mode: testCase.mode)
    setup.firstResponderScroll = testCase.timing
    return setup
  }

  @Test(
    "Focusing a field below the keyboard shows one glide: never UIKit's jump, then the engine's",
    arguments: cases)
  func oneMovement(_ testCase: Case) {
    // With the keyboard up, "street" sits under it: UIKit scrolls it flush with the visible
    // region's bottom the moment it becomes first responder, and the engine adds its padding.
    let result = ScenarioTests.run(
      Self.setup(testCase), [.focus("name"), .focus("street"), .focus("notes")])
    ScenarioTests.expectPassed(result)
    for step in result.steps.dropFirst() {
      let movement = step.checks.first { $0.name == "one movement" }
      #expect(movement?.passed == true, "\(step.title): \(movement?.detail ?? "not checked")")
      #expect(movement?.detail.hasPrefix("glide") == true, "\(movement?.detail ?? "")")
    }
  }

  @Test(
    "UIKit's scroll to a new first responder does not keep content from going back on hide",
    arguments: cases)
  func restoredAfterUIKitsScroll(_ testCase: Case) throws {
    let result = ScenarioTests.run(
      Self.setup(testCase), [.focus("name"), .focus("street"), .next, .hideKeyboard])
    ScenarioTests.expectPassed(result)
    let start = try #require(result.steps.first).observation
    let end = try #require(result.steps.last).observation
    // Back where content was before the keyboard came: the top of the form.
    #expect(end.metrics.contentOffset.y == -start.metrics.adjustedContentInset.top)
  }

  @Test("The user's own scroll still keeps content where the user left it", arguments: cases)
  func userScrollKept(_ testCase: Case) throws {
    let result = ScenarioTests.run(
      Self.setup(testCase), [.focus("street"), .userScroll(-60), .hideKeyboard])
    ScenarioTests.expectPassed(result)
    let scrolled = try #require(result.steps.dropLast().last).observation.metrics.contentOffset.y
    let end = try #require(result.steps.last).observation.metrics.contentOffset.y
    #expect(abs(end - scrolled) < 0.5 || end < scrolled)
    #expect(end > -result.steps[0].observation.metrics.adjustedContentInset.top + 0.5)
  }

  @Test("A subclass takes UIKit's scroll after a keyboard change over; an attached avoider cannot")
  func subclassTakesOver() throws {
    for mode in [AvoiderAttachment.subclass, .attached] {
      var setup = ScenarioSetup(device: .iPhoneSE3, container: .scrollView, mode: mode)
      setup.firstResponderScroll = .beforeKeyboardObservers
      let stage = Stage(setup)
      defer { stage.teardown() }
      let world = stage.world
      let scrollView = try #require(stage.container as? WorldScrollView)
      world.keyboard.showsPredictive = false
      stage.focus(itemID: "street")
      world.advance(by: 0.6)
      let before = scrollView.foreignScrollCount
      // The predictive bar coming back raises the keyboard by more than the padding: UIKit
      // scrolls the field again, before the app hears of the change.
      world.keyboard.showsPredictive = true
      world.advance(by: 0.6)
      if mode == .subclass {
        #expect(scrollView.foreignScrollCount == before, "UIKit scrolled a subclass")
      } else {
        #expect(scrollView.foreignScrollCount > before, "UIKit did not scroll")
      }
      let visible = try #require(KeyboardInvariants(container: scrollView).fieldVisible())
      #expect(visible.passed, "\(visible.detail)")
    }
  }
}

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

/// Corrections and first solves glide (§11.2): an avoider attached while the keyboard is up, and
/// a sheet that rose with the keyboard, move content with the keyboard's timing, never a snap.
@Suite("Corrections glide")
struct CorrectionsGlideTests {
  @Test("An avoider attached while the keyboard is up glides content to the field")
  func attachedWhileUp() throws {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let scrollView = WorldScrollView(name: "form", frame: world.screen)
    scrollView.contentSize = CGSize(width: world.screen.width, height: 1_400)
    let field = WorldTextField(name: "field", frame: CGRect(x: 16, y: 640, width: 300, height: 44))
    scrollView.addSubview(field)
    window.setRoot(WorldViewController(name: "form", view: scrollView))
    world.layoutPass()
    world.focus(field)
    world.advance(by: 0.6)
    world.beginTurn()
    let before = world.contentMoves(of: scrollView).count
    WorldKeyboardAvoider.attach(to: scrollView)
    world.advance(by: 0.6)
    let moves = world.contentMoves(of: scrollView).dropFirst(before)
    #expect(moves.count == 1)
    #expect(moves.first?.isGlide == true, "\(Array(moves))")
    let visible = try #require(KeyboardInvariants(container: scrollView).fieldVisible())
    #expect(visible.passed, "\(visible.detail)")
  }

  @Test(
    "A sheet that rose with the keyboard: the engine's correction at the did glides",
    arguments: [ContainerKind.plainView, .scrollView])
  func sheetCorrection(_ container: ContainerKind) {
    let setup = ScenarioSetup(
      device: .iPadPro13, orientation: .landscape, presentation: .formSheet, container: container,
      mode: .attached, keyboard: .noPredictive)
    let result = ScenarioTests.run(setup, [.focus(container == .plainView ? "user" : "street")])
    ScenarioTests.expectPassed(result)
    let movement = result.steps.first?.checks.first { $0.name == "one movement" }
    #expect(movement?.detail.contains("jump") == false, "\(movement?.detail ?? "unchecked")")
  }
}

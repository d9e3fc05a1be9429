import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// A drag that ends with speed: the content decelerates on by itself after the finger lifts
/// (§11.1: the user's scrolls include deceleration).
@Suite("Deceleration after a flick")
struct DecelerationTests {
  @Test("The content goes on frame by frame after the finger lifts, then rests")
  func decelerates() throws {
    let setup = ScenarioSetup(
      device: .iPhone15, container: .scrollView, form: .table(rows: 40, disabled: []))
    let stage = Stage(setup)
    stage.world.layoutPass()
    let scrollView = try #require(stage.container as? WorldScrollView)
    let world = stage.world
    let start = scrollView.contentOffset.y
    scrollView.userDrag(by: 200, decelerating: 100)
    #expect(scrollView.isDecelerating)
    let lifted = scrollView.contentOffset.y
    #expect(abs(lifted - (start + 200)) < 1)
    world.advance(by: 0.1)
    #expect(scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y > lifted)
    world.advance(by: 1)
    #expect(!scrollView.isDecelerating)
    #expect(abs(scrollView.contentOffset.y - (start + 300)) < 1)
    // A finger on the content stops a deceleration where it is.
    scrollView.userDrag(by: -200, decelerating: -100)
    world.advance(by: 0.1)
    let caught = scrollView.contentOffset.y
    scrollView.userScroll(by: 0)
    #expect(!scrollView.isDecelerating)
    world.advance(by: 1)
    #expect(scrollView.contentOffset.y == caught)
  }

  @Test(
    "A flick with the keyboard up is the user's: content rests where it decelerated to",
    arguments: [ContainerKind.scrollView, .tableView, .collectionView, .tableViewController])
  func flickWithKeyboardUp(_ container: ContainerKind) throws {
    for selfSizing in [false, true] {
      var setup = ScenarioSetup(
        device: .iPhone15, container: container, form: .table(rows: 40, disabled: []))
      // Rows measured as they come in move the focused field while the content decelerates.
      setup.selfSizingRows = selfSizing
      setup.listKeepsVisibleRowsInPlace = false
      let inputs = setup.form.textInputs.map(\.id)
      let field = try #require(inputs.dropFirst(12).first)
      let result = ScenarioRunner().run(
        Scenario(
          name: "flick", setup: setup,
          steps: [
            .focus(field), .userScroll(-500), .wait(1), .userScroll(600), .wait(1), .next,
            .hideKeyboard,
          ]))
      ScenarioTests.expectPassed(result)
    }
  }
}

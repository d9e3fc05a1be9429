import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// The tutorial's form: a `UITableViewController` (or `UICollectionViewController`) of text-field
/// rows, each with a validation label that appears under its field after a bad entry. The
/// controller's own keyboard support scrolls the cell; the library keeps the field, its padding
/// and the label in view, writing no inset (§11.1).
@Suite("The tutorial's form in a table or collection view controller")
struct TutorialFormTests {
  static let cases: [(ContainerKind, AvoiderAttachment)] = [
    ContainerKind.tableViewController, .collectionViewController,
  ].flatMap { container in
    AvoiderAttachment.allCases.map { (container, $0) }
  }

  @Test(
    "Every row's field and its validation label show; no inset of the library's; one movement",
    arguments: cases)
  func everyRow(_ container: ContainerKind, _ mode: AvoiderAttachment) {
    for device in [Device.iPhoneSE3, .iPhone15ProMax] {
      var setup = ScenarioSetup(
        device: device, container: container, mode: mode, form: .validatedTable(rows: 24))
      setup.firstResponderScroll = .afterKeyboardDidNotifications
      let result = ScenarioRunner().run(Scenario.focusingEveryField(setup))
      ScenarioTests.expectPassed(result)
      let shown = result.steps.filter {
        if case .showValidation = $0.step { return true }
        return false
      }
      #expect(shown.count == 24)
      // With the label shown, the field with its label shows — measured as "field" (the field
      // and its companions with padding), not the field alone.
      for step in shown {
        let visible = step.checks.first { $0.name == "field visible" }
        #expect(visible?.passed == true, "\(step.title): \(visible?.detail ?? "unchecked")")
      }
      #expect(
        result.steps.allSatisfy { step in
          step.checks.allSatisfy { $0.name != "no inset of the library's" || $0.passed }
        })
    }
  }

  @Test(
    "After Done the inset is the app's again; the next edit adds the keyboard once (N1)",
    arguments: cases)
  func insetAfterDone(_ container: ContainerKind, _ mode: AvoiderAttachment) throws {
    for timing in SystemAdjusterTiming.allCases {
      var setup = ScenarioSetup(
        device: .iPhone15, container: container, mode: mode, form: .validatedTable(rows: 24))
      setup.systemAdjuster = timing
      let inputs = setup.form.textInputs.map(\.id)
      let last = try #require(inputs.last)
      let first = try #require(inputs.first)
      // The checker holds the inset to the app's after each hide and to the overlap while the
      // keyboard is up ("restored after hide", "inset = overlap").
      let result = ScenarioRunner().run(
        Scenario(
          name: "N1", setup: setup,
          steps: [
            .focus(last), .wait(1), .hideKeyboard, .wait(1), .focus(first), .wait(1), .focus(last),
            .wait(1), .hideKeyboard, .wait(1),
          ]))
      ScenarioTests.expectPassed(result)
      let hides = result.steps.filter { $0.step == .hideKeyboard }
      #expect(hides.count == 2)
      for hide in hides {
        #expect(hide.observation.metrics.contentInset.bottom == 0, "\(setup.summary)")
      }
    }
  }

  @Test(
    "Without the library, the controller's own cell scroll leaves fields and labels short of view",
    arguments: [ContainerKind.tableViewController, .collectionViewController])
  func control(_ container: ContainerKind) {
    var setup = ScenarioSetup(
      device: .iPhoneSE3, container: container, form: .validatedTable(rows: 24))
    setup.withoutLibrary = true
    let result = ScenarioRunner().run(Scenario.focusingEveryField(setup))
    #expect(result.failures.contains { $0.contains("field visible") }, "\(result.failures)")
  }
}

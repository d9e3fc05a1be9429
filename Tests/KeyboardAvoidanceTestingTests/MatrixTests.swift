import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("Scenario matrix")
struct MatrixTests {
  static let setups = ScenarioMatrix.standardSetups()

  @Test("The standard matrix has more than 500 scenarios and covers every dimension")
  func coverage() {
    #expect(Self.setups.count >= 500)
    #expect(Set(Self.setups.map(\.device.id)).count == Device.catalog.count)
    #expect(Set(Self.setups.map(\.orientation)).count == Orientation.allCases.count)
    #expect(Set(Self.setups.map(\.keyboard)).count == KeyboardKind.allCases.count)
    #expect(Set(Self.setups.map(\.container)).count == ContainerKind.allCases.count)
    #expect(Set(Self.setups.map(\.presentation)).count == Presentation.allCases.count)
    #expect(Set(Self.setups.map(\.mode)).count == AvoiderAttachment.allCases.count)
    #expect(Set(Self.setups.map(\.form.name)).count >= 6)
    // Right to left in every container, SwiftUI and lists included.
    let mirrored = Self.setups.filter { $0.form.direction == .rightToLeft }
    #expect(Set(mirrored.map(\.container)).count == ContainerKind.allCases.count)
    let allValid = Self.setups.allSatisfy { $0.isValid }
    #expect(allValid)
  }

  @Test(
    "Focusing every field in order, then hiding the keyboard, keeps every invariant",
    arguments: setups)
  func scenario(_ setup: ScenarioSetup) {
    let result = ScenarioRunner().run(Scenario.matrix(setup))
    let message = "\(setup.summary):\n\(result.failures.joined(separator: "\n"))"
    #expect(result.failures.isEmpty, Comment(rawValue: message))
    let focusSteps = result.steps.filter {
      if case .next = $0.step { return true }
      if case .focus = $0.step { return true }
      return false
    }
    #expect(!focusSteps.isEmpty)
    // The engine never scrolls farther than the least distance that shows the target (stricter
    // than the checker's 1 pt tolerance over long distances).
    for ratio in result.scrollRatios {
      #expect(ratio <= 1.001, "\(setup.summary): scrolled \(ratio)× the least distance")
    }
    // Control: where the engine had to scroll, the same script without avoidance fails, so
    // this scenario's checks can fail. (Content nobody sized cannot scroll without the library:
    // no offset could show anything there, so nothing is checked — `ContentSizeTests` has its
    // own control. In a list controller's tutorial form, the controller's own scroll of a
    // cell that holds the field and its label may show both without the library where the
    // app's bottom inset adds room: `TutorialFormTests` has its own control. The same holds
    // for the sampled 200- and 10,000-row forms and for self-sizing rows in list controllers, whose
    // controller scrolls each focused row in by itself: `ListNavigationTests` has controls.)
    let sampled = FormNavigationOracle(form: setup.form).inputIDs.count > 100
    // A sampled form's taps bring far rows in by themselves, sometimes into the middle of the
    // list (where a self-sizing row measured away from its estimate is put): its control may
    // pass, and `ListNavigationTests` holds those walks to the oracle instead. A list
    // controller avoids the keyboard by itself (UIKitKeyboardBehaviours §11.1: it insets its
    // list and scrolls the focused cell in, animated): where its scroll leaves room above the
    // keyboard (a bar's inset, a cell taller than its field), every check passes without the
    // library, as it would on a device; `TutorialFormTests` holds the controllers' control.
    let controllerShowsCells = sampled || setup.container.isControllerList
    if !result.scrollRatios.isEmpty, setup.appSetsContentSize, !controllerShowsCells {
      var control = setup
      control.withoutLibrary = true
      let unavoided = ScenarioRunner().run(Scenario.matrix(control))
      #expect(!unavoided.failures.isEmpty, "\(setup.summary): passes without avoidance")
    }
  }

  @Test("Without avoidance the same checks fail: they are not vacuous")
  func checksCanFail() {
    var setup = ScenarioSetup(device: .iPhone15, container: .tableView)
    setup.withoutLibrary = true
    let result = ScenarioRunner().run(Scenario.focusingEveryField(setup))
    #expect(result.failures.contains { $0.contains("field visible") })
    #expect(result.failures.contains { $0.contains("inset = overlap") })
  }
}

extension ScenarioSetup: CustomTestStringConvertible {
  /// The setup in one line, for test reports.
  public var testDescription: String { summary }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// UIKit's own keyboard handling as a device delivers it (§11.1, review N7 and the observer
/// order behind N1): a list controller's observer wherever it stands among the app's, acting
/// once for each notification it observes, and UIKit's scrolls after a keyboard change over
/// several frames — every candidate, one movement each time, nothing left behind on hide.
@Suite("UIKit's keyboard handling, every order and timing")
struct SystemAdjusterTimingTests {
  struct Case: Sendable, CustomStringConvertible {
    let container: ContainerKind
    let mode: AvoiderAttachment
    let timing: SystemAdjusterTiming
    var description: String { "\(mode.rawValue) \(container.rawValue), \(timing)" }
  }

  static let listCases = [ContainerKind.tableViewController, .collectionViewController].flatMap {
    container in
    SystemAdjusterTiming.allCases.map { Case(container: container, mode: .attached, timing: $0) }
  }

  @Test("The notification center calls the system's observer where it stands among the app's")
  func observerPosition() {
    let center = WorldNotificationCenter()
    let owners = (0..<3).map { _ in NSObject() }
    var heard: [String] = []
    for (index, owner) in owners.enumerated() {
      center.addObserver(owner, names: ["n"]) { _ in heard.append("app \(index)") }
    }
    for before in [0, 2, Int.max] {
      heard = []
      center.post(name: "n", userInfo: nil, system: (before, { heard.append("system") }))
      let expected = ["app 0", "app 1", "app 2"]
      var order = expected
      order.insert("system", at: min(before, expected.count))
      #expect(heard == order)
    }
  }

  @Test(
    "The tutorial's form in a list controller: one movement per focus, the app's inset after Done",
    arguments: listCases)
  func tutorialForm(_ testCase: Case) throws {
    var setup = ScenarioSetup(
      device: .iPhone15, container: testCase.container, mode: testCase.mode,
      form: .validatedTable(rows: 24))
    setup.systemAdjuster = testCase.timing
    let inputs = setup.form.textInputs.map(\.id)
    let last = try #require(inputs.last)
    let result = ScenarioRunner().run(
      Scenario(
        name: "timing", setup: setup,
        steps: [
          .focus(last), .wait(1), .emoji(true), .wait(1), .previous, .wait(1), .emoji(false),
          .wait(1), .hideKeyboard, .wait(1), .focus(last), .wait(1), .hideKeyboard, .wait(1),
        ]))
    ScenarioTests.expectPassed(result)
    for step in result.steps {
      let movement = step.checks.first { $0.name == "one movement" }
      #expect(movement?.passed != false, "\(step.title): \(movement?.detail ?? "")")
    }
    for hide in result.steps where hide.step == .hideKeyboard {
      #expect(hide.observation.metrics.contentInset.bottom == 0)
    }
  }

  @Test(
    "UIKit's scroll of a first responder above the keyboard, frame by frame, and the glide: one",
    arguments: FirstResponderScroll.allCases, [AvoiderAttachment.subclass, .attached, .automatic])
  func animatedFirstResponderScroll(_ scroll: FirstResponderScroll, _ mode: AvoiderAttachment) {
    var setup = ScenarioSetup(device: .iPhoneSE3, container: .scrollView, mode: mode)
    setup.firstResponderScroll = scroll
    setup.systemAdjuster = SystemAdjusterTiming(scrollsAnimated: true)
    let result = ScenarioTests.run(
      setup,
      [
        .focus("name"), .predictive(false), .focus("street"), .predictive(true), .emoji(true),
        .emoji(false), .focus("notes"), .hideKeyboard,
      ])
    ScenarioTests.expectPassed(result)
    for step in result.steps {
      let movement = step.checks.first { $0.name == "one movement" }
      #expect(movement?.passed != false, "\(step.title): \(movement?.detail ?? "")")
    }
  }
}

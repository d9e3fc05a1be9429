import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("SwiftUI scroll views: the field with padding and companions above SwiftUI's keyboard")
struct SwiftUIScrollViewTests {
  static let setups = ScenarioMatrix.allSetups().filter { $0.container == .swiftUIScrollView }

  @Test(
    "The matrix has SwiftUI forms on every device, keyboard and presentation, every way SwiftUI may behave"
  )
  func coverage() {
    #expect(Set(Self.setups.map(\.device.id)).count == Device.catalog.count)
    #expect(Set(Self.setups.map(\.keyboard)).count == KeyboardKind.allCases.count)
    #expect(Set(Self.setups.map(\.presentation)).count == Presentation.allCases.count)
    #expect(Set(Self.setups.map(\.swiftUI)).count == SwiftUIBehavior.allCases.count)
    #expect(Set(Self.setups.map(\.form.name)).count == 3)
    let allValid = Self.setups.allSatisfy { $0.isValid }
    #expect(allValid)
  }

  @Test("Every SwiftUI form keeps every invariant; where the library scrolled, it fails without it")
  func everySetup() {
    var scrolled = 0
    for setup in Self.setups {
      let result = ScenarioRunner().run(Scenario.matrix(setup))
      #expect(
        result.failures.isEmpty,
        "\(setup.summary), \(setup.swiftUI):\n\(result.failures.joined(separator: "\n"))")
      for ratio in result.scrollRatios {
        #expect(ratio <= 1.001, "\(setup.summary): scrolled \(ratio)× the least distance")
      }
      guard result.libraryOffsetWrites > 0 else { continue }
      scrolled += 1
      var control = setup
      control.withoutLibrary = true
      let unavoided = ScenarioRunner().run(Scenario.matrix(control))
      #expect(
        !unavoided.failures.isEmpty, "\(setup.summary), \(setup.swiftUI): passes without it")
    }
    // More than half the setups need a scroll (floating, split and other apps' keyboards and
    // large iPads need none): the controls above are not a handful.
    #expect(scrolled * 2 > Self.setups.count)
  }

  @Test(
    "SwiftUI's own scroll leaves a text field flush on the keyboard; the library adds the padding")
  func paddingOverSwiftUIsScroll() throws {
    for behavior in SwiftUIBehavior.allCases {
      var setup = ScenarioSetup(device: .iPhoneSE3, container: .swiftUIScrollView, form: .signUp)
      setup.swiftUI = behavior
      let scenario = Scenario(
        name: "last field", setup: setup, steps: [.focus("street"), .wait(0.6)])
      let result = ScenarioRunner().run(scenario)
      #expect(result.passed, "\(behavior): \(result.failures)")
      setup.withoutLibrary = true
      let bare = ScenarioRunner().run(Scenario(name: "bare", setup: setup, steps: scenario.steps))
      #expect(bare.failures.contains { $0.contains("field visible") }, "\(behavior)")
    }
  }

  @Test(
    "A button under the scroll view rides the keyboard; the field keeps its padding above it",
    arguments: [Device.iPhoneSE3, .iPhone15])
  func buttonUnderTheScrollView(device: Device) {
    for behavior in SwiftUIBehavior.allCases {
      var setup = ScenarioSetup(
        device: device, container: .swiftUIScrollView, form: .signUp, pinnedBar: true)
      setup.swiftUI = behavior
      let steps: [ScenarioStep] = [.focus("street"), .wait(0.6), .hideKeyboard, .wait(0.6)]
      let result = ScenarioRunner().run(Scenario(name: "button", setup: setup, steps: steps))
      #expect(result.passed, "\(device), \(behavior): \(result.failures)")
      setup.withoutLibrary = true
      let bare = ScenarioRunner().run(Scenario(name: "bare", setup: setup, steps: steps))
      #expect(bare.failures.contains { $0.contains("field visible") }, "\(device), \(behavior)")
    }
  }

  @Test("Nothing of the library's is in the insets: SwiftUI's safe area covers the keyboard once")
  func noDoubleInset() {
    for behavior in SwiftUIBehavior.allCases {
      var setup = ScenarioSetup(device: .iPhone15, container: .swiftUIScrollView, form: .validation)
      setup.swiftUI = behavior
      let stage = Stage(setup)
      let scrollView = stage.container as? WorldScrollView
      stage.world.focus(stage.stack?.inputs.last)
      stage.world.advance(by: 0.6)
      stage.world.layoutPass()
      #expect(scrollView?.contentInset == .zero)
      #expect(stage.container.avoidanceInsetChangeCount == 0)
      #expect((stage.swiftUIKeeper?.scrollCount ?? 0) > 0)
      stage.teardown()
    }
  }

  @Test(
    "A user's scroll is never scrolled back; content goes back on hide only if the user left it")
  func userScroll() throws {
    var setup = ScenarioSetup(device: .iPhone15, container: .swiftUIScrollView, form: .signUp)
    setup.swiftUI = SwiftUIBehavior(keyboardSafeArea: .insetsContent)
    let scenario = Scenario(
      name: "user scroll", setup: setup,
      steps: [.focus("street"), .wait(0.6), .userScroll(-120), .wait(0.3), .hideKeyboard])
    let result = ScenarioRunner().run(scenario)
    #expect(result.passed, "\(result.failures)")
  }

  @Test(
    "The predictive bar or the emoji keyboard coming and going moves a shown field no further",
    arguments: [
      [ScenarioStep.predictive(false), .focus("street"), .predictive(true), .predictive(false)],
      // Letters without the predictive bar are shorter than the emoji keyboard.
      [.predictive(false), .focus("street"), .emoji(true), .emoji(false)],
    ])
  func keyboardHeightBack(steps: [ScenarioStep]) {
    for device in [Device.iPhone15, .iPhoneSE3] {
      for behavior in SwiftUIBehavior.allCases {
        var setup = ScenarioSetup(device: device, container: .swiftUIScrollView)
        setup.swiftUI = behavior
        let result = ScenarioRunner().run(Scenario(name: "heights", setup: setup, steps: steps))
        #expect(result.passed, "\(device), \(behavior): \(result.failures)")
      }
    }
  }
}

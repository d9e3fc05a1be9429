import Foundation
import Testing

@testable import KeyboardAvoidanceCore
@testable import KeyboardAvoidanceTesting

/// The test kit's own steps — raw notifications, third-party keyboards, durations, moving
/// windows, resized containers, relative and indicator insets — and what they found.
@Suite("Test-kit steps")
struct KitStepTests {
  static func run(_ setup: ScenarioSetup, _ steps: [ScenarioStep]) -> ScenarioResult {
    ScenarioRunner().run(Scenario(name: "kit", setup: setup, steps: steps))
  }

  static let setup = ScenarioSetup(device: .iPhone15, container: .scrollView)

  static var firstField: String { setup.form.textInputs.first?.id ?? "" }

  static let malformed: [RawKeyboardNotification] = [
    RawKeyboardNotification(name: KeyboardPhase.willShow.rawValue, userInfo: nil),
    RawKeyboardNotification(
      name: KeyboardPhase.willHide.rawValue,
      userInfo: [KeyboardUserInfoKey.frameEnd: .string("{{0, 500}, {390, 300}}")]),
    RawKeyboardNotification(
      name: KeyboardPhase.willChangeFrame.rawValue,
      userInfo: [
        KeyboardUserInfoKey.frameEnd: .rect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
      ]),
    RawKeyboardNotification(
      name: KeyboardPhase.willShow.rawValue, userInfo: [KeyboardUserInfoKey.frameEnd: .number(3)]),
  ]

  @Test("A malformed keyboard notification changes nothing the user sees", arguments: malformed)
  func malformedNotification(_ raw: RawKeyboardNotification) {
    let result = Self.run(Self.setup, [.focus(Self.firstField), .postNotification(raw)])
    #expect(result.passed, "\(result.failures)")
    let before = result.steps[0].observation.metrics
    let after = result.steps[1].observation.metrics
    #expect(after.contentInset == before.contentInset)
    #expect(after.contentOffset == before.contentOffset)
  }

  @Test("A third-party keyboard announcing 0, 216 and 256 pt gets the last height's inset")
  func thirdPartyKeyboard() {
    let result = Self.run(
      Self.setup, [.focus(Self.firstField), .thirdPartyKeyboard(heights: [0, 216, 256])])
    #expect(result.passed, "\(result.failures)")
    #expect(result.steps.last?.observation.keyboard.frame?.height == 256)
  }

  @Test("A third-party keyboard under an input accessory view is covered with the accessory")
  func thirdPartyKeyboardWithAccessory() {
    var setup = ScenarioSetup(
      device: .iPhone13Mini, orientation: .landscape, container: .tableView,
      form: .table(rows: 40))
    setup.navigation = FieldNavigationOptions(showsToolbar: true)
    let result = Self.run(
      setup, [.focus("row-8"), .thirdPartyKeyboard(heights: [20, 200]), .focus("row-37")])
    #expect(result.passed, "\(result.failures)")
    let frame = result.steps.last?.observation.keyboard.frame
    #expect((frame?.height ?? 0) > 200, "the accessory stands on the third-party keyboard")
  }

  @Test("A third-party keyboard without a keyboard up is not performed")
  func thirdPartyWithoutKeyboard() {
    let result = Self.run(Self.setup, [.thirdPartyKeyboard(heights: [256])])
    #expect(result.steps.first?.checks.isEmpty == true)
  }

  @Test(
    "Slow and instant keyboard animations both end with the field in view", arguments: [0, 1.2])
  func keyboardDuration(_ seconds: Double) {
    let result = Self.run(
      Self.setup, [.keyboardDuration(seconds), .focus(Self.firstField), .next, .hideKeyboard])
    #expect(result.passed, "\(result.failures)")
  }

  @Test("A bar pinned to the keyboard stays on it when the window moves, and the field in view")
  func pinnedBarFollowsWindow() {
    let setup = ScenarioSetup(
      device: .iPhone13Mini, container: .collectionView, form: .grid(items: 120),
      pinnedBar: true)
    let result = Self.run(
      setup, [.focus("item-105"), .moveWindow(by: -44), .next, .hideKeyboard])
    #expect(result.passed, "\(result.failures)")
  }

  @Test("A Slide Over window does not move up or down")
  func slideOverDoesNotMove() {
    let setup = ScenarioSetup(device: .iPad10, presentation: .slideOver, container: .tableView)
    let result = Self.run(setup, [.focus("row-3"), .moveWindow(by: -80)])
    #expect(result.steps[1].observation.window == result.steps[0].observation.window)
  }

  @Test("A container that ends above its bar pinned at rest gets no inset for the bar")
  func pinnedBarOutsideContainer() {
    let setup = ScenarioSetup(device: .iPadPro13, container: .scrollView, pinnedBar: true)
    let result = Self.run(
      setup,
      [
        .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 17)), .rotate, .rotate,
        .resizeContainer(height: 558), .focus("company"),
      ])
    #expect(result.passed, "\(result.failures)")
    #expect(result.steps.last?.observation.metrics.engineBottomInset == 0)
  }

  @Test("With a hardware keyboard, a shrunk container still shows the caret above the bar")
  func hardwareBarOverShrunkContainer() {
    let setup = ScenarioSetup(
      device: .iPhone13Mini, orientation: .landscape, container: .collectionView,
      keyboard: .hardware, form: .grid(items: 5), pinnedBar: true)
    let result = Self.run(
      setup,
      [
        .setAppInset(AvoidanceInsets(top: 35, bottom: 250)), .next,
        .resizeContainer(height: 298),
      ])
    #expect(result.passed, "\(result.failures)")
  }

  @Test("An app that grows its inset relative to what it reads keeps it after the hide")
  func relativeAppInset() throws {
    let result = Self.run(
      Self.setup,
      [.focus(Self.firstField), .changeAppInset(by: AvoidanceInsets(bottom: 44)), .hideKeyboard])
    #expect(result.passed, "\(result.failures)")
    let up = try #require(result.steps.first?.observation.metrics.contentInset.bottom)
    // The app read the engine's inset and added 44: that whole value is the app's now.
    #expect(result.steps.last?.observation.metrics.contentInset.bottom == up + 44)
  }

  @Test("The app's own indicator insets come back after the hide")
  func indicatorInsetsKept() {
    let indicator = AvoidanceInsets(bottom: 30)
    let result = Self.run(
      Self.setup, [.setIndicatorInsets(indicator), .focus(Self.firstField), .hideKeyboard])
    #expect(result.passed, "\(result.failures)")
  }

  @Test("Unusable kit-step values are refused, never performed")
  func unusableValues() {
    let steps: [ScenarioStep] = [
      .thirdPartyKeyboard(heights: []), .thirdPartyKeyboard(heights: [.nan]),
      .keyboardDuration(-1), .keyboardDuration(.infinity), .moveWindow(by: .nan),
      .resizeContainer(height: -5), .changeAppInset(by: AvoidanceInsets(bottom: .infinity)),
      .setIndicatorInsets(AvoidanceInsets(bottom: .nan)),
      .setAppInset(AvoidanceInsets(bottom: -20_000)),
    ]
    for step in steps { #expect(!step.hasUsableValues, "\(step.title)") }
    let result = Self.run(Self.setup, [.focus(Self.firstField)] + steps)
    #expect(result.passed, "\(result.failures)")
  }

  @Test("An app's negative insets, legal in UIKit, are set as written and every invariant holds")
  func negativeInsets() {
    let negative = AvoidanceInsets(top: -10, left: 0, bottom: -40, right: 0)
    let steps: [ScenarioStep] = [
      .setAppInset(negative), .focus(Self.firstField), .next, .hideKeyboard,
      .setIndicatorInsets(AvoidanceInsets(bottom: -20)),
    ]
    for step in steps { #expect(step.hasUsableValues, "\(step.title)") }
    let result = Self.run(Self.setup, steps)
    #expect(result.steps.first?.observation.metrics.contentInset == negative)
    #expect(result.steps.last?.observation.metrics.contentInset == negative, "restored exactly")
    #expect(result.passed, "\(result.failures)")
  }

  @Test("Every kit step prints as Swift that names it")
  func swiftSource() {
    let raw = RawKeyboardNotification(name: "X", userInfo: ["k": .bool(true)])
    let steps: [ScenarioStep] = [
      .postNotification(raw), .thirdPartyKeyboard(heights: [216]), .keyboardDuration(0.3),
      .moveWindow(by: 10), .resizeContainer(height: 400),
      .changeAppInset(by: AvoidanceInsets(bottom: 44)),
      .setIndicatorInsets(AvoidanceInsets(bottom: 20)),
    ]
    let names = [
      "postNotification", "thirdPartyKeyboard", "keyboardDuration", "moveWindow",
      "resizeContainer", "changeAppInset", "setIndicatorInsets",
    ]
    for (step, name) in zip(steps, names) {
      #expect(step.swiftSource.hasPrefix(".\(name)("), "\(step.swiftSource)")
    }
  }

  @Test(
    "A third-party keyboard announcing three heights scrolls no more than its last height needs",
    arguments: [[172.4, 117.9, 187.3], [163.0, 115.4, 207.9]])
  func thirdPartyMinimalScroll(_ heights: [CGFloat]) {
    let setup = ScenarioSetup(
      device: .iPhone15ProMax, orientation: .landscape, presentation: .fullScreen,
      container: .collectionView, form: .grid(items: 5),
      appContentInset: AvoidanceInsets(top: 12, bottom: 44))
    let result = Self.run(setup, [.previous, .thirdPartyKeyboard(heights: heights)])
    #expect(result.passed, "\(result.failures)")
    let single = Self.run(setup, [.previous, .thirdPartyKeyboard(heights: [heights[2]])])
    #expect(
      result.steps.last?.observation.metrics.contentOffset
        == single.steps.last?.observation.metrics.contentOffset,
      "ends where one announcement of the last height ends")
  }

  @Test("A third-party keyboard in Slide Over leaves out the strip below the window, as UIKit's")
  func thirdPartyInSlideOver() {
    let setup = ScenarioSetup(
      device: .iPad10, presentation: .slideOver, container: .tableView, form: .table(rows: 200))
    let result = Self.run(
      setup,
      [
        .next, .thirdPartyKeyboard(heights: [222.9, 65.8, 170.6]), .dragKeyboard(0.88),
        .releaseKeyboard(dismiss: false), .focus("row-44"),
      ])
    #expect(result.passed, "\(result.failures)")
  }

  @Test(
    "Previous reaches the row before a disabled one after the window moved under the keyboard",
    arguments: [5, 29.3, 100])
  func navigationAfterWindowMove(_ distance: CGFloat) {
    var setup = ScenarioSetup(
      device: .iPhone15, orientation: .landscape, container: .tableView,
      form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
    setup.configuration.policy = .top
    let result = Self.run(
      setup, [.focus("row-23"), .next, .moveWindow(by: distance), .previous])
    #expect(result.passed, "\(result.failures)")
    let focused = result.steps.last?.observation.elements.first(where: \.isFocused)?.title
    #expect(focused == "Row 24", "row-23 is the 24th row")
  }

  @Test("A keyboard that undocks gives content back at once; a later hide moves nothing")
  func undockThenHide() {
    var setup = ScenarioSetup(
      device: .iPadPro13, container: .tableView,
      form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })),
      appContentInset: AvoidanceInsets(top: 12, bottom: 44))
    setup.configuration.restoresContentOffset = true
    let result = Self.run(
      setup,
      [
        .previous, .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 330)), .tapFocusedField,
        .keyboardMode(.floating), .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 38)),
        .hideKeyboard,
      ])
    #expect(result.passed, "\(result.failures)")
    let undocked = result.steps[3].observation.metrics.contentOffset
    #expect(result.steps.last?.observation.metrics.contentOffset == undocked)
  }

  @Test(
    "A finger that touches the keyboard without moving it leaves the user's scroll alone",
    arguments: [ScrollPolicy.center, .top])
  func hairDragAfterUserScroll(_ policy: ScrollPolicy) {
    var setup = ScenarioSetup(device: .iPad10, container: .collectionView, pinnedBar: true)
    setup.configuration.policy = policy
    let result = Self.run(
      setup, [.focus("item-12"), .userScroll(292), .dragKeyboard(0.001)])
    #expect(result.passed, "\(result.failures)")
    #expect(
      result.steps[2].observation.metrics.contentOffset
        == result.steps[1].observation.metrics.contentOffset)
  }

  @Test(
    "Rotating a Stage Manager window keeps the episode: the hide leaves content where UIKit put it",
    arguments: [ScrollPolicy.center, .top])
  func stageManagerRotationKeepsEpisode(_ policy: ScrollPolicy) {
    var setup = ScenarioSetup(
      device: .iPadPro13, orientation: .landscape, presentation: .stageManager,
      container: .collectionView, form: .grid(items: 120), pinnedBar: true)
    setup.configuration.padding = 40
    setup.configuration.policy = policy
    let result = Self.run(
      setup, [.focus("item-111"), .focus("item-69"), .rotate, .hideKeyboard])
    #expect(result.passed, "\(result.failures)")
  }

  @Test("Return in the last field, past a disabled last row, leaves the user's scroll alone")
  func returnAfterUserScroll() {
    let setup = ScenarioSetup(
      device: .iPhone15ProMax, container: .tableView,
      form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
    let result = Self.run(setup, [.previous, .userScroll(-559), .pressReturn])
    #expect(result.passed, "\(result.failures)")
  }

  @Test("Content back at the top after a raised top inset is restored there, not pulled further")
  func topInsetRaisedWhileUp() {
    var setup = ScenarioSetup(device: .iPhone15, presentation: .formSheet, container: .scrollView)
    setup.configuration.padding = 8
    setup.configuration.policy = .center
    let result = Self.run(
      setup,
      [
        // Values as the fuzzer found them: the safe area read through such an offset differs
        // by a rounding error from one layout pass to the next.
        .setAppInset(AvoidanceInsets(top: 9.395358656418825, bottom: 68.5412914722983)),
        .focus("confirm"),
        .setAppInset(AvoidanceInsets(top: 16.640428044321563, bottom: 244.61188982606637)),
        .hideKeyboard, .next,
        .hideKeyboard,
      ])
    #expect(result.passed, "\(result.failures)")
    #expect(
      result.steps[5].observation.metrics.contentOffset
        == result.steps[3].observation.metrics.contentOffset)
  }

  @Test("A container that leaves the keyboard while the app is in the background starts afresh")
  func backgroundResizeThenReturn() {
    let setup = ScenarioSetup(
      device: .iPadPro13, container: .collectionView, form: .grid(items: 120))
    let result = Self.run(
      setup,
      [
        .focus("item-27"), .enterBackground, .resizeContainer(height: 758.7), .rotate, .next,
        .enterForeground, .hideKeyboard,
      ])
    #expect(result.passed, "\(result.failures)")
  }

  @Test("A split keyboard whose bottom meets a moved Stage Manager window's bottom moves nothing")
  func splitKeyboardMeetsWindowBottom() {
    let setup = ScenarioSetup(
      device: .iPad10, orientation: .landscape, presentation: .stageManager,
      container: .collectionView, keyboard: .split, form: .grid(items: 5))
    let result = Self.run(setup, [.moveWindow(by: 110.87), .previous])
    #expect(result.passed, "\(result.failures)")
    #expect(result.steps.last?.observation.metrics.engineBottomInset == 0)
  }

  @Test("Another app's late did-hide does not undo this app's keyboard coming back")
  func otherAppLateHide() {
    var setup = ScenarioSetup(
      device: .iPad10, orientation: .landscape, presentation: .pageSheet, container: .scrollView,
      pinnedBar: true)
    setup.navigation = FieldNavigationOptions(managesReturnKey: false, showsToolbar: true)
    let result = Self.run(
      setup,
      [
        .focus("name"), .focus("password"), .hideKeyboard, .otherAppKeyboard(true), .rotate,
        .previous,
      ])
    #expect(result.passed, "\(result.failures)")
  }
}

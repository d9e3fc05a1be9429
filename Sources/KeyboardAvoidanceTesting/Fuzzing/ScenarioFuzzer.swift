import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Random scenarios, the same for the same seed: untidy scripts of every step kind over every
/// kind of setup, to find what the tidy scripts of the matrix never meet.
///
/// Scripts have 5 to 40 steps of every kind, with identifiers that do not exist and numbers
/// that are negative, huge, NaN or infinite now and then; setups cover every device,
/// orientation, presentation, container, integration mode, keyboard, form, inset behaviour and
/// setting. A failing script is shrunk (``ScenarioShrinker``) and printed as Swift source
/// (``Scenario/swiftSource``).
///
/// ```swift
/// var fuzzer = ScenarioFuzzer(seed: 7)
/// for _ in 0..<100 {
///   let result = ScenarioRunner().run(fuzzer.nextScenario())
///   #expect(result.passed)
/// }
/// ```
public struct ScenarioFuzzer: Sendable {
  private var random: SeededGenerator
  /// A stream of its own for dimensions added later, so that adding one leaves every earlier
  /// script as it was, and the failures it finds are its own.
  private var laterDimensions: SeededGenerator
  private var count = 0
  /// Where the other scene of ``ScenarioStep/otherScene(background:)`` went last.
  private var otherSceneInBackground = false
  /// The seed the fuzzer started from.
  public let seed: UInt64

  /// Creates a fuzzer; the same seed gives the same scenarios, in the same order.
  public init(seed: UInt64) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    laterDimensions = SeededGenerator(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
  }

  /// The next scenario.
  public mutating func nextScenario() -> Scenario {
    count += 1
    var setup = nextSetup()
    // Not in SwiftUI yet: SwiftUI clamps content and scrolls a focused field itself after a
    // keyboard change (§1 of the SwiftUI article), which a late keyboard makes a second movement
    // after the library's; how the checker tells it apart is undecided (README, known limits).
    let late = laterDimensions.nextDouble() < 0.3
    setup.keyboardSwitchArrivesLate = late && setup.container != .swiftUIScrollView
    // A field whose delegate handles Return itself (review N5), now and then.
    let fields = setup.form.textInputs.filter { $0.kind == .textField }
    if laterDimensions.nextDouble() < 0.25, !fields.isEmpty {
      let index = Int(laterDimensions.next() % UInt64(fields.count))
      setup.fieldsHandlingReturn = [fields[index].id]
    }
    // How long UIKit runs the keyboard's curve is uncertain (§1.1): both ways.
    setup.keyboardCurveIgnoresDuration = laterDimensions.nextDouble() < 0.5
    // A right-to-left form (Arabic, Hebrew) now and then, in every container: columns, list
    // rows and the navigation order mirror.
    if laterDimensions.nextDouble() < 0.2 { setup.form.direction = .rightToLeft }
    let steps = (0..<Int.random(in: 5...40, using: &random)).map { _ in nextStep(in: setup) }
    return Scenario(name: "fuzz \(seed)/\(count)", setup: setup, steps: steps)
  }

  private mutating func pick<T>(_ values: [T]) -> T {
    values[Int.random(in: 0..<values.count, using: &random)]
  }

  private mutating func chance(_ probability: Double) -> Bool {
    random.nextDouble() < probability
  }

  private mutating func nextSetup() -> ScenarioSetup {
    while true {
      let container = pick(ContainerKind.allCases)
      var setup = ScenarioSetup(
        device: pick(Device.catalog), orientation: pick(Orientation.allCases),
        presentation: pick(Presentation.allCases), container: container,
        mode: pick(AvoiderAttachment.allCases), keyboard: pick(KeyboardKind.allCases),
        form: nextForm(for: container), pinnedBar: chance(0.3),
        rotationStyle: pick(SimulatedKeyboard.RotationStyle.allCases),
        insetBehavior: pick(WorldScrollView.InsetAdjustmentBehavior.allCases),
        appContentInset: chance(0.3) ? AvoidanceInsets(top: 12, bottom: 44) : .zero,
        navigation: FieldNavigationOptions(
          managesReturnKey: chance(0.8), showsToolbar: chance(0.3)))
      setup.configuration = AvoidanceConfiguration(
        isEnabled: chance(0.9), padding: pick([0, 8, 16, 40]), policy: pick(ScrollPolicy.allCases),
        restoresContentOffset: chance(0.8), followsCaret: chance(0.8))
      setup.scrollsRetappedFieldIntoView = chance(0.5)
      setup.systemAdjuster = pick(SystemAdjusterTiming.allCases)
      setup.textViewCaretLandsLate = chance(0.5)
      setup.firstResponderScroll = pick(FirstResponderScroll.allCases)
      setup.appSetsContentSize = container != .scrollView || setup.mode != .subclass || chance(0.7)
      if container == .swiftUIScrollView {
        // SwiftUI has no content inset of the app's (its pinned bar is a button under the
        // scroll view); it scrolls a focused text field its own way.
        setup.appContentInset = .zero
        setup.firstResponderScroll = .whenFocused
        setup.swiftUI = pick(SwiftUIBehavior.allCases)
      }
      if container.isList {
        setup.selfSizingRows = chance(0.5)
        setup.listLayout = !container.isTable && chance(0.5)
        setup.listKeepsVisibleRowsInPlace = chance(0.5)
      }
      if setup.isValid { return setup }
    }
  }

  private mutating func nextForm(for container: ContainerKind) -> FormDescription {
    switch container {
    case .scrollView, .plainView, .swiftUIScrollView:
      pick([.signUp, .growingTextView, .bottomFields, .validation, .builtIn(for: container)])
    case .tableView, .tableViewController:
      pick([
        .table(rows: pick([1, 3, 60, 200])),
        .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })),
        .validatedTable(rows: pick([3, 24])),
        .mixedList(sections: pick([1, 2, 4]), rowsPerSection: pick([5, 10])),
      ])
    case .collectionView, .collectionViewController:
      pick([
        .grid(items: pick([1, 5, 24, 120])), .validatedTable(rows: pick([3, 24])),
        .mixedList(sections: pick([1, 2, 4]), rowsPerSection: pick([5, 10])),
      ])
    }
  }

  private mutating func identifier(in setup: ScenarioSetup, kinds: Set<FormItem.Kind>) -> String {
    let ids = setup.form.items.filter { kinds.contains($0.kind) }.map(\.id)
    guard !ids.isEmpty, !chance(0.05) else { return "no-such-item" }
    return pick(ids)
  }

  private mutating func number(_ range: ClosedRange<Double>) -> CGFloat {
    if chance(0.03) { return pick([.nan, .infinity, -.infinity, -1e12, 1e12, -1]) }
    return CGFloat(Double.random(in: range, using: &random))
  }

  private mutating func nextStep(in setup: ScenarioSetup) -> ScenarioStep {
    let step = nextAnyStep(in: setup)
    // A SwiftUI scroll view's insets are SwiftUI's: the app sets none.
    guard setup.container == .swiftUIScrollView else { return step }
    switch step {
    case .setAppInset, .setAppInsetOnEveryLayout, .changeAppInset, .setIndicatorInsets:
      return .userScroll(number(-600...600))
    default:
      return step
    }
  }

  private mutating func nextAnyStep(in setup: ScenarioSetup) -> ScenarioStep {
    let inputs: Set<FormItem.Kind> = [.textField, .textView]
    switch Int.random(in: 0..<108, using: &random) {
    case 0..<18: return .focus(identifier(in: setup, kinds: inputs))
    case 18..<28: return .next
    case 28..<33: return .previous
    case 33..<36: return .pressReturn
    case 36..<39: return .tapFocusedField
    case 39..<43:
      return .typeLines(
        chance(0.05) ? pick([0, -3, Int.max]) : Int.random(in: 1...6, using: &random))
    case 43..<47: return .rotate
    case 47..<51: return .showValidation(identifier(in: setup, kinds: [.validationLabel]))
    case 51..<53: return .hideValidation(identifier(in: setup, kinds: [.validationLabel]))
    case 53..<57: return .dragKeyboard(number(0...1))
    case 57..<60: return .releaseKeyboard(dismiss: chance(0.5))
    case 60..<66: return .hideKeyboard
    case 66..<68: return .predictive(chance(0.5))
    case 68..<70: return .emoji(chance(0.5))
    case 70..<73: return .keyboardMode(pick(SimulatedKeyboard.Mode.allCases))
    case 73..<75: return .enterBackground
    case 75: return .enterForeground
    case 76:
      // Another window of the app (Split View, Stage Manager) going away or coming back, in
      // turn: no draw of its own, so that every other script stays as it was.
      otherSceneInBackground.toggle()
      return .otherScene(background: otherSceneInBackground)
    case 77..<79: return .otherAppKeyboard(chance(0.5))
    case 79..<82:
      var insets = AvoidanceInsets(top: number(0...40), bottom: number(0...400))
      // Negative insets are legal in UIKit: now and then an app's (drawn from the stream of
      // later dimensions, so the script is otherwise as it was).
      if laterDimensions.nextDouble() < 0.2 {
        insets.top = -insets.top / 2
        insets.bottom = -insets.bottom / 5
      }
      return .setAppInset(insets)
    case 82..<84:
      return .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: number(0...400)))
    case 84..<92: return .userScroll(number(-600...600))
    case 92..<100: return .wait(Double(number(0...1.5)))
    default: return nextKitStep(in: setup)
    }
  }

  /// The test kit's own steps: malformed notifications, third-party keyboards, durations,
  /// windows that move, containers that resize, relative and indicator insets.
  private mutating func nextKitStep(in setup: ScenarioSetup) -> ScenarioStep {
    switch Int.random(in: 0..<7, using: &random) {
    case 0: return .postNotification(nextMalformedNotification())
    case 1:
      // Up to three announcements (§1.3): any height on the way, down to 0, and a keyboard's
      // height at the end — up to a little taller than the system keyboard, as a real
      // keyboard's top never reaches the screen's top band avoidance distrusts (§10.15).
      let keyboards = [setup.device.portraitKeyboard, setup.device.landscapeKeyboard]
      let tallest = Double(keyboards.map(\.standard).min() ?? 216) + 40
      let early = (0..<Int.random(in: 0...2, using: &random)).map { _ in number(0...tallest) }
      return .thirdPartyKeyboard(heights: early + [number(150...tallest)])
    case 2: return .keyboardDuration(Double(number(0...0.6)))
    case 3: return .moveWindow(by: number(-120...120))
    case 4: return .resizeContainer(height: number(200...900))
    // Growing insets only: an app that drives its inset below zero is outside the model.
    case 5: return .changeAppInset(by: AvoidanceInsets(bottom: number(0...60)))
    default: return .setIndicatorInsets(AvoidanceInsets(bottom: number(0...120)))
    }
  }

  /// A keyboard notification nobody could act on: no `userInfo`, a frame of the wrong type
  /// or not finite, or a name UIKit never posts.
  private mutating func nextMalformedNotification() -> RawKeyboardNotification {
    let name = pick(
      KeyboardPhase.allCases.map(\.rawValue) + ["UIKeyboardSomethingElseNotification"])
    let frameEnd = KeyboardUserInfoKey.frameEnd
    let nan = CGFloat.nan
    let userInfo: [String: RawKeyboardNotification.Value]? = pick([
      nil,
      [:],
      [frameEnd: .string("{{0, 500}, {390, 300}}")],
      [frameEnd: .number(300)],
      [frameEnd: .rect(CGRect(x: nan, y: nan, width: 390, height: 300))],
      [KeyboardUserInfoKey.animationDuration: .number(0.25)],
    ])
    return RawKeyboardNotification(name: name, userInfo: userInfo)
  }
}

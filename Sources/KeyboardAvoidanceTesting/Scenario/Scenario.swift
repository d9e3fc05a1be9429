import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One action of a scenario's script.
public enum ScenarioStep: Sendable, Equatable {
  /// Tap the input with this identifier.
  case focus(String)
  /// Press Next (or Return).
  case next
  /// Press Previous.
  case previous
  /// Tap the focused field again (no notification is posted for it).
  case tapFocusedField
  /// Press Return in the focused field.
  case pressReturn
  /// Type this many lines into the focused text view.
  case typeLines(Int)
  /// Rotate the device.
  case rotate
  /// Show the validation label with this identifier, then ask for a refresh.
  case showValidation(String)
  /// Hide the validation label with this identifier.
  case hideValidation(String)
  /// Drag the keyboard down to this fraction of its height (interactive dismissal).
  case dragKeyboard(CGFloat)
  /// Let go of the keyboard: it hides, or springs back.
  case releaseKeyboard(dismiss: Bool)
  /// End editing: the keyboard hides.
  case hideKeyboard
  /// Turn the predictive bar on or off.
  case predictive(Bool)
  /// Switch to or from the emoji keyboard.
  case emoji(Bool)
  /// Change how the keyboard presents itself (iPad: undock, split, dock; hardware keyboard).
  case keyboardMode(SimulatedKeyboard.Mode)
  /// Send the app to the background.
  case enterBackground
  /// Bring the app back.
  case enterForeground
  /// Another window of the app (a second scene in Split View or Stage Manager) goes to the
  /// background (`true`) or comes back to the front (`false`); this one stays in front.
  case otherScene(background: Bool)
  /// Another app's keyboard appears (`true`) or goes away (`false`).
  case otherAppKeyboard(Bool)
  /// The app sets its own `contentInset` on the scroll view.
  case setAppInset(AvoidanceInsets)
  /// The app sets its own `contentInset` now and again on every layout pass from then on (as in
  /// `viewDidLayoutSubviews`).
  case setAppInsetOnEveryLayout(AvoidanceInsets)
  /// The user scrolls the content by this many points.
  case userScroll(CGFloat)
  /// Let time pass.
  case wait(Double)
  /// Post a notification as it is (any name, any `userInfo`); the world's keyboard does not
  /// move for it.
  case postNotification(RawKeyboardNotification)
  /// A third-party keyboard comes up announcing itself several times, with these heights
  /// (§1.3: 0, then 216, then 256 is typical); the focused field's keyboard must be down.
  case thirdPartyKeyboard(heights: [CGFloat])
  /// The keyboard's animations from now on last this long, in seconds.
  case keyboardDuration(Double)
  /// The container's window moves by this many points down (a sheet that moves later), its
  /// top never above the screen's (a Slide Over window does not move up or down); UIKit lays
  /// nothing out for it (§7).
  case moveWindow(by: CGFloat)
  /// The container's height becomes this many points. A SwiftUI scroll view, which SwiftUI
  /// lays out, is given at most that many (`.frame(maxHeight:)`), at the top of its place.
  case resizeContainer(height: CGFloat)
  /// The app changes its `contentInset` by these amounts, reading the current value
  /// (`contentInset.bottom += 44`).
  case changeAppInset(by: AvoidanceInsets)
  /// The app sets the scroll view's `verticalScrollIndicatorInsets`.
  case setIndicatorInsets(AvoidanceInsets)
  /// VoiceOver's cursor goes to the item of a scroll-view, plain-view or SwiftUI form with this
  /// identifier (a field, a label), VoiceOver on, and the element stays where it is (VoiceOver
  /// scrolls only to an element out of view, which the world does not model); with `nil`, off
  /// the form: VoiceOver off, or its cursor on the keyboard or the toolbar.
  case voiceOverCursor(String?)

  /// A short description for storyboards and failure messages.
  public var title: String {
    switch self {
    case .focus(let id): "focus \(id)"
    case .next: "next"
    case .previous: "previous"
    case .tapFocusedField: "tap the focused field again"
    case .pressReturn: "return"
    case .typeLines(let count): "type \(count) line\(count == 1 ? "" : "s")"
    case .rotate: "rotate"
    case .showValidation(let id): "show \(id)"
    case .hideValidation(let id): "hide \(id)"
    case .dragKeyboard(let fraction): "drag keyboard to \(Self.text(fraction * 100))%"
    case .releaseKeyboard(let dismiss): dismiss ? "release: dismiss" : "release: spring back"
    case .hideKeyboard: "hide keyboard"
    case .predictive(let on): on ? "predictive bar on" : "predictive bar off"
    case .emoji(let on): on ? "emoji keyboard" : "letters keyboard"
    case .keyboardMode(let mode): "keyboard \(mode.rawValue)"
    case .enterBackground: "background"
    case .enterForeground: "foreground"
    case .otherScene(let background):
      background ? "another window goes to the background" : "another window comes back"
    case .otherAppKeyboard(let shown): shown ? "other app's keyboard" : "other app's keyboard hides"
    case .setAppInset(let insets): "app sets contentInset \(insets)"
    case .setAppInsetOnEveryLayout(let insets): "app sets contentInset \(insets) on every layout"
    case .userScroll(let distance): "user scrolls \(Self.text(distance)) pt"
    case .wait(let seconds): "wait \(seconds) s"
    case .postNotification(let raw): "post \(raw.name)"
    case .thirdPartyKeyboard(let heights):
      "third-party keyboard: \(heights.map { Self.text($0) }.joined(separator: ", ")) pt"
    case .keyboardDuration(let seconds): "keyboard animations last \(seconds) s"
    case .moveWindow(let distance): "window moves \(Self.text(distance)) pt"
    case .resizeContainer(let height): "container becomes \(Self.text(height)) pt tall"
    case .changeAppInset(let delta): "app changes contentInset by \(delta)"
    case .setIndicatorInsets(let insets): "app sets indicator insets \(insets)"
    case .voiceOverCursor(let id):
      id.map { "VoiceOver's cursor on \($0)" } ?? "VoiceOver off the form"
    }
  }

  /// A number for a title: whole when it is, "NaN" or "∞" when it is not finite (never traps).
  static func text(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
    return abs(value) < 1e9 && value == value.rounded() ? "\(Int(value))" : "\(value)"
  }

  /// Whether the step's numbers can be acted on: finite, and within what a person or an app
  /// could do (a step with others is not performed, and checks nothing).
  var hasUsableValues: Bool {
    switch self {
    case .typeLines(let count): (1...1_000).contains(count)
    case .dragKeyboard(let fraction): fraction.isFinite && (0...1).contains(fraction)
    case .userScroll(let distance): distance.isFinite && abs(distance) <= 100_000
    case .wait(let seconds): seconds.isFinite && (0...600).contains(seconds)
    // Negative insets are legal in UIKit (content pulled under an edge): an app may set them.
    case .setAppInset(let insets), .setAppInsetOnEveryLayout(let insets),
      .setIndicatorInsets(let insets):
      insets.isFinite
        && [insets.top, insets.left, insets.bottom, insets.right].allSatisfy {
          (-10_000...10_000).contains($0)
        }
    case .changeAppInset(let delta):
      delta.isFinite
        && [delta.top, delta.left, delta.bottom, delta.right].allSatisfy { abs($0) <= 1_000 }
    case .thirdPartyKeyboard(let heights):
      (1...5).contains(heights.count)
        && heights.allSatisfy { $0.isFinite && (0...600).contains($0) }
    case .keyboardDuration(let seconds): seconds.isFinite && (0...5).contains(seconds)
    case .moveWindow(let distance): distance.isFinite && abs(distance) <= 2_000
    case .resizeContainer(let height): height.isFinite && (0...5_000).contains(height)
    default: true
    }
  }
}

/// A setup and a script.
///
/// ```swift
/// let scenario = Scenario(
///   name: "Sign-up on an iPhone 15",
///   setup: ScenarioSetup(device: .iPhone15, container: .scrollView),
///   steps: [.focus("email"), .next, .typeLines(3), .rotate, .hideKeyboard])
/// let result = ScenarioRunner().run(scenario)
/// #expect(result.failures.isEmpty)
/// ```
public struct Scenario: Sendable, Equatable {
  /// A name for reports.
  public var name: String
  /// The world.
  public var setup: ScenarioSetup
  /// The script.
  public var steps: [ScenarioStep]

  /// Creates a scenario.
  public init(name: String, setup: ScenarioSetup, steps: [ScenarioStep]) {
    self.name = name
    self.setup = setup
    self.steps = steps
  }

  /// The matrix's script: focus every input in the order the form reads
  /// (`FormNavigationOracle`; the first by tapping, the others with Next), showing each
  /// input's validation labels once it is focused, as an app does on a bad entry; then hide
  /// the keyboard. With another app's keyboard, that keyboard comes and goes first.
  public static func focusingEveryField(_ setup: ScenarioSetup, name: String? = nil) -> Scenario {
    var steps: [ScenarioStep] = []
    if setup.keyboard == .otherApp { steps += [.otherAppKeyboard(true)] }
    let items = setup.form.items
    for (index, (id, step)) in FormNavigationOracle(setup: setup).stepsFocusingEveryInput
      .enumerated()
    {
      steps.append(step)
      // Beside other windows, another window of the app goes away after the first field and
      // comes back after the second: this one's avoidance carries on (§1.3).
      if setup.presentation.sharesScreen && index < 2 {
        steps.append(.otherScene(background: index == 0))
      }
      for label in items where label.kind == .validationLabel && label.validates == id {
        steps.append(.showValidation(label.id))
      }
    }
    let count = FormNavigationOracle(setup: setup).inputIDs.count
    if setup.container.isList && count <= 40 {
      // Lists are walked back too: Previous into rows whose cells were reused meanwhile.
      steps += Array(repeating: .previous, count: max(0, count - 1))
    }
    steps.append(.hideKeyboard)
    if setup.keyboard == .otherApp { steps += [.otherAppKeyboard(true), .otherAppKeyboard(false)] }
    return Scenario(name: name ?? setup.summary, setup: setup, steps: steps)
  }

  /// A walk through a long form that samples it instead of visiting every input: the first
  /// input, Next and Previous around it, then taps on inputs across the form — each followed by
  /// Next and Previous, which reach rows whose cells do not exist — and the last input.
  public static func sampling(_ setup: ScenarioSetup, name: String? = nil, samples: Int = 6)
    -> Scenario
  {
    let ids = FormNavigationOracle(setup: setup).inputIDs
    var steps: [ScenarioStep] = []
    guard !ids.isEmpty else {
      return Scenario(name: name ?? setup.summary, setup: setup, steps: [.hideKeyboard])
    }
    let picks = Set((0..<max(1, samples)).map { $0 * (ids.count - 1) / max(1, samples - 1) })
    for index in picks.sorted() {
      steps += [.focus(ids[index]), .next, .next, .previous]
    }
    steps += [.focus(ids[ids.count - 1]), .next, .previous, .hideKeyboard]
    return Scenario(name: name ?? setup.summary, setup: setup, steps: steps)
  }

  /// The matrix's scenario for a setup: every input, or a sample of a form of more than 100.
  package static func matrix(_ setup: ScenarioSetup) -> Scenario {
    FormNavigationOracle(setup: setup).inputIDs.count > 100
      ? sampling(setup) : focusingEveryField(setup)
  }

  /// A tour of a form, as the CLI runs it: every input in navigation order (the first by
  /// tapping, the others with Next), three lines typed into each text view, every validation
  /// label shown under its field, then a rotation, Previous, and the keyboard hidden.
  public static func tour(_ setup: ScenarioSetup, name: String? = nil) -> Scenario {
    let items = setup.form.items
    let inputs = FormNavigationOracle(setup: setup).stepsFocusingEveryInput
    var steps: [ScenarioStep] = []
    for (id, step) in inputs {
      steps.append(step)
      if items.first(where: { $0.id == id })?.kind == .textView { steps.append(.typeLines(3)) }
      for label in items where label.kind == .validationLabel && label.validates == id {
        steps.append(.showValidation(label.id))
      }
    }
    if !inputs.isEmpty { steps += [.rotate, .previous] }
    steps.append(.hideKeyboard)
    return Scenario(
      name: name ?? "\(setup.form.name) on \(setup.device.name)", setup: setup, steps: steps)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Scenario {
  /// The scenario as Swift source a test can paste: `Scenario(name:setup:steps:)` with every
  /// setting that differs from its default.
  ///
  /// ```swift
  /// print(ScenarioShrinker().shrink(failing).swiftSource)
  /// ```
  public var swiftSource: String {
    let defaults = ScenarioSetup(container: setup.container)
    var arguments = ["device: \(Self.source(setup.device))"]
    if setup.orientation != defaults.orientation {
      arguments.append("orientation: .\(setup.orientation.rawValue)")
    }
    if setup.presentation != defaults.presentation {
      arguments.append("presentation: .\(setup.presentation.rawValue)")
    }
    arguments.append("container: .\(setup.container.rawValue)")
    if setup.mode != defaults.mode { arguments.append("mode: .\(setup.mode.rawValue)") }
    if setup.keyboard != defaults.keyboard {
      arguments.append("keyboard: .\(setup.keyboard.rawValue)")
    }
    // A right-to-left form is the left-to-right one mirrored: named as it, then turned.
    var declared = setup.form
    declared.direction = .leftToRight
    if declared != defaults.form { arguments.append("form: \(Self.source(declared))") }
    if setup.pinnedBar { arguments.append("pinnedBar: true") }
    if setup.rotationStyle != defaults.rotationStyle {
      arguments.append("rotationStyle: .\(setup.rotationStyle.rawValue)")
    }
    if setup.configuration != defaults.configuration {
      arguments.append("configuration: \(Self.source(setup.configuration))")
    }
    if setup.insetBehavior != defaults.insetBehavior {
      arguments.append("insetBehavior: .\(setup.insetBehavior.rawValue)")
    }
    if setup.appContentInset != defaults.appContentInset {
      arguments.append("appContentInset: \(Self.source(setup.appContentInset))")
    }
    if setup.navigation != defaults.navigation {
      arguments.append(
        "navigation: FieldNavigationOptions(managesReturnKey: \(setup.navigation.managesReturnKey), "
          + "showsToolbar: \(setup.navigation.showsToolbar))")
    }
    var lines = ["var setup = ScenarioSetup("]
    lines += arguments.enumerated().map { index, argument in
      "  " + argument + (index == arguments.count - 1 ? ")" : ",")
    }
    if setup.form.direction == .rightToLeft {
      lines.append("setup.form.direction = .rightToLeft")
    }
    if setup.textViewCaretLandsLate {
      lines.append("setup.textViewCaretLandsLate = true")
    }
    if setup.keyboardSwitchArrivesLate {
      lines.append("setup.keyboardSwitchArrivesLate = true")
    }
    if setup.keyboardCurveIgnoresDuration {
      lines.append("setup.keyboardCurveIgnoresDuration = true")
    }
    if !setup.fieldsHandlingReturn.isEmpty {
      let ids = setup.fieldsHandlingReturn.sorted().map { "\"\($0)\"" }
      lines.append("setup.fieldsHandlingReturn = [\(ids.joined(separator: ", "))]")
    }
    if setup.systemAdjuster != SystemAdjusterTiming() {
      let timing = setup.systemAdjuster
      lines.append(
        "setup.systemAdjuster = SystemAdjusterTiming(order: .\(timing.order.rawValue), "
          + "notifications: .\(timing.notifications.rawValue), "
          + "scrollsAnimated: \(timing.scrollsAnimated))")
    }
    if !setup.appSetsContentSize {
      lines.append("setup.appSetsContentSize = false")
    }
    if setup.firstResponderScroll != .whenFocused {
      lines.append("setup.firstResponderScroll = .\(setup.firstResponderScroll.rawValue)")
    }
    // SwiftUI's own ways: the printed script must run in the world it failed in.
    if setup.swiftUI != SwiftUIBehavior() {
      let swiftUI = setup.swiftUI
      lines.append(
        "setup.swiftUI = SwiftUIBehavior(keyboardSafeArea: .\(swiftUI.keyboardSafeArea.rawValue), "
          + "anchorReading: .\(swiftUI.anchorReading.rawValue), "
          + "scrollToClamps: \(swiftUI.scrollToClamps))")
    }
    if setup.scrollsRetappedFieldIntoView {
      lines.append("setup.scrollsRetappedFieldIntoView = true")
    }
    if setup.listLayout { lines.append("setup.listLayout = true") }
    if setup.selfSizingRows { lines.append("setup.selfSizingRows = true") }
    if !setup.listKeepsVisibleRowsInPlace {
      lines.append("setup.listKeepsVisibleRowsInPlace = false")
    }
    lines.append("let scenario = Scenario(")
    lines.append("  name: \(Self.quoted(name)), setup: setup,")
    lines.append("  steps: [")
    lines += steps.map { "    \($0.swiftSource)," }
    lines.append("  ])")
    return lines.joined(separator: "\n")
  }

  private static func source(_ device: Device) -> String {
    let names: [String: String] = [
      Device.iPhoneSE3.id: ".iPhoneSE3", Device.iPhone13Mini.id: ".iPhone13Mini",
      Device.iPhone15.id: ".iPhone15", Device.iPhone15ProMax.id: ".iPhone15ProMax",
      Device.iPad10.id: ".iPad10", Device.iPadPro13.id: ".iPadPro13",
    ]
    return names[device.id] ?? "/* \(device.name) */ .iPhone15"
  }

  private static func source(_ form: FormDescription) -> String {
    let known: [(String, FormDescription)] = [
      (".signUp", .signUp), (".growingTextView", .growingTextView),
      (".bottomFields", .bottomFields), (".validation", .validation),
    ]
    if let match = known.first(where: { $0.1 == form }) { return match.0 }
    let count = form.textInputs.count
    let every3rd = Set((0..<count).filter { $0 % 3 == 0 })
    if form == .table(rows: count) { return ".table(rows: \(count))" }
    if form == .table(rows: count, disabled: every3rd) {
      return ".table(rows: \(count), disabled: Set((0..<\(count)).filter { $0 % 3 == 0 }))"
    }
    if form == .grid(items: count) { return ".grid(items: \(count))" }
    if form == .validatedTable(rows: count) { return ".validatedTable(rows: \(count))" }
    for sections in 1...4 {
      for rows in [5, 10] where form == .mixedList(sections: sections, rowsPerSection: rows) {
        return ".mixedList(sections: \(sections), rowsPerSection: \(rows))"
      }
    }
    return "/* the form \(quoted(form.name)): describe it with FormDescription */ .signUp"
  }

  private static func source(_ configuration: AvoidanceConfiguration) -> String {
    "AvoidanceConfiguration(isEnabled: \(configuration.isEnabled), padding: "
      + "\(configuration.padding), policy: .\(configuration.policy.rawValue), "
      + "restoresContentOffset: \(configuration.restoresContentOffset), followsCaret: "
      + "\(configuration.followsCaret))"
  }

  static func source(_ insets: AvoidanceInsets) -> String {
    "AvoidanceInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: "
      + "\(number(insets.bottom)), right: \(number(insets.right)))"
  }

  static func source(_ raw: RawKeyboardNotification) -> String {
    guard let userInfo = raw.userInfo else {
      return "RawKeyboardNotification(name: \(quoted(raw.name)), userInfo: nil)"
    }
    let entries = userInfo.sorted { $0.key < $1.key }.map { key, value -> String in
      let text: String
      switch value {
      case .rect(let rect):
        text =
          ".rect(CGRect(x: \(number(rect.minX)), y: \(number(rect.minY)), width: "
          + "\(number(rect.width)), height: \(number(rect.height))))"
      case .number(let number): text = ".number(\(Self.number(CGFloat(number))))"
      case .bool(let flag): text = ".bool(\(flag))"
      case .string(let string): text = ".string(\(quoted(string)))"
      }
      return "\(quoted(key)): \(text)"
    }
    let dictionary = entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
    return "RawKeyboardNotification(name: \(quoted(raw.name)), userInfo: \(dictionary))"
  }

  static func number(_ value: CGFloat) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
    return "\(value)"
  }

  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}

extension ScenarioStep {
  /// The step as Swift source.
  public var swiftSource: String {
    switch self {
    case .focus(let id): ".focus(\(Scenario.quoted(id)))"
    case .next: ".next"
    case .previous: ".previous"
    case .tapFocusedField: ".tapFocusedField"
    case .pressReturn: ".pressReturn"
    case .typeLines(let count): ".typeLines(\(count))"
    case .rotate: ".rotate"
    case .showValidation(let id): ".showValidation(\(Scenario.quoted(id)))"
    case .hideValidation(let id): ".hideValidation(\(Scenario.quoted(id)))"
    case .dragKeyboard(let fraction): ".dragKeyboard(\(Scenario.number(fraction)))"
    case .releaseKeyboard(let dismiss): ".releaseKeyboard(dismiss: \(dismiss))"
    case .hideKeyboard: ".hideKeyboard"
    case .predictive(let on): ".predictive(\(on))"
    case .emoji(let on): ".emoji(\(on))"
    case .keyboardMode(let mode): ".keyboardMode(.\(mode.rawValue))"
    case .enterBackground: ".enterBackground"
    case .enterForeground: ".enterForeground"
    case .otherScene(let background): ".otherScene(background: \(background))"
    case .otherAppKeyboard(let shown): ".otherAppKeyboard(\(shown))"
    case .setAppInset(let insets): ".setAppInset(\(Scenario.source(insets)))"
    case .setAppInsetOnEveryLayout(let insets):
      ".setAppInsetOnEveryLayout(\(Scenario.source(insets)))"
    case .userScroll(let distance): ".userScroll(\(Scenario.number(distance)))"
    case .wait(let seconds): ".wait(\(Scenario.number(CGFloat(seconds))))"
    case .postNotification(let raw): ".postNotification(\(Scenario.source(raw)))"
    case .thirdPartyKeyboard(let heights):
      ".thirdPartyKeyboard(heights: [\(heights.map(Scenario.number).joined(separator: ", "))])"
    case .keyboardDuration(let seconds):
      ".keyboardDuration(\(Scenario.number(CGFloat(seconds))))"
    case .moveWindow(let distance): ".moveWindow(by: \(Scenario.number(distance)))"
    case .resizeContainer(let height): ".resizeContainer(height: \(Scenario.number(height)))"
    case .changeAppInset(let delta): ".changeAppInset(by: \(Scenario.source(delta)))"
    case .setIndicatorInsets(let insets): ".setIndicatorInsets(\(Scenario.source(insets)))"
    case .voiceOverCursor(let id): ".voiceOverCursor(\(id.map { "\"\($0)\"" } ?? "nil"))"
    }
  }
}

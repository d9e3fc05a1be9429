import KeyboardAvoidanceCore

@testable import KeyboardAvoidanceTesting

/// Shrunk scripts of issue 23 in table and collection view controllers, whose controller insets
/// its own list for the keyboard, each kept with the fix that made it pass.
extension FuzzFindingsTests {
  static let assistFindings: [Finding] = [
    Finding(
      description: "7/73036: an app insets a table view controller's list for its panel while "
        + "nothing is focused; a text view under a hardware keyboard's bar ends above the panel",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .tableViewController, keyboard: .hardware,
          form: .mixedList(sections: 4, rowsPerSection: 5))
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 1.97, left: 0, bottom: 234.05, right: 0)),
        .focus("s3-r3"),
      ]),
    Finding(
      description: "7/71913: the same in a Stage Manager window, right to left",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, orientation: .landscape, presentation: .stageManager,
          container: .tableViewController, form: .mixedList(sections: 4, rowsPerSection: 10))
        setup.form.direction = .rightToLeft
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 11.6, left: 0, bottom: 223.67, right: 0)),
        .focus("s2-r8"),
      ]),
    Finding(
      description: "7/73601: the same in a collection view controller of self-sizing rows",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, orientation: .landscape,
          container: .collectionViewController, form: .mixedList(sections: 2, rowsPerSection: 5))
        setup.form.direction = .rightToLeft
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 4.47, left: 0, bottom: 189.27, right: 0)),
        .focus("s1-r3"),
      ]),
    Finding(
      description: "7/67647: a panel that leaves 7 pt of the list: the text view's caret's top "
        + "shows in them",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, orientation: .landscape, container: .tableViewController,
          form: .mixedList(sections: 2, rowsPerSection: 5))
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 30.54, left: 0, bottom: 272.15, right: 0)),
        .focus("s0-r3"),
      ]),
    Finding(
      description: "7/70048: a keyboard that went while the app was in the background leaves "
        + "the collection view controller's part in its list: the next show scrolls no further "
        + "than the keyboard needs",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .collectionViewController,
          form: .validatedTable(rows: 24),
          appContentInset: AvoidanceInsets(top: 12, left: 0, bottom: 44, right: 0))
        setup.listLayout = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .focus("row-22"), .enterBackground, .hideKeyboard, .enterForeground, .focus("row-22"),
      ]),
    Finding(
      description: "7/13965: the same in a table view controller under a tab bar, a bar "
        + "pinned to the keyboard",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, presentation: .tabBar, container: .tableViewController,
          form: .validatedTable(rows: 24), pinnedBar: true, insetBehavior: .never)
        setup.form.direction = .rightToLeft
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.next, .enterBackground, .hideKeyboard, .enterForeground, .focus("row-13")]),
    Finding(
      description: "7/32926: the same with rotations in the background and back in front",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, container: .collectionViewController,
          form: .validatedTable(rows: 24))
        setup.listLayout = true
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 19.2, left: 0, bottom: 290.91, right: 0)),
        .focus("row-23"), .enterBackground, .hideKeyboard, .rotate, .enterForeground, .rotate,
        .focus("row-5"),
      ]),
    Finding(
      description: "7/74584: a collection view controller whose observer adds its part before "
        + "the app's: the layout pass its change causes, before the app heard of the keyboard, "
        + "is not the app's new inset, and the list scrolls no further than the keyboard needs",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .collectionViewController, mode: .attached,
          form: .mixedList(sections: 2, rowsPerSection: 10),
          appContentInset: AvoidanceInsets(top: 12, left: 0, bottom: 44, right: 0))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .willChangeFrame, scrollsAnimated: false)
        return setup
      }(),
      steps: [.previous]),
    Finding(
      description: "7/84249: the same after the app insets the list for its panel while nothing "
        + "is focused, in automatic mode",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, container: .collectionViewController, mode: .automatic,
          form: .grid(items: 5))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .willChangeFrame, scrollsAnimated: false)
        setup.listLayout = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 38.92, left: 0, bottom: 378.61, right: 0)),
        .focus("item-4"),
      ]),
    Finding(
      description: "7/59625: the same in a window moved down, whose list runs past the "
        + "screen's bottom: the controller adds the keyboard's overlap down to the list's "
        + "bottom, not its rect over the list",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, container: .tableViewController, mode: .automatic,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
        setup.form.direction = .rightToLeft
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .every, scrollsAnimated: false)
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .moveWindow(by: 8.7),
        .changeAppInset(by: AvoidanceInsets(top: 0, left: 0, bottom: 27.99, right: 0)),
        .focus("row-13"),
      ]),
    Finding(
      description: "7/64807: and the field ends in view, in landscape",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, orientation: .landscape, container: .tableViewController,
          mode: .attached, form: .validatedTable(rows: 3),
          appContentInset: AvoidanceInsets(top: 12, left: 0, bottom: 44, right: 0))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .every, scrollsAnimated: false)
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.moveWindow(by: 26.12), .focus("row-2")]),
  ]
}

import KeyboardAvoidanceCore

@testable import KeyboardAvoidanceTesting

/// Shrunk scripts of issue 23 in lists that move frame by frame — their pace, the moves that
/// join them, the part a list controller adds for the keyboard — each kept with its fix.
extension FuzzFindingsTests {
  static let listMotionFindings: [Finding] = [
    Finding(
      description: "7/59658: a list moves back into range at the pace of a short keyboard "
        + "animation; it never stands still ahead of the keyboard, out of range",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, orientation: .landscape, container: .collectionView,
          keyboard: .hardware, form: .mixedList(sections: 2, rowsPerSection: 10))
        setup.listLayout = true
        return setup
      }(),
      steps: [.userScroll(598.8), .keyboardDuration(0.1737), .rotate, .focus("s1-r8")]),
    Finding(
      description: "7/77880: focus moves to a visible row of a collection view controller whose "
        + "keyboard notification arrives late: content does not scroll up and back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, container: .collectionViewController,
          form: .mixedList(sections: 2, rowsPerSection: 5), pinnedBar: true,
          navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true))
        setup.keyboardSwitchArrivesLate = true
        setup.listLayout = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.rotate, .focus("s1-r4"), .focus("s1-r3")]),
    Finding(
      description: "7/53371: a layout pass that does not scroll while a table moves to the "
        + "field cuts nothing: one glide, no jump of UIKit's after the \"did\"",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .tableView, mode: .automatic,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })),
          configuration: AvoidanceConfiguration(padding: 8, policy: .top), insetBehavior: .never)
        setup.form.direction = .rightToLeft
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        return setup
      }(),
      steps: [
        .rotate, .rotate,
        .setAppInset(AvoidanceInsets(top: 20.580624819123294, left: 0, bottom: 214.43, right: 0)),
        .focus("row-32"), .hideKeyboard, .focus("row-20"),
      ]),
    Finding(
      description: "7/13394: a collection view controller's container grows with the keyboard "
        + "up; the controller adds nothing for it: content stays in the range its part leaves",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, orientation: .landscape, container: .collectionViewController,
          form: .mixedList(sections: 2, rowsPerSection: 5))
        setup.form.direction = .rightToLeft
        setup.listLayout = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .resizeContainer(height: 275.17967819376355), .previous,
        .resizeContainer(height: 580.7608880902801),
      ]),
    Finding(
      description: "7/45493: a table view controller's move back into range as a hardware "
        + "keyboard replaces a floating one; rows measured above move the offset with them: "
        + "the list's own move, not the engine's (the checker took it for the engine's)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, orientation: .landscape, container: .tableViewController,
          keyboard: .floating,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
        setup.keyboardCurveIgnoresDuration = true
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .afterApp, notifications: .every, scrollsAnimated: true)
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.focus("row-2"), .focus("row-37"), .keyboardMode(.hardware)]),
    Finding(
      description: "7/91625: a table view controller with a negative bottom inset of the app's: "
        + "the engine's glide ends where UIKit's own scroll after the \"did\" finds the row "
        + "shown, no jump (the controller's coming part counted the app's inset)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, presentation: .formSheet, container: .tableViewController,
          form: .mixedList(sections: 4, rowsPerSection: 10))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .every, scrollsAnimated: false)
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .setAppInset(
          AvoidanceInsets(top: -18.86415021641643, left: 0, bottom: -30.680613851273762, right: 0)),
        .previous,
      ]),
    Finding(
      description: "7/67421: a third-party keyboard's first height comes without animation in a "
        + "collection view controller's list that fits: written at once, content stays in range",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, orientation: .landscape, container: .collectionViewController,
          form: .mixedList(sections: 1, rowsPerSection: 10), insetBehavior: .scrollableAxes)
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .every, scrollsAnimated: false)
        return setup
      }(),
      steps: [
        .previous, .resizeContainer(height: 702.0443923481375),
        .thirdPartyKeyboard(heights: [175.59209045337198, 244.425552728875]),
      ]),
    Finding(
      description: "7/122: a window moved down past the screen's bottom; Previous into a row of "
        + "a collection view controller: one glide, no jump of UIKit's after the \"did\"",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, container: .collectionViewController,
          form: .validatedTable(rows: 24))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .every, scrollsAnimated: false)
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        setup.listLayout = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.moveWindow(by: 78.07038435361741), .previous]),
    Finding(
      description: "2/60642: the predictive bar goes off in a table view controller's list: "
        + "every decision while the keyboard moves counts on the same part of the "
        + "controller's, so a visible field stays (a layout pass had counted on less)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, presentation: .pageSheet, container: .tableViewController,
          form: .mixedList(sections: 2, rowsPerSection: 5), pinnedBar: true,
          appContentInset: AvoidanceInsets(top: 12, left: 0, bottom: 44, right: 0))
        setup.form.direction = .rightToLeft
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .afterApp, notifications: .every, scrollsAnimated: true)
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.focus("s1-r4"), .predictive(false)]),
  ]
}

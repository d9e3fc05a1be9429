import KeyboardAvoidanceCore

@testable import KeyboardAvoidanceTesting

/// Shrunk scripts of issue 23 where content went back to the wrong place on hide, each kept with
/// the fix that made it pass.
extension FuzzFindingsTests {
  static let restorationFindings: [Finding] = [
    Finding(
      description: "7/17792: a drag that moves content by a few bits after a rotation is no "
        + "scroll of the user's: content goes back on hide",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, orientation: .landscape, container: .tableView,
          form: .mixedList(sections: 1, rowsPerSection: 5),
          appContentInset: AvoidanceInsets(top: 12, left: 0, bottom: 44, right: 0))
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .focus("s0-r3"), .emoji(true), .rotate, .userScroll(154.7), .rotate, .hideKeyboard,
      ]),
    Finding(
      description: "7/15790: content resting at its top follows the app's new top inset after "
        + "the hide, and rests there",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .collectionViewController,
          form: .validatedTable(rows: 24))
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .next, .setAppInsetOnEveryLayout(AvoidanceInsets(top: 0, left: 0, bottom: 36.93, right: 0)),
        .hideKeyboard, .setAppInset(AvoidanceInsets(top: 4.14, left: 0, bottom: 218.77, right: 0)),
      ]),
    Finding(
      description: "2/1002: content at its top under a hardware keyboard's bar; in the "
        + "background the keyboard goes and the app sets another top inset: back in the "
        + "foreground content goes back to its top, not to where the old top was",
      setup: ScenarioSetup(
        device: .iPhoneSE3, container: .scrollView, keyboard: .hardware, form: .validation),
      steps: [
        .setAppInset(AvoidanceInsets(top: -17, bottom: -6.8)), .next, .enterBackground,
        .hideKeyboard, .setAppInsetOnEveryLayout(AvoidanceInsets(bottom: 298.8)),
        .enterForeground,
      ]),
    Finding(
      description: "7/20741: a SwiftUI scroll view at its top, turned under the keyboard: on "
        + "the hide content goes back to the new top, not to the old top's place",
      setup: ScenarioSetup(
        device: .iPhone15, orientation: .landscape, container: .swiftUIScrollView,
        form: .growingTextView),
      steps: [.focus("fixed"), .rotate, .hideKeyboard]),
    Finding(
      description: "7/10911: the keyboard hidden while the app was in the background: back in "
        + "front, the engine's release is taking back what it applied, not a write without a "
        + "keyboard (the checker held the documented exception)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .tableViewController,
          form: .validatedTable(rows: 24),
          configuration: AvoidanceConfiguration(padding: 16, policy: .center))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .amongApp, notifications: .every, scrollsAnimated: false)
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.previous, .enterBackground, .hideKeyboard, .enterForeground]),
    Finding(
      description: "7/70673: a bar pinned to the keyboard covers a shortened list only once laid "
        + "out, turns after the show: the hide goes back to before the show, navigation's "
        + "scroll to the row not counted",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, container: .tableViewController,
          form: .mixedList(sections: 4, rowsPerSection: 10), pinnedBar: true,
          navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true))
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.resizeContainer(height: 381.5952021956732), .focus("s2-r7-zip"), .hideKeyboard]),
    Finding(
      description: "7/26767: a hardware keyboard's bar and a pinned bar over a shortened "
        + "collection view: content goes back to its top on hide",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, orientation: .landscape, container: .collectionViewController,
          form: .mixedList(sections: 4, rowsPerSection: 5), pinnedBar: true)
        setup.listLayout = true
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .resizeContainer(height: 721.5692926693495), .keyboardMode(.hardware), .focus("s3-r4"),
        .hideKeyboard,
      ]),
    Finding(
      description: "7/8383: Previous brings the last row in and the engine only re-insets the "
        + "indicator at the keyboard's \"did\": the hide still goes back to before the show",
      setup: ScenarioSetup(
        device: .iPhone13Mini, orientation: .landscape, presentation: .pageSheet,
        container: .collectionView, form: .validatedTable(rows: 24), pinnedBar: true,
        navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true)),
      steps: [.rotate, .resizeContainer(height: 361.02098681260657), .previous, .hideKeyboard]),
    Finding(
      description: "7/11137: a third-party keyboard's heights in one turn after a rotation "
        + "and a drag: content goes back on hide to where it was",
      setup: ScenarioSetup(
        device: .iPhone15ProMax, container: .tableViewController,
        form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })), pinnedBar: true,
        configuration: AvoidanceConfiguration(padding: 0, policy: .center)),
      steps: [
        .focus("row-16"), .rotate, .dragKeyboard(0.24809705718260644),
        .thirdPartyKeyboard(
          heights: [221.27152914934857, 126.6190186796587, 218.5768757781448]),
        .hideKeyboard,
      ]),

    Finding(
      description: "7/43918: content at its top in a Stage Manager window goes back to its top "
        + "after a rotation made it scrollable and UIKit added the safe area to its top inset",
      setup: ScenarioSetup(
        device: .iPad10, presentation: .stageManager, container: .scrollView,
        insetBehavior: .scrollableAxes),
      steps: [.previous, .rotate, .hideKeyboard]),
    Finding(
      description: "2/32901: the same after three rotations, the keyboard up for the last one",
      setup: ScenarioSetup(
        device: .iPadPro13, presentation: .stageManager, container: .scrollView,
        insetBehavior: .scrollableAxes),
      steps: [.keyboardMode(.docked), .rotate, .rotate, .next, .rotate, .hideKeyboard]),
    Finding(
      description: "7/3434: a collection view controller scrolls its cell in for a third-party "
        + "keyboard's new height while a finger drags the keyboard: that is code's scroll, not "
        + "the user's, and the dismissal puts content back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .collectionViewController, form: .validatedTable(rows: 24))
        setup.form.direction = .rightToLeft
        setup.listLayout = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .previous, .dragKeyboard(0.42), .thirdPartyKeyboard(heights: [360.46]),
        .releaseKeyboard(dismiss: true),
      ]),
    Finding(
      description: "7/79427: the same in a table view controller of 200 rows, then a hide",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .tableViewController, form: .table(rows: 200))
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .previous, .dragKeyboard(0.9), .thirdPartyKeyboard(heights: [12.07, 150.35]),
        .hideKeyboard,
      ]),
    Finding(
      description: "7/92288: the same, three heights announced under the finger",
      setup: ScenarioSetup(
        device: .iPad10, container: .tableViewController,
        form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 }))),
      steps: [
        .previous, .dragKeyboard(0.03), .thirdPartyKeyboard(heights: [376.58, 149.44, 226.2]),
        .hideKeyboard,
      ]),
    Finding(
      description: "7/36485: and UIKit's scroll of the first responder after the keyboard's "
        + "\"did\" under the finger, in automatic mode",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini, orientation: .landscape, container: .scrollView,
          mode: .automatic)
        setup.firstResponderScroll = .afterKeyboardDidNotifications
        return setup
      }(),
      steps: [
        .focus("company"), .dragKeyboard(0.14), .thirdPartyKeyboard(heights: [49.36, 230.06]),
        .hideKeyboard,
      ]),
    Finding(
      description: "7/49627: a drag over a form sheet's list the keyboard no longer covers (the "
        + "sheet rose clear of it) takes up nothing of the engine's; after a rotation brings "
        + "the keyboard over the list again, the hide goes back to where the user left content",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, presentation: .formSheet, container: .tableViewController,
          form: .table(rows: 200))
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.focus("row-73"), .userScroll(446.46), .rotate, .hideKeyboard]),
    Finding(
      description: "7/39557: the same in a collection view controller, in landscape",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, orientation: .landscape, presentation: .formSheet,
          container: .collectionViewController, form: .validatedTable(rows: 24))
        setup.listLayout = true
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [.rotate, .focus("row-13"), .userScroll(470.61), .rotate, .hideKeyboard]),
    Finding(
      description: "2/66472: a shorter third-party keyboard announced under the finger that "
        + "dragged the keyboard: once the finger lifts, content the user left where only the "
        + "taller keyboard's inset gave room goes to the nearest offset in the range the "
        + "overlap leaves, the engine's only move in the user's scroll",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, orientation: .landscape, container: .scrollView, form: .validation)
        setup.form.direction = .rightToLeft
        return setup
      }(),
      steps: [
        .focus("cvc"), .dragKeyboard(0.754), .thirdPartyKeyboard(heights: [130.04, 239.94]),
        .userScroll(-1),
      ]),
    Finding(
      description: "2/98863: so does content in a container that shrank clear of the keyboard, "
        + "whose size the engine gives back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, orientation: .landscape, container: .scrollView,
          configuration: AvoidanceConfiguration(
            isEnabled: true, padding: 0, policy: .top, restoresContentOffset: true,
            followsCaret: true))
        setup.appSetsContentSize = false
        return setup
      }(),
      steps: [
        .next, .dragKeyboard(0.169), .thirdPartyKeyboard(heights: [175.5]),
        .resizeContainer(height: 376.34), .userScroll(-37.21),
      ]),
    Finding(
      description: "7/51978: content at its top, where the top inset is subtracted from itself "
        + "in the last bits; the user drags it to the end: that is the user's scroll, and "
        + "content stays there on hide",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, orientation: .landscape, presentation: .stageManager,
          container: .collectionView, form: .validatedTable(rows: 3),
          configuration: AvoidanceConfiguration(policy: .top), insetBehavior: .never)
        setup.form.direction = .rightToLeft
        setup.listLayout = true
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .setAppInset(AvoidanceInsets(top: 11.804374138226903, left: 0, bottom: 319.84, right: 0)),
        .focus("row-1"), .focus("row-0"), .userScroll(316.45), .focus("row-2"), .pressReturn,
      ]),
    Finding(
      description: "7/65546: with restoring off, content at its top after the hide follows the "
        + "top inset the app sets next (the checker held it where it was)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .collectionViewController, form: .grid(items: 5),
          configuration: AvoidanceConfiguration(
            padding: 8, policy: .minimal, restoresContentOffset: false))
        setup.listLayout = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .previous, .rotate,
        .setAppInsetOnEveryLayout(AvoidanceInsets(top: 0, left: 0, bottom: 1.99, right: 0)),
        .hideKeyboard, .setAppInset(AvoidanceInsets(top: 4.86, left: 0, bottom: 227.44, right: 0)),
      ]),
    Finding(
      description: "7/22196: the app sets a top inset while the finger drags the keyboard; "
        + "content at its top follows it: no scroll of the user's, content goes back on hide",
      setup: ScenarioSetup(
        device: .iPad10, orientation: .landscape, container: .scrollView, form: .growingTextView),
      steps: [
        .userScroll(340.61), .next, .dragKeyboard(0.36),
        .setAppInset(AvoidanceInsets(top: 11.32, left: 0, bottom: 141, right: 0)), .hideKeyboard,
      ]),
    Finding(
      description: "7/55194: the app sets a top inset under the finger dragging the keyboard "
        + "of a table placed at its top before the avoider came: content goes back on undock",
      setup: ScenarioSetup(
        device: .iPadPro13, container: .tableView, form: .validatedTable(rows: 24)),
      steps: [
        .focus("row-3"), .dragKeyboard(0.3865),
        .setAppInset(AvoidanceInsets(top: 26.08, left: 0, bottom: 367.37, right: 0)),
        .releaseKeyboard(dismiss: false), .focus("row-21"), .keyboardMode(.floating),
      ]),
    Finding(
      description: "7/24147: the app fought a collection view controller over the insets; what "
        + "the controller left after the hide is the app's: an inset set later moves nothing "
        + "of the engine's (the checker took the leftover for the engine's part)",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13, orientation: .landscape, presentation: .stageManager,
          container: .collectionViewController,
          configuration: AvoidanceConfiguration(
            policy: .minimal, restoresContentOffset: false, followsCaret: false))
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .focus("item-22"),
        .setAppInsetOnEveryLayout(AvoidanceInsets(top: 0, left: 0, bottom: 354.99, right: 0)),
        .hideKeyboard, .setAppInset(AvoidanceInsets(top: 20.61, left: 0, bottom: 6.25, right: 0)),
      ]),
    Finding(
      description: "1/58905: a late keyboard for a field switch is the first to cover a short "
        + "collection view: content rests where UIKit's scroll to the new field left it",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax,
          orientation: .landscape,
          container: .collectionView,
          form: .mixedList(sections: 2, rowsPerSection: 10))
        setup.keyboardSwitchArrivesLate = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .resizeContainer(height: 222.99532187418583),
        .focus("s1-r2-zip"),
        .focus("s0-r4"),
        .hideKeyboard,
      ]),
  ]
}

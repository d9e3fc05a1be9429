import KeyboardAvoidanceCore

@testable import KeyboardAvoidanceTesting

/// Shrunk scripts of issue 23 where the engine scrolled back the user's scroll — a layout pass
/// after it, or the let-go after a pull past an edge (UIKit's rubber band, §11.1): where the
/// user scrolled is where content stays until news shows the field again.
extension FuzzFindingsTests {
  static let userScrollFindings: [Finding] = [
    Finding(
      description: "7/27505: the user scrolls a centred field in a self-sizing grid; rows "
        + "measured above move the field with the offset: nothing re-centres it",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, orientation: .landscape, presentation: .pageSheet,
          container: .collectionView, mode: .attached, keyboard: .noPredictive,
          form: .grid(items: 120),
          configuration: AvoidanceConfiguration(padding: 40, policy: .center),
          navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true))
        setup.listLayout = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [.focus("item-94"), .focus("item-17"), .userScroll(-25.59070960864085)]),
    Finding(
      description: "7/37582: an app sets its inset on every layout; the user scrolls the field "
        + "under the keyboard: the safe-area part, worked out anew in its last bits on every "
        + "pass, is no news that scrolls back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15, container: .collectionView,
          form: .mixedList(sections: 4, rowsPerSection: 10),
          navigation: FieldNavigationOptions(managesReturnKey: true, showsToolbar: true))
        setup.listLayout = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .rotate, .resizeContainer(height: 803.2879630555518),
        .setAppInsetOnEveryLayout(
          AvoidanceInsets(top: 0, left: 0, bottom: 132.82862203268627, right: 0)),
        .next, .userScroll(-165.01920443849156),
      ]),
    Finding(
      description: "2/99076: an app sets its inset on every layout of a self-sizing list; the user "
        + "scrolls: nothing scrolls back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax,
          orientation: .landscape,
          container: .collectionView,
          form: .validatedTable(rows: 24))
        setup.listLayout = true
        setup.selfSizingRows = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .setAppInsetOnEveryLayout(
          AvoidanceInsets(top: 0.0, left: 0.0, bottom: 159.84605053790423, right: 0.0)),
        .resizeContainer(height: 510.09329697267395),
        .previous,
        .userScroll(-541.209458471669),
      ]),
    Finding(
      description: "2/1899: the user pulls a table past its end with the keyboard up: the inset "
        + "stays the overlap, and the content springs back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3,
          orientation: .landscape,
          container: .tableView,
          form: .validatedTable(rows: 3),
          insetBehavior: .always)
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .setAppInsetOnEveryLayout(
          AvoidanceInsets(top: 0.0, left: 0.0, bottom: 178.3621650092335, right: 0.0)),
        .previous,
        .thirdPartyKeyboard(heights: [148.75871490266886, 231.30324099613466]),
        .focus("row-1"),
        .resizeContainer(height: 564.7074440060137),
        .userScroll(557.9775140716686),
      ]),
    Finding(
      description: "2/83257: keyboard news under the finger, then a pull past the top: the rubber "
        + "band is the user's scroll, the let-go shows nothing",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini,
          container: .tableView,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })),
          configuration: AvoidanceConfiguration(padding: 40.0, policy: .top, followsCaret: false))
        setup.form.direction = .rightToLeft
        return setup
      }(),
      steps: [
        .next,
        .userScroll(-168.08217547958463),
        .dragKeyboard(0.41119112172746175),
        .thirdPartyKeyboard(heights: [90.5127552680665, 157.97773024668652]),
        .userScroll(-483.7794207103351),
      ]),
    Finding(
      description: "2/25967: a third-party keyboard announces its heights under the finger, then "
        + "the user pulls past the top: content stays where the user left it",
      setup: {
        var setup = ScenarioSetup(
          device: .iPadPro13,
          orientation: .landscape,
          container: .collectionViewController,
          form: .mixedList(sections: 2, rowsPerSection: 5),
          configuration: AvoidanceConfiguration(padding: 40.0, policy: .top))
        setup.form.direction = .rightToLeft
        setup.listLayout = true
        setup.listKeepsVisibleRowsInPlace = false
        return setup
      }(),
      steps: [
        .focus("s1-r2-city"),
        .dragKeyboard(0.2020086197583254),
        .thirdPartyKeyboard(heights: [197.62028126658453, 194.07165877701257, 366.27672139840877]),
        .userScroll(-590.4917436851338),
      ]),
    Finding(
      description: "2/7538: a table view controller in Stage Manager: keyboard news under the "
        + "finger, then a pull past the top: the let-go shows nothing",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10,
          presentation: .stageManager,
          container: .tableViewController,
          form: .validatedTable(rows: 3),
          configuration: AvoidanceConfiguration(
            padding: 16.0, policy: .top, restoresContentOffset: false, followsCaret: false))
        setup.form.direction = .rightToLeft
        return setup
      }(),
      steps: [
        .setAppInsetOnEveryLayout(
          AvoidanceInsets(top: 0.0, left: 0.0, bottom: 241.68058233992795, right: 0.0)),
        .rotate,
        .focus("row-1"),
        .keyboardMode(.docked),
        .dragKeyboard(0.4919719213296412),
        .thirdPartyKeyboard(heights: [298.3766665360612, 327.9280981755493]),
        .userScroll(-462.09161573546817),
      ]),
    Finding(
      description: "3/25775: a Stage Manager window moves up with the keyboard up; the user flicks "
        + "to the end the old inset gave: at the let-go the inset is the overlap again",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10,
          orientation: .landscape,
          presentation: .stageManager,
          container: .scrollView,
          form: .validation)
        setup.form.direction = .rightToLeft
        return setup
      }(),
      steps: [
        .next,
        .moveWindow(by: -81.26280001950892),
        .userScroll(410.71270748179654),
      ]),
    Finding(
      description: "1/78717: a window moves the container under the keyboard while the user "
        + "scrolls the field away: the container's resize after it shows nothing",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10,
          orientation: .landscape,
          container: .scrollView,
          form: .growingTextView)
        return setup
      }(),
      steps: [
        .focus("to"),
        .resizeContainer(height: 342.3014658729113),
        .moveWindow(by: 115.45597699052644),
        .userScroll(-316.06624752852343),
        .resizeContainer(height: 309.4971819528553),
      ]),
  ]
}

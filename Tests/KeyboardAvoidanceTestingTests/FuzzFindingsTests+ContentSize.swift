import KeyboardAvoidanceCore

@testable import KeyboardAvoidanceTesting

/// Shrunk scripts of issue 23 in scroll views whose content is sized to their subviews (a
/// `KeyboardAvoidingScrollView` whose content size nobody set), each kept with its fix.
extension FuzzFindingsTests {
  static let contentSizeFindings: [Finding] = [
    Finding(
      description: "7/66886: a validation label shown while the finger drags the keyboard; the "
        + "keyboard springs back: the content reaches the label, and the field shows",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, orientation: .landscape, container: .scrollView, form: .validation)
        setup.appSetsContentSize = false
        return setup
      }(),
      steps: [
        .focus("cvc"), .dragKeyboard(0.8450759010627208), .showValidation("expiryError"),
        .releaseKeyboard(dismiss: false),
      ]),
    Finding(
      description: "7/68930: the finger drags the keyboard, scrolls, drags it back up and scrolls "
        + "again at the content's top, moving nothing: the let-go is the user's, content stays",
      setup: ScenarioSetup(device: .iPhone15, container: .scrollView, form: .validation),
      steps: [
        .focus("cvc"), .dragKeyboard(0.5508000458626697), .userScroll(-591.0200512671684),
        .dragKeyboard(0.00044064413321998064), .userScroll(-415.794575054059),
      ]),
    Finding(
      description: "2/84639: content sized for the keyboard under .scrollableAxes gains the safe "
        + "area's top; the sheet rises clear of the keyboard: content stays in range",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, presentation: .formSheet, container: .scrollView,
          insetBehavior: .scrollableAxes)
        setup.appSetsContentSize = false
        return setup
      }(),
      steps: [.previous]),
    Finding(
      description: "7/1474: content sized for the keyboard under .scrollableAxes gets the app's "
        + "size back on hide, losing the safe area's top: content stays in range",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3, orientation: .landscape, presentation: .pageSheet,
          container: .scrollView, form: .growingTextView, pinnedBar: true,
          configuration: AvoidanceConfiguration(
            padding: 8, policy: .top, restoresContentOffset: false, followsCaret: true),
          insetBehavior: .scrollableAxes)
        setup.appSetsContentSize = false
        return setup
      }(),
      steps: [
        .focus("fixed"),
        .changeAppInset(by: AvoidanceInsets(top: 0, left: 0, bottom: 56.0951, right: 0)),
        .hideKeyboard,
      ]),
  ]
}

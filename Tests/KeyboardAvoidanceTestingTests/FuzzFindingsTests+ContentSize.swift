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
  ]
}

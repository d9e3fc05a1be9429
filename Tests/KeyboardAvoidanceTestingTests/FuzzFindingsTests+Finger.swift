import KeyboardAvoidanceCore

@testable import KeyboardAvoidanceTesting

/// Shrunk scripts of issue 23 where UIKit's animated scroll ran under a finger that held the
/// keyboard: frames in which the finger did not move are code's, not the user's scroll (§11.1).
extension FuzzFindingsTests {
  static let fingerFindings: [Finding] = [
    Finding(
      description: "7/3434: a collection view controller scrolls its cell in for a taller "
        + "third-party keyboard while the finger holds the keyboard: content goes back on hide",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .collectionViewController,
          form: .validatedTable(rows: 24))
        setup.form.direction = .rightToLeft
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .afterApp, notifications: .every, scrollsAnimated: true)
        setup.listLayout = true
        setup.selfSizingRows = true
        return setup
      }(),
      steps: [
        .previous, .dragKeyboard(0.4229), .thirdPartyKeyboard(heights: [360.4611]),
        .releaseKeyboard(dismiss: true),
      ]),
    Finding(
      description: "7/92288: a table view controller's animated scrolls for a third-party "
        + "keyboard's heights under a finger held on the keyboard: content goes back on hide",
      setup: {
        var setup = ScenarioSetup(
          device: .iPad10, container: .tableViewController,
          form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .beforeApp, notifications: .every, scrollsAnimated: true)
        return setup
      }(),
      steps: [
        .previous, .dragKeyboard(0.0298),
        .thirdPartyKeyboard(heights: [376.5759, 149.4435, 226.201]), .hideKeyboard,
      ]),
    Finding(
      description: "7/8455: UIKit's animated scroll while the finger holds the keyboard and the "
        + "app goes to the background and back: the field shows when the keyboard springs back",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax, container: .scrollView, mode: .automatic, form: .validation)
        setup.form.direction = .rightToLeft
        setup.systemAdjuster = SystemAdjusterTiming(
          order: .amongApp, notifications: .every, scrollsAnimated: true)
        setup.firstResponderScroll = .beforeKeyboardObservers
        return setup
      }(),
      steps: [
        .rotate, .previous, .userScroll(-225.421), .dragKeyboard(0.6217), .enterBackground,
        .enterForeground, .releaseKeyboard(dismiss: false),
      ]),
  ]
}

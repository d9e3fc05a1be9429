import KeyboardAvoidanceCore

@testable import KeyboardAvoidanceTesting

/// Shrunk scripts of issue 23 where content resting at its top followed a changed top inset
/// (UIKit article §3.4) — content growing scrollable under `.scrollableAxes` gains the safe
/// area's top part: one movement, and the least scroll measured from the new top.
extension FuzzFindingsTests {
  static let topFollowFindings: [Finding] = [
    Finding(
      description: "7/20689: a validation label shown in an animation block makes a short form "
        + "scrollable under .scrollableAxes: UIKit's move to the new top glides with the "
        + "block, one movement",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone13Mini,
          orientation: .landscape,
          container: .scrollView,
          form: .bottomFields,
          insetBehavior: .scrollableAxes)
        return setup
      }(),
      steps: [
        .focus("user"),
        .next,
        .resizeContainer(height: 223.37031794224777),
        .showValidation("secretError"),
      ]),
    Finding(
      description: "2/48169: content growing scrollable under .scrollableAxes inside the app's "
        + "animation: UIKit's move to the new top and the engine's are one movement",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3,
          container: .scrollView,
          keyboard: .hardware,
          insetBehavior: .scrollableAxes)
        return setup
      }(),
      steps: [
        .focus("city"),
        .next,
        .next,
        .showValidation("emailError"),
      ]),
    Finding(
      description: "2/45168: the same in a taller window: one movement",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhoneSE3,
          container: .scrollView,
          keyboard: .hardware,
          pinnedBar: true,
          insetBehavior: .scrollableAxes)
        return setup
      }(),
      steps: [
        .focus("zip"),
        .showValidation("emailError"),
      ]),
    Finding(
      description: "3/69952: the content size the engine writes for the keyboard makes the form "
        + "scrollable under .scrollableAxes: solved from the new top UIKit takes content "
        + "to, one glide and the least scroll",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15,
          orientation: .landscape,
          container: .scrollView,
          keyboard: .noPredictive,
          configuration: AvoidanceConfiguration(padding: 40.0, policy: .minimal),
          insetBehavior: .scrollableAxes)
        setup.appSetsContentSize = false
        return setup
      }(),
      steps: [
        .focus("email")
      ]),
    Finding(
      description: "3/1344: the same with the app's top inset, after a rotation: the least scroll "
        + "from the new top",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15ProMax,
          presentation: .pageSheet,
          container: .scrollView,
          keyboard: .hardware,
          insetBehavior: .scrollableAxes)
        setup.appSetsContentSize = false
        return setup
      }(),
      steps: [
        .setAppInset(
          AvoidanceInsets(top: 2.3829091526948343, left: 0.0, bottom: 93.25253601909628, right: 0.0)
        ),
        .rotate,
        .showValidation("emailError"),
        .focus("password"),
      ]),
    Finding(
      description: "3/43908: the same without padding after a rotation, Next to the second field",
      setup: {
        var setup = ScenarioSetup(
          device: .iPhone15,
          container: .scrollView,
          pinnedBar: true,
          configuration: AvoidanceConfiguration(padding: 0.0, policy: .minimal),
          insetBehavior: .scrollableAxes)
        setup.appSetsContentSize = false
        return setup
      }(),
      steps: [
        .rotate,
        .next,
      ]),
  ]
}

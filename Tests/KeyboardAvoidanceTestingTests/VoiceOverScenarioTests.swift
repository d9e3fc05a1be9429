import Foundation
import KeyboardAvoidanceTesting
import Testing

/// §10.16 in the world: with VoiceOver's cursor on another element of the form, that element
/// shows whenever the library moves content; with the cursor off the form, the field does.
@Suite("VoiceOver's cursor in the world")
struct VoiceOverScenarioTests {
  static func run(_ container: ContainerKind, _ steps: [ScenarioStep]) -> ScenarioResult {
    let setup = ScenarioSetup(device: .iPhone15, container: container, form: .signUp)
    return ScenarioRunner().run(Scenario(name: "VoiceOver", setup: setup, steps: steps))
  }

  @Test(
    "VoiceOver on a field the keyboard covers, the user edits another: the one VoiceOver is on shows",
    arguments: [ContainerKind.scrollView, .plainView, .swiftUIScrollView])
  func cursorLeads(_ container: ContainerKind) throws {
    let result = Self.run(
      container,
      [
        .voiceOverCursor("street"), .focus("name"), .emoji(true), .emoji(false),
        .voiceOverCursor(nil), .focus("email"), .hideKeyboard,
      ])
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
    // The checker measured VoiceOver's element, not the field, while the cursor was on it.
    let focus = result.steps[1].checks.first { $0.name == "field visible" }
    #expect(try #require(focus).detail.hasPrefix("VoiceOver's element"))
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// An app with several scenes (two windows in Split View or Stage Manager): each scene posts
/// its own lifecycle notifications with itself as the object, and what another scene does is
/// not this window's business (review N3).
@Suite("Several scenes")
struct SceneTests {
  static let hosts: [(ContainerKind, AvoiderAttachment)] = [
    (.scrollView, .subclass), (.tableView, .attached), (.collectionView, .automatic),
    (.tableViewController, .attached),
  ]

  @Test(
    "Another window going to the background or coming back leaves this one's avoidance on",
    arguments: hosts)
  func otherSceneMoves(_ container: ContainerKind, _ mode: AvoiderAttachment) throws {
    for background in [true, false] {
      let setup = ScenarioSetup(device: .iPhoneSE3, container: container, mode: mode)
      let inputs = setup.form.textInputs.map(\.id)
      let first = try #require(inputs.first)
      // Next walks every field after the other window moved: each lands clear of the keyboard.
      let steps: [ScenarioStep] =
        [.focus(first), .otherScene(background: background)]
        + Array(repeating: .next, count: inputs.count - 1) + [.hideKeyboard]
      let result = ScenarioRunner().run(
        Scenario(name: "other scene", setup: setup, steps: steps))
      let failures = result.failures.joined(separator: "\n")
      #expect(result.failures.isEmpty, "\(setup.summary), background \(background):\n\(failures)")
    }
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// A tap in a focused text view taller than the free area moves its caret — at once, or a turn
/// later where the tap's selection lands late (§11.2) — and content stays where the user tapped
/// (review N4).
@Suite("Tapping a focused long text view")
struct RetapTests {
  @Test(
    "The caret lands where the user tapped; content does not jump to the old caret",
    arguments: [ContainerKind.scrollView, .tableView, .swiftUIScrollView])
  func retap(_ container: ContainerKind) {
    for late in [false, true] {
      var setup = ScenarioSetup(device: .iPhone15, container: container, form: .growingTextView)
      setup.textViewCaretLandsLate = late
      let result = ScenarioRunner().run(
        Scenario(
          name: "re-tap", setup: setup,
          steps: [.focus("fixed"), .userScroll(-250), .tapFocusedField]))
      let failures = result.failures.joined(separator: "\n")
      #expect(result.failures.isEmpty, "\(setup.summary), late \(late):\n\(failures)")
      // The tap moved nothing: content is where the user left it.
      let scrolled = result.steps[1].observation.metrics.contentOffset
      let tapped = result.steps[2].observation.metrics.contentOffset
      #expect(tapped == scrolled, "\(setup.summary), late \(late)")
    }
  }
}

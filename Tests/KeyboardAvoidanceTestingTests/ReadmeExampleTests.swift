import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// The README's example of testing one's own form, kept compiling and passing.
@Suite("README example")
struct ReadmeExampleTests {
  static let checkoutJSON = """
    {
      "name": "Checkout",
      "rows": [
        {"type": "textField", "id": "email", "title": "Email", "keyboard": "email"},
        {"type": "validationLabel", "id": "emailError", "for": "email", "title": "Invalid email"},
        {"columns": [
          {"type": "textField", "id": "card", "title": "Card number", "keyboard": "numberPad"},
          {"type": "textField", "id": "cvc", "title": "CVC", "keyboard": "numberPad"}
        ]},
        {"type": "spacer", "height": 260},
        {"type": "textView", "id": "note", "title": "Delivery note", "lines": 2, "maxLines": 5},
        {"type": "button", "id": "pay", "title": "Pay"}
      ]
    }
    """

  @Test func checkoutFormKeepsEveryFieldVisible() throws {
    let form = try FormDescription.parse(json: Self.checkoutJSON).get()
    let setup = ScenarioSetup(device: .iPhoneSE3, container: .scrollView, form: form)
    let result = ScenarioRunner().run(Scenario.tour(setup))
    #expect(result.failures.isEmpty, "\(result.failures)")
    // Every input of the form took focus, in the form's order.
    let focused = result.steps.compactMap { step in
      step.observation.elements.first(where: \.isFocused)?.title
    }
    var visited: [String] = []
    for title in focused where visited.last != title { visited.append(title) }
    let titles = form.textInputs.map(\.title)
    #expect(Array(visited.prefix(titles.count)) == titles)
  }
}

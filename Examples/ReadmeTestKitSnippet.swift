// The README's "Test your own forms" snippet, compiled outside the package (no `package`
// access), so that the testing library's public API is proven enough for a test author.
import KeyboardAvoidanceTesting

enum ReadmeTestKitSnippet {
  static func checkoutFormKeepsEveryFieldVisible(json: String) throws -> Bool {
    let form = try FormDescription.parse(json: json).get()
    let setup = ScenarioSetup(device: .iPhoneSE3, container: .scrollView, form: form)
    let result = ScenarioRunner().run(Scenario.tour(setup))
    let html = StoryboardRenderer.html(result.storyboard)
    var custom = Scenario(
      name: "Checkout on an iPad in a form sheet",
      setup: ScenarioSetup(device: .iPad10, presentation: .formSheet, form: form),
      steps: [.focus("email"), .next, .setAppInset(AvoidanceInsets(bottom: 44)), .hideKeyboard])
    custom.setup.mode = .attached
    let other = ScenarioRunner().run(custom)
    return result.failures.isEmpty && other.passed && !html.isEmpty
      && other.steps.allSatisfy { $0.checks.allSatisfy(\.passed) }
  }
}

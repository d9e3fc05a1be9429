import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("The navigation toolbar's title and look")
struct ToolbarPresentationWorldTests {
  static func stage(showsTitle: Bool) -> Stage {
    var setup = ScenarioSetup(device: .iPhone15, container: .scrollView, form: .signUp)
    setup.navigation = FieldNavigationOptions(
      showsToolbar: true, toolbarShowsFieldTitle: showsTitle)
    return Stage(setup)
  }

  @Test("A text field's toolbar shows its placeholder; a text view's its accessibility label")
  func titles() throws {
    let stage = Self.stage(showsTitle: true)
    _ = stage.focus(itemID: "email")
    let email = try #require(stage.world.focusedInput)
    #expect(email.editing.toolbarTitle == "Email")
    _ = stage.focus(itemID: "notes")
    let notes = try #require(stage.world.focusedInput)
    #expect(notes.editing.toolbarTitle == "Notes")
    stage.teardown()
  }

  @Test("Input clicks can be turned off")
  func silent() throws {
    var setup = ScenarioSetup(device: .iPhone15, container: .scrollView, form: .signUp)
    setup.navigation = FieldNavigationOptions(showsToolbar: true, toolbarPlaysInputClicks: false)
    let stage = Stage(setup)
    _ = stage.focus(itemID: "email")
    let email = try #require(stage.world.focusedInput)
    #expect(email.editing.accessory == .navigationToolbar)
    #expect(!email.editing.toolbarPlaysInputClicks)
    stage.teardown()
  }

  @Test("Without the option there is no title; the toolbar follows a dark keyboard")
  func noTitleAndDark() throws {
    let stage = Self.stage(showsTitle: false)
    let email = try #require(stage.stack?.itemViews["email"] as? WorldTextField)
    email.editing.keyboardAppearance = .dark
    _ = stage.focus(itemID: "email")
    #expect(email.editing.toolbarTitle == nil)
    #expect(email.editing.toolbarStyle == .dark)
    #expect(email.editing.toolbarPlaysInputClicks)
    _ = stage.focus(itemID: "name")
    let name = try #require(stage.world.focusedInput)
    #expect(name.editing.toolbarStyle == .system)
    stage.teardown()
  }
}

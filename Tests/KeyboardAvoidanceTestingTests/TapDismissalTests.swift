import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("Tap outside the field to dismiss the keyboard")
struct TapDismissalTests {
  static func stage(dismisses: Bool, pinnedBar: Bool = false) throws -> Stage {
    var setup = ScenarioSetup(
      device: .iPhone15, container: .scrollView, form: .signUp, pinnedBar: pinnedBar)
    setup.configuration.dismissesKeyboardOnTap = dismisses
    let stage = Stage(setup)
    _ = stage.focus(itemID: "email")
    stage.world.advance(by: 0.6)
    stage.world.layoutPass()
    return stage
  }

  @Test("A tap on a label or empty space ends editing and the keyboard goes down")
  func dismisses() throws {
    for target in ["heading", "terms"] {
      let stage = try Self.stage(dismisses: true)
      let view = try #require(stage.stack?.itemViews[target])
      stage.world.tap(view)
      stage.world.advance(by: 0.6)
      #expect(stage.world.focusedInput == nil, "\(target)")
      #expect(!stage.world.keyboard.isShown, "\(target)")
      stage.teardown()
    }
    let stage = try Self.stage(dismisses: true)
    stage.world.tap(stage.container)
    #expect(stage.world.focusedInput == nil)
    stage.teardown()
  }

  @Test("Taps on a button, a switch, another field, the field itself or a Send bar are theirs")
  func neverStealsTaps() throws {
    for target in ["submit", "name", "email", "sendBar"] {
      let stage = try Self.stage(dismisses: true, pinnedBar: true)
      let view = try #require(
        target == "sendBar" ? stage.pinnedBar : stage.stack?.itemViews[target])
      stage.world.tap(view)
      stage.world.advance(by: 0.6)
      #expect(stage.world.focusedInput != nil, "\(target)")
      #expect(stage.world.keyboard.isShown, "\(target)")
      stage.teardown()
    }
  }

  @Test("Off by default: a tap outside the field changes nothing")
  func offByDefault() throws {
    let stage = try Self.stage(dismisses: false)
    let view = try #require(stage.stack?.itemViews["heading"])
    stage.world.tap(view)
    stage.world.advance(by: 0.6)
    #expect(stage.world.focusedInput != nil)
    #expect(stage.world.keyboard.isShown)
    stage.teardown()
  }
}

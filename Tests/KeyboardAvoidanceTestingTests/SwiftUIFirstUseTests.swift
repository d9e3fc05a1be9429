import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// `KeyboardObserver.shared` is made at its first use. A SwiftUI screen that first uses it
/// while the keyboard is up — pushed over a UIKit form that was editing, presented from a field
/// — hears no notification for that keyboard (a field switch that leaves it as it is posts
/// none, §1.3): only its layout-guide tracker tells it (SwiftUI review #11).
@Suite("SwiftUI: the keyboard observer first used with the keyboard up")
struct SwiftUIFirstUseTests {
  @Test(
    "A keyboard-aware scroll view that appears while the keyboard is up keeps the next field above it",
    arguments: [Device.iPhone15, .iPhoneSE3])
  func keyboardAlreadyUp(device: Device) throws {
    for behavior in SwiftUIBehavior.allCases {
      var setup = ScenarioSetup(device: device, container: .swiftUIScrollView, form: .signUp)
      setup.swiftUI = behavior
      // The screen's first field is edited before the library's view exists.
      setup.withoutLibrary = true
      let stage = Stage(setup)
      let world = stage.world
      let inputs = try #require(stage.stack?.inputs)
      let scrollView = try #require(stage.container as? WorldScrollView)
      world.focus(inputs.first)
      world.advance(by: 0.6)
      #expect(world.keyboard.isShown)
      // The view appears, and the user goes to the last field: no notification.
      let keeper = WorldKeyboardAwareScrollView(scrollView: scrollView)
      world.advance(by: 0.1)
      world.focus(inputs.last)
      world.advance(by: 0.6)
      world.layoutPass()
      let field = try #require(inputs.last)
      let frame = field.convert(field.bounds, to: nil)
      let keyboardTop = world.keyboard.frame.minY
      #expect(
        frame.maxY + AvoidanceConfiguration.defaultPadding <= keyboardTop + 0.5,
        "\(device.id), \(behavior): field ends at \(frame.maxY), keyboard at \(keyboardTop)")
      #expect(keeper.scrollCount > 0, "\(device.id), \(behavior)")
      stage.teardown()
    }
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("Padding per field: a field asks for more room than its container's")
struct FieldPaddingTests {
  /// The gap between the focused field's bottom and the top of the keyboard, on screen.
  static func gap(_ stage: Stage) throws -> CGFloat {
    let field = try #require(stage.world.focusedInput)
    let keyboard = stage.world.keyboard.frame
    return keyboard.minY - field.convertToScreen(field.bounds).maxY
  }

  @Test(
    "The field's own padding is kept above the keyboard, in UIKit and SwiftUI containers",
    arguments: [ContainerKind.scrollView, .swiftUIScrollView])
  func ownPadding(_ container: ContainerKind) throws {
    var gaps: [CGFloat?: CGFloat] = [:]
    for padding in [nil, CGFloat(80)] {
      let setup = ScenarioSetup(device: .iPhoneSE3, container: container, form: .signUp)
      let stage = Stage(setup)
      let street = try #require(stage.stack?.itemViews["street"])
      street.keyboardAvoidancePadding = padding
      _ = stage.focus(itemID: "street")
      stage.world.advance(by: 0.6)
      stage.world.layoutPass()
      gaps[padding] = try Self.gap(stage)
      // Every invariant holds, the field's own padding included.
      let checks = KeyboardInvariants(container: stage.container).check()
      let held = checks.allSatisfy { $0.passed }
      #expect(held, "\(container), \(String(describing: padding)): \(checks)")
      stage.teardown()
    }
    // What a user sees: the default room, then the field's own.
    #expect(abs((gaps[nil] ?? 0) - AvoidanceConfiguration.defaultPadding) < 1)
    #expect(abs((gaps[80] ?? 0) - 80) < 1)
  }

  @Test("A negative or infinite padding is ignored: the container's is kept")
  func badPadding() throws {
    for padding in [CGFloat(-40), .infinity, .nan] {
      let stage = Stage(ScenarioSetup(device: .iPhoneSE3, container: .scrollView, form: .signUp))
      let street = try #require(stage.stack?.itemViews["street"])
      street.keyboardAvoidancePadding = padding
      _ = stage.focus(itemID: "street")
      stage.world.advance(by: 0.6)
      stage.world.layoutPass()
      let gap = try Self.gap(stage)
      #expect(abs(gap - AvoidanceConfiguration.defaultPadding) < 1)
      stage.teardown()
    }
  }
}

import Foundation
import KeyboardAvoidanceCore
import Testing

@testable import KeyboardAvoidanceTesting

/// Keyboard notifications delivered inside an app's animation block (a push, a transition) or
/// inside `performWithoutAnimation` (review N15, §1.1).
@Suite("Animation context of the keyboard's notifications")
struct AnimationContextTests {
  static let containers: [ContainerKind] = [.scrollView, .tableView]

  /// A stage whose last row is focused from inside `wrap`.
  private static func focusLastRow(
    in container: ContainerKind, _ wrap: (World, () -> Void) -> Void
  ) throws -> (Stage, WorldScrollView) {
    let setup = ScenarioSetup(
      device: .iPhone15, container: container, form: .table(rows: 40, disabled: []))
    let stage = Stage(setup)
    stage.world.layoutPass()
    let last = try #require(setup.form.textInputs.dropFirst(12).first?.id)
    wrap(stage.world) { stage.focus(itemID: last) }
    return (stage, try #require(stage.container as? WorldScrollView))
  }

  @Test(
    "Inside an app's longer animation block, content still moves in the keyboard's timing",
    arguments: containers)
  func outerAnimation(_ container: ContainerKind) throws {
    let (stage, view) = try Self.focusLastRow(in: container) { world, focus in
      world.performAnimated(KeyboardAnimation(duration: 0.8, curve: .easeInOut), focus)
    }
    // The keyboard's own animation (0.25 s) is over: so is the content's.
    stage.world.advance(by: 0.3)
    let shown = stage.world.presentationContentOffset(of: view)
    #expect(shown == view.contentOffset, "shown \(shown), model \(view.contentOffset)")
  }

  @Test(
    "Inside performWithoutAnimation, content is where it goes in the same turn, lists included",
    arguments: containers)
  func withoutAnimation(_ container: ContainerKind) throws {
    let (stage, view) = try Self.focusLastRow(in: container) { world, focus in
      world.performWithoutAnimation(focus)
    }
    // The focus's turn placed content, with no animation to show it on the way and no move
    // frame by frame after it.
    let placed = view.contentOffset
    #expect(stage.world.presentationContentOffset(of: view) == placed)
    stage.world.advance(by: 1)
    #expect(view.contentOffset == placed)
  }
}

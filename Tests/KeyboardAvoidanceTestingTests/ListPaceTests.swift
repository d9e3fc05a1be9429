import Foundation
import KeyboardAvoidanceCore
import Testing

@testable import KeyboardAvoidanceTesting

/// Lists and the keyboard on one timing (review N12, §1.1): a scroll view's glide runs in
/// `UIView.animate` with the keyboard's curve, which UIKit may run for a time of its own; a
/// list moved frame by frame keeps the pace of a UIKit animation made the same way.
@Suite("Lists keep the keyboard's pace")
struct ListPaceTests {
  static let cases: [(ContainerKind, Bool)] = [
    (.tableView, false), (.tableView, true), (.collectionView, true), (.scrollView, true),
  ]

  @Test(
    "While the keyboard comes, the list shows each frame where the keyboard's animation is",
    arguments: cases)
  func listFollowsKeyboard(_ container: ContainerKind, ignoresDuration: Bool) throws {
    var setup = ScenarioSetup(
      device: .iPhone15, container: container, form: .table(rows: 40, disabled: []))
    setup.keyboardCurveIgnoresDuration = ignoresDuration
    let stage = Stage(setup)
    let world = stage.world
    world.layoutPass()
    let view = try #require(stage.container as? WorldScrollView)
    let last = try #require(setup.form.textInputs.dropFirst(container.isTable ? 12 : 20).first?.id)
    let keyboardBefore = world.screen.maxY
    stage.focus(itemID: last)
    // Where the screen shows content as the keyboard's animation begins.
    let offsetBefore = world.shownOffset(of: view).y
    var samples: [(keyboard: CGFloat, shown: CGFloat)] = []
    for _ in 1...60 {
      world.advance(by: World.frameInterval)
      // A list shows its last frame's offset; a scroll view its animation's value.
      samples.append(
        (
          world.presentationValue(.keyboardFrame)?.minY ?? world.keyboard.frame.minY,
          container.isList ? view.contentOffset.y : world.presentationContentOffset(of: view).y
        ))
    }
    let end = try #require(samples.last)
    #expect(end.shown - offsetBefore > 100, "the field is low: content moves")
    // Each frame shows content where the keyboard's animation is, within a display frame:
    // between where the keyboard showed one frame before and one frame after.
    func progress(_ value: CGFloat, _ from: CGFloat, _ to: CGFloat) -> CGFloat {
      (value - from) / (to - from)
    }
    let keyboard = [0] + samples.map { progress($0.keyboard, keyboardBefore, end.keyboard) } + [1]
    var worst: CGFloat = 0
    var detail = ""
    for (index, sample) in samples.enumerated() {
      let shown = progress(sample.shown, offsetBefore, end.shown)
      let low = min(keyboard[index], keyboard[index + 2])
      let high = max(keyboard[index], keyboard[index + 2])
      let off = max(low - shown, shown - high, 0)
      if off > worst {
        worst = off
        detail = "frame \(index + 1): content at \(shown), the keyboard at \(keyboard[index + 1])"
      }
    }
    #expect(worst < 0.02, "\(detail)")
  }
}

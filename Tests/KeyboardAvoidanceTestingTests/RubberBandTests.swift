import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// UIKit's rubber band (`bounces`, §11.1): a drag past an edge goes on with resistance, and the
/// content springs back once the finger lifts — the user's scroll, frame by frame.
@Suite("The rubber band at the content's edges")
struct RubberBandTests {
  static func stage(keyboard: Bool = false) throws -> (Stage, WorldScrollView) {
    let setup = ScenarioSetup(
      device: .iPhone15, container: .scrollView, form: .table(rows: 40, disabled: []))
    let stage = Stage(setup)
    stage.world.layoutPass()
    if keyboard {
      _ = stage.focus(itemID: "row-39")
      stage.world.advance(by: 1)
    }
    return (stage, try #require(stage.container as? WorldScrollView))
  }

  @Test("Past the top, the content follows the finger less and less, then springs back")
  func pullPastTop() throws {
    let (stage, scrollView) = try Self.stage()
    let top = scrollView.verticalOffsetRange.lowerBound
    let counted = scrollView.userScrollCount
    scrollView.userDrag(by: -300)
    let pulled = scrollView.contentOffset.y
    #expect(pulled < top - 50)
    #expect(pulled > top - 300)
    #expect(scrollView.isDecelerating)
    #expect(scrollView.userScrollCount > counted)
    stage.world.advance(by: 0.1)
    #expect(scrollView.contentOffset.y > pulled)
    #expect(scrollView.contentOffset.y < top)
    stage.world.advance(by: 1)
    #expect(!scrollView.isDecelerating)
    #expect(abs(scrollView.contentOffset.y - top) < 0.001)
  }

  @Test("Without `bounces`, a drag stops at the edge")
  func noBounce() throws {
    let (_, scrollView) = try Self.stage()
    scrollView.bounces = false
    let top = scrollView.verticalOffsetRange.lowerBound
    scrollView.userDrag(by: -300)
    #expect(scrollView.contentOffset.y == top)
    #expect(!scrollView.isDecelerating)
  }

  @Test(
    "Pulled past the end with the keyboard up: the inset stays the overlap, content springs back")
  func pullPastEndWithKeyboard() throws {
    let (stage, scrollView) = try Self.stage(keyboard: true)
    let inset = scrollView.contentInset.bottom
    let end = scrollView.verticalOffsetRange.upperBound
    scrollView.userDrag(by: 400)
    #expect(scrollView.contentOffset.y > end + 50)
    #expect(scrollView.contentInset.bottom == inset)
    stage.world.advance(by: 1)
    #expect(abs(scrollView.contentOffset.y - end) < 0.001)
    #expect(scrollView.contentInset.bottom == inset)
  }
}

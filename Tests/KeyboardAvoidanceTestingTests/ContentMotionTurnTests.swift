import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// What the screen shows of a turn that moved content on the way and left it where it was
/// (§11.1): no movement.
@Suite("A turn that leaves content where the screen showed it")
struct ContentMotionTurnTests {
  static func point(_ y: CGFloat) -> CGPoint { CGPoint(x: 0, y: y) }

  /// One turn that began with the screen at `shown`, glided `glide` and ended at `end`.
  /// `running` is the direction of a list's move under way when the turn began.
  static func moves(
    shown: CGFloat, running: CGFloat? = nil, glide: (from: CGFloat, to: CGFloat)?, end: CGFloat
  ) -> [ContentMotion.Move] {
    var motion = ContentMotion()
    motion.willMove(
      turn: 1, shown: point(shown), running: running, previousEnd: point(shown), glide: nil)
    motion.close(end: point(end), glide: glide.map { (1, point($0.from), point($0.to)) })
    return motion.moves
  }

  @Test("A list's frame step the same turn sets back where the screen was shows no movement")
  func undoneFrameStep() {
    // UIKit's jump to 1630, the list's frame going on from there, then the engine setting the
    // offset back where the screen shows content, unanimated: the screen never left 1664.
    #expect(Self.moves(shown: 1664, running: -3, glide: (1630, 1629.9), end: 1664).isEmpty)
  }

  @Test("A jump away and a glide back in one turn show both")
  func jumpAndGlideBack() {
    let moves = Self.moves(shown: 1664, glide: (1630, 1664), end: 1664)
    #expect(moves.map(\.isGlide) == [false, true])
  }

  @Test("A glide that starts where the screen is shows one movement")
  func oneGlide() {
    let moves = Self.moves(shown: 1664, glide: (1664, 1600), end: 1600)
    #expect(moves.map(\.isGlide) == [true])
    #expect(moves.first?.distance == -64)
  }
}

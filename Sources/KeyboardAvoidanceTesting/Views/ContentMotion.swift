import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The movements of a container's content as the screen shows them (§11.1 of the article
/// "UIKit's keyboard behaviours"): the screen shows what each run-loop turn leaves, so two
/// writes in one turn are one movement when the last one animates from where the screen was,
/// and a jump followed by a glide when it animates from a place the screen never showed.
///
/// Per turn: where the screen showed content when the turn began, then either the glide the
/// turn started (with a jump first when the glide starts elsewhere) or a jump to where the
/// turn left content. A glide a later turn starts from what the screen shows, in the direction
/// a running glide already goes, continues that movement.
package struct ContentMotion {
  /// One movement the screen showed.
  package struct Move: Equatable {
    /// The distance, signed (positive moves content up, as the offset grows).
    package let distance: CGFloat
    /// Whether content glided (animated) rather than jumped.
    package let isGlide: Bool
    /// The run-loop turn that made it.
    package let turn: Int
  }

  /// Every movement, in order.
  package private(set) var moves: [Move] = []

  /// The turn whose movement is not counted yet, what the screen showed when it began, and
  /// the direction of a glide running then.
  private var open: (turn: Int, shown: CGPoint, running: CGFloat?)?

  /// What the screen showed when `turn` began, if content changed in it.
  func shown(inTurn turn: Int) -> CGPoint? {
    guard let open, open.turn == turn else { return nil }
    return open.shown
  }

  /// Content is about to change in `turn`; `shown` is what the screen shows now, `running`
  /// the direction of a glide under way; `previousEnd` and `glide` close an earlier turn.
  mutating func willMove(
    turn: Int, shown: CGPoint, running: CGFloat?, previousEnd: CGPoint,
    glide: (turn: Int, from: CGPoint, to: CGPoint)?
  ) {
    if let open, open.turn == turn { return }
    close(end: previousEnd, glide: glide)
    open = (turn, shown, running)
  }

  /// Counts the open turn: `end` is where it left content, `glide` the last animation of the
  /// content offset.
  mutating func close(end: CGPoint, glide: (turn: Int, from: CGPoint, to: CGPoint)?) {
    guard let open else { return }
    self.open = nil
    let tolerance = Tolerance.points
    // A turn that left content where the screen showed it moved nothing on screen, whatever it
    // did on the way (a list's frame step, then the offset set back where the screen shows
    // content, unanimated).
    let stays =
      abs(end.y - open.shown.y) <= tolerance && abs((glide?.to.y ?? end.y) - end.y) > tolerance
    if let glide, glide.turn == open.turn, !stays {
      let jump = glide.from.y - open.shown.y
      if abs(jump) > tolerance {
        moves.append(Move(distance: jump, isGlide: false, turn: open.turn))
      }
      let distance = glide.to.y - glide.from.y
      let continues =
        abs(jump) <= tolerance && open.running.map { $0 * distance > 0 } ?? false
      if abs(distance) > tolerance && !continues {
        moves.append(Move(distance: distance, isGlide: true, turn: open.turn))
      }
    } else {
      let jump = end.y - open.shown.y
      if abs(jump) > tolerance {
        moves.append(Move(distance: jump, isGlide: false, turn: open.turn))
      }
    }
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the screen shows of content moving (§11.1): see ``ContentMotion``.
extension World {
  /// A view's bounds' origin is about to change in this turn, or to start a glide; `old` is its
  /// model value before the change.
  func contentWillMove(_ view: ObjectIdentifier, from old: CGPoint) {
    let property = WorldAnimation.Property.contentOffset(view)
    let running = animations.last { $0.targets(property) && $0.end > time }
    contentMotions[view, default: ContentMotion()].willMove(
      turn: turn, shown: running?.value(at: time).origin ?? old,
      running: running.map { $0.to.minY - $0.from.minY } ?? frameMotions[view],
      previousEnd: old, glide: offsetGlides[view])
  }

  /// A list's move set its offset for one display frame (``ListMotion``): a glide, as the
  /// screen shows it, which the next frames continue.
  func noteFrameStep(of view: WorldView, from: CGPoint, to: CGPoint) {
    let id = ObjectIdentifier(view)
    // A frame that leaves the offset where it is (the last one, which writes the final insets)
    // shows no movement.
    guard from != to else { return }
    // Two frame steps in one turn (UIKit's animated scroll, then a list's move that takes it
    // over) show as one: the screen shows only where the turn left content.
    let start = offsetGlides[id].flatMap { $0.turn == turn && $0.to == from ? $0.from : nil }
    offsetGlides[id] = (turn, start ?? from, to)
    frameMotions[id] = to.y - from.y
  }

  /// A list's move ended: later changes are movements of their own.
  func endFrameSteps(of view: WorldView) {
    frameMotions[ObjectIdentifier(view)] = nil
  }

  /// Where the screen shows a view's content now, as its layer's presentation does: before a
  /// change made in this turn (not committed yet), or an animation's current value.
  package func shownOffset(of view: WorldView) -> CGPoint {
    let id = ObjectIdentifier(view)
    if let shown = contentMotions[id]?.shown(inTurn: turn) { return shown }
    return presentationValue(.contentOffset(id))?.origin ?? view.bounds.origin
  }

  /// An offset is about to be written to `view`: written in the turn UIKit or SwiftUI moved
  /// content on its own (UIKit's scroll of the first responder's cell, a frame of its animated
  /// scroll, SwiftUI's scroll of the focused field after a keyboard change), it replaces that
  /// move before the screen showed it — the screen shows one movement, from where it showed
  /// content then (§11.1), which the checker measures from.
  package func noteOffsetWriteReplacingShownMove(of view: WorldView) {
    guard view.takenOverScrollStart == nil else { return }
    let shown = shownOffset(of: view)
    if shown != view.bounds.origin { view.takenOverScrollStart = shown }
  }

  /// The movements of a view's content so far, every turn counted.
  package func contentMoves(of view: WorldView) -> [ContentMotion.Move] {
    let id = ObjectIdentifier(view)
    contentMotions[id]?.close(end: view.bounds.origin, glide: offsetGlides[id])
    return contentMotions[id]?.moves ?? []
  }
}

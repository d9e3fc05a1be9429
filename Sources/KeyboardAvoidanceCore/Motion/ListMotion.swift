import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Moves a table's or collection view's content offset frame by frame with the keyboard's
/// duration and curve: the UIKit layer's display link and the headless world's frame clock
/// both advance this one machine, so lists move in the world exactly as they do on a device.
///
/// Inside `UIView.animate` a list lays its cells out once, for the final bounds: rows leaving
/// the screen vanish at the start and a blank band shows while the keyboard slides (§11.3 of the
/// article "UIKit's keyboard behaviours"). Setting the offset once per display frame makes the
/// list lay out as it goes, as `setContentOffset(_:animated:)` does, in the keyboard's timing.
///
/// Insets that shrink (a hide) are held at their larger value until the last frame: a scroll
/// view pulls an offset that a smaller inset puts out of range back at once, which would be a
/// jump. The move never writes back an inset it read earlier: at the end it writes the smaller
/// inset only if the list still holds what the move left there — an app's change meanwhile,
/// or a table view controller's own taking back of its part (§11.1, which it makes a run-loop
/// turn after the hide), stays. Where the engine owns no inset (it assists a controller), the
/// move writes none at all. A later decision without animation retargets the move instead of
/// cutting it; the user dragging the list stops it where the finger has it (a plain touch does
/// not); a list that left its window goes straight to the end.
///
/// ```swift
/// var motion = ListMotion()
/// let now = motion.start(from: offset, to: target, insets: final, current: inset, animation: a)
/// while motion.isRunning { let frame = motion.frame(timestamp: t, targetTimestamp: t2, state: s) }
/// ```
package struct ListMotion: Sendable, Equatable {
  /// Whether a move is under way.
  package private(set) var isRunning = false
  private var from = CGPoint.zero
  private var to = CGPoint.zero
  /// The insets the move ends with.
  private var finalInsets = AvoidanceInsets.zero
  /// The insets the list holds meanwhile, larger than the final ones, while it holds them.
  private var held: AvoidanceInsets?
  /// When the move began: the first frame's `timestamp` (when the frame before it showed).
  private var start: TimeInterval?
  /// The offset the last frame wrote and the content size then, to tell who moved the offset
  /// between frames; `nil` before the first frame.
  private var written: Written?
  /// How far along the way the last frame was, in `0...1`.
  private var progress: CGFloat = 0
  private var animation = KeyboardAnimation.keyboardDefault
  /// The pacer's progress the last frame read, and when (``ScrollState/pace``).
  private var lastPace: PaceReading?
  /// How long past the duration asked a paced move waits for its pacer to end, in seconds.
  static let paceGrace: TimeInterval = 1

  /// Where the move under way takes the offset; `nil` when none runs.
  package var target: CGPoint? { isRunning ? to : nil }

  /// Whether a display frame of the move under way has shown: until then it is where it began.
  package var hasShownFrame: Bool { isRunning && start != nil }

  /// An idle machine.
  package init() {}

  /// What one display frame writes.
  package struct Frame: Sendable, Equatable {
    /// The offset to set, or `nil` to leave it.
    package var contentOffset: CGPoint?
    /// The content inset to set, or `nil` to leave it.
    package var contentInset: AvoidanceInsets?
    /// Whether the move is over (the host stops its frame clock).
    package var isFinished: Bool
  }

  /// Starts a move from `offset` to `target`, ending with `insets` (`nil`: the move leaves the
  /// insets alone); returns the insets to set now, if any: the edges that grow at once, those
  /// that shrink held at their larger value until the end.
  package mutating func start(
    from offset: CGPoint, to target: CGPoint, insets: AvoidanceInsets?, current: AvoidanceInsets,
    animation: KeyboardAnimation
  ) -> AvoidanceInsets? {
    isRunning = true
    from = offset
    to = target
    start = nil
    written = nil
    lastPace = nil
    progress = 0
    self.animation = animation
    return hold(insets, current: current)
  }

  /// A decision made while the move runs, with the list's offset `now`: it goes on, in the same
  /// time, to the new offset (when there is one) and insets (`nil`: left alone); returns the
  /// insets to set now, if any.
  package mutating func retarget(
    to offset: CGPoint?, insets: AvoidanceInsets?, current: AvoidanceInsets, now: CGPoint,
    contentSize: CGSize
  ) -> AvoidanceInsets? {
    guard isRunning else { return nil }
    // The decision saw the list as it is now: the move goes on from there, to a target that
    // already counts any shift of the list's own.
    if let offset { to = offset }
    passThrough(now)
    // What the list did until now is counted: the next frame compares with this.
    if written != nil { written = Written(offset: now, contentSize: contentSize) }
    return hold(insets, current: current)
  }

  /// The insets a reading taken during the move will have once it ends: the final ones where
  /// the list still holds what the move left there, else what it holds (someone else's value).
  package func settled(_ insets: AvoidanceInsets) -> AvoidanceInsets {
    guard let held, held == insets else { return insets }
    return finalInsets
  }

  /// One display frame, shown at `targetTimestamp`; `timestamp` is when the frame before it
  /// showed. `state` is the list now.
  package mutating func frame(
    timestamp: TimeInterval, targetTimestamp: TimeInterval, state: ScrollState
  ) -> Frame {
    guard isRunning else { return Frame(isFinished: true) }
    // Out of a window, the move ends at its target: no one is looking.
    guard state.isInWindow else {
      return Frame(
        contentOffset: to, contentInset: stop(current: state.contentInset), isFinished: true)
    }
    // The user dragging the list ends the move where the finger has it.
    if state.activity.isUserScrolling {
      return Frame(contentInset: stop(current: state.contentInset), isFinished: true)
    }
    followMoves(of: state)
    let begin = start ?? timestamp
    start = begin
    let elapsed = targetTimestamp - begin
    let timed = animation.progress(afterElapsed: elapsed)
    let paced = state.pace.map {
      pace(
        shown: $0, readAt: timestamp, showsAt: targetTimestamp,
        slowest: animation.slowestProgress(afterElapsed: elapsed))
    }
    progress = CGFloat(paced ?? timed)
    let end = Self.reachable(to.y, in: state.verticalOffsetRange)
    let offset = CGPoint(
      x: from.x + (to.x - from.x) * progress, y: from.y + (end - from.y) * progress)
    written = Written(offset: offset, contentSize: state.contentSize)
    // Paced, the move ends with the pacer's animation (or, should it never end, a second past
    // the duration asked); timed, with the duration.
    let ends = paced.map { $0 >= 1 || elapsed >= animation.duration + Self.paceGrace }
    guard ends ?? (elapsed >= animation.duration) else {
      return Frame(contentOffset: offset, isFinished: false)
    }
    return Frame(
      contentOffset: offset, contentInset: stop(current: state.contentInset), isFinished: true)
  }

  /// Where a frame's way ends: the target, kept in the range the list has at that frame. A
  /// target the range does not reach (a controller's part counted on for the keyboard coming,
  /// which a controller that acts only on the show and the hide never adds for a rotation,
  /// §11.1) is approached only as far as the range goes, and the way goes on once the range
  /// grows; a list out of its range (a rotation put it there, §10.5) comes back into it.
  static func reachable(_ y: CGFloat, in range: ClosedRange<CGFloat>?) -> CGFloat {
    guard let range else { return y }
    return ScrollGeometry.clamp(y, to: range)
  }

  /// How far along the way this frame shows the list, from the pacer: `shown` was read from its
  /// presentation layer at `readAt` (a display link's callback runs just after the frame
  /// before showed, and the presentation layer shows that frame), so the pacer's last step is
  /// carried on to `showsAt` — without it the list would trail the keyboard by one frame. The
  /// first frame, with no step to carry on, shows where the slowest time UIKit may run the
  /// animation for has it (`slowest`) or the pacer, whichever is farther: behind the keyboard
  /// by less than a frame, never ahead of it. A list ahead of its pacer (UIKit runs the
  /// keyboard's curve longer than asked, or the step carried on outran a curve that eases out)
  /// goes on at the pacer's pace over what is left of the way, so that both end together: it
  /// never stands still while the keyboard moves. Never back, never past 1.
  private mutating func pace(
    shown: Double, readAt: TimeInterval, showsAt: TimeInterval, slowest: Double
  ) -> Double {
    let now = min(1, max(0, shown))
    guard let last = lastPace else {
      lastPace = PaceReading(time: readAt, value: now, estimate: now)
      return max(now, slowest)
    }
    var estimate = now
    if readAt > last.time, now < 1 {
      let ahead = (now - last.value) * (showsAt - readAt) / (readAt - last.time)
      estimate = min(1, now + max(0, ahead))
    }
    estimate = max(estimate, last.estimate)
    lastPace = PaceReading(time: readAt, value: now, estimate: estimate)
    let before = Double(progress)
    guard estimate <= before else { return estimate }
    // Ahead (or level), the list goes on by the pacer's own step: an estimate carried on past
    // where a curve easing out has the keyboard holds still until the pacer catches up
    // (7/59658). A pacer read lower than before moves nothing: never back.
    guard last.value < 1 else { return 1 }
    return min(1, before + (1 - before) * max(0, now - last.value) / (1 - last.value))
  }

  /// Someone else moved the offset since the last frame (or the start): the move goes on from
  /// there. Rows measured on the way that moved the offset to keep the visible ones in place
  /// (§11.3) changed the content size with it: on the way down the content under them, the
  /// target's included, moved, so the target moves with it and content ends on the rows it was
  /// going to. Any other move (a controller putting the
  /// offset back in range as it takes its inset back, §11.1) leaves the target where it is.
  private mutating func followMoves(of state: ScrollState) {
    let last = written ?? Written(offset: from, contentSize: state.contentSize)
    let now = state.contentOffset
    let moved = CGPoint(x: now.x - last.offset.x, y: now.y - last.offset.y)
    guard abs(moved.x) > Tolerance.points || abs(moved.y) > Tolerance.points else { return }
    // Going down, the rows measured above the visible ones lie above the target too; going up,
    // they lie between it and the screen and move nothing there (a decision sees the target's
    // own row move, and retargets).
    if state.contentSize != last.contentSize, to.y > last.offset.y {
      to.x += moved.x
      to.y += moved.y
    }
    passThrough(now)
  }

  /// Makes the way, `from + (to - from) × progress`, pass through `now` at the progress the last
  /// frame had: the next frame goes on from where the list is, without a jump.
  private mutating func passThrough(_ now: CGPoint) {
    let keep = 1 - progress
    guard keep > 0.000_1 else { return }
    from.x = (now.x - to.x * progress) / keep
    from.y = (now.y - to.y * progress) / keep
  }

  /// Stops where the offset is now; returns the final insets to set, if the list still holds
  /// what the move left there (`current`) and they differ.
  package mutating func stop(current: AvoidanceInsets?) -> AvoidanceInsets? {
    guard isRunning else { return nil }
    isRunning = false
    defer { held = nil }
    guard let held, let current, current == held else { return nil }
    return finalInsets
  }

  /// Keeps every offset of the move in range: each edge at the larger of now and `insets`
  /// (the growing edges are written now, in the turn they were read), `insets` themselves at
  /// the end.
  private mutating func hold(_ insets: AvoidanceInsets?, current: AvoidanceInsets)
    -> AvoidanceInsets?
  {
    guard let insets else {
      held = nil
      return nil
    }
    finalInsets = insets
    let during = AvoidanceInsets(
      top: max(current.top, insets.top), left: max(current.left, insets.left),
      bottom: max(current.bottom, insets.bottom), right: max(current.right, insets.right))
    held = during == insets ? nil : during
    return during == current ? nil : during
  }
}

extension ListMotion {
  /// A reading of the pacer's progress, when it was read, and where it put the pacer when the
  /// frame showed.
  struct PaceReading: Sendable, Equatable {
    var time: TimeInterval
    var value: Double
    var estimate: Double
  }

  /// What a frame wrote, and the content size it saw.
  struct Written: Sendable, Equatable {
    var offset: CGPoint
    var contentSize: CGSize
  }
}

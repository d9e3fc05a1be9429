import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A list's offset moved frame by frame: what a user sees of a table or collection view while
/// the keyboard comes and goes.
@Suite("List motion")
struct ListMotionTests {
  static let animation = KeyboardAnimation(duration: 0.25, curve: .easeInOut)

  /// A move of a 3,000 pt list from `from` to `to`, started, and the list it moves.
  static func started(from: CGFloat, to: CGFloat) -> (ListMotion, ScrollState) {
    var motion = ListMotion()
    let state = ScrollState(
      contentOffset: CGPoint(x: 0, y: from), contentInset: .zero,
      contentSize: CGSize(width: 390, height: 3000))
    _ = motion.start(
      from: state.contentOffset, to: CGPoint(x: 0, y: to), insets: nil, current: .zero,
      animation: animation)
    return (motion, state)
  }

  /// Runs frames from `first` on until the move ends; `before` changes the list between frames.
  static func run(
    _ motion: inout ListMotion, state: inout ScrollState, frames: ClosedRange<Int>,
    before: (Int, inout ScrollState) -> Void = { _, _ in }
  ) -> [CGPoint] {
    var offsets: [CGPoint] = []
    for index in frames where motion.isRunning {
      before(index, &state)
      let frame = motion.frame(
        timestamp: Double(index - 1) / 60, targetTimestamp: Double(index) / 60, state: state)
      if let offset = frame.contentOffset {
        state.contentOffset = offset
        offsets.append(offset)
      }
      if let inset = frame.contentInset { state.contentInset = inset }
    }
    return offsets
  }

  @Test("A hide's smaller inset is held to the last frame, then written only if still held (N12)")
  func heldInsetYieldsToAppChange() {
    for appChanges in [false, true] {
      var motion = ListMotion()
      let keyboardInset = AvoidanceInsets(bottom: 302)
      var state = ScrollState(
        contentOffset: CGPoint(x: 0, y: 900), contentInset: keyboardInset,
        contentSize: CGSize(width: 390, height: 3000))
      let now = motion.start(
        from: state.contentOffset, to: CGPoint(x: 0, y: 600), insets: .zero,
        current: state.contentInset, animation: Self.animation)
      #expect(now == nil, "the larger inset stays while the offset moves")
      var lastInset: AvoidanceInsets?
      _ = Self.run(&motion, state: &state, frames: 1...40) { index, state in
        // Mid-move the app sets its own inset (a banner shown above the keyboard's room).
        if appChanges, index == 6 { state.contentInset = AvoidanceInsets(bottom: 120) }
      }
      lastInset = state.contentInset
      let expected = appChanges ? AvoidanceInsets(bottom: 120) : .zero
      #expect(lastInset == expected, "app changed the inset: \(appChanges)")
    }
  }

  @Test("Without interference the move goes from its start to its target")
  func plainMove() {
    var (motion, state) = Self.started(from: 0, to: 500)
    let offsets = Self.run(&motion, state: &state, frames: 1...40)
    #expect(offsets.last?.y == 500)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0.y <= $1.y })
  }

  @Test("Rows measured on the way shift content: the move ends on the rows it was going to")
  func contentShiftMovesTarget() {
    var (motion, state) = Self.started(from: 0, to: 1000)
    let offsets = Self.run(&motion, state: &state, frames: 1...40) { index, state in
      // Between frames 4 and 5 rows above grow by 120 and the list keeps the visible ones.
      guard index == 5 else { return }
      state.contentOffset.y += 120
      state.contentSize.height += 120
    }
    #expect(offsets.last?.y == 1120)
  }

  @Test("An offset put back in range by someone else goes on from there to the same target")
  func clampKeepsTarget() {
    var (motion, state) = Self.started(from: 1500, to: 0)
    // A controller takes its inset back and clamps the offset before the first frame.
    state.contentOffset.y = 1200
    let offsets = Self.run(&motion, state: &state, frames: 1...40)
    #expect(offsets.allSatisfy { $0.y <= 1200 })
    #expect(offsets.last?.y == 0)
  }
}

extension ListMotionTests {
  @Test("A decision during the move goes on from where the list is, to the new target, no jump")
  func retargetContinues() {
    var (motion, state) = Self.started(from: 0, to: 300)
    let early = Self.run(&motion, state: &state, frames: 1...5)
    let last = early.last?.y ?? 0
    // A layout pass asks for 600 instead; taking over code's move of this turn, the move goes on
    // from where the screen showed content (here, where the list is).
    _ = motion.retarget(
      to: CGPoint(x: 0, y: 600), insets: nil, current: .zero, now: state.contentOffset,
      contentSize: state.contentSize)
    let rest = Self.run(&motion, state: &state, frames: 6...40)
    let step = (rest.first?.y ?? 0) - last
    #expect(step > 0 && step < 120)
    #expect(rest.last?.y == 600)
  }
}

extension ListMotionTests {
  @Test("A shift the decision already counted is not followed twice: content ends on its row")
  func retargetCountsShiftOnce() {
    var (motion, state) = Self.started(from: 0, to: 1000)
    _ = Self.run(&motion, state: &state, frames: 1...5)
    // Rows above are measured (the list keeps the visible ones in place), and a layout pass
    // decides again, from the list as it is now: the row is 12 pt lower.
    state.contentOffset.y += 12
    state.contentSize.height += 108
    _ = motion.retarget(
      to: CGPoint(x: 0, y: 1012), insets: nil, current: .zero, now: state.contentOffset,
      contentSize: state.contentSize)
    let rest = Self.run(&motion, state: &state, frames: 6...40)
    #expect(rest.last?.y == 1012)
  }
}

extension ListMotionTests {
  @Test("Going up, rows measured between the screen and the target leave the target where it is")
  func upwardShiftKeepsTarget() {
    var (motion, state) = Self.started(from: 1000, to: -56)
    let offsets = Self.run(&motion, state: &state, frames: 1...40) { index, state in
      // Rows entering at the top on the way up are measured taller; the list keeps the
      // visible ones in place. The top of the content stays the top.
      guard index == 5 else { return }
      state.contentOffset.y += 30
      state.contentSize.height += 30
    }
    #expect(offsets.last?.y == -56)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A keyboard notification's solve, and what its "will" leaves for the notifications after it:
/// the move to solve again from (a "did" after a sheet moved, a repeated "will"), and where
/// content rested before the show when the "will" had nothing to write (§10.5, §11.2).
extension KeyboardAvoidanceCoordinator {
  func handleKeyboardSolve(
    _ event: KeyboardEvent, provisional: CGPoint?, duringAnimation: Bool
  ) {
    let cause = AvoidanceUpdate.Cause.keyboard(event.phase)
    guard event.phase.isWill else {
      // A correction once the keyboard settled — a sheet or a Stage Manager window moved during
      // its animation (§11.2) — glides with the keyboard's timing instead of snapping.
      update(cause: cause, animation: movementAnimation, scrolls: true)
      pendingWillMove = nil
      showRest = nil
      return
    }
    let geometry = self.reading()
    if !duringAnimation {
      assistInsetAtWill = geometry?.contentInset.bottom
      settleIdleBaseline(geometry, keyboardEnd: event.endFrame)
    }
    let carried = provisional == nil ? validPendingMove(at: geometry) : nil
    let earlier = provisional ?? carried?.from
    let before = earlier ?? geometry?.shownOffset
    // The offset at which content was at its top there: as the screen shows it, or as the
    // "will" that found content there knew it.
    let beforeTop =
      earlier == nil
      ? geometry?.shownTop : showRest.flatMap { $0.offset == earlier ? $0.top : nil }
    pendingWillMove = nil
    let updates = statistics.updates
    update(
      cause: cause, animation: event.animation, scrolls: true, startOffset: before,
      unshownFrom: unshownStart(of: carried, at: geometry))
    let fromCode =
      (carried?.fromCode ?? (earlier == nil && geometry?.offsetBeforeProgrammaticScroll != nil))
      && !lastUpdateTookOver
    // Content is where this "will" left it — moved, or kept where an earlier one put it (a
    // will-change-frame and a will-show for the same frame; a third-party keyboard announcing
    // itself three times, §1.3): the next "will" is solved again from where content started.
    let moved = statistics.updates != updates ? lastUpdate?.contentOffset : nil
    // Solved from where UIKit takes content at its top under the top this "will" changed
    // (§3.4), the next solve starts there too, not from the old top.
    if let before, let to = moved ?? self.reading()?.bounds.origin {
      pendingWillMove = (lastFollowedStart ?? before, to, fromCode)
    }
    showRest = ledger.isActive ? nil : before.map { ($0, geometry?.userScrollCount, beforeTop) }
  }

  /// Where content shows the focused field in a container the keyboard no longer covers, when
  /// the engine's own list move is under way: a sheet rose clear of the keyboard during the move
  /// (§7), and the rows measured on the way (§11.3) moved the field from where the move was
  /// headed. The move goes on to where content rested if the field shows there, else to the
  /// least scroll from there that shows it inside the container's own insets, with no part of
  /// the engine's, so that UIKit's scroll of the first responder after the keyboard's "did"
  /// (§11.1) has nothing left to jump (fuzz 7/31038); the engine gives its part back once the
  /// move is over. `nil` with no move of the engine's part under way (a
  /// release's move back to where content rested is not one).
  func placementClearOfKeyboard(
    _ snapshot: AvoidanceSnapshot, _ geometry: ContainerGeometry
  ) -> AvoidanceAdjustment? {
    guard ledger.isActive, geometry.movingTo != nil, let focus = geometry.focus else { return nil }
    var clear = snapshot
    clear.targets = focus
    clear.keyboardFrameInWindow = nil
    clear.keyboardCoveredBySystem = true
    // Shown, as a release leaves it: the policy places content for a keyboard, and there is none.
    clear.policy = .minimal
    // From where content rested: back there when that shows the field, as a release puts it.
    clear.startOffset = ledger.restingOffset
    return AvoidanceSolver.solve(clear)
  }

  /// Where content rested before the keyboard's show, when a "will" of this animation that had
  /// nothing to write knew it and the user has not scrolled since: the offset is restored to
  /// where it was before the show (§10.5), and code's scroll in the will's turn — navigation
  /// bringing a row in, UIKit's scroll to a first responder — does not count, even when the
  /// engine's first write comes turns later (a pinned bar or a hardware keyboard's bar covers
  /// the container only once laid out; fuzz 7/70673). `nil` once the ledger holds a rest.
  func restingBeforeShow(at geometry: ContainerGeometry) -> (offset: CGPoint, top: CGFloat?)? {
    guard !ledger.isActive, let rest = showRest, !geometry.isUserScrolling,
      geometry.userScrollCount == rest.userScrolls
    else { return nil }
    return (rest.offset, rest.top)
  }

  /// Where the screen still shows content when the pending "will" moved it at once in this
  /// turn — a third-party keyboard announcing its heights one after another in one turn, the
  /// first without an animation (§1.3): its move is not on screen, which still shows content
  /// where it started (the layer's presentation), and the next "will" moves on from there as
  /// one movement instead of a jump and a glide (fuzz 7/8728). `nil` when the screen shows
  /// content where the model has it (a move shown, or under way frame by frame).
  func unshownStart(
    of carried: (from: CGPoint, to: CGPoint, fromCode: Bool)?, at geometry: ContainerGeometry?
  ) -> CGPoint? {
    guard let carried, let geometry, let presented = geometry.presentedOffset,
      presented.isWithinNoise(of: carried.from),
      !presented.isWithinNoise(of: geometry.bounds.origin)
    else { return nil }
    return presented
  }

  /// The pending "will" move, if content is still where it put it — and, when it started
  /// before code's scroll the engine did not take over, still in that scroll's turn.
  func validPendingMove(at geometry: ContainerGeometry?)
    -> (from: CGPoint, to: CGPoint, fromCode: Bool)?
  {
    // A list's frame-by-frame move toward where the "will" put it is content there, as a
    // scroll view's bounds are there while its animation runs.
    guard let pending = pendingWillMove, let geometry,
      (geometry.movingTo ?? geometry.bounds.origin) == pending.to,
      !pending.fromCode || geometry.offsetBeforeProgrammaticScroll != nil
    else { return nil }
    return pending
  }
}

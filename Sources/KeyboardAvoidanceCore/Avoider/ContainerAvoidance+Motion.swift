import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a decision reaches the container, and who moves its content: the write's plan (at once,
/// in an animation, or frame by frame for a list), the frames of a list's move, and the changes
/// of the content offset and the ends of run-loop turns the host reports (§11.1, §11.3).
extension ContainerAvoidance {
  // MARK: Writing

  /// Hands an update to the host as one write, or starts or joins a list's move frame by frame.
  func writeToHost(_ update: AvoidanceUpdate) {
    guard let host, let container = host.container else { return }
    writing {
      let scroll = host.facts(of: container).scrollView
      let reading = host.readContainer()
      // Out of a window there is nothing to animate, nor inside `performWithoutAnimation`
      // (lists included): every write is at once.
      let animation = update.animation.flatMap {
        $0.isImmediate || reading?.animationsEnabled != true ? nil : $0
      }
      // A decision without animation while a list's move runs (a layout pass on one of its own
      // frames, rows measured on the way) joins the move: same timing, new target and insets.
      if motion.isRunning, animation == nil, update.adjustment != nil,
        let state = host.scrollState()
      {
        var write = HostWrite()
        // Taking over code's move of this turn (UIKit's scroll of the first responder's cell),
        // the move goes on from where the screen still shows content.
        let start = update.contentOffset != nil ? update.animationStart : nil
        write.startOffset = start
        write.contentSize = update.contentSize
        write.indicatorInsets = update.writesInsets ? update.insets.indicator : nil
        write.contentInset = motion.retarget(
          to: update.contentOffset, insets: update.writesInsets ? update.insets.content : nil,
          current: state.contentInset, now: start ?? state.contentOffset,
          contentSize: state.contentSize)
        host.write(write)
        return
      }
      // An animated decision, or the engine's part given back, replaces a move under way: a
      // new move of a list starts where the old one is, still holding its insets (a smaller
      // inset written now would pull the offset back at once); anything else ends it first.
      let movesList =
        scroll?.isList == true && animation != nil && update.contentOffset != nil
        && host.scrollState() != nil
      if !movesList { stopMotion() }
      var write = HostWrite()
      write.isRelease = update.adjustment == nil
      write.contentSize = update.contentSize
      write.startOffset =
        animation != nil && update.contentOffset != nil ? update.animationStart : nil
      // A glide in the keyboard's own timing keeps it inside an app's or a transition's
      // animation block (§1.1); a change without one joins the block.
      write.overridesInheritedAnimation = animation != nil
      guard let scroll else {
        write.contentOffset = update.contentOffset
        write.animation = animation
        host.write(write)
        return
      }
      // Assisting a controller, the insets are its own: never written back (§11.1).
      let insets = update.writesInsets ? update.insets : nil
      write.indicatorInsets = insets?.indicator
      if scroll.isList, let animation, let target = update.contentOffset,
        let state = host.scrollState()
      {
        // A list: the offset frame by frame, so that cells are laid out on the way (§11.3), at
        // the pace of a UIKit animation in the keyboard's timing, as a scroll view moves (§1.1).
        write.pace = animation
        write.contentInset = motion.start(
          from: write.startOffset ?? state.contentOffset, to: target, insets: insets?.content,
          current: state.contentInset, animation: animation)
        host.write(write)
        host.runFrameClock(true)
        return
      }
      write.contentInset = insets?.content
      write.contentOffset = update.contentOffset
      write.animation = animation
      host.write(write)
    }
  }

  /// Ends a list's move where it is, writing its final insets.
  func stopMotion() {
    guard motion.isRunning, let host else { return }
    let insets = motion.stop(current: host.scrollState()?.contentInset)
    host.runFrameClock(false)
    guard let insets else { return }
    var write = HostWrite()
    write.contentInset = insets
    writing { host.write(write) }
  }

  /// Runs `body` with the writes in it marked as the engine's own.
  func writing(_ body: () -> Void) {
    let wasWriting = isWriting
    isWriting = true
    defer { isWriting = wasWriting }
    body()
  }

  // MARK: Events of motion

  /// Takes a list's move under way to where its timing has it now (the `clock`, on the frame
  /// clock's time base), between two display frames. A keyboard notification marks a point of
  /// the keyboard's animation — its "did" comes once the animation ended — and the display
  /// frame due at that moment may come before it or after it (UIKit documents no order): the
  /// decisions it brings see content where the move shows it, and UIKit's own scroll of the
  /// first responder after a "did" (§11.1) finds the field where the move was taking it.
  func catchUpMotion() {
    // A move whose first frame has not shown is still where it began.
    guard motion.hasShownFrame else { return }
    let now = clock()
    frameDidTick(timestamp: now, targetTimestamp: now)
  }

  /// One display frame of the host's frame clock, shown at `targetTimestamp` (`timestamp`: when
  /// the frame before it showed): a list's move takes its next step.
  package func frameDidTick(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
    guard let host else { return }
    guard motion.isRunning, let state = host.scrollState() else {
      host.runFrameClock(false)
      return
    }
    let frame = motion.frame(timestamp: timestamp, targetTimestamp: targetTimestamp, state: state)
    var write = HostWrite()
    write.isFrame = true
    write.contentOffset = frame.contentOffset
    write.contentInset = frame.contentInset
    if !write.isEmpty { writing { host.write(write) } }
    if frame.isFinished { host.runFrameClock(false) }
  }

  /// The container's content offset changed from `old` (key-value observation): the change is
  /// told apart — the engine's, the user's, code's — and, for an avoider that hears no layout
  /// pass of its own, it is one (UIKit lays a scroll view out when its offset changes).
  package func contentOffsetDidChange(from old: CGPoint?) {
    guard let host, let state = host.scrollState() else { return }
    moves.offsetDidChange(
      from: old, to: state.contentOffset, byAvoider: isWriting, activity: state.activity,
      range: state.verticalOffsetRange)
    watchTurnEndIfNeeded()
    if !attachment.hearsOwnLayoutPasses { containerDidLayout() }
  }

  /// The container's content size or inset changed (key-value observation, for an avoider
  /// that hears no layout pass of its own). A list sets its content size in the middle of its
  /// layout pass, before its cells are placed: the avoider looks when the turn ends.
  ///
  /// Under the user's finger the avoider looks at once: it never moves the offset then, and a
  /// layout pass that wanted to is what lets it show the field again when the finger lifts
  /// (rows measured under the finger, §11.3).
  package func contentSizeOrInsetDidChange() {
    if host?.scrollState()?.activity.isUserScrolling == true {
      containerDidLayout()
      return
    }
    contentChangedInTurn = true
    watchTurnEndIfNeeded()
  }

  /// The run-loop turn the host was asked about ended: code's moves of it are on screen now,
  /// and a user who let go of the content has the avoider look again.
  package func turnDidEnd() {
    watchesTurnEnd = false
    let contentChanged = contentChangedInTurn
    contentChangedInTurn = false
    // A tap in the focused text view: its caret lands in a later turn; the solve is queued
    // behind it.
    if tapAwaitsCaret {
      tapAwaitsCaret = false
      host?.schedule(after: 0) { [weak self] in self?.coordinator.handle(.focusChanged) }
    }
    if placesFieldAtTurnEnd { placeFieldInList() }
    guard let host, let state = host.scrollState() else {
      moves.reset()
      if contentChanged { containerDidLayout() }
      return
    }
    let letGo = moves.turnDidEnd(activity: state.activity)
    // Subviews held under the finger are read again at its let-go; the field shows with the
    // content size they give where the finger let the keyboard go in this turn (it springs back)
    // and moved no content (fuzz 7/66886). A let-go in a turn the keyboard did not move is a
    // scroll of the user's, even one that moved nothing at the content's end (7/68930).
    let held = letGo && keyboardFollowedHeldFinger ? subviewsHeldAtOffset : nil
    keyboardFollowedHeldFinger = false
    if letGo { subviewsHeldAtOffset = nil }
    if let held, held.isWithinNoise(of: state.contentOffset) {
      coordinator.handle(.refresh(animated: true))
    } else if letGo || contentChanged {
      containerDidLayout()
    }
    watchTurnEndIfNeeded()
  }

  func watchTurnEndIfNeeded() {
    // A move the coordinator held for the finger waits for its let-go, and so do subviews left
    // unread under it (the content size they give is read again then).
    if coordinator.scrollHeldForUser || subviewsHeldAtOffset != nil {
      moves.awaitLetGo()
    }
    guard moves.needsTurnEnd || contentChangedInTurn || tapAwaitsCaret || placesFieldAtTurnEnd,
      !watchesTurnEnd,
      let host
    else { return }
    watchesTurnEnd = true
    host.watchTurnEnd()
  }
}

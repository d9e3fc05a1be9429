import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Giving the engine's part back, and handing a write to the host: the last steps of every
/// decision the coordinator makes.
extension KeyboardAvoidanceCoordinator {
  /// Gives the engine's part back. `keyboardStaysUp` says a docked keyboard is still on screen,
  /// only not over the container: a cover again within one burst resumes the ledger's memory.
  func release(
    geometry: ContainerGeometry, cause: AvoidanceUpdate.Cause, animation: KeyboardAnimation?,
    keyboardStaysUp: Bool = false
  ) {
    pendingWillMove = nil
    // The burst goes on (its next "will" leaves the container uncovered too): what was
    // remembered waits for this notification's animation as well.
    let expiry = self.now() + (animation?.duration ?? 0) + Self.provisionalWindow
    if !ledger.isActive, keyboardStaysUp, cause.isKeyboardWill, let held = releasedMemory {
      releasedMemory = (held.memory, max(held.expiry, expiry))
    }
    guard ledger.isActive else { return }
    let app = ledger.reconcile(observed: geometry.scrollInsets)
    let memory = ledger.memory
    let restingSize =
      ledger.restingContentSize(current: geometry.contentSize) ?? geometry.contentSize
    let range = ScrollGeometry.verticalOffsetRange(
      contentHeight: restingSize.height, boundsHeight: geometry.bounds.height,
      adjusted: app.content + geometry.systemContentInset(contentHeight: restingSize.height))
    guard
      let write = ledger.release(
        currentOffset: geometry.bounds.origin,
        shownOffset: cause.takesOverProgrammaticScroll
          ? geometry.offsetBeforeProgrammaticScroll : nil,
        currentContentSize: geometry.contentSize,
        restingRange: range,
        restoresOffset: configuration.restoresContentOffset
          && (!keyboardStaysUp
            || restingShowsFocus(geometry, range: range, contentHeight: restingSize.height))
      )
    else { return }
    // The burst's "did" notifications come once its animation is over.
    releasedMemory = keyboardStaysUp && cause.isKeyboardWill ? memory.map { ($0, expiry) } : nil
    deliver(write, geometry: geometry, cause: cause, animation: animation, adjustment: nil)
  }

  /// Whether content put back where it rested still shows the focused field inside the insets
  /// the container keeps: a docked keyboard that stays up but no longer covers the container (a
  /// sheet rose above it) leaves a field UIKit scrolled into view (§11.1) where it is otherwise.
  private func restingShowsFocus(
    _ geometry: ContainerGeometry, range: ClosedRange<CGFloat>, contentHeight: CGFloat
  ) -> Bool {
    guard let field = geometry.focus?.field, let y = ledger.restingY(in: range) else { return true }
    let app = ledger.app?.content ?? geometry.contentInset
    let adjusted = app + geometry.systemContentInset(contentHeight: contentHeight)
    let top = y + adjusted.top
    let bottom = y + geometry.bounds.height - adjusted.bottom
    return field.minY >= top - Tolerance.points && field.maxY <= bottom + Tolerance.points
  }

  /// Whether a glide of the engine's is under way to somewhere other than `offset`: one a
  /// keyboard notification or a refresh retargets, or a list's move frame by frame that a
  /// layout pass finds going elsewhere (a sheet rose for the keyboard during it, §7). A solve
  /// that leaves content where it is then still writes, so that the move stops there.
  func movesElsewhere(than offset: CGPoint, _ geometry: ContainerGeometry?) -> Bool {
    retargetsGlide || geometry?.movingTo.map { !$0.isWithinNoise(of: offset) } == true
  }

  /// Hands a write to the host, unless it changes nothing the reading (when there is one)
  /// shows.
  func deliver(
    _ write: ContainerWrite, geometry: ContainerGeometry?, cause: AvoidanceUpdate.Cause,
    animation: KeyboardAnimation?, adjustment: AvoidanceAdjustment?
  ) {
    // An offset the arithmetic left a few bits from where content is moves nothing: no write
    // (one under the user's finger would be a write into the user's scroll) — unless a glide
    // under way to elsewhere must stop there (a list moved frame by frame is where its last
    // frame put it).
    let offset = write.contentOffset.flatMap { offset in
      !movesElsewhere(than: offset, geometry)
        && geometry.map { $0.bounds.origin.isWithinNoise(of: offset) } == true
        && write.animationStart.map { $0.isWithinNoise(of: offset) } != false
        ? nil : offset
    }
    let size = write.contentSize.flatMap { $0 == geometry?.contentSize ? nil : $0 }
    let insetsChange = write.writesInsets && write.insets != geometry?.scrollInsets
    // A focus change the engine shows where content is: UIKit's own animated scroll to the new
    // first responder, started before anyone heard of the focus (§11.1), would move it again.
    if cause == .focus, offset == nil { host?.stopSystemScroll() }
    if geometry != nil, !insetsChange && offset == nil && size == nil { return }
    var update = AvoidanceUpdate(
      insets: write.insets, contentOffset: offset, animation: animation, cause: cause,
      adjustment: adjustment, animationStart: write.animationStart)
    update.contentSize = size
    update.writesInsets = write.writesInsets
    lastUpdate = update
    statistics.updates += 1
    hooks?.recorder?.record(.update(update))
    host?.applyAvoidance(update)
  }
}

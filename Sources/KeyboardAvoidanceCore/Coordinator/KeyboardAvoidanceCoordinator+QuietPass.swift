import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The layout pass every frame of a user's scroll causes, answered without solving again.
///
/// A layout pass that finds the layout unchanged moves nothing. Until another event, a
/// configuration change or a release, the next pass whose reading differs from that one only
/// where content is scrolled to (the offset, code's earlier offset, the user's scroll count and
/// whether the user is scrolling) finds the same: the keyboard, the ledger and everything the
/// solve reads are as they were. Only what the offset itself decides is looked at again: the
/// ledger notes who scrolled, and a user who let go of a held scroll gets the full pass.
extension KeyboardAvoidanceCoordinator {
  /// A layout pass its host reports: ``handle(_:)`` with ``AvoidanceEvent/layoutChanged``,
  /// reading the host that calls instead of loading the weak reference to it — every frame of
  /// a user's scroll comes this way from the avoider.
  ///
  /// - Parameter host: this coordinator's host (the one it was created with).
  package func handleLayoutPass(of host: Host) {
    assert(host === self.host, "a layout pass of another host")
    guard hooks == nil else { return handle(.layoutChanged) }
    statistics.events += 1
    layoutPass(read: { _ in host.avoidanceGeometry() })
  }

  /// A layout pass: solved again when the layout changed, else only the offset noted. Every
  /// frame of a user's scroll is one, so the clock is read only when a move is provisional, and
  /// a pass repeating the last quiet one touches as little of the coordinator as it can.
  /// `read` reads the container: recording it when a recorder is set, else straight from the
  /// host.
  @inline(__always)
  func layoutPass(read: (KeyboardAvoidanceCoordinator) -> ContainerGeometry?) {
    // The common case, every frame of a user's scroll: no provisional move, a quiet pass to
    // repeat.
    if provisionalStart == nil, let quiet = quietPass {
      guard let geometry = read(self) else { return }
      if repeats(quiet, geometry) { return }
      return solveLayout(geometry, start: nil)
    }
    var start: (offset: CGPoint, time: TimeInterval)?
    if let provisional = provisionalStart {
      provisionalStart = nil
      start = now() - provisional.time <= provisionalSpan ? provisional : nil
    }
    let quiet = start == nil ? quietPass : nil
    guard quiet != nil || !isIdle else { return noteIdleLayout(read: read) }
    guard let geometry = read(self) else { return }
    if let quiet, repeats(quiet, geometry) { return }
    solveLayout(geometry, start: start)
  }

  /// Solves a layout pass that does not repeat the last quiet one.
  private func solveLayout(
    _ geometry: ContainerGeometry, start: (offset: CGPoint, time: TimeInterval)?
  ) {
    quietPass = nil
    let updates = statistics.updates
    update(
      cause: .layout, animation: nil, scrolls: true, onlyIfLayoutChanged: true, reading: geometry)
    // The layout pass a focus change causes moves nothing: the move stays provisional — unless
    // the user took the content meanwhile.
    if statistics.updates == updates, let start, !geometry.isUserScrolling {
      provisionalStart = start
      quietPass = nil
    }
  }

  /// Whether the layout pass for `geometry` repeats the last quiet one; notes the offset when
  /// it does.
  @inline(__always)
  private func repeats(
    _ quiet: QuietPass, _ geometry: borrowing ContainerGeometry
  ) -> Bool {
    guard quiet.hasLayout(of: geometry),
      !(scrollHeldForUser && !geometry.isUserScrolling)
    else { return false }
    ledger.noteOffset(
      geometry.bounds.origin, shown: geometry.offsetBeforeProgrammaticScroll,
      userScrollCount: geometry.userScrollCount)
    return true
  }
}

/// The reading of a layout pass that found nothing changed.
final class QuietPass {
  let reading: ContainerGeometry

  init(_ reading: ContainerGeometry) {
    self.reading = reading
  }

  /// Whether `geometry` has this pass's layout, compared in place (no copy of the reading).
  @inline(__always)
  func hasLayout(of geometry: borrowing ContainerGeometry) -> Bool {
    reading.hasLayout(of: geometry)
  }
}

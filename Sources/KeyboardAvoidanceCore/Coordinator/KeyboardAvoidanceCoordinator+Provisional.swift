import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Provisional moves: a focus change or a refresh solved with the keyboard as it is, which a
/// keyboard notification that follows — at once, or while the move still glides (review N17) —
/// solves again from where the screen shows content (``ProvisionalGlide``).
extension KeyboardAvoidanceCoordinator {
  /// Whether the provisional move begun at `start` still glides `now`.
  func glides(since start: (offset: CGPoint, time: TimeInterval)?, now: TimeInterval)
    -> Bool
  {
    guard let start, let duration = provisionalGlide?.animation?.duration else { return false }
    return now - start.time > 0 && now - start.time < duration
  }

  /// Where the screen shows the provisional move begun at `start` `now`: where it started, at
  /// once; along its glide after (``ProvisionalGlide``).
  func shown(since start: (offset: CGPoint, time: TimeInterval)?, now: TimeInterval)
    -> CGPoint?
  {
    start.map { provisionalGlide?.shown(from: $0.offset, after: now - $0.time) ?? $0.offset }
  }

  /// Solves for a focus change or a refresh; when it moved content, remembers where from, so
  /// that a keyboard notification following at once solves again from there.
  func updateProvisionally(
    cause: AvoidanceUpdate.Cause, animation: KeyboardAnimation?, now: TimeInterval,
    from start: CGPoint? = nil
  ) {
    let before = start ?? self.reading()?.shownOffset
    let updates = statistics.updates
    update(cause: cause, animation: animation, scrolls: true, startOffset: start)
    let moved = statistics.updates != updates && lastUpdate?.contentOffset != nil
    provisionalStart = moved ? before.map { ($0, now) } : nil
    provisionalGlide =
      moved ? lastUpdate?.contentOffset.map { ProvisionalGlide(to: $0, animation: animation) } : nil
  }
}

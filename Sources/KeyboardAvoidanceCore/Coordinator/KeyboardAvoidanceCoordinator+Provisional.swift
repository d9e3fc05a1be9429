import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Provisional moves: a focus change or a refresh solved with the keyboard as it is, which a
/// keyboard notification that follows — at once, or while the move still glides (review N17) —
/// solves again from where the screen shows content (``ProvisionalGlide``).
extension KeyboardAvoidanceCoordinator {
  /// Whether the provisional move begun at `start` still glides `now`: where the host says
  /// where the screen shows content, whether that is short of where the move is going — UIKit
  /// may run the glide's curve longer than asked (§1.1) — else whether its duration is over.
  func glides(since start: (offset: CGPoint, time: TimeInterval)?, now: TimeInterval)
    -> Bool
  {
    guard let start, let glide = provisionalGlide, let duration = glide.animation?.duration,
      now > start.time
    else { return false }
    if let presented = reading()?.presentedOffset {
      return !presented.isWithinNoise(of: glide.to)
    }
    return now - start.time < duration
  }

  /// Where the screen shows the provisional move begun at `start` `now`: where it started, at
  /// once; after, where the host says the screen shows content, or along its glide as asked
  /// (``ProvisionalGlide``).
  func shown(since start: (offset: CGPoint, time: TimeInterval)?, now: TimeInterval)
    -> CGPoint?
  {
    guard let start else { return nil }
    if now > start.time, provisionalGlide?.animation != nil,
      let presented = reading()?.presentedOffset
    {
      return presented
    }
    return provisionalGlide?.shown(from: start.offset, after: now - start.time) ?? start.offset
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

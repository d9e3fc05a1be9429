import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A drag that ends with speed: after the finger lifts, the scroll view goes on moving the
/// content by itself, once per display frame, slowing down, with `isDecelerating` set until it
/// stops (§11.1 of the article "UIKit's keyboard behaviours": the user's scrolls include
/// deceleration). A finger on the content stops it, and so does `setContentOffset(_:animated:
/// false)` (the usual way to stop a deceleration); the plain `contentOffset` setter does not.
///
/// Assumptions (**[U]**): the world takes 0.5 s and an ease-out curve, and clamps a flick to the
/// range instead of bouncing at its end; a drag let go past an edge springs back over the same
/// 0.5 s (`WorldScrollView+Bounce.swift`).
extension WorldScrollView {
  /// How long the world's deceleration lasts.
  static let decelerationDuration: TimeInterval = 0.5

  /// The content goes on by `distance` points after the finger lifted: one step per display
  /// frame, `isDecelerating` until the last.
  /// With `clamps` false (a bounce back from past an edge), the frames go where the curve
  /// takes them, outside the range included.
  package func decelerate(by distance: CGFloat, clamps: Bool = true) {
    stopDeceleration()
    guard distance.isFinite, abs(distance) > Tolerance.points, let world else { return }
    deceleration = Deceleration(from: contentOffset.y, distance: distance, clamps: clamps)
    isDecelerating = true
    world.startFrameClock(owner: decelerationClock) { [weak self] _, target in
      self?.decelerationFrame(at: target)
    }
  }

  /// Stops a deceleration under way where it is.
  package func stopDeceleration() {
    guard deceleration != nil else { return }
    deceleration = nil
    isDecelerating = false
    world?.stopFrameClock(owner: decelerationClock)
    scheduleIndicatorFade()
  }

  private func decelerationFrame(at time: TimeInterval) {
    guard var motion = deceleration, let world else {
      stopDeceleration()
      return
    }
    let start = motion.start ?? (time - World.frameInterval)
    motion.start = start
    deceleration = motion
    let elapsed = min(1, (time - start) / Self.decelerationDuration)
    let progress = 1 - pow(1 - CGFloat(elapsed), 3)
    let moved = motion.from + motion.distance * progress
    // A bounce back comes from outside the range: clamped, it would be there at once.
    let target = motion.clamps ? clampedOffset(moved) : moved
    if abs(target - contentOffset.y) > Tolerance.noise {
      foreignScrollCount += 1
      userScrollCount += 1
    }
    contentOffset.y = target
    showVerticalIndicator()
    if elapsed >= 1 { stopDeceleration() }
    world.layoutPass()
  }
}

/// A deceleration's start, length and first frame.
struct Deceleration {
  var from: CGFloat
  var distance: CGFloat
  /// Whether each frame is clamped to the range (a bounce back's are not).
  var clamps: Bool
  var start: TimeInterval?
}

/// The owner of a scroll view's deceleration frames.
final class DecelerationClock {}

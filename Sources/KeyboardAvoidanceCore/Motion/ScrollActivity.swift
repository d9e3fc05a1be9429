#if canImport(CoreGraphics)
  import CoreGraphics
#else
  import Foundation
#endif

/// What a scroll view says of the user's hands on it, read as UIKit reports it: `isTracking`,
/// `isDragging` and `isDecelerating` (§11.1 of the article "UIKit's keyboard behaviours").
///
/// The core decides from them who moves content: a touch alone (`isTracking`) is no scroll —
/// UIKit may scroll a tapped field into view meanwhile — while a drag, and the deceleration
/// that follows a drag with speed, are the user's. The pan's translation tells a change under a
/// dragging finger that followed the finger from one UIKit's animated scroll ran meanwhile.
///
/// ```swift
/// let activity = ScrollActivity(isTracking: true, isDragging: true, isDecelerating: false)
/// activity.isUserScrolling  // true
/// ```
package struct ScrollActivity: Sendable, Hashable, Codable {
  /// `isTracking`: a finger touches the content.
  package var isTracking: Bool
  /// `isDragging`: the finger has moved the content.
  package var isDragging: Bool
  /// `isDecelerating`: the content still moves after the finger lifted.
  package var isDecelerating: Bool
  /// The vertical translation of the scroll view's pan (`panGestureRecognizer.translation(in:)`,
  /// the total since the gesture began); `nil` where it was not read (an older trace). It
  /// changes only when the finger moves (§11.1).
  package var fingerTranslation: CGFloat?

  /// Creates a reading of the three flags and the pan's translation.
  package init(
    isTracking: Bool = false, isDragging: Bool = false, isDecelerating: Bool = false,
    fingerTranslation: CGFloat? = nil
  ) {
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
    self.fingerTranslation = fingerTranslation
  }

  /// Whether a finger is on the content: touching or dragging it.
  package var isFingerOnContent: Bool { isTracking || isDragging }

  /// Whether the user scrolls the content now: dragging it, or it decelerates after a drag.
  package var isUserScrolling: Bool { isDragging || isDecelerating }

  /// Whether the user has let go of the content: no touch, no drag, no deceleration.
  package var isLetGo: Bool { !isTracking && !isDragging && !isDecelerating }
}

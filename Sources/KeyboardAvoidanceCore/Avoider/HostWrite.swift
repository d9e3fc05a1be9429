import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One write the core asks a host to make to its container, whole: which properties to set,
/// and how. The host sets exactly what is not `nil` and decides nothing.
///
/// - ``startOffset`` first, without animation — with `setContentOffset(_:animated: false)` on a
///   scroll view, which also stops a scroll UIKit is animating — so an animation starts where
///   the screen shows content;
/// - then ``contentSize``, ``contentInset``, ``indicatorInsets`` and ``contentOffset`` (a plain
///   view's bounds' origin), inside an animation with ``animation``'s duration and curve when
///   it has one, at once otherwise.
///
/// ```swift
/// func write(_ write: HostWrite) {
///   if let start = write.startOffset { scrollView.setContentOffset(start, animated: false) }
///   let changes = { if let inset = write.contentInset { scrollView.contentInset = … } … }
///   guard let animation = write.animation else { return changes() }
///   UIView.animate(withDuration: animation.duration, … , animations: changes)
/// }
/// ```
package struct HostWrite: Sendable, Equatable {
  /// The offset to set first, without animation, or `nil`.
  package var startOffset: CGPoint?
  /// The content size to set, or `nil` to leave it.
  package var contentSize: CGSize?
  /// The content inset to set, or `nil` to leave it.
  package var contentInset: AvoidanceInsets?
  /// The vertical scroll indicator insets to set, or `nil` to leave them.
  package var indicatorInsets: AvoidanceInsets?
  /// The content offset (a plain view's bounds' origin) to set, or `nil` to leave it.
  package var contentOffset: CGPoint?
  /// The animation to write in; `nil` writes at once (inside whatever animation the app or
  /// UIKit is running, such as a rotation's).
  package var animation: KeyboardAnimation?
  /// An animation to run the host's pacer in — an invisible view animated from 0 to 1, started
  /// afresh, with ``overridesInheritedAnimation`` as for ``animation`` — or `nil`. A list moved
  /// frame by frame (``ListMotion``) follows what the screen shows of it (``ScrollState/pace``):
  /// UIKit may run the keyboard's curve for a time of its own, not the duration asked (§1.1).
  package var pace: KeyboardAnimation?
  /// Whether the animation keeps its own duration and curve inside an animation the app or
  /// UIKit is running (`.overrideInheritedDuration`, `.overrideInheritedCurve`).
  package var overridesInheritedAnimation = false
  /// Whether this write gives the engine's part back (for the world's bookkeeping; a host
  /// writes it the same way).
  package var isRelease = false
  /// Whether this is one display frame of a list's move (``ListMotion``).
  package var isFrame = false
  /// Whether the write only sets ``startOffset`` where the offset is, to stop a scroll UIKit is
  /// animating (``ContainerAvoidance/stopSystemScroll()``; for the world's bookkeeping, a host
  /// writes it the same way).
  package var stopsScrolling = false

  /// Creates a write that changes nothing yet.
  package init() {}

  /// Whether the write changes anything.
  package var isEmpty: Bool {
    startOffset == nil && contentSize == nil && contentInset == nil && indicatorInsets == nil
      && contentOffset == nil && pace == nil
  }
}

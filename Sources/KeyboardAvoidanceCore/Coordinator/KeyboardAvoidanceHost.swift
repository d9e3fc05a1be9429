/// A container the coordinator drives: what you implement to run the engine yourself (the
/// package's own avoider implements it once for UIKit and the headless world).
///
/// A host reads geometry and applies updates; it decides nothing. Apply every update in the
/// same run-loop turn as the event that caused it, inside an animation with the update's
/// duration and curve (`curve << 16` as `UIView.AnimationOptions`), or immediately when the
/// update has no animation or a zero duration.
///
/// ```swift
/// final class MyHost: KeyboardAvoidanceHost {
///   func avoidanceGeometry() -> ContainerGeometry? { … }
///   func applyAvoidance(_ update: AvoidanceUpdate) { … }
/// }
/// ```
public protocol KeyboardAvoidanceHost: AnyObject {
  /// The container's geometry now, or `nil` when it is not in a window.
  func avoidanceGeometry() -> ContainerGeometry?
  /// Writes the update's insets and offset to the container.
  func applyAvoidance(_ update: AvoidanceUpdate)
  /// The engine decided a focus change without moving content: a scroll UIKit is animating to
  /// show the new first responder stops where it is (`setContentOffset(_:animated: false)` with
  /// the current offset), so the screen shows one judgment of where the field belongs.
  func stopSystemScroll()
}

extension KeyboardAvoidanceHost {
  /// Does nothing: a host without UIKit's scrolling has nothing to stop.
  public func stopSystemScroll() {}
}

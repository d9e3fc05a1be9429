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
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a host reads of VoiceOver's cursor while VoiceOver runs: the element it is on, as a
/// view, and that element's frame (`accessibilityFrame`, in screen coordinates) converted into
/// the container's bounds coordinates.
///
/// An element that is no view (a `UIAccessibilityElement` of a custom control) is read as the
/// nearest view of its accessibility container chain, with its own frame. Whether the cursor
/// concerns the container — an element inside it other than the focused field — is the core's
/// to decide (``ContainerAvoidance``'s geometry, then the solver: VoiceOver's element leads,
/// see `AvoidanceTargets.voiceOverCursor`).
package struct VoiceOverCursorReading<View: AnyObject> {
  /// The element's view, or the nearest view holding it.
  package var view: View
  /// The element's frame in the container's bounds coordinates.
  package var frame: CGRect

  /// Creates a reading.
  package init(view: View, frame: CGRect) {
    self.view = view
    self.frame = frame
  }
}

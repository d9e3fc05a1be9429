import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The parts of a geometry reading that matter for a layout-triggered solve: everything but the
/// content offset, so that the user's own scrolling never triggers a scroll back.
struct LayoutKey: Equatable {
  /// What decides where the target must be: the screen, window, container, keyboard and target,
  /// and the safe-area part UIKit adds to the insets — it appears when content grows taller than
  /// the container under `.scrollableAxes` (§3.1) and moves the visible region's top.
  struct Placement: Equatable {
    let environment: KeyboardEnvironment
    let frameInWindow: CGRect
    let size: CGSize
    let focus: AvoidanceTargets?
    let keyboard: CGRect
    let systemInset: AvoidanceInsets
  }
  let placement: Placement
  let contentSize: CGSize
  let subviewsExtent: CGSize?
  let insets: ScrollInsets
  let adjusted: AvoidanceInsets

  init(geometry: ContainerGeometry, keyboard: CGRect) {
    placement = Placement(
      environment: geometry.environment, frameInWindow: geometry.frameInWindow,
      size: geometry.bounds.size, focus: geometry.focus, keyboard: keyboard,
      systemInset: geometry.systemContentInset)
    contentSize = geometry.contentSize
    subviewsExtent = geometry.subviewsExtent
    insets = geometry.scrollInsets
    adjusted = geometry.adjustedContentInset
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The parts of a geometry reading that matter for a layout-triggered solve: everything but the
/// content offset, so that the user's own scrolling never triggers a scroll back.
struct LayoutKey: Equatable, Codable {
  /// What decides where the target must be: the screen, window, container, keyboard and target,
  /// and the safe-area part UIKit adds to the insets — it appears when content grows taller than
  /// the container under `.scrollableAxes` (§3.1) and moves the visible region's top. That part
  /// is worked out as one inset less another, so it is compared but for arithmetic noise: an app
  /// setting its inset on every layout would otherwise move it in its last bits, and each such
  /// pass would scroll back a user's scroll (fuzz 7/37582).
  struct Placement: Equatable, Codable {
    let environment: KeyboardEnvironment
    let frameInWindow: CGRect
    let size: CGSize
    let focus: AvoidanceTargets?
    let keyboard: CGRect
    let systemInset: AvoidanceInsets

    /// Whether a reading has this placement, compared field by field without building a key
    /// (no copy of the targets, no retain of their companions).
    @inline(__always)
    func matches(_ geometry: ContainerGeometry, keyboard: CGRect) -> Bool {
      self.keyboard.isSame(as: keyboard) && size == geometry.bounds.size
        && frameInWindow.isSame(as: geometry.frameInWindow)
        && AvoidanceTargets.same(focus, geometry.focus)
        && environment.screen.isSame(as: geometry.environment.screen)
        && environment.window.isSame(as: geometry.environment.window)
        && systemInset.isClose(to: geometry.systemContentInset, tolerance: Tolerance.noise)
    }
  }
  let placement: Placement
  let contentSize: CGSize
  let subviewsExtent: CGSize?
  let insets: ScrollInsets
  let adjusted: AvoidanceInsets

  /// Whether a reading has this key: what every frame of a user's scroll asks, so nothing is
  /// built or copied to answer it.
  @inline(__always)
  func matches(_ geometry: ContainerGeometry, keyboard: CGRect) -> Bool {
    contentSize == geometry.contentSize && insets == geometry.scrollInsets
      && adjusted == geometry.adjustedContentInset && subviewsExtent == geometry.subviewsExtent
      && placement.matches(geometry, keyboard: keyboard)
  }

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

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A `KeyboardAvoidingScrollView` whose app never set a content size — the TPKeyboardAvoiding
/// way, fields placed straight in it (§11.1) — lets the user scroll to every field while the
/// keyboard is up, and has its own size back after the hide.
extension InvariantChecker {
  /// Whether the container sizes its content to its subviews: a subclass scroll view.
  private var sizesContent: Bool {
    stage.setup.mode == .subclass && stage.container is WorldScrollView
      && !(stage.container is WorldListView)
  }

  /// While the engine has its inset applied: the offsets the user can reach show the last of
  /// the subviews; `nil` where the container does not size its content, and while the user's
  /// finger is on the content — the subviews are measured once it rests (§11.1: turned off
  /// under the finger, the scroll indicator would vanish while in use).
  func reachabilityCheck() -> InvariantCheck? {
    guard sizesContent, let scrollView = stage.container as? WorldScrollView,
      stage.setup.configuration.isEnabled, scrollView.contentInset.bottom > appInset.bottom,
      !(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
    else { return nil }
    let extent = scrollView.subviewsExtent.height
    let reach =
      scrollView.verticalOffsetRange.upperBound + scrollView.bounds.height
      - scrollView.adjustedContentInset.bottom
    return InvariantCheck(
      name: "every field reachable", passed: reach >= extent - tolerance,
      detail: "scrolls to \(format(reach)) of \(format(extent))")
  }

  /// After the hide: the content size is the app's again — zero where the app set none.
  func contentSizeRestored() -> (passed: Bool, detail: String)? {
    guard sizesContent, !stage.setup.appSetsContentSize,
      let scrollView = stage.container as? WorldScrollView
    else { return nil }
    let size = scrollView.contentSize
    return (size == .zero, "content size \(format(size.width))×\(format(size.height)) vs none")
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ContainerGeometry {
  /// Whether a vertical offset `y` is in the range the container's content has now, under the
  /// adjusted inset it reads (§3.4), within the arithmetic's noise.
  func rangeReaches(_ y: CGFloat) -> Bool {
    let range = ScrollGeometry.verticalOffsetRange(
      contentHeight: contentSize.height, boundsHeight: bounds.height,
      adjusted: adjustedContentInset)
    return y >= range.lowerBound - Tolerance.points && y <= range.upperBound + Tolerance.points
  }

  /// The readings' properties that say where content is scrolled to, not how it is laid out.
  static let scrollPositionProperties: Set<String> = [
    "bounds.origin", "offsetBeforeProgrammaticScroll", "shownTopOffset", "presentedOffset",
    "movingTo", "userScrollCount", "isUserScrolling",
  ]

  /// Whether `other` is this reading scrolled elsewhere: equal in every property but the
  /// ``scrollPositionProperties``, exactly (a `NaN` anywhere is never equal).
  ///
  /// Compared property by property in place: every frame of a user's scroll asks, and a copy
  /// of a reading costs more than the comparison. A core test fails when a stored property is
  /// added and not compared here.
  @inline(__always)
  func hasLayout(of other: ContainerGeometry) -> Bool {
    bounds.size.isSame(as: other.bounds.size) && contentSize.isSame(as: other.contentSize)
      && contentInset == other.contentInset && adjustedContentInset == other.adjustedContentInset
      && verticalIndicatorInsets == other.verticalIndicatorInsets
      && AvoidanceTargets.same(focus, other.focus)
      && frameInWindow.isSame(as: other.frameInWindow)
      && environment.screen.isSame(as: other.environment.screen)
      && environment.window.isSame(as: other.environment.window)
      && safeAreaInsets == other.safeAreaInsets
      && windowSafeAreaBottom == other.windowSafeAreaBottom
      && automaticallyAdjustsIndicatorInsets == other.automaticallyAdjustsIndicatorInsets
      && isScrollable == other.isScrollable && pinnedHeight == other.pinnedHeight
      && pinnedTop == other.pinnedTop && isSystemAvoiding == other.isSystemAvoiding
      && isSystemAdjustedList == other.isSystemAdjustedList
      && addsVerticalSafeAreaOnlyWhenScrolling == other.addsVerticalSafeAreaOnlyWhenScrolling
      && Self.same(subviewsExtent, other.subviewsExtent)
  }

  @inline(__always)
  private static func same(_ a: CGSize?, _ b: CGSize?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.isSame(as: b)
  }

  /// Where UIKit takes content at `offset`, resting at its top, once the adjusted top inset
  /// becomes `top`: to the new top (UIKit article §3.4) — as when the content size the engine
  /// writes makes content scrollable under `.scrollableAxes` and the safe area's top part
  /// appears (§3.2). `nil` when content rests elsewhere or the top stays.
  func followedTop(from offset: CGPoint, adjustedTop top: CGFloat) -> CGPoint? {
    guard top.isFinite, abs(offset.y + adjustedContentInset.top) <= Tolerance.points,
      abs(top - adjustedContentInset.top) > Tolerance.points
    else { return nil }
    return CGPoint(x: offset.x, y: -top)
  }
}

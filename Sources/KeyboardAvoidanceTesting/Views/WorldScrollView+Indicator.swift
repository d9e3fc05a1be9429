import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// UIKit's vertical scroll indicator: a subview of the scroll view (of a UIKit-private class),
/// in front of the content, thin, at the trailing edge, placed in the part of the content the
/// scroll view shows — shown while the user scrolls and for a short while after
/// (`flashScrollIndicators()` shows it too), then faded out to nothing; setting
/// `showsVerticalScrollIndicator` to `false` takes it out of the scroll view at once (§11.1 of
/// the article "UIKit's keyboard behaviours"). It is a real subview: whatever walks a scroll
/// view's subviews sees it, as on a device.
///
/// Assumptions (**[U]**): the world's indicator is 3 pt thick, 3 pt from the edges, at least
/// 36 pt long, shown until 0.5 s after the content comes to rest, then its alpha drops to 0 at
/// once (UIKit animates the fade), staying a subview; once the flag is `true` again it comes
/// back the next time it shows, not at once.
extension WorldScrollView {
  /// How long the indicator stays after the content comes to rest.
  static let indicatorLingers: TimeInterval = 0.5
  /// The indicator's thickness and its distance from the scroll view's edges.
  static let indicatorThickness: CGFloat = 3
  /// The shortest the indicator gets.
  static let indicatorMinimumLength: CGFloat = 36

  /// The scroll view's vertical indicator while it is one of its subviews, shown or faded.
  package var shownVerticalIndicator: WorldView? {
    guard let indicator = verticalIndicator, indicator.superview === self else { return nil }
    return indicator
  }

  /// `flashScrollIndicators()`: the indicator shows for a short while.
  public func flashScrollIndicators() {
    showVerticalIndicator()
    scheduleIndicatorFade()
  }

  /// The indicator shows (the user's scroll moved content): added in front if it is not a
  /// subview, opaque, placed where the content shows now. Nothing when the flag is off.
  func showVerticalIndicator() {
    guard showsVerticalScrollIndicator else { return }
    let indicator = verticalIndicator ?? WorldView(name: "\(name).verticalScrollIndicator")
    verticalIndicator = indicator
    indicatorFade += 1
    if indicator.superview !== self { addSubview(indicator) }
    indicator.alpha = 1
    placeVerticalIndicator()
  }

  /// The content came to rest: the indicator fades once it has lingered, unless it showed again.
  func scheduleIndicatorFade() {
    guard let world, shownVerticalIndicator != nil else { return }
    indicatorFade += 1
    let fade = indicatorFade
    world.schedule(after: Self.indicatorLingers) { [weak self] in
      guard let self, self.indicatorFade == fade, !self.isTracking, !self.isDecelerating else {
        return
      }
      self.verticalIndicator?.alpha = 0
    }
  }

  /// The flag turned off: the indicator leaves the scroll view at once.
  func flagDidChange() {
    if !showsVerticalScrollIndicator { verticalIndicator?.removeFromSuperview() }
  }

  /// Places the indicator in the visible part of the content, inside the indicator insets (and
  /// the safe area, with `automaticallyAdjustsScrollIndicatorInsets`), at the trailing edge;
  /// its length is the visible share of the content, its place the offset's share of the range.
  func placeVerticalIndicator() {
    guard let indicator = shownVerticalIndicator else { return }
    let system = automaticallyAdjustsScrollIndicatorInsets ? systemContentInset : .zero
    let insets = verticalScrollIndicatorInsets + system
    let margin = Self.indicatorThickness
    let trackTop = contentOffset.y + insets.top + margin
    let track = max(0, bounds.height - insets.top - insets.bottom - 2 * margin)
    let adjusted = adjustedContentInset
    let shown = bounds.height - adjusted.top - adjusted.bottom
    let share = contentSize.height > 0 ? min(1, max(0, shown / contentSize.height)) : 1
    let length = min(track, max(Self.indicatorMinimumLength, track * share))
    let range = verticalOffsetRange
    let span = range.upperBound - range.lowerBound
    let progress = span > 0 ? min(1, max(0, (contentOffset.y - range.lowerBound) / span)) : 0
    let x =
      layoutDirection == .rightToLeft
      ? contentOffset.x + insets.left + margin
      : contentOffset.x + bounds.width - insets.right - 2 * margin
    indicator.frame = CGRect(
      x: x, y: trackTop + (track - length) * progress, width: margin, height: length)
  }
}

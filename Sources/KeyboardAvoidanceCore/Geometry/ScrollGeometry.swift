import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The arithmetic of a scroll view's offset range, shared by the solver, the inset bookkeeping
/// and the headless world.
///
/// `contentOffset.y` runs from `-adjustedContentInset.top` to `max(that, contentSize.height +
/// adjustedContentInset.bottom - bounds.height)`; short content collapses the range to its top (§3
/// of the article “UIKit's keyboard behaviours”; forgetting the top inset in the upper bound was a
/// real bug in an existing library).
///
/// ```swift
/// let range = ScrollGeometry.verticalOffsetRange(
///   contentHeight: 1400, boundsHeight: 852, adjustedTop: 103, adjustedBottom: 34)
/// // -103...582
/// ```
package enum ScrollGeometry {
  /// The top a resting place `rest` is at, when it is at `top` (the offset, or a SwiftUI content
  /// frame's `minY`, of content at its top); `nil` when it is below it.
  package static func top(ofRest rest: CGFloat, at top: CGFloat) -> CGFloat? {
    abs(rest - top) <= Tolerance.points ? top : nil
  }

  /// Where content goes back to: `rest`, or — when it rested at its top (`restingTop`, from
  /// ``top(ofRest:at:)``) — as far from `top`, the top now (a top inset changed meanwhile, a
  /// rotation, moved it; §10.5 of the UIKit article).
  package static func place(_ rest: CGFloat, restingTop: CGFloat?, top: CGFloat) -> CGFloat {
    restingTop.map { rest - $0 + top } ?? rest
  }

  /// The valid range of the vertical content offset.
  package static func verticalOffsetRange(
    contentHeight: CGFloat, boundsHeight: CGFloat, adjustedTop: CGFloat, adjustedBottom: CGFloat
  ) -> ClosedRange<CGFloat> {
    let lower = -adjustedTop.finiteOrZero
    let upper =
      contentHeight.finiteOrZero + adjustedBottom.finiteOrZero - boundsHeight.finiteOrZero
    return lower...max(lower, upper)
  }

  /// The valid range of the vertical content offset under an adjusted inset.
  package static func verticalOffsetRange(
    contentHeight: CGFloat, boundsHeight: CGFloat, adjusted: AvoidanceInsets
  ) -> ClosedRange<CGFloat> {
    verticalOffsetRange(
      contentHeight: contentHeight, boundsHeight: boundsHeight, adjustedTop: adjusted.top,
      adjustedBottom: adjusted.bottom)
  }

  /// The offset that puts `rect` (in content coordinates) in the middle of bounds
  /// `boundsHeight` tall, within `range`: how navigation brings in a row that the least scroll
  /// leaves outside the bounds (an inset that makes the list take it for visible).
  package static func offsetCentering(
    _ rect: CGRect, boundsHeight: CGFloat, range: ClosedRange<CGFloat>
  ) -> CGFloat {
    clamp(rect.midY - boundsHeight / 2, to: range)
  }

  /// `value` clamped into `range`.
  package static func clamp(_ value: CGFloat, to range: ClosedRange<CGFloat>) -> CGFloat {
    value.finiteOrZero.clamped(range.lowerBound, range.upperBound)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A call of SwiftUI's `ScrollViewProxy.scrollTo(_:anchor:)` that puts content exactly where
/// the solver wants it: a zero-height marker placed ``markerY`` points below the content's top,
/// its centre ``markerX`` points from the content's leading edge, scrolled to with the anchor
/// `UnitPoint(x: 0.5, y: anchorY)`.
///
/// The anchor is ``ScrollAnchor/agreementY(top:bottom:height:)``, where both readings of the
/// documented rule agree, so the content lands at ``contentMinY`` whichever SwiftUI uses; the
/// offset is inside the scroll view's range, so it lands there whether or not `scrollTo`
/// clamps (§3 of the SwiftUI article).
public struct ScrollToRequest: Sendable, Equatable {
  /// Where the marker goes, in points below the content's top.
  public var markerY: CGFloat
  /// Where the marker's centre goes across, in points from the content's leading edge: the
  /// middle of what shows now, so that the anchor's `x` of 0.5 leaves content where it is
  /// across (`scrollTo` aligns both axes; a marker at the content's middle scrolled a
  /// horizontally scrolling view to its centre).
  public var markerX: CGFloat
  /// The unit `y` of the anchor.
  public var anchorY: Double
  /// Where the content's top will be in the scroll view's coordinate space (minus the content
  /// offset in UIKit's terms).
  public var contentMinY: CGFloat
  /// What the solver made of the targets.
  public var outcome: AvoidanceAdjustment.Outcome

  /// Creates a request.
  public init(
    markerY: CGFloat, markerX: CGFloat, anchorY: Double, contentMinY: CGFloat,
    outcome: AvoidanceAdjustment.Outcome
  ) {
    self.markerY = markerY
    self.markerX = markerX
    self.anchorY = anchorY
    self.contentMinY = contentMinY
    self.outcome = outcome
  }
}

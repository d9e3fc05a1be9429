import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The anchor for SwiftUI's `ScrollViewProxy.scrollTo(_:anchor:)` that puts a view exactly
/// where the solver wants it.
///
/// `scrollTo` with an anchor aligns the same unit point of the view and of the scroll view
/// (§3 of the SwiftUI article): with anchor `y`, the view's point at `y · viewHeight` lands
/// at `y · scrollHeight`. For the view's top to land `top` points below the scroll view's top,
/// `y = top / (scrollHeight − viewHeight)`; a zero-height marker needs `y = top / scrollHeight`.
///
/// ```swift
/// if let y = ScrollAnchor.unitY(top: 120, viewHeight: 44, scrollHeight: 600) {
///   proxy.scrollTo(fieldID, anchor: UnitPoint(x: 0.5, y: y))
/// }
/// ```
public enum ScrollAnchor {
  /// The unit `y` of the anchor that puts the top of a view `viewHeight` tall `top` points
  /// below the top of a scroll view `scrollHeight` tall; `nil` when no anchor can (the view is
  /// at least as tall as the scroll view, the place is outside it, or a number is not finite).
  public static func unitY(top: CGFloat, viewHeight: CGFloat, scrollHeight: CGFloat) -> Double? {
    guard top.isFinite, viewHeight.isFinite, scrollHeight.isFinite, viewHeight >= 0,
      scrollHeight > 0
    else { return nil }
    let room = scrollHeight - viewHeight
    if viewHeight == 0 {
      guard top >= 0, top <= scrollHeight else { return nil }
      return Double(top / scrollHeight)
    }
    guard room > 0, top >= -Tolerance.points, top <= room + Tolerance.points else { return nil }
    return Double(min(max(top / room, 0), 1))
  }
}

extension ScrollAnchor {
  /// The unit `y` at which both readings of "the scroll view" in `scrollTo(_:anchor:)` agree.
  ///
  /// Apple's documentation does not say whether the unit point is taken on the scroll view's
  /// frame or on the region inside its safe-area insets (§3 of the SwiftUI article, [U]).
  /// With insets `top` and `bottom` and a frame `height` tall, the frame's point at
  /// `y · height` and the inner region's point at `top + y · (height − top − bottom)` are the
  /// same point exactly when `y = top / (top + bottom)`: an anchor there lands a marker at the
  /// same place whichever reading SwiftUI uses. With no insets the readings are one, and the
  /// top (`0`) is returned; `nil` when a number is not finite or the insets leave no room.
  ///
  /// ```swift
  /// ScrollAnchor.agreementY(top: 103, bottom: 336, height: 852)  // ≈ 0.235
  /// ```
  public static func agreementY(top: CGFloat, bottom: CGFloat, height: CGFloat) -> Double? {
    guard top.isFinite, bottom.isFinite, height.isFinite, top >= 0, bottom >= 0,
      top + bottom < height
    else { return nil }
    let insets = top + bottom
    return insets > 0 ? Double(top / insets) : 0
  }
}

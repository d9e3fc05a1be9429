import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The anchor for SwiftUI's `ScrollViewProxy.scrollTo(_:anchor:)` that puts a view exactly
/// where the solver wants it.
///
/// `scrollTo` with an anchor aligns the same unit point of the view and of the scroll view
/// (§3 of the SwiftUI facts sheet): with anchor `y`, the view's point at `y · viewHeight` lands
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

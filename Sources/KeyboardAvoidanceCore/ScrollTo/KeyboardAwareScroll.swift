import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The decision of a SwiftUI scroll view that keeps its focused field in view: where to scroll,
/// by the same solver and policies as UIKit containers, and the `scrollTo` call that gets there.
///
/// SwiftUI's keyboard safe area is counted as already covered (§1 of the SwiftUI article):
/// the region the field must end in is the scroll view less its safe-area insets, so the
/// keyboard SwiftUI leaves out is never left out twice, and no inset is added. Padding and
/// companions are kept as in UIKit containers (``AvoidanceSolver``).
///
/// ```swift
/// if let request = KeyboardAwareScroll.request(for: reading, padding: 12, policy: .minimal) {
///   markerY = request.markerY  // then, once laid out:
///   proxy.scrollTo(markerID, anchor: UnitPoint(x: 0.5, y: request.anchorY))
/// }
/// ```
public enum KeyboardAwareScroll {
  /// The scroll that shows `reading`'s targets with `padding` under `policy`, or `nil` when
  /// content should stay where it is: no targets, nothing to move (within half a point), no
  /// room between the insets, or a reading with numbers that are not finite.
  ///
  /// `startMinY`, when given, is where the content's top was before a move of the library's
  /// that this one corrects (a keyboard that announced another height): the least scroll is
  /// measured from there, not from where the first move left content.
  public static func request(
    for reading: ScrollViewReading, padding: CGFloat, policy: ScrollPolicy,
    startMinY: CGFloat? = nil
  ) -> ScrollToRequest? {
    let size = reading.size
    let content = reading.contentFrame
    let insets = reading.safeAreaInsets
    guard var targets = reading.targets, size.width.isFinite, size.height.isFinite,
      size.height > 0, content.isFiniteRect, insets.isFinite,
      let anchorY = ScrollAnchor.agreementY(
        top: insets.top, bottom: insets.bottom, height: size.height)
    else { return nil }
    // Into content coordinates: the offset is minus the content's top.
    let offset = -content.minY
    targets = targets.shifted(by: offset)
    var snapshot = AvoidanceSnapshot(
      bounds: CGRect(x: 0, y: offset, width: size.width, height: size.height),
      frameInWindow: CGRect(origin: .zero, size: size), contentSize: content.size,
      systemContentInset: insets, safeAreaInsets: insets, targets: targets,
      padding: targets.padding(or: padding),
      policy: policy, clampsOffset: false,
      startOffset: startMinY.flatMap { $0.isFinite ? CGPoint(x: 0, y: -$0) : nil })
    snapshot.keyboardCoveredBySystem = true
    snapshot.systemKeyboardInset = 0
    let adjustment = AvoidanceSolver.solve(snapshot)
    // In the scroll view's range: SwiftUI's `scrollTo` may not clamp (§3 of the SwiftUI
    // article), and content past the end would stay there.
    let range = ScrollGeometry.verticalOffsetRange(
      contentHeight: content.height, boundsHeight: size.height, adjusted: insets)
    let y = ScrollGeometry.clamp(adjustment.contentOffset.y, to: range)
    guard adjustment.movesContent, abs(y - offset) > Tolerance.points else { return nil }
    return ScrollToRequest(
      markerY: y + CGFloat(anchorY) * size.height, markerX: markerX(for: reading),
      anchorY: anchorY, contentMinY: -y,
      outcome: adjustment.outcome)
  }
}

extension KeyboardAwareScroll {
  /// The scroll that puts the content's top at `contentMinY` in the scroll view's coordinate
  /// space (kept in the scroll view's range), or `nil` when content is there already or a
  /// number is not finite.
  public static func request(
    for reading: ScrollViewReading, toContentMinY contentMinY: CGFloat
  ) -> ScrollToRequest? {
    let size = reading.size
    let content = reading.contentFrame
    let insets = reading.safeAreaInsets
    guard contentMinY.isFinite, content.isFiniteRect, insets.isFinite, size.height.isFinite,
      let anchorY = ScrollAnchor.agreementY(
        top: insets.top, bottom: insets.bottom, height: size.height)
    else { return nil }
    let range = ScrollGeometry.verticalOffsetRange(
      contentHeight: content.height, boundsHeight: size.height, adjusted: insets)
    let y = ScrollGeometry.clamp(-contentMinY, to: range)
    guard abs(y + content.minY) > Tolerance.points else { return nil }
    return ScrollToRequest(
      markerY: y + CGFloat(anchorY) * size.height, markerX: markerX(for: reading),
      anchorY: anchorY, contentMinY: -y,
      outcome: .noTarget)
  }
}

extension KeyboardAwareScroll {
  /// The middle of what shows across, from the content's leading edge: where the marker's centre
  /// goes, so that `scrollTo` with the anchor's `x` at 0.5 keeps the content where it is across.
  /// Both readings of the anchor agree on it while the left and right safe-area insets are equal
  /// (§3 of the SwiftUI article); 0 where a number is not finite.
  static func markerX(for reading: ScrollViewReading) -> CGFloat {
    let x = reading.size.width / 2 - reading.contentFrame.minX
    return x.isFinite ? x : 0
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The avoidance solver: a pure function from an ``AvoidanceSnapshot`` to an
/// ``AvoidanceAdjustment``.
///
/// Rules (§10 of the article “UIKit's keyboard behaviours”):
/// - The extra bottom inset is the keyboard's overlap with the container minus what the
///   adjusted inset already covers — never the keyboard's height, never negative (§10.3).
/// - The visible region runs from below the top bars (the larger of the adjusted top inset and
///   the top safe area) to above the keyboard and the bottom bars (the larger of the keyboard's
///   overlap, the bottom safe area and the adjusted bottom inset — less the room the app keeps
///   for bars pinned to the keyboard, which have moved up with it) (§10.1). Bars cover content
///   whether or not `contentInsetAdjustmentBehavior` puts them into the inset.
/// - When the target plus padding fits, it ends fully inside the region; with the default
///   ``ScrollPolicy/minimal`` policy a target that is already inside does not move, and one that
///   is not moves by the least amount (§10.2). Padding is clipped to the content, so a field at
///   the very end of the content still counts as fully shown.
/// - When the field and its companions do not fit, the companions give way, then the padding;
///   when the field itself does not fit, its caret wins, or the field's top when there is no
///   caret.
/// - Where VoiceOver's cursor is on another element of the container, that element leads: it
///   is the target, with the field's padding (`AvoidanceTargets.voiceOverCursor`).
/// - The offset never leaves the valid range: from `-adjustedTop` to
///   `max(that, contentHeight + adjustedBottom - boundsHeight)` (§3); an offset a smaller inset
///   left outside it is brought back (unless ``AvoidanceSnapshot/clampsOffset`` is off).
/// - Nothing moves when no keyboard overlaps the container (unless the container's insets
///   already cover one, ``AvoidanceSnapshot/keyboardCoveredBySystem``), or when the keyboard
///   leaves no room at all below the top bars.
/// - Non-finite inputs are read as zero; the result is always finite.
///
/// ```swift
/// let adjustment = AvoidanceSolver.solve(snapshot)
/// if adjustment.movesContent { scrollView.contentOffset = adjustment.contentOffset }
/// ```
public enum AvoidanceSolver {
  /// Solves one snapshot. Pure, allocation-free and safe for any input.
  public static func solve(_ snapshot: AvoidanceSnapshot) -> AvoidanceAdjustment {
    let bounds = snapshot.bounds.sanitized
    let current = bounds.origin
    let keyboard = snapshot.keyboardFrameInWindow.flatMap { $0.isFiniteRect ? $0 : nil }
    let overlap = KeyboardGeometry.bottomOverlap(
      keyboardInWindow: keyboard, container: snapshot.frameInWindow.sanitized
    ).clamped(0, max(0, bounds.height))

    guard overlap > 0 || snapshot.keyboardCoveredBySystem else {
      return AvoidanceAdjustment(
        bottomInset: 0, indicatorBottomInset: 0, contentOffset: current, movesContent: false,
        outcome: .keyboardClear, animation: snapshot.animation)
    }

    let adjusted = snapshot.adjustedContentInset.sanitized
    let safeArea = snapshot.safeAreaInsets.sanitized
    let extra = max(0, overlap - adjusted.bottom)
    let indicatorBase =
      snapshot.verticalIndicatorInsets.bottom.finiteOrZero
      + (snapshot.automaticallyAdjustsIndicatorInsets ? safeArea.bottom : 0)
    let indicatorExtra = max(0, overlap - indicatorBase)

    // Content whose size is not known yet (zero) is taken to reach the targets' bottom.
    let declared = snapshot.contentSize.height.finiteOrZero
    var targetsBottom: CGFloat = 0
    let targets = snapshot.targets?.ledByVoiceOver
    if let targets, targets.field.isFiniteRect {
      targetsBottom = targets.field.maxY
      for companion in targets.companions where companion.hasArea {
        targetsBottom = max(targetsBottom, companion.maxY)
      }
    }
    let contentHeight = declared > 0 ? declared : max(0, targetsBottom)
    // Where a system adjuster owns the inset, content scrolls as far as its inset reaches and
    // no further (§11.1).
    let scrollable = snapshot.systemKeyboardInset.map { max(0, $0.finiteOrZero) } ?? extra
    let range = ScrollGeometry.verticalOffsetRange(
      contentHeight: contentHeight, boundsHeight: bounds.height,
      adjusted: adjusted.adding(bottom: scrollable))
    let startY = snapshot.startOffset?.y.finiteOrZero ?? current.y
    let restingY =
      snapshot.clampsOffset && !range.contains(startY)
      ? ScrollGeometry.clamp(startY, to: range) : startY

    guard let targets, targets.field.isFiniteRect else {
      return AvoidanceAdjustment(
        bottomInset: extra, indicatorBottomInset: indicatorExtra,
        contentOffset: CGPoint(x: current.x, y: restingY), movesContent: restingY != current.y,
        outcome: .noTarget, animation: snapshot.animation)
    }

    let geometry = Viewport(
      bounds: bounds, adjusted: adjusted, safeArea: safeArea, overlap: overlap,
      pinned: max(0, snapshot.pinnedHeight.finiteOrZero),
      contentHeight: contentHeight, offsets: range)
    let padding = max(0, snapshot.padding.finiteOrZero)
    let (focus, outcome) = geometry.focus(for: targets, padding: padding)
    // With no room for the target, content stays where it is when that is a valid place —
    // where UIKit scrolled the field in (§11.1), or an earlier move left it — rather than going
    // back to where a move started.
    let stays = range.contains(current.y) ? current.y : restingY
    let y =
      outcome == .noRoom
      ? stays : geometry.offset(showing: focus, policy: snapshot.policy, from: restingY)
    return AvoidanceAdjustment(
      bottomInset: extra, indicatorBottomInset: indicatorExtra,
      contentOffset: CGPoint(x: current.x, y: y), movesContent: y != current.y,
      outcome: outcome, animation: snapshot.animation)
  }
}

/// The visible region of a container once the keyboard's inset is applied.
private struct Viewport {
  /// Distance from the bounds' top to the visible region's top.
  let top: CGFloat
  /// Distance from the bounds' top to the visible region's bottom.
  let bottom: CGFloat
  let minOffset: CGFloat
  let maxOffset: CGFloat
  /// The height content is considered to have (the target's extent when `contentSize` is zero).
  let contentHeight: CGFloat

  init(
    bounds: CGRect, adjusted: AvoidanceInsets, safeArea: AvoidanceInsets, overlap: CGFloat,
    pinned: CGFloat, contentHeight: CGFloat, offsets: ClosedRange<CGFloat>
  ) {
    top = max(adjusted.top, safeArea.top)
    bottom = bounds.height - max(overlap, safeArea.bottom, adjusted.bottom - pinned)
    self.contentHeight = contentHeight
    minOffset = offsets.lowerBound
    maxOffset = offsets.upperBound
  }

  var freeHeight: CGFloat { bottom - top }

  /// The rectangle to bring into view, after the fallbacks for targets that do not fit.
  func focus(for targets: AvoidanceTargets, padding: CGFloat)
    -> (CGRect, AvoidanceAdjustment.Outcome)
  {
    let field = targets.field
    let free = freeHeight
    let caret = targets.caret.flatMap { $0.isFiniteRect ? $0 : nil }
    guard free > 0 else { return (caret ?? field, .noRoom) }
    let fits = { (rect: CGRect) in rect.height <= free + Tolerance.points }

    var union = field
    for companion in targets.companions where companion.hasArea {
      union = union.union(companion)
    }
    let whole = padded(union, padding)
    if fits(whole) { return (whole, .fits(whole: true)) }
    let paddedField = padded(field, padding)
    if fits(paddedField) { return (paddedField, .fits(whole: false)) }
    if fits(field) { return (field, .fits(whole: false)) }
    if let caret {
      let paddedCaret = padded(caret, padding)
      if fits(paddedCaret) { return (paddedCaret, .caret) }
      if fits(caret) { return (caret, .caret) }
      return (CGRect(x: caret.minX, y: caret.minY, width: caret.width, height: free), .caret)
    }
    return (CGRect(x: field.minX, y: paddedField.minY, width: field.width, height: free), .fieldTop)
  }

  /// `rect` grown by the padding vertically, without letting the padding reach past the
  /// content's edges.
  func padded(_ rect: CGRect, _ padding: CGFloat) -> CGRect {
    let grown = rect.paddedVertically(by: padding)
    let minY = max(grown.minY, min(0, rect.minY))
    let maxY = min(grown.maxY, max(contentHeight, rect.maxY))
    return CGRect(x: rect.minX, y: minY, width: rect.width, height: max(rect.height, maxY - minY))
  }

  /// The vertical content offset that shows `focus` under `policy`.
  func offset(showing focus: CGRect, policy: ScrollPolicy, from currentY: CGFloat) -> CGFloat {
    let target: CGFloat
    switch policy {
    case .minimal:
      if focus.minY < currentY + top - Tolerance.points {
        target = focus.minY - top
      } else if focus.maxY > currentY + bottom + Tolerance.points {
        target = focus.maxY - bottom
      } else {
        return currentY
      }
    case .center:
      target = focus.midY - top - max(0, freeHeight) / 2
    case .top:
      target = focus.minY - top
    }
    return target.clamped(minOffset, maxOffset)
  }
}

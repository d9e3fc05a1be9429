import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the solver decided for one ``AvoidanceSnapshot``.
///
/// The insets are the engine's own contribution, to be added to the app's; `InsetLedger`
/// turns them into the absolute values to write.
///
/// ```swift
/// let adjustment = AvoidanceSolver.solve(snapshot)
/// scrollView.contentInset.bottom = appBottomInset + adjustment.bottomInset
/// scrollView.contentOffset = adjustment.contentOffset
/// ```
public struct AvoidanceAdjustment: Sendable, Equatable, Codable {
  /// The extra bottom `contentInset` that lets content scroll clear of the keyboard.
  public var bottomInset: CGFloat
  /// The extra bottom vertical scroll indicator inset.
  public var indicatorBottomInset: CGFloat
  /// The content offset to move to; equal to the current one when nothing has to move.
  public var contentOffset: CGPoint
  /// Whether ``contentOffset`` differs from the current offset.
  public var movesContent: Bool
  /// What the solver found.
  public var outcome: Outcome
  /// The animation to apply the adjustment with; `nil` applies it immediately.
  public var animation: KeyboardAnimation?

  /// Creates an adjustment.
  public init(
    bottomInset: CGFloat, indicatorBottomInset: CGFloat, contentOffset: CGPoint,
    movesContent: Bool, outcome: Outcome, animation: KeyboardAnimation?
  ) {
    self.bottomInset = bottomInset
    self.indicatorBottomInset = indicatorBottomInset
    self.contentOffset = contentOffset
    self.movesContent = movesContent
    self.outcome = outcome
    self.animation = animation
  }

  /// What the solver found, and which part of the target it kept in view.
  public enum Outcome: Sendable, Hashable, Codable {
    /// No keyboard overlaps the container: no inset, no scroll.
    case keyboardClear
    /// A keyboard overlaps, but nothing focused is inside: the inset only.
    case noTarget
    /// The target fits between the top bars and the keyboard; `whole` is false when the
    /// companions had to be left out so that the field itself fits.
    case fits(whole: Bool)
    /// The field is taller than the free space: the caret is kept in view.
    case caret
    /// The field is taller than the free space and has no caret: its top is kept in view.
    case fieldTop
    /// There is no free space at all between the top bars and the keyboard.
    case noRoom
  }
}

extension AvoidanceAdjustment {
  /// The adjustment with the offset left at `offset` and the bottom inset no smaller than what
  /// keeps `offset` in range, as far as the inset applied now reaches: what a drag of the
  /// keyboard may change (§10.10). The inset never grows past what is applied to reach an
  /// offset the user's finger pulled past the content's end (UIKit's rubber band, §11.1): grown,
  /// the range would take the pull in, and the content would not spring back (fuzz 2/1899).
  func holdingOffset(_ offset: CGPoint, in geometry: ContainerGeometry, app: ScrollInsets)
    -> AvoidanceAdjustment
  {
    var held = self
    let system = geometry.systemContentInset
    let top = -(app.content.top + system.top)
    let covered = app.content.bottom + system.bottom
    let needed = offset.y + geometry.bounds.height - geometry.contentSize.height - covered
    // The top of the range holds by itself; anything lower needs the range to reach it.
    if offset.y > top + Tolerance.points {
      let applied = max(0, geometry.contentInset.bottom - app.content.bottom)
      held.bottomInset = max(bottomInset, min(needed.finiteOrZero, applied))
    }
    held.contentOffset = offset
    held.movesContent = false
    if held.outcome == .keyboardClear { held.outcome = .noTarget }
    return held
  }
}

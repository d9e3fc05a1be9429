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
public struct AvoidanceAdjustment: Sendable, Equatable {
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
  public enum Outcome: Sendable, Hashable {
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

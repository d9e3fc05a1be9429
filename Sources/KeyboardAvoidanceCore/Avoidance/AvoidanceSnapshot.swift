import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Everything the solver needs to know about a container at one moment: what UIKit knows.
///
/// For a `UIScrollView` the fields map one to one onto its properties. Insets are the app's own
/// and the system's, without anything the engine itself added (`InsetLedger` separates them).
/// A container that does not scroll (a plain view whose content is shifted instead) is described
/// with `contentSize` equal to its bounds' size and zero insets.
///
/// ```swift
/// let snapshot = AvoidanceSnapshot(
///   bounds: CGRect(x: 0, y: 0, width: 393, height: 852),
///   frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852),
///   contentSize: CGSize(width: 393, height: 1400),
///   systemContentInset: AvoidanceInsets(top: 103, bottom: 34),
///   safeAreaInsets: AvoidanceInsets(top: 103, bottom: 34),
///   keyboardFrameInWindow: CGRect(x: 0, y: 516, width: 393, height: 336),
///   targets: AvoidanceTargets(field: CGRect(x: 16, y: 700, width: 361, height: 44)))
/// let adjustment = AvoidanceSolver.solve(snapshot)
/// ```
public struct AvoidanceSnapshot: Sendable, Equatable {
  /// The container's bounds; for a scroll view the origin is the `contentOffset`.
  public var bounds: CGRect
  /// The container's frame in its window's coordinates.
  public var frameInWindow: CGRect
  /// The scroll view's `contentSize`.
  public var contentSize: CGSize
  /// The app's own `contentInset`.
  public var contentInset: AvoidanceInsets
  /// The part of `adjustedContentInset` that UIKit adds for the safe area under the container's
  /// `contentInsetAdjustmentBehavior` (`adjustedContentInset - contentInset`). Reading it, rather
  /// than recomputing it from the behaviour, keeps the engine right whatever rule UIKit applies.
  public var systemContentInset: AvoidanceInsets
  /// The container's `safeAreaInsets`; the top bars cover content down to its top edge.
  public var safeAreaInsets: AvoidanceInsets
  /// The app's own `verticalScrollIndicatorInsets`.
  public var verticalIndicatorInsets: AvoidanceInsets
  /// Whether UIKit adds the safe area to the indicator insets
  /// (`automaticallyAdjustsScrollIndicatorInsets`, the default).
  public var automaticallyAdjustsIndicatorInsets: Bool
  /// The keyboard to avoid, in window coordinates and clipped to the window; `nil` when no
  /// keyboard must be avoided.
  public var keyboardFrameInWindow: CGRect?
  /// The height of the views pinned to the keyboard (a Send bar), already included in
  /// ``keyboardFrameInWindow``. The app's own bottom inset is taken to make room for them when
  /// the keyboard is down, so that much of it does not count as covering content.
  public var pinnedHeight: CGFloat
  /// What must stay visible; `nil` when the focused input is not in this container.
  public var targets: AvoidanceTargets?
  /// Space to keep between a target and the edges of the visible region, in points.
  public var padding: CGFloat
  /// Where to put a target that has to move.
  public var policy: ScrollPolicy
  /// The animation to report with the adjustment.
  public var animation: KeyboardAnimation?
  /// Whether an offset left outside the valid range by a smaller inset is brought back into it.
  /// `false` while the user drags (interactive dismissal), when moving content would fight the
  /// finger.
  public var clampsOffset: Bool
  /// Where to solve from when that is not where content is now — a move made moments ago for
  /// a focus change or a "will" notification, solved again from where it started — or `nil` to
  /// solve from `bounds.origin`. ``AvoidanceAdjustment/movesContent`` still compares with
  /// `bounds.origin`.
  public var startOffset: CGPoint?

  /// The room to scroll below ``contentInset`` when a table or collection view controller's
  /// keyboard support owns it (§11.1): what it added to its list, which covers nothing the
  /// keyboard does not (the visible region leaves it out), counted by the offset range instead
  /// of an inset of the engine's own, which it never adds there. `nil` elsewhere.
  public var systemKeyboardInset: CGFloat?

  /// Whether a keyboard is up that the container's own insets or frame already leave out: a
  /// SwiftUI scroll view, whose safe area holds the keyboard or whose frame ends above it
  /// (§1 of the SwiftUI article). The solver then keeps the targets inside the region the
  /// insets leave, with no keyboard frame and no inset of its own. `false` by default.
  public var keyboardCoveredBySystem = false

  /// Creates a snapshot.
  public init(
    bounds: CGRect, frameInWindow: CGRect, contentSize: CGSize,
    contentInset: AvoidanceInsets = .zero, systemContentInset: AvoidanceInsets = .zero,
    safeAreaInsets: AvoidanceInsets = .zero, verticalIndicatorInsets: AvoidanceInsets = .zero,
    automaticallyAdjustsIndicatorInsets: Bool = true, keyboardFrameInWindow: CGRect? = nil,
    pinnedHeight: CGFloat = 0, targets: AvoidanceTargets? = nil,
    padding: CGFloat = AvoidanceConfiguration.defaultPadding,
    policy: ScrollPolicy = .minimal, animation: KeyboardAnimation? = nil,
    clampsOffset: Bool = true, startOffset: CGPoint? = nil
  ) {
    self.bounds = bounds
    self.frameInWindow = frameInWindow
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.systemContentInset = systemContentInset
    self.safeAreaInsets = safeAreaInsets
    self.verticalIndicatorInsets = verticalIndicatorInsets
    self.automaticallyAdjustsIndicatorInsets = automaticallyAdjustsIndicatorInsets
    self.keyboardFrameInWindow = keyboardFrameInWindow
    self.pinnedHeight = pinnedHeight
    self.targets = targets
    self.padding = padding
    self.policy = policy
    self.animation = animation
    self.clampsOffset = clampsOffset
    self.startOffset = startOffset
  }

  /// `contentInset + systemContentInset`: the scroll view's `adjustedContentInset` without the
  /// engine's contribution.
  public var adjustedContentInset: AvoidanceInsets { contentInset + systemContentInset }

  /// How far the keyboard covers the container from its bottom edge, in points.
  public var keyboardOverlap: CGFloat {
    KeyboardGeometry.bottomOverlap(
      keyboardInWindow: keyboardFrameInWindow, container: frameInWindow)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a host reports about its container at one moment: the raw readings of UIKit properties.
///
/// Insets are the values the container reports now, the engine's own contribution included;
/// the coordinator separates them. Rectangles are in the coordinate spaces UIKit gives:
/// the environment in screen coordinates, `frameInWindow` in the window's, `bounds` and the
/// focus targets in the container's own.
///
/// ```swift
/// let geometry = ContainerGeometry(
///   environment: KeyboardEnvironment(screen: screenBounds, window: windowFrame),
///   frameInWindow: scrollView.convert(scrollView.bounds, to: nil),
///   bounds: scrollView.bounds, contentSize: scrollView.contentSize)
/// ```
public struct ContainerGeometry: Sendable, Equatable {
  /// The screen and window, in screen coordinates.
  public var environment: KeyboardEnvironment
  /// The container's frame in its window.
  public var frameInWindow: CGRect
  /// The container's bounds (the origin is the content offset).
  public var bounds: CGRect
  /// The content size; for a container that does not scroll, its bounds' size.
  public var contentSize: CGSize
  /// `contentInset` as reported now.
  public var contentInset: AvoidanceInsets
  /// `adjustedContentInset` as reported now.
  public var adjustedContentInset: AvoidanceInsets
  /// `safeAreaInsets`.
  public var safeAreaInsets: AvoidanceInsets
  /// `verticalScrollIndicatorInsets` as reported now.
  public var verticalIndicatorInsets: AvoidanceInsets
  /// `automaticallyAdjustsScrollIndicatorInsets`.
  public var automaticallyAdjustsIndicatorInsets: Bool
  /// The focused input and what must stay visible with it, in the container's bounds
  /// coordinates; `nil` when the focused input is not inside this container.
  public var focus: AvoidanceTargets?

  /// Creates a reading.
  public init(
    environment: KeyboardEnvironment, frameInWindow: CGRect, bounds: CGRect,
    contentSize: CGSize, contentInset: AvoidanceInsets = .zero,
    adjustedContentInset: AvoidanceInsets? = nil, safeAreaInsets: AvoidanceInsets = .zero,
    verticalIndicatorInsets: AvoidanceInsets = .zero,
    automaticallyAdjustsIndicatorInsets: Bool = true, focus: AvoidanceTargets? = nil
  ) {
    self.environment = environment
    self.frameInWindow = frameInWindow
    self.bounds = bounds
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset ?? contentInset
    self.safeAreaInsets = safeAreaInsets
    self.verticalIndicatorInsets = verticalIndicatorInsets
    self.automaticallyAdjustsIndicatorInsets = automaticallyAdjustsIndicatorInsets
    self.focus = focus
  }

  /// The part of the adjusted inset that UIKit adds for the safe area.
  public var systemContentInset: AvoidanceInsets {
    AvoidanceInsets(
      top: adjustedContentInset.top - contentInset.top,
      left: adjustedContentInset.left - contentInset.left,
      bottom: adjustedContentInset.bottom - contentInset.bottom,
      right: adjustedContentInset.right - contentInset.right)
  }

  /// The insets as the ledger sees them.
  public var observedInsets: ObservedInsets {
    ObservedInsets(content: contentInset, indicator: verticalIndicatorInsets)
  }
}

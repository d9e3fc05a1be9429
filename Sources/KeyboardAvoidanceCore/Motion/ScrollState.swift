import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The few properties of a scroll view the core reads at every display frame of a move and at
/// every change of the content offset: cheaper than a whole ``ContainerReading``.
///
/// ```swift
/// ScrollState(
///   contentOffset: scrollView.contentOffset, contentInset: insets,
///   activity: ScrollActivity(isTracking: scrollView.isTracking), isInWindow: true)
/// ```
package struct ScrollState: Sendable, Equatable {
  /// `contentOffset`.
  package var contentOffset: CGPoint
  /// `contentInset`.
  package var contentInset: AvoidanceInsets
  /// The user's hands on the content.
  package var activity: ScrollActivity
  /// Whether the scroll view is in a window (shown).
  package var isInWindow: Bool
  /// The content size (`.zero` where a host does not say).
  package var contentSize: CGSize
  /// Where the screen shows content now — the presentation layer's bounds origin: the offset
  /// before code moved it earlier in this run-loop turn (not committed yet), or an animation's
  /// current value; `nil` where a host cannot say.
  package var shownContentOffset: CGPoint?
  /// How far the screen shows the pacer's animation, in `0...1` — the one ``HostWrite/pace``
  /// last started, read from its presentation layer: the time UIKit gives the keyboard's
  /// animation, whatever it is (§1.1); `nil` where the host has no pacer.
  package var pace: Double?
  /// The bounds' height and `adjustedContentInset`, where the host reads them: with the content
  /// size, the range the offset can take now (``verticalOffsetRange``).
  package var viewport: Viewport?

  /// A scroll view's bounds height and adjusted content inset.
  package struct Viewport: Sendable, Equatable {
    /// `bounds.height`.
    package var boundsHeight: CGFloat
    /// `adjustedContentInset`.
    package var adjustedContentInset: AvoidanceInsets

    /// Creates a viewport.
    package init(boundsHeight: CGFloat, adjustedContentInset: AvoidanceInsets) {
      self.boundsHeight = boundsHeight
      self.adjustedContentInset = adjustedContentInset
    }
  }

  /// The valid vertical offsets now, or `nil` where the host does not read the viewport.
  package var verticalOffsetRange: ClosedRange<CGFloat>? {
    viewport.map {
      ScrollGeometry.verticalOffsetRange(
        contentHeight: contentSize.height, boundsHeight: $0.boundsHeight,
        adjusted: $0.adjustedContentInset)
    }
  }

  /// Creates a reading.
  package init(
    contentOffset: CGPoint, contentInset: AvoidanceInsets, activity: ScrollActivity = .init(),
    isInWindow: Bool = true, contentSize: CGSize = .zero, shownContentOffset: CGPoint? = nil,
    pace: Double? = nil
  ) {
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.activity = activity
    self.isInWindow = isInWindow
    self.contentSize = contentSize
    self.shownContentOffset = shownContentOffset
    self.pace = pace
  }
}

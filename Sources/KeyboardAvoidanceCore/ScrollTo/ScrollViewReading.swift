import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a SwiftUI view can read of a scroll view at one moment, in the scroll view's own
/// coordinate space (a named coordinate space on the `ScrollView`): its size, the safe area it
/// lays its content out in, where its content is, and the focused field with its companions.
///
/// SwiftUI moves a scroll view's safe area for a docked keyboard (§1 of the SwiftUI facts
/// sheet): either the scroll view's frame ends above the keyboard, or its bottom safe-area inset
/// holds the keyboard. Both show here as they are; the keyboard's own frame is not needed, and
/// what SwiftUI covers is never covered twice.
///
/// ```swift
/// let reading = ScrollViewReading(
///   size: CGSize(width: 393, height: 749),
///   safeAreaInsets: AvoidanceInsets(top: 0, bottom: 336),
///   contentFrame: CGRect(x: 0, y: -120, width: 393, height: 1400),
///   targets: AvoidanceTargets(field: CGRect(x: 16, y: 560, width: 361, height: 44)))
/// ```
public struct ScrollViewReading: Sendable, Equatable {
  /// The scroll view's size.
  public var size: CGSize
  /// The safe-area insets SwiftUI lays the content out in: bars, the home indicator and, while
  /// a docked keyboard is up, the keyboard, when the scroll view reaches under them.
  public var safeAreaInsets: AvoidanceInsets
  /// The content's frame in the scroll view's coordinate space: its `minY` is minus the
  /// content offset in UIKit's terms.
  public var contentFrame: CGRect
  /// The focused field, its caret (if known) and companions, in the scroll view's coordinate
  /// space; `nil` when no field of this scroll view is focused.
  public var targets: AvoidanceTargets?

  /// Creates a reading.
  public init(
    size: CGSize, safeAreaInsets: AvoidanceInsets, contentFrame: CGRect,
    targets: AvoidanceTargets?
  ) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.contentFrame = contentFrame
    self.targets = targets
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The absolute values a host writes to its container, and how to animate them.
///
/// ```swift
/// func applyAvoidance(_ update: AvoidanceUpdate) {
///   scrollView.contentInset = UIEdgeInsets(update.insets.content)
///   if let offset = update.contentOffset { scrollView.contentOffset = offset }
/// }
/// ```
public struct AvoidanceUpdate: Sendable, Equatable, Codable {
  /// The content and indicator insets to set.
  public var insets: ScrollInsets
  /// The content offset to set, or `nil` to leave it.
  public var contentOffset: CGPoint?
  /// The animation to apply the change with; `nil` applies it immediately (or within whatever
  /// animation is already running, such as a rotation).
  public var animation: KeyboardAnimation?
  /// Why the update happened.
  public var cause: Cause
  /// The solver's result, or `nil` when the update removes the engine's contribution.
  public var adjustment: AvoidanceAdjustment?
  /// Where the screen still shows content, when code other than the engine moved it earlier in
  /// this run-loop turn (UIKit scrolling its first responder into view, §11.1) and this update
  /// takes that move over; `nil` otherwise. A host that writes ``contentOffset`` with an
  /// animation first sets the offset here without one, so the screen shows a single movement
  /// instead of UIKit's jump and then the engine's glide.
  public var animationStart: CGPoint?
  /// The content size to set before the insets, or `nil` to leave it: a
  /// `KeyboardAvoidingScrollView` whose content is smaller than its subviews span scrolls over
  /// them while the keyboard is up, and gets the app's size back after
  /// (``ContainerGeometry/subviewsExtent``).
  public var contentSize: CGSize?
  /// Whether the host writes ``insets``: `false` where a table or collection view
  /// controller's keyboard support owns them (§11.1) and the engine moves the offset only —
  /// its insets are then what it read, and writing them back could undo the controller's
  /// change made meanwhile.
  public var writesInsets = true

  /// Creates an update.
  public init(
    insets: ScrollInsets, contentOffset: CGPoint?, animation: KeyboardAnimation?,
    cause: Cause, adjustment: AvoidanceAdjustment?, animationStart: CGPoint? = nil
  ) {
    self.insets = insets
    self.contentOffset = contentOffset
    self.animation = animation
    self.cause = cause
    self.adjustment = adjustment
    self.animationStart = animationStart
  }

  private enum CodingKeys: String, CodingKey {
    case insets, contentOffset, animation, cause, adjustment, animationStart, contentSize
    case writesInsets
  }

  /// Decodes an update; keys an older trace did not write take their defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    insets = try container.decode(ScrollInsets.self, forKey: .insets)
    contentOffset = try container.decodeIfPresent(CGPoint.self, forKey: .contentOffset)
    animation = try container.decodeIfPresent(KeyboardAnimation.self, forKey: .animation)
    cause = try container.decode(Cause.self, forKey: .cause)
    adjustment = try container.decodeIfPresent(AvoidanceAdjustment.self, forKey: .adjustment)
    animationStart = try container.decodeIfPresent(CGPoint.self, forKey: .animationStart)
    contentSize = try container.decodeIfPresent(CGSize.self, forKey: .contentSize)
    writesInsets = try container.decodeIfPresent(Bool.self, forKey: .writesInsets) ?? true
  }

  /// Why an update happened.
  public enum Cause: Sendable, Hashable, Codable {
    /// A keyboard notification.
    case keyboard(KeyboardPhase)
    /// The keyboard is being dragged (interactive dismissal).
    case keyboardTracking
    /// Focus moved to another field.
    case focus
    /// The caret or text changed.
    case selection
    /// The layout changed.
    case layout
    /// The app asked for a refresh.
    case refresh
    /// Avoidance was turned off, or the coordinator was released.
    case disabled
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Per-container settings of the avoidance engine.
///
/// ```swift
/// var configuration = AvoidanceConfiguration()
/// configuration.padding = 24
/// configuration.policy = .center
/// ```
public struct AvoidanceConfiguration: Sendable, Hashable, Codable {
  /// Whether a tap on the container outside any text field, control or bar ends editing (the
  /// keyboard goes down); off by default. The tap still reaches what it touched.
  public var dismissesKeyboardOnTap = false
  /// The default padding between a target and the edges of the visible region: 16 pt.
  public static let defaultPadding: CGFloat = 16

  /// Whether the container avoids the keyboard. Turning it off removes any adjustment.
  public var isEnabled: Bool
  /// Space kept between a target and the edges of the visible region, in points.
  public var padding: CGFloat
  /// Where a target that has to move is put.
  public var policy: ScrollPolicy
  /// Whether hiding the keyboard moves content back to where it was before the engine moved
  /// it (only when the user has not scrolled since).
  public var restoresContentOffset: Bool
  /// Whether text changes keep the caret in view while typing (the text-change notifications;
  /// UIKit posts none for a selection that moves without typing).
  public var followsCaret: Bool
  /// What the engine does in the list of a `UITableViewController` or
  /// `UICollectionViewController`, which adjusts its own insets
  /// (``ContainerGeometry/isSystemAdjustedList``): by default it assists — the offset only.
  public var systemKeyboardHandling: SystemKeyboardHandling
  /// The animation for moves that no keyboard notification times: a field switch while the
  /// keyboard stays up (iOS 11+ posts nothing, §1.3) and an animated ``AvoidanceEvent/refresh(animated:)``.
  /// The keyboard's own last animation is used instead whenever one is known.
  public var fallbackAnimation: KeyboardAnimation

  /// Creates a configuration with the defaults: enabled, 16 pt padding, minimal scrolling,
  /// offset restoration and caret following on.
  public init(
    isEnabled: Bool = true, padding: CGFloat = Self.defaultPadding,
    policy: ScrollPolicy = .minimal, restoresContentOffset: Bool = true,
    followsCaret: Bool = true, systemKeyboardHandling: SystemKeyboardHandling = .assist,
    fallbackAnimation: KeyboardAnimation = .keyboardDefault
  ) {
    self.isEnabled = isEnabled
    self.padding = padding
    self.policy = policy
    self.restoresContentOffset = restoresContentOffset
    self.followsCaret = followsCaret
    self.systemKeyboardHandling = systemKeyboardHandling
    self.fallbackAnimation = fallbackAnimation
  }
}

extension AvoidanceConfiguration {
  /// Whether avoidance stays out of what the system handles itself.
  ///
  /// `true` is ``SystemKeyboardHandling/stepAside`` (or ``SystemKeyboardHandling/assist``, read
  /// as staying out of the insets), `false` is ``SystemKeyboardHandling/takeOver``.
  @available(*, deprecated, renamed: "systemKeyboardHandling")
  public var defersToSystem: Bool {
    get { systemKeyboardHandling != .takeOver }
    set { systemKeyboardHandling = newValue ? .stepAside : .takeOver }
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One keyboard notification, parsed and validated.
///
/// Frames are in screen coordinates, exactly as UIKit delivers them; convert them with
/// `KeyboardGeometry` before comparing them with views.
///
/// ```swift
/// let event = try KeyboardEvent(
///   phase: .willShow,
///   userInfo: [
///     KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336),
///     KeyboardUserInfoKey.animationDuration: 0.25,
///     KeyboardUserInfoKey.animationCurve: 7,
///   ])
/// event.animation?.curve  // .keyboard
/// event.repairs           // [.beginFrameMissing, .isLocalMissing]
/// ```
public struct KeyboardEvent: Sendable, Equatable, Codable {
  /// Which notification this was.
  public var phase: KeyboardPhase
  /// The frame before the change, or `nil` when it was missing or invalid.
  public var beginFrame: CGRect?
  /// The frame after the change, in screen coordinates. Always finite; it may be empty
  /// (`CGRect.zero` is real: floating keyboards and some system transitions send it).
  public var endFrame: CGRect
  /// The animation, present on "will" notifications (and on any other that carries the keys).
  public var animation: KeyboardAnimation?
  /// Whether the keyboard belongs to this app; `false` for other apps' keyboards in Split View,
  /// Slide Over and Stage Manager.
  public var isLocal: Bool
  /// The fallbacks applied while parsing; empty for a well-formed notification.
  public var repairs: Repairs

  /// Creates an event directly (the headless world and tests use this).
  public init(
    phase: KeyboardPhase, beginFrame: CGRect? = nil, endFrame: CGRect,
    animation: KeyboardAnimation? = nil, isLocal: Bool = true, repairs: Repairs = []
  ) {
    self.phase = phase
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.animation = animation
    self.isLocal = isLocal
    self.repairs = repairs
  }

  /// The fallbacks the parser applied to a malformed notification.
  public struct Repairs: OptionSet, Sendable, Hashable, Codable {
    /// The raw bits.
    public let rawValue: UInt16
    /// Creates a set from raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The begin frame was absent; ``KeyboardEvent/beginFrame`` is `nil`.
    public static let beginFrameMissing = Repairs(rawValue: 1 << 0)
    /// The begin frame was not a finite rectangle; ``KeyboardEvent/beginFrame`` is `nil`.
    public static let beginFrameInvalid = Repairs(rawValue: 1 << 1)
    /// A "will" notification had no duration; 0.25 s was used.
    public static let durationMissing = Repairs(rawValue: 1 << 2)
    /// The duration was not a number, or negative, NaN or infinite; 0.25 s was used.
    public static let durationInvalid = Repairs(rawValue: 1 << 3)
    /// A "will" notification had no curve; the keyboard curve 7 was used.
    public static let curveMissing = Repairs(rawValue: 1 << 4)
    /// The curve was not an integer in `0...15`; the keyboard curve 7 was used.
    public static let curveUnknown = Repairs(rawValue: 1 << 5)
    /// `isLocal` was absent (as before iOS 9); `true` was assumed.
    public static let isLocalMissing = Repairs(rawValue: 1 << 6)
    /// The end frame had a negative width or height; the same rectangle with a positive size
    /// (`standardized`) was taken.
    public static let endFrameNegativeSize = Repairs(rawValue: 1 << 7)
    /// The duration was longer than ``KeyboardAnimation/maximumDuration``; that was used.
    public static let durationTooLong = Repairs(rawValue: 1 << 8)
    /// `isLocal` was there but not a Boolean (a string, a date): nothing says the keyboard is
    /// this app's, so `false` was assumed — it never moves content (§10.7).
    public static let isLocalInvalid = Repairs(rawValue: 1 << 9)
  }
}

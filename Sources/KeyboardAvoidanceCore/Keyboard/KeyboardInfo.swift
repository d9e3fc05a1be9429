import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What an app can know of the keyboard at one moment: the values a keyboard observer
/// publishes — for a bottom bar that animates with the keyboard, a SwiftUI view, a chat screen.
///
/// ```swift
/// let info: KeyboardInfo = observer.info
/// if info.isVisible, info.kind == .docked {
///   bar.transform = .init(translationX: 0, y: -info.overlap(with: bar.frameOnScreen))
/// }
/// ```
public struct KeyboardInfo: Sendable, Equatable {
  /// Where the keyboard is in its life.
  public enum Phase: Sendable, Hashable {
    /// No keyboard of this app is on screen.
    case hidden
    /// A show (or a change of frame while shown) is animating.
    case willShow
    /// The keyboard is on screen and at rest.
    case shown
    /// A hide is animating.
    case willHide
    /// The user is dragging the keyboard down (interactive dismissal, §10.10): no notification
    /// comes while the finger moves; the frame follows the keyboard layout guide.
    case trackingDrag
  }

  /// What kind of keyboard it is, from its frame on the screen (§1.2, §1.4 of the facts sheet).
  public enum Kind: Sendable, Hashable {
    /// No keyboard.
    case none
    /// A software keyboard docked at the bottom of the screen.
    case docked
    /// An iPad keyboard floating over the content: narrower than the screen and above its
    /// bottom.
    case floating
    /// An iPad keyboard split in two: as wide as the screen but above its bottom.
    case split
    /// A hardware keyboard's shortcut bar (at most 120 pt at the bottom).
    case hardware
  }

  /// The phase.
  public var phase: Phase
  /// The kind.
  public var kind: Kind
  /// The keyboard's frame in screen coordinates; `nil` before any keyboard was seen.
  public var frame: CGRect?
  /// Whether this app raised the keyboard (`UIKeyboardIsLocalUserInfoKey`): in Split View and
  /// Stage Manager, other apps' keyboards are announced too, with `false` (§1.3).
  public var isLocal: Bool
  /// The animation of the change under way, when one is (`willShow`, `willHide`).
  public var animation: KeyboardAnimation?

  /// No keyboard.
  public static let hidden = KeyboardInfo(
    phase: .hidden, kind: .none, frame: nil, isLocal: true, animation: nil)

  /// Creates a value.
  public init(
    phase: Phase, kind: Kind, frame: CGRect?, isLocal: Bool, animation: KeyboardAnimation?
  ) {
    self.phase = phase
    self.kind = kind
    self.frame = frame
    self.isLocal = isLocal
    self.animation = animation
  }

  /// Whether a keyboard is on screen or coming: any phase but hidden.
  public var isVisible: Bool { phase != .hidden && kind != .none }

  /// How far the keyboard covers `rect` (in screen coordinates) from its bottom: the height of
  /// `rect` below the keyboard's top, where they overlap horizontally. Only a docked keyboard
  /// or a hardware keyboard's bar covers from below; a floating or split keyboard, another
  /// app's keyboard and no keyboard cover nothing (§10.6, §10.7).
  ///
  /// ```swift
  /// let covered = info.overlap(with: view.convert(view.bounds, to: screenSpace))
  /// ```
  public func overlap(with rect: CGRect) -> CGFloat {
    guard isVisible, isLocal, kind == .docked || kind == .hardware, let frame,
      frame.isFiniteRect, rect.isFiniteRect,
      min(rect.maxX, frame.maxX) > max(rect.minX, frame.minX)
    else { return 0 }
    return max(0, min(rect.maxY, frame.maxY) - max(rect.minY, frame.minY))
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard as a scenario step observed it: where it is drawn, what it means for the app's
/// window by the core's rules, and the world's own facts the core's classification leaves out.
///
/// ```swift
/// let keyboard = result.steps[0].observation.keyboard
/// if case .docked(let frame) = keyboard.situation { print(frame.height) }
/// ```
public struct KeyboardObservation: Sendable, Equatable {
  /// What the screen shows of the keyboard, in screen coordinates; `nil` when none of it is on
  /// screen.
  public var frame: CGRect?
  /// The keyboard of this app classified by ``KeyboardState/situation(in:)`` for the screen and
  /// the app's window: `.hidden` while this app's keyboard is down (another app's keyboard
  /// included), `.undocked` for floating and split keyboards.
  public var situation: KeyboardSituation
  /// The keyboard's mode in the world.
  public var mode: SimulatedKeyboard.Mode
  /// Whether the user's finger holds the keyboard (interactive dismissal under way).
  public var isDragged: Bool
  /// Whether the keyboard up is another app's (`isLocal == false`).
  public var belongsToOtherApp: Bool

  /// Creates an observation.
  public init(
    frame: CGRect?, situation: KeyboardSituation, mode: SimulatedKeyboard.Mode = .docked,
    isDragged: Bool = false, belongsToOtherApp: Bool = false
  ) {
    self.frame = frame
    self.situation = situation
    self.mode = mode
    self.isDragged = isDragged
    self.belongsToOtherApp = belongsToOtherApp
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the keyboard means for layout on one screen and window at one moment.
///
/// ```swift
/// switch keyboard.situation(in: environment) {
/// case .docked(let frame), .hardwareBar(let frame): avoid(frame)
/// case .hidden, .undocked: restore()
/// case .settling: break  // wait for the next notification
/// }
/// ```
public enum KeyboardSituation: Sendable, Equatable {
  /// No keyboard covers the app.
  case hidden
  /// A software keyboard docked at the bottom; the frame is in screen coordinates.
  case docked(CGRect)
  /// A hardware keyboard: only the shortcut bar (or an input accessory) is visible at the
  /// bottom. The frame may extend below the screen; only its visible part is avoided.
  case hardwareBar(CGRect)
  /// A floating, split or otherwise undocked keyboard: content must not move (§10.6).
  case undocked(CGRect)
  /// The frame does not fit the current screen (a rotation is under way, or the screen bounds
  /// changed): hold still until the next notification.
  case settling

  /// The frame to keep content clear of, in screen coordinates, or `nil` when content must not
  /// move for the keyboard.
  public var avoidedFrame: CGRect? {
    switch self {
    case .docked(let frame), .hardwareBar(let frame): frame
    case .hidden, .undocked, .settling: nil
    }
  }
}

extension KeyboardState {
  /// The largest visible height, in points, that is still read as a hardware keyboard's
  /// shortcut bar rather than a software keyboard. Bars are 44–69 pt (§1.4); the smallest
  /// software keyboard (a phone in landscape without the predictive bar) is above 150 pt.
  public static let hardwareBarMaximumHeight: CGFloat = 120

  /// The tallest strip of screen below a Slide Over window that a docked keyboard's frame
  /// leaves out (§1.2): the panel stops a thin margin above the screen's bottom. A window ending
  /// higher (Stage Manager places windows anywhere) whose bottom a frame happens to meet holds
  /// an undocked keyboard — a split or floating one — not a docked one (§10.6). The strip's
  /// height is not documented; 44 pt is an assumption with margin over the strip the world
  /// models (20 pt).
  static let slideOverStripMaximumHeight: CGFloat = 44

  /// Classifies the keyboard for a screen and window.
  ///
  /// - A frame wider than the screen, or one below the screen that is narrower than it, comes
  ///   from a screen that has since rotated (§1.2, §1.3): ``KeyboardSituation/settling``.
  /// - A frame at the bottom narrower than the screen, and not clipped to the window as Stage
  ///   Manager does (§1.2), is no docked keyboard or bar: a rotation's transient frame, or a
  ///   floating keyboard dragged there — settling.
  /// - A frame entirely below the screen: hidden.
  /// - A frame that does not reach the bottom of the screen (or, in Slide Over, of a window
  ///   ending at most 44 pt above it, §1.2): undocked.
  /// - A frame reaching the bottom whose visible part is short, or which extends below the
  ///   screen: the hardware keyboard's bar (§1.4). Otherwise docked.
  public func situation(in environment: KeyboardEnvironment) -> KeyboardSituation {
    guard isShown, let frame else { return .hidden }
    let screen = environment.screen
    let window = environment.window
    let tolerance = Tolerance.points
    guard screen.hasArea, frame.width <= screen.width + tolerance else { return .settling }
    if frame.minY >= screen.maxY - tolerance {
      return frame.width < screen.width - tolerance ? .settling : .hidden
    }
    let reachesScreenBottom = frame.maxY >= screen.maxY - tolerance
    let reachesShortWindowBottom =
      window.maxY < screen.maxY - tolerance && abs(frame.maxY - window.maxY) <= tolerance
      && screen.maxY - window.maxY <= Self.slideOverStripMaximumHeight
    guard reachesScreenBottom || reachesShortWindowBottom else { return .undocked(frame) }
    let visibleHeight = min(frame.maxY, screen.maxY) - frame.minY
    // Docked keyboards and hardware bars span the screen, or — Stage Manager clips them — the
    // window (§1.2): any other narrower frame at the bottom is a transient one of a rotation
    // under way (the old width) or a floating keyboard dragged there — hold still.
    let clippedToWindow =
      abs(frame.width - window.width) <= tolerance && abs(frame.minX - window.minX) <= tolerance
    if frame.width < screen.width - tolerance && !clippedToWindow { return .settling }
    if frame.maxY > screen.maxY + tolerance || visibleHeight < Self.hardwareBarMaximumHeight {
      return .hardwareBar(frame)
    }
    return .docked(frame)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the app knows about the keyboard, reduced from the sequence of keyboard events.
///
/// The state is independent of any window: it records whether the keyboard was last announced
/// as shown, its last trustworthy frame (in screen coordinates) and the animation in flight.
/// Ask ``situation(in:)`` what that means for a given screen and window.
///
/// ```swift
/// var keyboard = KeyboardState()
/// keyboard.apply(willShowEvent)
/// keyboard.situation(in: environment)  // .docked(...)
/// ```
public struct KeyboardState: Sendable, Equatable, Codable {
  /// Whether the last show/hide notification announced the keyboard as shown.
  public private(set) var isShown: Bool
  /// The last frame that was accepted, in screen coordinates; `nil` before the first one.
  public private(set) var frame: CGRect?
  /// The animation of the last "will" notification, until the matching "did" notification.
  public private(set) var animation: KeyboardAnimation?
  /// The animation of the most recent "will" notification, kept after it ended so that a field
  /// switch (which posts nothing) can move with the same timing.
  public private(set) var lastAnimation: KeyboardAnimation?

  /// The end frame of the last "will" notification, until its "did" notification arrives.
  private var pendingWillFrame: CGRect?

  /// The hidden state, before any notification arrived.
  public init() {
    isShown = false
    frame = nil
    animation = nil
    lastAnimation = nil
    pendingWillFrame = nil
  }

  /// The app returned to the foreground. Nothing of the keyboard arrived while it was away
  /// (§1.3): with nothing being edited, no keyboard of this app can be up any more, whatever
  /// the last notification said; with a field being edited, UIKit re-posts a show.
  package mutating func returnedToForeground(isEditing: Bool) {
    guard !isEditing, isShown || animation != nil else { return }
    isShown = false
    animation = nil
    pendingWillFrame = nil
  }

  /// Whether the keyboard is between a "will" and a "did" notification.
  public var isAnimating: Bool { animation != nil }

  /// Applies one event and says what it did.
  ///
  /// Rules, each from the article “UIKit's keyboard behaviours”:
  /// - other apps' keyboards (`isLocal == false`, §1.3) never make the keyboard shown; their
  ///   hide notifications do make it hidden, so an adjustment can be undone (§10.7);
  /// - hide notifications hide, whatever their frame (iOS 26 reports the accessory height, §1.4);
  ///   show notifications show; frame changes only move the frame;
  /// - empty frames (`CGRect.zero` while a floating keyboard or the shortcut bar is dragged,
  ///   empty rects during multitasking changes, §1.4) and frames whose top is at or above the
  ///   screen's origin (the Prefer Cross-Fade Transitions reports, §9) are not trusted: the
  ///   last good frame is kept;
  /// - a "did" notification whose frame is not the last "will" notification's belongs to a
  ///   replaced animation and is ignored (an unanimated hide, then at once a show);
  /// - a repeated notification with the same frame changes nothing (§10.8).
  @discardableResult
  public mutating func apply(_ event: KeyboardEvent) -> KeyboardTransition {
    if event.phase.isWill, let animation = event.animation { lastAnimation = animation }
    // A "did" notification whose frame is not the last "will" frame belongs to an animation a
    // newer "will" notification replaced (an unanimated hide followed at once by a show, as in
    // rotations): it must not undo the newer state.
    if !event.phase.isWill, event.isLocal, let pending = pendingWillFrame,
      pending != event.endFrame
    {
      return .ignored(.superseded)
    }
    let before = self
    defer {
      if event.isLocal {
        let trusted = Self.isTrustworthy(event.endFrame) || event.phase.isHide
        pendingWillFrame = event.phase.isWill && trusted ? event.endFrame : nil
      }
      if !event.phase.isWill { animation = nil }
    }

    guard event.isLocal else {
      guard event.phase.isHide, isShown else { return .ignored(.otherApp) }
      // Another app's keyboard finishing its hide while this app's keyboard is still animating
      // in (a rotation, then a field focused, §11.2): this app's show replaced that animation.
      if !event.phase.isWill, pendingWillFrame != nil { return .ignored(.superseded) }
      isShown = false
      animation = event.animation
      return .changed
    }

    if event.phase.isWill { animation = event.animation }
    if event.phase.isHide {
      isShown = false
    } else if event.phase.isShow {
      isShown = true
    }
    let trusted = Self.isTrustworthy(event.endFrame)
    if trusted && !event.phase.isHide { frame = event.endFrame }
    // A frame change with a frame not to be trusted (the zero-height rect of a hide after an
    // interactive dismissal, §1.3) says nothing: the show or hide that follows does.
    if !trusted && !event.phase.isHide && !event.phase.isShow {
      return .ignored(.untrustedFrame)
    }

    if before.isShown == isShown && before.frame == frame && before.animation == animation {
      return trusted || event.phase.isHide ? .unchanged : .ignored(.untrustedFrame)
    }
    return .changed
  }

  /// Parses and applies a notification; `nil` when `name` is not a keyboard notification.
  ///
  /// App-wide observers use it to keep one state that new coordinators start from.
  ///
  /// ```swift
  /// var shared = KeyboardState()
  /// _ = shared.apply(notificationName: note.name.rawValue, userInfo: note.userInfo)
  /// ```
  package mutating func apply(notificationName name: String, userInfo: [AnyHashable: Any]?)
    -> Result<KeyboardTransition, KeyboardEventError>?
  {
    guard let phase = KeyboardPhase(rawValue: name) else { return nil }
    switch KeyboardEvent.parse(phase: phase, userInfo: userInfo) {
    case .success(let event): return .success(apply(event))
    case .failure(let error): return .failure(error)
    }
  }

  /// The highest a keyboard's top may be, as a fraction of its bottom (the screen's height for
  /// a docked keyboard): no keyboard, accessory included, covers more than 85 % of the screen.
  static let highestTopFraction: CGFloat = 0.15

  /// Whether a frame can be believed: it has an area and its top is not at or near the
  /// screen's top (cross-fade reports, §9; a hostile frame covering the whole screen, §10.15).
  static func isTrustworthy(_ frame: CGRect) -> Bool {
    frame.hasArea && frame.minY > 0 && frame.minY >= frame.maxY * highestTopFraction
  }
}

/// What applying a ``KeyboardEvent`` did to a ``KeyboardState``.
public enum KeyboardTransition: Sendable, Hashable {
  /// The keyboard was shown, hidden or moved: avoidance must be recomputed.
  case changed
  /// The event repeated what was already known.
  case unchanged
  /// The event was deliberately not applied.
  case ignored(KeyboardIgnoreReason)
}

/// Why a keyboard event was not applied.
public enum KeyboardIgnoreReason: Sendable, Hashable {
  /// The keyboard belongs to another app (`isLocal == false`).
  case otherApp
  /// The frame was empty or implausible, so the last good frame was kept.
  case untrustedFrame
  /// A "did" notification of an animation that a newer "will" notification replaced.
  case superseded
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The reduction behind a keyboard observer: keyboard notifications and keyboard-layout-guide
/// moves in, ``KeyboardInfo`` out. The rules of ``KeyboardState`` apply — stale "did"
/// notifications, untrusted frames, other apps' keyboards — and the kind comes from the frame
/// on the screen.
///
/// ```swift
/// var monitor = KeyboardMonitor()
/// if monitor.apply(event, screen: UIScreen.main.bounds) { publish(monitor.info) }
/// ```
public struct KeyboardMonitor: Sendable, Equatable {
  /// What is known now.
  public private(set) var info = KeyboardInfo.hidden
  private var state = KeyboardState()
  /// The input being edited.
  private var edited = EditedInput()
  /// Whether anything told of the keyboard yet: a notification, or a layout guide whose
  /// keyboard was adopted (``layoutGuideMoved(to:screen:restingTop:)``).
  private var hasHeard = false

  /// Nothing known: no keyboard.
  public init() {}

  /// Applies a parsed keyboard notification for a screen with bounds `screen`; returns whether
  /// ``info`` changed. `window` is the app's key window in the screen's coordinates, when known:
  /// in Slide Over a docked keyboard ends at the window's bottom, above the screen's (§1.2), and
  /// only the window tells it from a split one.
  @discardableResult
  public mutating func apply(_ event: KeyboardEvent, screen: CGRect, window: CGRect? = nil)
    -> Bool
  {
    hasHeard = true
    let transition = state.apply(event)
    var next = info
    next.isLocal = event.isLocal
    next.animation = event.phase.isWill ? event.animation : nil
    if event.isLocal {
      // This app's keyboard: what the state took (stale and untrusted ones change nothing).
      if case .ignored = transition { return false }
      next.frame = state.frame ?? next.frame
      next.phase = Self.phase(isShown: state.isShown, isWill: event.phase.isWill)
      if state.isShown {
        next.kind = Self.kind(of: state, screen: screen, window: window) ?? info.kind
      } else if next.phase == .hidden {
        next.kind = .none
      }
    } else {
      // Another app's keyboard (Split View, Stage Manager, §1.3): announced as it comes and
      // goes, never this app's to avoid.
      let shows = !event.phase.isHide
      next.phase = Self.phase(isShown: shows, isWill: event.phase.isWill)
      if shows, KeyboardState.isTrustworthy(event.endFrame) {
        next.frame = event.endFrame
        next.kind = Self.kind(ofFrame: event.endFrame, screen: screen, window: window) ?? info.kind
      } else if next.phase == .hidden {
        next.kind = .none
      }
    }
    let changed = next != info
    info = next
    return changed
  }

  /// Takes a notification as UIKit delivered it — its name, `object` and `userInfo` — measured
  /// against `screen`, the bounds of the screen it names (or the app's, §1.1); returns whether
  /// ``info`` changed, the one moment an observer publishes.
  ///
  /// Keyboard notifications are reduced by the rules of ``apply(_:screen:window:)``. Text
  /// inputs' begin- and end-editing say whether anything is edited, and the app's (or a
  /// scene's) will-enter-foreground then decides what nothing told while the app was away
  /// (§1.3): with nothing edited, no keyboard of this app can be up any more, whatever the last
  /// notification said — the app may have ended editing in the background, which posts no
  /// hide — and the keyboard is hidden; with an input edited, UIKit re-posts its show.
  ///
  /// Any other name, a `userInfo` that does not parse
  /// (`KeyboardEvent.parse(notificationName:userInfo:)`) or no screen to measure a keyboard
  /// against change nothing: a documented no-op, never a crash.
  ///
  /// ```swift
  /// if monitor.receive(name: notification.name.rawValue, object: notification.object as AnyObject?,
  ///   userInfo: notification.userInfo, screen: screen?.bounds) { publish() }
  /// ```
  @discardableResult
  package mutating func receive(
    name: String, object: AnyObject? = nil, userInfo: [AnyHashable: Any]?, screen: CGRect?,
    window: CGRect? = nil
  ) -> Bool {
    if LifecycleNotificationName.willEnterForeground.contains(name) {
      return returnedToForeground()
    }
    if let kind = TextInputNotificationName.kind(of: name) {
      edited.note(kind, of: object)
      return false
    }
    guard let screen,
      case .success(let event) = KeyboardEvent.parse(notificationName: name, userInfo: userInfo)
    else { return false }
    return apply(event, screen: screen, window: window)
  }

  /// The app came back with nothing edited: this app's keyboard is gone.
  private mutating func returnedToForeground() -> Bool {
    state.returnedToForeground(isEditing: edited.isEditing)
    guard !edited.isEditing, info.isLocal, info.phase != .hidden else { return false }
    info.phase = .hidden
    info.kind = .none
    info.animation = nil
    return true
  }

  private static func phase(isShown: Bool, isWill: Bool) -> KeyboardInfo.Phase {
    switch (isShown, isWill) {
    case (true, true): .willShow
    case (true, false): .shown
    case (false, true): .willHide
    case (false, false): .hidden
    }
  }

  /// The keyboard layout guide moved with no notification (§10.10): the user drags the keyboard
  /// down. The frame follows, the phase is tracking. Only a keyboard at rest (or already
  /// tracked) is dragged: during a show or hide the guide moves with the notification's
  /// animation. Returns whether ``info`` changed.
  @discardableResult
  public mutating func track(frame: CGRect, screen: CGRect) -> Bool {
    // Only a docked keyboard is dragged: the guide follows no other (§6), and where it rests
    // for a floating, split or hardware keyboard is no drag.
    guard info.phase == .shown || info.phase == .trackingDrag, info.isLocal, info.kind == .docked,
      frame.isFiniteRect, frame != info.frame
    else {
      return false
    }
    info.phase = .trackingDrag
    info.frame = frame
    info.animation = nil
    return true
  }

  /// The keyboard layout guide's top moved to `frame` (screen coordinates) with no notification:
  /// back at the keyboard's last announced frame or below the screen, a drag is over (``endTracking()``);
  /// anywhere else the user drags (``track(frame:screen:)``). Returns whether ``info`` changed.
  ///
  /// A monitor that has heard nothing yet was made while the keyboard may already be up —
  /// `KeyboardObserver.shared` is created at its first use, and no notification repeats a
  /// keyboard already shown (§1.3 of the article "UIKit's keyboard behaviours"): the guide is
  /// then all there is to know. A guide whose top is above `restingTop` (where it rests with no
  /// keyboard: its window's safe-area bottom, in screen coordinates) is a keyboard docked there,
  /// this app's, shown: adopted as a "did show" of that frame would be. A guide at rest tells
  /// nothing; without `restingTop` nothing is adopted.
  @discardableResult
  public mutating func layoutGuideMoved(
    to frame: CGRect, screen: CGRect, restingTop: CGFloat? = nil
  ) -> Bool {
    if !hasHeard {
      guard let restingTop, frame.isFiniteRect, frame.hasArea,
        frame.minY < restingTop - Tolerance.points
      else { return false }
      return apply(KeyboardEvent(phase: .didShow, endFrame: frame), screen: screen)
    }
    if frame == state.frame || frame.minY >= screen.maxY - Tolerance.points {
      return endTracking()
    }
    return track(frame: frame, screen: screen)
  }

  /// The user let go of the keyboard without a notification following (it went back up):
  /// shown again at the frame the state last trusted.
  @discardableResult
  public mutating func endTracking() -> Bool {
    guard info.phase == .trackingDrag else { return false }
    info.phase = state.isShown ? .shown : .hidden
    info.frame = state.frame ?? info.frame
    if !state.isShown { info.kind = .none }
    return true
  }

  /// The kind of the state's keyboard on a screen, or `nil` while it is settling (a rotation).
  private static func kind(of state: KeyboardState, screen: CGRect, window: CGRect?)
    -> KeyboardInfo.Kind?
  {
    switch state.situation(in: KeyboardEnvironment(screen: screen, window: window ?? screen)) {
    case .hidden: return KeyboardInfo.Kind.none
    case .docked: return .docked
    case .hardwareBar: return .hardware
    case .undocked(let frame):
      return frame.width < screen.width - Tolerance.points ? .floating : .split
    case .settling: return nil
    }
  }

  /// The kind of a frame alone (another app's keyboard, which the state does not take).
  private static func kind(ofFrame frame: CGRect, screen: CGRect, window: CGRect?)
    -> KeyboardInfo.Kind?
  {
    var state = KeyboardState()
    state.apply(KeyboardEvent(phase: .didShow, endFrame: frame))
    return kind(of: state, screen: screen, window: window)
  }
}

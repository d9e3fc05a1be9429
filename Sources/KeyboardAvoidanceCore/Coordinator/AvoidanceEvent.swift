import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Something that happened and may change how a container avoids the keyboard.
///
/// UIKit's notifications are mapped to events by name in one place, so the UIKit layer and the
/// headless world map them the same way; an engine of your own hands events to
/// ``KeyboardAvoidanceCoordinator/handle(_:)``.
///
/// ```swift
/// coordinator.handle(.focusChanged)
/// coordinator.handle(.refresh(animated: true))
/// ```
public enum AvoidanceEvent: Sendable, Equatable, Codable {
  /// A keyboard notification.
  case keyboard(KeyboardEvent)
  /// The keyboard layout guide moved, to this keyboard frame in screen coordinates. During
  /// interactive dismissal no notification is posted (§1.3); the guide follows the finger.
  /// `userIsDragging` says whether the user is dragging the container (`isTracking` or
  /// `isDragging`), `dismissesInteractively` whether its `keyboardDismissMode` lets the keyboard
  /// follow the finger (`.interactive`, `.interactiveWithAccessory`). Moves count while both
  /// hold and no keyboard animation is under way, and after such a drag until the keyboard is
  /// back where it rests (a spring-back posts nothing either); other moves are ignored —
  /// notifications describe them.
  case keyboardTracked(CGRect, userIsDragging: Bool, dismissesInteractively: Bool)
  /// A field began or ended editing, or the focused field was tapped again.
  case focusChanged
  /// The caret or selection moved, or the text changed.
  case selectionChanged
  /// The container's layout, content size or position changed (including a sheet that moved
  /// for the keyboard, §7, and a rotation).
  case layoutChanged
  /// The app asks for a fresh solve, e.g. after showing a validation label.
  case refresh(animated: Bool)
  /// The app went to the background. Nothing of the keyboard arrives there (§1.3), so the
  /// layout passes that still run (snapshots in both orientations) would solve with a keyboard
  /// frame that may be stale: the adjustment is held as it is until the app returns.
  case enteredBackground
  /// The app returned to the foreground; `isEditing` says whether a field still has focus.
  /// Without one, a keyboard announced as shown before the app left is gone (editing ended in
  /// the background, where no hide is posted, §1.3) and the adjustment is removed.
  case returnedToForeground(isEditing: Bool)
}

extension AvoidanceEvent {
  /// Maps a UIKit notification to an event.
  ///
  /// Keyboard notifications are parsed (a malformed one is a ``KeyboardEventError``);
  /// begin/end editing becomes ``focusChanged``; text changes become ``selectionChanged``.
  /// Any other name maps to `nil`.
  package static func map(notificationName name: String, userInfo: [AnyHashable: Any]?)
    -> Result<AvoidanceEvent?, KeyboardEventError>
  {
    if let phase = KeyboardPhase(rawValue: name) {
      return KeyboardEvent.parse(phase: phase, userInfo: userInfo).map { .keyboard($0) }
    }
    switch TextInputNotificationName.kind(of: name) {
    case .began, .ended: return .success(.focusChanged)
    case .changed: return .success(.selectionChanged)
    case nil: return .success(nil)
    }
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the coordinator reads off an update's cause.
extension AvoidanceUpdate.Cause {
  /// Whether a solve for this cause takes over a scroll code made earlier in the same turn:
  /// events UIKit scrolls its first responder for (§11.1) — a focus change, the keyboard, the
  /// caret, a refresh — but not a layout pass, which follows any scroll.
  var takesOverProgrammaticScroll: Bool {
    switch self {
    case .focus, .keyboard, .selection, .refresh: true
    case .keyboardTracking, .layout, .disabled: false
    }
  }

  /// Whether this is a keyboard "will" notification.
  var isKeyboardWill: Bool {
    if case .keyboard(let phase) = self { return phase.isWill }
    return false
  }
}

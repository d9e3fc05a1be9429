/// What kind of step the checker is in: which steps tell the engine something it acts on, and
/// after which the focused field must be in view.
extension InvariantChecker {
  /// Whether the step is one after which the focused field must be in view: the user's own
  /// scrolling, the app's inset changes, waiting and dragging the keyboard are not.
  var stepShowsFocus: Bool {
    switch currentStep {
    case .userScroll, .setAppInset, .setAppInsetOnEveryLayout, .wait, .dragKeyboard,
      .enterBackground, .changeAppInset, .setIndicatorInsets, .keyboardDuration, .moveWindow,
      .postNotification, .otherScene, .voiceOverCursor:
      false
    // Typing moves the caret; the engine follows it only with `followsCaret` on.
    case .typeLines: stage.setup.configuration.followsCaret
    case .pressReturn: !isTypingUnfollowed
    default: true
    }
  }
  /// A raw notification tells the engine nothing it could act on.
  var isRawNotification: Bool {
    if case .postNotification = currentStep { return true }
    return false
  }

  /// Typing — lines, or Return in a text view — tells the engine nothing it acts on when it
  /// does not follow the caret, and may push the caret under the keyboard.
  var isTypingUnfollowed: Bool {
    guard !stage.setup.configuration.followsCaret else { return false }
    switch currentStep {
    case .typeLines: return true
    case .pressReturn: return focusedTextViewBefore
    default: return false
    }
  }

  /// Another app's keyboard tells the engine nothing it may act on (§10.7).
  var isOtherAppKeyboard: Bool {
    if case .otherAppKeyboard = currentStep { return true }
    return false
  }

  /// Another scene's lifecycle is not this container's (§1.3): it tells the engine nothing.
  var isOtherScene: Bool {
    if case .otherScene = currentStep { return true }
    return false
  }

  /// A window that moved tells the engine nothing until its next event (§7).
  var isMoveWindow: Bool {
    if case .moveWindow = currentStep { return true }
    return false
  }
}

/// Focus: which input edits, and the notifications UIKit posts when it changes (§1.3).
extension World {
  /// Moves focus to `input`, or ends editing when `nil`, posting notifications in UIKit's
  /// order: the old input's end-editing, then the new one's begin-editing — before the
  /// keyboard's notifications for a text field, after them for a text view (§1.3).
  public func focus(_ input: (any WorldTextInput)?) {
    guard let input else {
      endEditing(hidingKeyboard: true)
      return
    }
    let old = focusedInput
    if old === input || !input.isEnabled { return }
    focusedInput = input
    if textViewCaretLandsLate, let textView = input as? WorldTextView {
      // The tap's selection lands a turn later, and posts nothing (§11.2).
      textView.caretLineBeforeTapLands = 0
      schedule(after: 0) { [weak textView] in textView?.caretLineBeforeTapLands = nil }
    }
    scrollToFirstResponder(input)
    if let old {
      notificationCenter.post(name: old.notificationNames.end, object: old)
    }
    if input.announcesFocusBeforeKeyboard {
      notificationCenter.post(name: input.notificationNames.begin, object: input)
      keyboard.inputDidChange(to: input)
    } else {
      keyboard.inputDidChange(to: input)
      notificationCenter.post(name: input.notificationNames.begin, object: input)
    }
    layoutPass()
  }

  /// Ends editing: the focused input posts its end-editing notification and, unless the
  /// keyboard already went away (interactive dismissal), the keyboard hides.
  public func endEditing(hidingKeyboard: Bool) {
    guard let old = focusedInput else { return }
    focusedInput = nil
    notificationCenter.post(name: old.notificationNames.end, object: old)
    if hidingKeyboard { keyboard.hide() }
    layoutPass()
  }

  /// Posts the text-change notification of the focused input.
  public func postTextChange() {
    guard let input = focusedInput else { return }
    layoutPass()
    notificationCenter.post(name: input.notificationNames.change, object: input)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Assisting a system adjuster: a table or collection view controller that insets its own list
/// for the keyboard and scrolls the first responder's cell in (§11.1). The engine writes no
/// inset of its own there; it reads what the list holds as the app's part and the
/// controller's, and solves for the app's part alone, with the controller's as the room
/// content scrolls in.
extension KeyboardAvoidanceCoordinator {
  /// Notes the container's bottom inset as the app keeps it, when no keyboard is up: not while
  /// the keyboard moves, when the adjuster may have added its part before this app's observers
  /// heard of it (§11.1), and not while an undocked keyboard is up, which the engine does not
  /// avoid but the adjuster, told by a "will show", may have added a part for (§1.3).
  func noteAssistBaseline(
    _ geometry: ContainerGeometry, role: ContainerRole, situation: KeyboardSituation
  ) {
    guard role == .assists, !ledger.isActive, case .hidden = situation, !keyboard.isAnimating
    else { return }
    let inset = geometry.contentInset.bottom
    // The list still holds the controller's part for a keyboard that went while the app was in
    // the background: what the app keeps covered is what it was (fuzz 7/70048).
    if assistBaseline != nil, let held = assistInsetWithPart, abs(inset - held) <= Tolerance.points
    {
      return
    }
    assistInsetWithPart = nil
    assistBaseline = inset
  }

  /// A layout pass with nothing focused and no keyboard, in a list a controller adjusts: an
  /// inset the app changed (a toolbar it now keeps covered) is noted as the app's before the
  /// keyboard comes. A text view's begin-editing comes after the keyboard's "will", so no focus
  /// change reads it first, and by then the controller may have added its part (§11.1, fuzz
  /// 7/73036). Elsewhere an idle layout pass reads nothing.
  ///
  /// The pass may come from the controller's own adjustment, in the turn of a keyboard
  /// notification its observer heard before this app's: the inset it changed from is kept, and
  /// the keyboard's "will" judges (``settleIdleBaseline(_:keyboardEnd:)``).
  func noteIdleLayout(read: (KeyboardAvoidanceCoordinator) -> ContainerGeometry?) {
    guard let before = assistBaseline, let geometry = read(self) else { return }
    noteAssistBaseline(
      geometry, role: configuration.role(in: geometry),
      situation: keyboard.situation(in: geometry.environment))
    if let after = assistBaseline, abs(after - before) > Tolerance.points {
      assistBaselineBeforeIdleNote = before
    }
  }

  /// At a keyboard animation's first "will": a baseline an idle layout pass noted that grew by
  /// exactly the part the controller adds for this keyboard is the controller's part, added
  /// before this app's observer heard the notification (§11.1, fuzz 7/74584); the app's part
  /// is the one before that pass.
  func settleIdleBaseline(_ geometry: ContainerGeometry?, keyboardEnd: CGRect) {
    defer { assistBaselineBeforeIdleNote = nil }
    guard let geometry, let before = assistBaselineBeforeIdleNote, let baseline = assistBaseline
    else { return }
    // The controller knows the keyboard from the notification alone (the first "will" may come
    // before the keyboard counts as shown).
    let controllerKeyboard = KeyboardGeometry.frameInWindow(
      keyboardEnd, windowFrameInScreen: geometry.environment.window)
    // How much a controller adds is not documented (§11.1): the keyboard's rect over the list,
    // or its overlap from the list's bottom (a list that runs past the screen's bottom).
    let system = geometry.systemContentInset.bottom
    let parts = [
      KeyboardGeometry.controllerPart(
        keyboardInWindow: controllerKeyboard, container: geometry.frameInWindow,
        systemBottom: system),
      KeyboardGeometry.bottomOverlap(
        keyboardInWindow: controllerKeyboard, container: geometry.frameInWindow) - system,
    ]
    let grown = baseline - before
    if parts.contains(where: { $0 > Tolerance.points && abs(grown - $0) <= Tolerance.points }) {
      assistBaseline = before
    }
  }

  /// The two parts of the list's bottom inset, `observed`, as the solver takes them: what the
  /// app keeps covered, and what the controller adds for the keyboard.
  ///
  /// The controller knows only the keyboard's own frame, from its notification: views the app
  /// pins on the keyboard cover content, but the controller makes no room for them.
  ///
  /// `atNotification` says a keyboard notification is being solved: the controller adjusts its
  /// list once per notification (§11.1), so its part is measured from the geometry then, and
  /// kept until the next one — a container resized or moved in between (a window that shrank
  /// above the keyboard) leaves the part the controller added as it was (fuzz 7/56268).
  func assistedParts(
    _ geometry: ContainerGeometry, observed: CGFloat, situation: KeyboardSituation,
    atNotification: Bool
  ) -> (app: CGFloat, system: CGFloat) {
    let controllerKeyboard = situation.avoidedFrame.flatMap {
      KeyboardGeometry.frameInWindow($0, windowFrameInScreen: geometry.environment.window)
    }
    // Never read without the keyboard (an avoider attached once the keyboard was up, as
    // automatic mode is for a text view, whose begin-editing comes after the keyboard's
    // "will"): what the app keeps covered is what the list holds less the controller's part.
    let unseen: CGFloat
    if atNotification || controllerPartAtNotification == nil {
      unseen = KeyboardGeometry.controllerPart(
        keyboardInWindow: controllerKeyboard, container: geometry.frameInWindow,
        systemBottom: geometry.systemContentInset.bottom)
      if atNotification { controllerPartAtNotification = unseen }
    } else {
      unseen = controllerPartAtNotification ?? 0
    }
    // Once the list's inset changed since the keyboard's first "will" came, during its
    // animation, the controller has added its part for this keyboard (its observer ran after
    // this one): that part is known, not expected.
    let addedSinceWill =
      keyboard.isAnimating
      && assistInsetAtWill.map { abs(observed - $0) > Tolerance.points } ?? false
    let baseline = min(assistBaseline ?? max(0, observed - unseen), observed)
    // While the keyboard's animation runs, the system's part may still be on its way, or
    // still be the one for the keyboard before (its observer may run after this one, §11.1):
    // the range counts on what the controller will have for this keyboard, as if it were
    // there. Should it never come (a controller that acts only on the show and the hide does
    // nothing for a rotation's frame changes), the list's move stops at the range it has
    // (``ListMotion``).
    guard keyboard.isAnimating, !addedSinceWill, let controllerKeyboard else {
      return (baseline, observed - baseline)
    }
    let expected = KeyboardGeometry.expectedSystemPart(
      keyboardInWindow: controllerKeyboard, container: geometry.frameInWindow,
      windowHeight: geometry.environment.window.height,
      systemBottom: geometry.systemContentInset.bottom)
    return (baseline, expected)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Whose scroll it is: UIKit's scroll to its first responder, which the engine makes instead,
/// and the user's, which the engine keeps.
extension KeyboardAvoidanceCoordinator {
  /// Whether a scroll UIKit is about to make to show `rect` — its own `scrollRectToVisible` of
  /// the first responder (§11.1) — is the engine's to make instead: the engine has its part
  /// applied, the keyboard is not being dragged, and `rect` (in the container's bounds
  /// coordinates) lies within the focused input's field or caret, which the engine keeps in
  /// view with padding. A `KeyboardAvoiding…` subclass skips UIKit's scroll then.
  package func takesOverScroll(toShow rect: CGRect) -> Bool {
    guard ledger.isActive, trackedFrame == nil, configuration.isEnabled, rect.isFiniteRect,
      let geometry = host?.avoidanceGeometry(), configuration.role(in: geometry) == .adjusts,
      let focus = geometry.focus
    else { return false }
    let target = focus.caret.map { focus.field.union($0) } ?? focus.field
    return target.insetBy(dx: -Tolerance.points, dy: -Tolerance.points).contains(rect)
  }

  /// Whether a solve for `cause` may move the offset to show the field, as far as the user's
  /// scrolls decide. News that shows the field (focus, the keyboard, the caret, a refresh) does,
  /// and notes the user's scroll count then. A layout pass after the user scrolled since does
  /// not: where the user scrolled is where content stays until news shows the field again, even
  /// when rows measured meanwhile move the field (README's feature table; review N14; fuzz
  /// 7/27505, where a centring policy re-centred a field a row's measure had moved). A layout
  /// pass that takes over code's scroll of this turn (§11.1) moves content on regardless, and
  /// so does one before any news (nothing to keep yet), or where the host counts no scrolls.
  func showsField(
    after cause: AvoidanceUpdate.Cause, at geometry: ContainerGeometry,
    takingOver takenOver: CGPoint?
  ) -> Bool {
    if cause.takesOverProgrammaticScroll {
      userScrollsAtReveal = geometry.userScrollCount
      return true
    }
    guard cause == .layout, takenOver == nil, let atReveal = userScrollsAtReveal else {
      return true
    }
    return atReveal == geometry.userScrollCount
  }

  /// Whether a solve for `cause` takes over what code scrolled earlier in this turn, content
  /// then being at `shown` on screen. An event's solve does — UIKit's scroll to its first
  /// responder (§11.1), navigation bringing a row in — and moves on from what the screen still
  /// shows. So does the layout pass after a table or collection view controller's own scroll of
  /// the first responder's cell, which its keyboard support makes as the keyboard starts moving,
  /// after this app's observers may have heard of it (§11.1) — not from where the range the list
  /// has now does not reach: the controller took its part back and scrolled content into range
  /// (§11.1), and moving on from there would write an offset out of range (§10.5).
  func takesOverScroll(
    for cause: AvoidanceUpdate.Cause, role: ContainerRole, shown: CGPoint?,
    at geometry: ContainerGeometry
  ) -> Bool {
    if cause.takesOverProgrammaticScroll { return true }
    guard cause == .layout, role == .assists, let shown else { return false }
    return keyboard.isAnimating && geometry.rangeReaches(shown.y)
  }
}

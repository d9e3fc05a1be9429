import Foundation

/// A rotation with the keyboard up is one keyboard as far as content goes (§10.14, §11.2): a
/// device hides the keyboard before the rotation and shows it after, the show as late as the
/// rotation and the keyboard make it, and the engine's inset never passes through the app's in
/// between — content does not glide down and back up (review N10).
extension InvariantChecker {
  /// The check for a rotation that began and ended with the engine's adjustment applied and
  /// the same input focused; `nil` for other steps.
  func rotationHoldCheck() -> InvariantCheck? {
    guard case .rotate = currentStep, wasAdjusted, world.keyboard.isShown,
      stage.focusedItem?.id == focusedBefore, focusedBefore != nil,
      !stage.container.lastAvoidanceWriteReleased
    else { return nil }
    let releases = stage.container.avoidanceReleaseCount - releasesBefore
    return InvariantCheck(
      name: "held through the rotation", passed: releases == 0,
      detail: "\(releases) releases of the engine's part while the keyboard came back")
  }
}

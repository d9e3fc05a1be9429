import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// The solver in a list whose controller owns the keyboard's inset (§11.1 of the UIKit
/// article): content scrolls as far as the controller's part reaches — the part it has, or the
/// part it adds for this keyboard when its own observer has not run yet, for a move the list
/// makes frame by frame.
@Suite("The solver in a list its controller adjusts")
struct SystemAdjusterSolverTests {
  /// An iPad list 644 pt tall scrolled to 196, its controller's part `part`, a keyboard with a
  /// bar pinned to it over its lower 598 pt, and a visible field at 502…558.
  static func snapshot(controllerPart part: CGFloat, framed: Bool = true) -> AvoidanceSnapshot {
    var snapshot = AvoidanceSnapshot(
      bounds: CGRect(x: 0, y: 196, width: 1376, height: 1032),
      frameInWindow: CGRect(x: 0, y: 0, width: 1376, height: 1032),
      contentSize: CGSize(width: 1376, height: 644),
      contentInset: AvoidanceInsets(top: 0, left: 0, bottom: 56, right: 0),
      systemContentInset: AvoidanceInsets(top: 68, left: 0, bottom: 20, right: 0),
      safeAreaInsets: AvoidanceInsets(top: 68, left: 0, bottom: 20, right: 0),
      keyboardFrameInWindow: CGRect(x: 0, y: 434, width: 1376, height: 598), pinnedHeight: 56,
      targets: AvoidanceTargets(field: CGRect(x: 36, y: 502, width: 1304, height: 56)),
      padding: 16, policy: .minimal, startOffset: CGPoint(x: 0, y: 196))
    snapshot.systemKeyboardInset = part
    snapshot.systemPartMayGrow = framed
    return snapshot
  }

  @Test(
    "A visible field stays where it is while the controller's part is still the last keyboard's (its observer runs after the app's)",
    arguments: [466, 522] as [CGFloat])
  func staleControllerPart(part: CGFloat) {
    let adjustment = AvoidanceSolver.solve(Self.snapshot(controllerPart: part))
    #expect(!adjustment.movesContent, "content scrolled to \(adjustment.contentOffset.y)")
    #expect(adjustment.contentOffset.y == 196)
  }

  @Test(
    "A field near the content's end scrolls in as far as the controller's part reaches, or the part it adds for this keyboard, and no further",
    arguments: [(466, 186), (522, 186)] as [(CGFloat, CGFloat)])
  func scrollsAsFarAsThePartReaches(part: CGFloat, expected: CGFloat) {
    var snapshot = Self.snapshot(controllerPart: part)
    snapshot.bounds.origin.y = 0
    snapshot.startOffset = .zero
    snapshot.targets = AvoidanceTargets(field: CGRect(x: 36, y: 560, width: 1304, height: 44))
    let adjustment = AvoidanceSolver.solve(snapshot)
    #expect(adjustment.contentOffset.y == expected)
  }

  @Test(
    "A write at once (no frame-by-frame move to keep it in range) stops where the controller's part reaches now"
  )
  func immediateWriteKeepsTheRange() {
    let adjustment = AvoidanceSolver.solve(Self.snapshot(controllerPart: 466, framed: false))
    #expect(adjustment.contentOffset.y == 154)
  }

  @Test(
    "The part a controller adds is the keyboard's overlap less the safe area, without a pinned bar and whatever the app's own inset (here negative)"
  )
  func comingPartIgnoresTheAppsInset() {
    var snapshot = Self.snapshot(controllerPart: 466)
    snapshot.contentInset.bottom = -30
    snapshot.pinnedHeight = 0
    snapshot.keyboardFrameInWindow = CGRect(x: 0, y: 490, width: 1376, height: 542)
    snapshot.bounds.origin.y = 0
    snapshot.startOffset = .zero
    snapshot.targets = AvoidanceTargets(field: CGRect(x: 36, y: 600, width: 1304, height: 44))
    // The controller's part for this keyboard is 542 − 20: content reaches 644 − 30 + 20 + 522
    // − 1032 = 124 and no further.
    let adjustment = AvoidanceSolver.solve(snapshot)
    #expect(adjustment.contentOffset.y == 124)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One movement at a time (§11.1): when UIKit scrolls the first responder into view itself and
/// the engine moves content too, the screen shows one movement — never UIKit's jump and then
/// the engine's glide in the same turn, and never UIKit moving content again after the engine
/// did. The engine's own later corrections (a caret that landed late, a sheet that rose with the
/// keyboard, §11.2) glide.
extension InvariantChecker {
  /// The check for a step that moves focus or what must show with it; `nil` for other steps,
  /// where several movements are the point (a keyboard that announces three heights, a drag)
  /// or the user's.
  func movementCheck() -> InvariantCheck? {
    switch currentStep {
    case .focus, .next, .previous, .pressReturn, .tapFocusedField, .showValidation,
      .hideValidation:
      break
    default:
      return nil
    }
    // Only where the engine moved content too: UIKit alone is not the engine's to check. Nor
    // where the app fights a list controller over the insets: the range UIKit scrolls in is
    // then the app's and UIKit's business (§11.1, ``appFightsSystem``).
    guard stage.setup.configuration.isEnabled,
      stage.container.avoidanceOffsetWriteCount != offsetWritesBefore, !appFightsSystem
    else { return nil }
    // Where not even the field fits above the keyboard, UIKit's own scroll of it has the last
    // word (§11.1): not the engine's to check.
    if world.firstResponderScroll != .whenFocused, let focused = world.focusedInput,
      invariants.target(for: focused)?.isCaret == true
    {
      return nil
    }
    let moves = Array(world.contentMoves(of: stage.container).dropFirst(movesBefore))
    guard !moves.isEmpty else { return nil }
    let turns = moves.map(\.turn)
    let twoInOneTurn = Set(turns).count != turns.count
    let snapAfter = moves.dropFirst().contains { !$0.isGlide }
    let detail = moves.map { ($0.isGlide ? "glide " : "jump ") + format($0.distance) }
    // In a SwiftUI scroll view UIKit's jump to a focused text field comes before SwiftUI tells
    // anyone of the focus, and no public API takes it over (§1 of the SwiftUI article): the
    // library's glide for the padding may follow it in the same turn, but never a jump.
    let swiftUI = (stage.container as? WorldScrollView)?.isSwiftUI == true
    return InvariantCheck(
      name: "one movement", passed: (swiftUI || !twoInOneTurn) && !snapAfter,
      detail: detail.joined(separator: ", ") + " pt")
  }
}

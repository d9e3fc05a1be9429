import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// §10.1 and §10.2: the focused field (with its companions, or its caret when it is too tall)
/// ends inside the visible region whenever some valid offset can put it there, and the engine
/// scrolled no further than the least distance that does. Where no valid offset can, no check
/// is made (and none is counted).
extension InvariantChecker {
  func visibilityCheck() -> InvariantCheck? {
    // A hidden focused field (a PIN field drawn by other views) need not show; a region of no
    // height (bars and keyboard leave nothing) can show nothing; no offset the container can
    // take shows it (a first row under the top bars with `.never`): no check either way.
    let invariants = invariants
    guard let check = invariants.fieldVisible(), let focused = world.focusedInput,
      let target = invariants.target(for: focused),
      let showing = invariants.showingOffsets(
        target.rect, region: invariants.visibleRegion, offset: stage.container.bounds.origin.y)
    else { return nil }
    measureScroll(showing: showing)
    return check
  }

  /// The scroll distance the engine took against the least distance that shows the target.
  private func measureScroll(showing: ClosedRange<CGFloat>) {
    guard stage.setup.configuration.policy == .minimal, scrollsForFocus else { return }
    let start = followedStart(from: startOffset)
    // UIKit moved content after the engine (a list controller's cell scroll when its observer
    // runs after the app's, §11.1): the distance travelled is partly UIKit's, not measured.
    if stage.container.codeMovedAfterAvoidance { return }
    let end = stage.container.bounds.origin.y
    let nearest = min(max(start, showing.lowerBound), showing.upperBound)
    // Rows a list measured above the visible ones after the engine placed content moved the
    // target by what they grew (a list that does not keep visible rows in place, §11.3).
    let minimal = abs(nearest - start) + listShiftInStep
    let taken = abs(end - start)
    // The ratio says the engine had to scroll: not where UIKit's own scroll, which the engine
    // took over, already showed the target.
    let system = (stage.container as? WorldScrollView)?.offsetAfterSystemScroll?.y
    let leftByUIKit = system.map { min(max($0, showing.lowerBound), showing.upperBound) != $0 }
    if minimal > tolerance, leftByUIKit ?? true { recordScrollRatio(Double(taken / minimal)) }
    if taken > minimal + tolerance {
      noteExtraScroll(taken: taken, minimal: minimal)
    }
  }

  /// Content that rested at its top when the step began follows a top inset changed in the
  /// step to the new top (§3.4 of the UIKit article: "stays at the top"), as when the content
  /// size the engine writes makes it scrollable under `.scrollableAxes` and the safe area's top
  /// part appears (§3.2). The least scroll is measured from there, whether UIKit made that move
  /// or the engine's write went there at once.
  private func followedStart(from start: CGFloat) -> CGFloat {
    guard let top = topBefore, abs(start - top) <= tolerance,
      let scrollView = stage.container as? WorldScrollView
    else { return start }
    let newTop = -scrollView.adjustedContentInset.top
    return abs(newTop - top) > tolerance ? newTop : start
  }

  private var scrollsForFocus: Bool {
    switch currentStep {
    case .userScroll, .setAppInset, .hideKeyboard, .releaseKeyboard, .dragKeyboard, .rotate,
      .otherAppKeyboard, .enterBackground, .wait:
      false
    default: true
    }
  }

  /// Where the engine's scrolling starts: after UIKit's own moves in this step (its scroll to
  /// the new first responder comes before the engine hears of the focus; content resting at
  /// its top follows a changed top inset), else where a focus change began, else where the
  /// step began. A new keyboard announced after the focus change's turn (review N17) counts
  /// from where the screen showed content then: the engine moved for the keyboard it knew,
  /// and content moves on from there, never back past where it is (§10.2).
  private var startOffset: CGFloat {
    // Where the avoider's write found it, else where the announcement did.
    if let late = stage.container.shownAtLateSwitch ?? shownAtLateSwitch { return late.y }
    // The engine took a move of UIKit's (or navigation's) over: the screen showed one movement,
    // from where it showed content before that move.
    if let start = stage.container.takenOverScrollStart { return start.y }
    if let system = (stage.container as? WorldScrollView)?.offsetAfterSystemScroll {
      return system.y
    }
    switch currentStep {
    case .focus, .next, .previous, .pressReturn:
      return stage.focusStartOffset?.y ?? offsetAtStart.y
    default:
      return offsetAtStart.y
    }
  }
}

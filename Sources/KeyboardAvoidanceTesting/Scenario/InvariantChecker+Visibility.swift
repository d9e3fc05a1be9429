import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// §10.1 and §10.2: the focused field (with its companions, or its caret when it is too tall)
/// ends inside the visible region whenever some valid offset can put it there, and the engine
/// scrolled no further than the least distance that does. Where no valid offset can, no check
/// is made (and none is counted).
extension InvariantChecker {
  /// What must be visible, on screen, with the offsets that would show it.
  struct Target {
    let rect: CGRect
    let what: String
  }

  func visibilityCheck() -> InvariantCheck? {
    // A hidden focused field (a PIN field drawn by other views) need not show; a region of no
    // height (bars and keyboard leave nothing) can show nothing: no check either way.
    guard let focused = world.focusedInput, focused.isDescendant(of: stage.container),
      !focused.isEffectivelyHidden(below: stage.container), visibleRegion().height > tolerance,
      let target = target(for: focused)
    else { return nil }
    let region = visibleRegion()
    let offset = stage.container.bounds.origin.y
    // No offset the container can take shows it (a first row under the top bars with
    // `.never`): there is nothing the engine could do, and nothing is counted as checked.
    guard let showing = showingOffsets(target.rect, region: region, offset: offset) else {
      return nil
    }
    let inside =
      target.rect.minY >= region.minY - tolerance && target.rect.maxY <= region.maxY + tolerance
    measureScroll(showing: showing)
    return InvariantCheck(
      name: "field visible", passed: inside,
      detail: "\(target.what) \(format(target.rect.minY))…\(format(target.rect.maxY)) in "
        + "\(format(region.minY))…\(format(region.maxY))")
  }

  /// The rectangle that must be visible, by the priority the article on UIKit's keyboard
  /// behaviours gives: the field with its companions, the field alone, the field without
  /// padding, the caret (with padding, then without), the caret's top.
  func target(for focused: any WorldTextInput) -> Target? {
    let padding = stage.setup.configuration.padding
    let region = visibleRegion()
    let field = screenRect(of: focused)
    let extent = contentExtent()
    func padded(_ rect: CGRect) -> CGRect {
      let top = max(rect.minY - padding, min(extent.lowerBound, rect.minY))
      let bottom = min(rect.maxY + padding, max(extent.upperBound, rect.maxY))
      return CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top)
    }
    let fits = { (rect: CGRect) in rect.height <= region.height + self.tolerance }
    var whole = field
    for companion in world.companions(of: focused)
    where !companion.isEffectivelyHidden(below: stage.container) && companion.bounds.height > 0 {
      whole = whole.union(screenRect(of: companion))
    }
    if fits(padded(whole)) { return Target(rect: padded(whole), what: "field") }
    if fits(padded(field)) { return Target(rect: padded(field), what: "field alone") }
    if fits(field) { return Target(rect: field, what: "field without padding") }
    let caret = screenRect(focused.caretRect, in: focused)
    if fits(padded(caret)) { return Target(rect: padded(caret), what: "caret") }
    if fits(caret) { return Target(rect: caret, what: "caret without padding") }
    // Not even the caret fits: as much of it as there is room for, from its top (an input
    // always has a caret here; the field's top stands in for one that had none).
    return Target(
      rect: CGRect(x: caret.minX, y: caret.minY, width: caret.width, height: region.height),
      what: "caret's top")
  }

  /// The content offsets that show `rect` inside `region`, within the valid range, or `nil`
  /// when there are none.
  func showingOffsets(_ rect: CGRect, region: CGRect, offset: CGFloat) -> ClosedRange<CGFloat>? {
    let lower = offset + rect.maxY - region.maxY
    let upper = offset + rect.minY - region.minY
    let range = validOffsets()
    let from = max(lower, range.lowerBound)
    let to = min(upper, range.upperBound)
    guard from <= to + tolerance else { return nil }
    return from...max(from, to)
  }

  /// The offsets the container can take: a scroll view's range, or a plain view's shift of at
  /// most the keyboard's overlap.
  func validOffsets() -> ClosedRange<CGFloat> {
    if let scrollView = stage.container as? WorldScrollView {
      return scrollView.verticalOffsetRange
    }
    return 0...max(0, plainOverlap)
  }

  /// The scroll distance the engine took against the least distance that shows the target.
  private func measureScroll(showing: ClosedRange<CGFloat>) {
    guard stage.setup.configuration.policy == .minimal, scrollsForFocus else { return }
    let start = startOffset
    let end = stage.container.bounds.origin.y
    let nearest = min(max(start, showing.lowerBound), showing.upperBound)
    let minimal = abs(nearest - start)
    let taken = abs(end - start)
    if minimal > tolerance { recordScrollRatio(Double(taken / minimal)) }
    if taken > minimal + tolerance {
      noteExtraScroll(taken: taken, minimal: minimal)
    }
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
  /// step began.
  private var startOffset: CGFloat {
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

  // MARK: Measuring

  func screenRect(of view: WorldView) -> CGRect {
    screenRect(view.bounds, in: view)
  }

  func screenRect(_ rect: CGRect, in view: WorldView) -> CGRect {
    view.convertToScreen(rect)
  }

  /// The content's top and bottom on screen: a scroll view's content, or a plain view's bounds.
  func contentExtent() -> ClosedRange<CGFloat> {
    let container = stage.container
    let height = (container as? WorldScrollView)?.contentSize.height ?? container.bounds.height
    let top = screenRect(CGRect(x: 0, y: 0, width: 0, height: 0), in: container).minY
    return top...(top + max(0, height))
  }
}

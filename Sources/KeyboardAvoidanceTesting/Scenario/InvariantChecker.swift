import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Checks the invariants of §10 of the article “UIKit's keyboard behaviours” on a stage,
/// independently of the engine: the visible region, the target and the offsets are measured from
/// the world's own geometry, not from the solver's arithmetic.
final class InvariantChecker {
  let stage: Stage
  let tolerance = Tolerance.points
  var world: World { stage.world }
  private var keyboard: SimulatedKeyboard { stage.world.keyboard }

  /// The app's own `contentInset`, as the app last set it.
  private(set) var appInset: AvoidanceInsets
  /// The offset before the keyboard came up; `nil` while it is down.
  private var restingOffset: CGPoint?
  /// Whether content rested at its top there: it goes back to its top, wherever a top inset
  /// changed meanwhile puts it (§10.5 of the UIKit article).
  private var restingAtTop = false
  /// Where content is at its top when the step began.
  private(set) var topBefore: CGFloat?
  private var userScrolled = false
  /// How content resting at its top followed a changed top inset in this step (§3.4).
  private var topFollowInStep: (from: CGFloat, to: CGFloat)?
  /// Whether something other than the engine scrolled before the current step began.
  private var othersScrolledBefore = false
  private var foreignScrollsBefore = 0
  /// How many movements the screen had shown of the container's content when the step began.
  var movesBefore = 0
  private var userScrollsBefore = 0
  private var writesBefore = 0
  /// How many of the engine's writes had given its part back when the step began.
  private(set) var releasesBefore = 0
  /// How many layout passes the container had when the step began.
  private var layoutsBefore = 0
  private(set) var offsetWritesBefore = 0
  private var writesUnderFingerBefore = 0
  private(set) var listShiftBefore: CGFloat = 0
  private var listMovesBefore = 0
  private var contentHeightAtStart: CGFloat = 0
  private var unkeptShiftBefore: CGFloat = 0
  private var step: ScenarioStep = .wait(0)
  private(set) var offsetBefore: CGPoint = .zero
  /// The container's offset at the step's last sampled moment (its start before the first).
  private(set) var sampledOffset: CGPoint?
  /// How far the list had moved its offset to keep visible rows in place at the last sample.
  private(set) var sampledKeptShift: CGFloat?
  private var extraScroll: String?
  private var insetBefore: AvoidanceInsets = .zero
  private var pushedBefore = false
  /// Whether the keyboard covered the container as the engine last could know it: what
  /// happens in the background reaches the engine only when the app is back (§1.3).
  private var coveredKnown = false
  /// Whether the container held an adjustment of the engine when the step began.
  private(set) var wasAdjusted = false
  /// Whether the engine wrote while a keyboard was up, since content was last restored.
  private var engineWroteSinceRestore = false
  /// How many notifications the world had posted when the step began.
  private var notificationsBefore = 0
  /// How many taps the user had made when the step began.
  private var tapsBefore = 0
  /// Whether the user or the app moved things since the engine last heard anything, so that
  /// the focused field may be hidden without the engine's fault: the user's scroll, the app's
  /// inset change. The engine's next event brings the field back.
  private var mayBeHidden = false
  /// Whether the app last wrote its insets, in a list its controller adjusts, while the keyboard
  /// was up: that wipes the controller's part, which the controller later takes back from
  /// whatever is there (§11.1) — the range and the room are the app's fight with UIKit, not the
  /// engine's, until the app writes its insets with the keyboard down.
  private var appFoughtSystem = false
  /// Whether the container's window moved since the engine last heard anything.
  private var geometryStale = false
  /// The app's own `verticalScrollIndicatorInsets`, as the app last set them.
  private var appIndicatorInset = AvoidanceInsets.zero
  private var sampleFailures: [String: (count: Int, first: String)] = [:]
  private var sampleChecks: Set<String> = []
  /// Engine distance over oracle distance for the last step, if it scrolled.
  private(set) var lastScrollRatio: Double?
  /// The order the form's author expects, for Previous and Next.
  private(set) lazy var navigationOracle = FormNavigationOracle(setup: stage.setup)
  /// The form's identifier of the input focused when the step began.
  private(set) var focusedBefore: String?
  /// The list's valid vertical offsets when the step began.
  private(set) var listRangeBefore: ClosedRange<CGFloat>?
  /// Whether that input was a text view, where Return the library does not manage types a line.
  private(set) var focusedTextViewBefore = false

  /// Where the screen showed the container's content when a late new keyboard was announced in
  /// this step (review N17): the engine could not know of it before.
  private(set) var shownAtLateSwitch: CGPoint?

  init(stage: Stage) {
    self.stage = stage
    appInset = (stage.container as? WorldScrollView)?.contentInset ?? .zero
    stage.world.keyboard.willAnnounceLateSwitch = { [weak self] in
      guard let self, shownAtLateSwitch == nil else { return }
      let container = self.stage.container
      shownAtLateSwitch = world.shownOffset(of: container)
      container.awaitsWriteAfterLateSwitch = true
    }
  }

  // MARK: Step lifecycle

  func beginStep(_ step: ScenarioStep) {
    self.step = step
    sampleFailures = [:]
    sampleChecks = []
    lastScrollRatio = nil
    extraScroll = nil
    stage.focusStartOffset = nil
    scrollView?.offsetAfterSystemScroll = nil
    stage.container.offsetBeforeAvoidanceWrite = nil
    offsetBefore = stage.container.bounds.origin
    sampledOffset = nil
    sampledKeptShift = nil
    insetBefore = scrollView?.contentInset ?? .zero
    pushedBefore = keyboardPushes
    foreignScrollsBefore = scrollView?.foreignScrollCount ?? 0
    userScrollsBefore = scrollView?.userScrollCount ?? 0
    stage.container.takenOverScrollStart = nil
    shownAtLateSwitch = nil
    stage.container.shownAtLateSwitch = nil
    stage.container.awaitsWriteAfterLateSwitch = false
    movesBefore = world.contentMoves(of: stage.container).count
    stage.container.lastAvoidanceOffset = nil
    stage.container.codeMovedAfterAvoidance = false
    writesBefore = stage.container.avoidanceWriteCount
    releasesBefore = stage.container.avoidanceReleaseCount
    layoutsBefore = layoutsHeard
    offsetWritesBefore = stage.container.avoidanceOffsetWriteCount
    stage.container.offsetBeforeFirstAvoidanceWrite = nil
    writesUnderFingerBefore = stage.container.offsetWritesUnderFinger
    listShiftBefore = stage.list?.keptInPlaceShift ?? 0
    listMovesBefore = stage.list?.keptInPlaceMoves.count ?? 0
    contentHeightAtStart = (stage.container as? WorldScrollView)?.contentSize.height ?? 0
    unkeptShiftBefore = stage.list?.unkeptShift ?? 0
    focusedBefore = stage.focusedItem?.id
    listRangeBefore = stage.list?.verticalOffsetRange
    focusedTextViewBefore = world.focusedInput is WorldTextView
    notificationsBefore = world.notificationCenter.log.count
    tapsBefore = world.tapCount
    // Where content rests before a keyboard comes; kept until the restoration is checked
    // (a hide in the background is checked only once the app is back).
    topBefore = scrollView.map { -$0.adjustedContentInset.top }
    if restingOffset == nil { rest(at: offsetBefore) }
    othersScrolledBefore = userScrolled
    // In a list its controller adjusts, the controller takes back on hide the part it added,
    // whatever the app wrote meanwhile (§11.1): what the app keeps is its write less that part.
    let systemAdjusted = invariants.isSystemAdjusted
    let systemPart =
      systemAdjusted ? AvoidanceInsets(bottom: scrollView?.systemKeyboardInset ?? 0) : .zero
    // The controller's part is not the engine's adjustment.
    wasAdjusted =
      engineWroteSinceRestore
      || (scrollView.map { !($0.contentInset - systemPart).isClose(to: appInset) }
        ?? (abs(offsetBefore.y) > tolerance))
    if systemAdjusted {
      switch step {
      case .setAppInset, .setAppInsetOnEveryLayout, .changeAppInset:
        appFoughtSystem = keyboard.isShown || keyboard.isUpForOtherApp
      default: break
      }
    }
    switch step {
    case .setAppInset(let insets):
      if step.hasUsableValues, scrollView != nil {
        appInset = insets - systemPart
        mayBeHidden = true
      }
    case .setAppInsetOnEveryLayout(let insets):
      // Set again after every layout pass, the app's value ends up as it is.
      if step.hasUsableValues, scrollView != nil {
        appInset = insets
        mayBeHidden = true
      }
    case .userScroll: break  // counted once it has moved content (a foreign scroll)
    case .changeAppInset(let delta):
      if step.hasUsableValues, let scrollView {
        appInset = scrollView.contentInset + delta - systemPart
        mayBeHidden = true
      }
    case .setIndicatorInsets(let insets):
      if step.hasUsableValues, scrollView != nil { appIndicatorInset = insets }
    case .moveWindow:
      // UIKit lays nothing out for a window that moves (§7): the engine learns of it at its
      // next event. SwiftUI's scroll view learns of it at once, as the world models it: its
      // hosting controller's keyboard safe area is read at every view update (``WorldWindow``,
      // assumed), and the keeper reads that.
      let swiftUI = (stage.container as? WorldScrollView)?.isSwiftUI == true
      if step.hasUsableValues && !swiftUI { geometryStale = true }
    default: break
    }
  }

  /// Checks made at every sampled moment of the step's animations.
  func sample() {
    // The engine keeps the offsets it writes in range; an offset the app or a rotation
    // without a keyboard left out of range is not the engine's (UIKit does not clamp, §3.4).
    // An app that rewrites the inset on every layout pass in a list its controller adjusts
    // wipes the controller's part between its writes: the range is the app's fight, not the
    // engine's.
    let appFightsSystem = self.appFightsSystem
    if scrollView != nil, stage.container.avoidanceOffsetWriteCount != offsetWritesBefore,
      !appFightsSystem, let check = invariants.offsetInRange()
    {
      note(check.name, check.passed || glidesBackIntoRange, check.detail)
    }
    sampledOffset = stage.container.bounds.origin
    sampledKeptShift = stage.list?.keptInPlaceShift
    // In the background nothing of the keyboard arrives (§1.3): the engine acts on what it last
    // heard until the app is back, and is checked then.
    if ((!pushedBefore && !keyboardPushes && !adjustedBefore) || !avoids) && !world.isInBackground {
      // UIKit, the app and the user may move content; the engine must not (§10.6, §10.7),
      // except to take back what it applied (checked by "restored after hide"): its release,
      // which for a hide in the background comes once the app is back (§1.3, §10.5).
      let releases = stage.container.avoidanceReleaseCount - releasesBefore
      let writes = stage.container.avoidanceWriteCount - writesBefore - releases
      note(
        "engine still without a docked keyboard", writes == 0,
        "\(writes) writes to insets or offset")
    }
    // A list's offset moved inside an animation block lays its cells out for the final bounds
    // at once: rows the screen still shows have no cell — a blank band (§11.3).
    if let list = stage.list, world.offsetAnimatesInBlock(list) {
      let presented = CGRect(origin: presentationOffset, size: list.bounds.size)
      let bare = list.rowsWithoutCells(in: presented)
      note(
        "no blank band in a list", bare.isEmpty,
        "\(bare.count) rows on screen without cells at offset \(format(presentationOffset.y))")
    }
    // A keyboard dragged back to within half a point of its resting place is at rest, as far
    // as anything on screen tells.
    if case .dragKeyboard = step, keyboard.isHeldAwayFromRest {
      note(
        "no scroll while dragging the keyboard",
        abs(presentationOffset.y - offsetBefore.y) <= tolerance,
        "offset \(format(offsetBefore.y)) → \(format(presentationOffset.y))")
    }
  }

  /// Whether the keyboard covers part of the container (a keyboard the user drags keeps
  /// covering it, even down to the resting strip).
  private var isCovered: Bool { keyboardPushes && (overlap > 0 || keyboard.isTracking) }

  /// Whether the engine avoids at all (`isEnabled`): with avoidance off it must write nothing.
  private var avoids: Bool { stage.setup.configuration.isEnabled }

  /// Whether the container held an adjustment of the engine when the step began: an inset
  /// other than the app's, or a plain view shifted from its resting place.
  private var adjustedBefore: Bool { wasAdjusted }
  /// The part of the list's inset its controller's keyboard support added (§11.1); zero
  /// elsewhere.
  private var systemInsetPart: AvoidanceInsets {
    invariants.isSystemAdjusted
      ? AvoidanceInsets(bottom: scrollView?.systemKeyboardInset ?? 0) : .zero
  }

  /// Whether the engine's writes in this step of the user's scroll only brought content from
  /// where the user left it, outside the range the container has now (a shorter keyboard
  /// announced under the finger took the room the scroll used, §10.5), to the nearest offset
  /// in that range.
  private var userScrollLeftRange: Bool {
    guard let scrollView, let left = stage.container.offsetBeforeFirstAvoidanceWrite else {
      return false
    }
    let range = scrollView.verticalOffsetRange
    let nearest = min(max(left.y, range.lowerBound), range.upperBound)
    return !range.contains(left.y) && abs(scrollView.contentOffset.y - nearest) <= tolerance
  }

  /// Notes where content rests before a keyboard comes, and whether that is its top.
  private func rest(at offset: CGPoint) {
    restingOffset = offset
    restingAtTop = topBefore.map { abs(offset.y - $0) <= tolerance } ?? false
  }

  /// Checks made once the step settled.
  func endStep() -> [InvariantCheck] {
    // Content resting at its top follows a change of the adjusted top inset there (§3.4 of the
    // UIKit article, as the world's scroll view places it): so does where it rests, once the
    // keyboard is gone and the engine has nothing left to put back. While the keyboard is up,
    // content goes back where it was before the keyboard came (§10.5): to its top when it
    // rested there (`restingAtTop`), wherever a top inset changed meanwhile moved that top.
    topFollowInStep = scrollView?.lastTopFollow
    if let follow = scrollView?.lastTopFollow, let resting = restingOffset,
      abs(resting.y - follow.from) <= tolerance, !keyboard.isShown
    {
      restingOffset?.y = follow.to
    }
    scrollView?.lastTopFollow = nil
    // The user's finger owns the offset: layout passes under it (self-sizing rows measured,
    // §11.3) never move content.
    let underFinger = stage.container.offsetWritesUnderFinger - writesUnderFingerBefore
    if case .userScroll = currentStep {
      note(
        "no scroll under the user's finger", underFinger == 0,
        "\(underFinger) offset writes while scrolled")
      // §10.5: nor when the content comes to rest — the user's scroll is theirs, unless the
      // range the keyboard's overlap leaves no longer holds it: then the nearest offset in it.
      let engineScrolls = stage.container.avoidanceOffsetWriteCount - offsetWritesBefore
      note(
        "the user's scroll kept", engineScrolls == 0 || userScrollLeftRange,
        "\(engineScrolls) offset writes of the engine's in the user's scroll")
    }
    // A notification nobody could read tells the engine nothing, nor does another app's
    // keyboard, which never changes this app's layout (§10.7), nor typing when the engine does
    // not follow the caret.
    let told =
      (world.notificationCenter.log.count != notificationsBefore || world.tapCount != tapsBefore)
      && !isRawNotification && !isOtherAppKeyboard && !isTypingUnfollowed && !isOtherScene
    // A window that moved is news to the engine only at its next event (§7): a notification,
    // or a layout pass of the container (it was resized, rotated, its content changed).
    let heard = told || layoutsHeard != layoutsBefore
    let engineSeesGeometry = !geometryStale || (heard && !isMoveWindow)
    // The user's scrolls mean the content need not go back on hide; code's (navigation bringing
    // a row in, UIKit's scroll to a new first responder, §11.1) do not.
    let comesForEngine = !world.isInBackground && engineSeesGeometry && !coveredKnown && isCovered
    // The keyboard stayed up but stopped covering the container (a rotation, a window that
    // moved, a container that shrank) and the engine gave its part back: the field stays where
    // it was, and a later hide has nothing left to undo. A keyboard that undocked (floating,
    // split) is the engine's hide (§10.6): it restores now, so that is checked now, and the
    // later hide — after which the app may have shrunk its inset, which UIKit does not clamp
    // (§3.4) — has nothing left to undo either.
    // A write that gave the engine's part back (below) leaves nothing to restore.
    if keyboardPushes && stage.container.avoidanceWriteCount != writesBefore {
      engineWroteSinceRestore = true
    }
    var undockChecks: [InvariantCheck] = []
    // So does a docked keyboard that covered the container only within the step (a sheet rising
    // with it): the engine gave its part back, and content stays where it shows the field.
    let clearedInStep =
      keyboardPushes && engineSeesGeometry && stage.container.avoidanceWriteCount != writesBefore
    if !world.isInBackground && (coveredKnown || clearedInStep) && !isCovered && keyboard.isShown,
      let scrollView,
      (scrollView.contentInset - systemInsetPart).isClose(to: appInset)
    {
      if !keyboardPushes {
        undockChecks.append(restorationCheck())
        userScrolled = false
      }
      restingOffset = nil
      engineWroteSinceRestore = false
    }
    // In the background the engine holds what it applied (§1.3): what changed there is news to
    // it once the app is back.
    if !world.isInBackground && engineSeesGeometry { coveredKnown = isCovered }
    if comesForEngine {
      // The keyboard came over the container in this step (it came up, or the window or the
      // keyboard moved): content rests where it was when the engine first wrote — after any
      // scroll UIKit made to the new first responder before the keyboard's notifications
      // (§11.1), or to a changed top inset — and what scrolled earlier does not count against
      // restoring it.
      // A keyboard announced late for a field switch (review N17) came over the container
      // where the screen showed content when it was announced: UIKit's scroll to the new field
      // in the switch's own turn came before any keyboard covered it (fuzz 1/58905).
      rest(at: shownAtLateSwitch ?? offsetBefore)
      // The user's scrolls after the engine's first write moved content the engine had
      // placed: they count. UIKit's and navigation's scrolls to a first responder are the
      // engine's to take over (§11.1): they do not.
      let scrolledAfterEngine =
        stage.container.offsetBeforeAvoidanceWrite != nil
        && (scrollView?.userScrollCount ?? 0)
          > stage.container.userScrollsBeforeAvoidanceWrite
      userScrolled = scrolledAfterEngine
      // The user scrolled in this step: under the finger the engine shows nothing, and after it
      // only news does (§10.5) — though the keyboard came over the container in the same step
      // (a window moved while the finger was down; fuzz 1/78717).
      if (scrollView?.userScrollCount ?? 0) != userScrollsBefore { mayBeHidden = true }
    } else if (scrollView?.foreignScrollCount ?? 0) != foreignScrollsBefore {
      if (scrollView?.userScrollCount ?? 0) != userScrollsBefore {
        userScrolled = true
      }
      mayBeHidden = true
    }
    // Nor does a write that gave the engine's part back while the keyboard stayed up, as when
    // a sheet rose clear of the keyboard in the same step: what the app changes after that (a
    // top inset that puts the offset out of range, which UIKit does not clamp, §3.4) is not
    // the engine's to undo.
    if stage.container.avoidanceWriteCount != writesBefore,
      stage.container.lastAvoidanceWriteReleased
    {
      engineWroteSinceRestore = false
    }
    var checks = sampleChecks.sorted().map { name in
      let failure = sampleFailures[name]
      return InvariantCheck(
        name: name, passed: failure == nil,
        detail: failure.map { "\($0.count) moments, first: \($0.first)" } ?? "every moment")
    }
    checks += undockChecks
    if let check = invariants.appInsetsKept() { checks.append(check) }
    if let check = navigationCheck() { checks.append(check) }
    if let check = appReturnCheck() { checks.append(check) }
    if let check = cellPreparationCheck() { checks.append(check) }
    if let check = movementCheck() { checks.append(check) }
    if let check = rotationHoldCheck() { checks.append(check) }
    if heard && !isMoveWindow { geometryStale = false }
    if keyboardPushes && avoids && !world.isInBackground && !geometryStale {
      if let check = invariants.insetMatchesOverlap() { checks.append(check) }
      if let check = reachabilityCheck() { checks.append(check) }
      // After the user scrolled, only a step that told the engine something (a notification:
      // focus, the keyboard, text) must bring the field back.
      // While a finger drags the keyboard, content holds still (§10.10): nothing is due yet.
      if overlap > 0, stepShowsFocus, told || !mayBeHidden, !keyboard.isTracking,
        !appFightsSystem, let check = visibilityCheck()
      {
        checks.append(check)
      }
      if told { mayBeHidden = false }
      if isTypingUnfollowed { mayBeHidden = true }
      if lastScrollRatio != nil || extraScroll != nil, !appFightsSystem {
        checks.append(
          InvariantCheck(
            name: "minimal scroll", passed: extraScroll == nil,
            detail: extraScroll
              ?? "scrolled \(String(format: "%.3f", lastScrollRatio ?? 1))× the least distance"))
      }
    } else if !keyboard.isShown && !keyboard.isUpForOtherApp && !world.isInBackground {
      // Nothing of the keyboard reaches a backgrounded app (§1.3): what happened there is
      // resolved when it comes back, and checked then.
      checks.append(restorationCheck())
      userScrolled = false
      restingOffset = nil
      engineWroteSinceRestore = false
      // Where the app fought a list controller over the insets, what the controller left of
      // the app's write when it took its part back is the app's and UIKit's business (§11.1):
      // the app's inset from now on, not a part of the engine's to undo later.
      if appFightsSystem, let scrollView {
        appInset = scrollView.contentInset - systemInsetPart
      }
    }
    return checks
  }

  var currentStep: ScenarioStep { step }

  /// Whether the app fights a list controller's own keyboard support over the insets (on every
  /// layout pass, or while the keyboard was up): the range, the room and where content rests
  /// are then UIKit's and the app's business, not the engine's (§11.1) — only "no inset of the
  /// library's" holds.
  var appFightsSystem: Bool {
    (stage.setsAppInsetOnEveryLayout || appFoughtSystem) && invariants.isSystemAdjusted
  }

  /// The container's layout passes the engine heard: its avoider's count (an attached one hears
  /// no layout that changes neither the bounds' size nor the content size or inset — a scroll
  /// indicator added, §11.1), else the container's own.
  private var layoutsHeard: Int {
    stage.container.keyboardAvoider?.layoutPassesHeard ?? stage.container.layoutCount
  }

  var offsetAtStart: CGPoint { offsetBefore }

  func recordScrollRatio(_ ratio: Double) { lastScrollRatio = ratio }

  /// How far rows measured above the visible ones moved content in this step, in a list that
  /// does not keep visible rows in place.
  var listShiftInStep: CGFloat { (stage.list?.unkeptShift ?? 0) - unkeptShiftBefore }

  func noteExtraScroll(taken: CGFloat, minimal: CGFloat) {
    extraScroll = "scrolled \(format(taken)) pt where \(format(minimal)) pt were enough"
  }

  private func note(_ name: String, _ passed: Bool, _ detail: @autoclosure () -> String) {
    sampleChecks.insert(name)
    guard !passed else { return }
    if let existing = sampleFailures[name] {
      sampleFailures[name] = (existing.count + 1, existing.first)
    } else {
      sampleFailures[name] = (1, "t=\(format(CGFloat(world.time))) " + detail())
    }
  }

  // MARK: Geometry, measured from the world

  var scrollView: WorldScrollView? { stage.container as? WorldScrollView }

  private var presentationOffset: CGPoint {
    if let scrollView { return world.presentationContentOffset(of: scrollView) }
    return world.presentationValue(.contentOffset(ObjectIdentifier(stage.container)))?.origin
      ?? stage.container.bounds.origin
  }

  /// Whether a docked keyboard (or a hardware keyboard's bar) of this app is up, possibly
  /// dragged by the user.
  var keyboardPushes: Bool {
    keyboard.isShown && keyboard.mode.isDocked
  }

  /// The keyboard invariants of the stage's container, with the app's insets as it last set
  /// them: the geometry every check measures.
  var invariants: KeyboardInvariants {
    KeyboardInvariants(
      container: stage.container, appInsets: appInset, appIndicatorInsets: appIndicatorInset,
      padding: stage.setup.configuration.padding, pinnedBar: stage.pinnedBar)
  }

  /// How far the keyboard (and a bar pinned to it) covers the container from its bottom.
  private var overlap: CGFloat { invariants.overlap }

  /// Where content can be seen, on screen.
  func visibleRegion() -> CGRect { invariants.visibleRegion }
}

// MARK: - Checks

extension InvariantChecker {
  private func restorationCheck() -> InvariantCheck {
    let offset = stage.container.bounds.origin
    var passed = true
    var detail: [String] = []
    if let restored = invariants.insetsRestored() {
      passed = restored.passed
      detail.append(restored.detail)
    }
    if let size = contentSizeRestored() {
      passed = passed && size.passed
      detail.append(size.detail)
    }
    // Content goes back where it was before the keyboard came — unless something else
    // scrolled meanwhile (the user, navigation bringing a row in, UIKit's own scroll to a new
    // first responder): then it stays where it was, within the range without the keyboard. A
    // step that itself scrolls (the user's) has no expected offset.
    // With `restoresContentOffset` off, content stays where it is, within that range; with
    // avoidance off, the engine moved nothing to restore; with no adjustment when the step
    // began (the keyboard never covered the container, or the engine had nothing to write),
    // there was nothing to restore: what UIKit or navigation scrolled stays, as on a device.
    let restores = stage.setup.configuration.restoresContentOffset
    if avoids, adjustedBefore, let resting = restingOffset, !appFightsSystem,
      othersScrolledBefore || !userScrolled || !restores
    {
      let expected: CGFloat
      if let scrollView {
        let stays = othersScrolledBefore || !restores
        // Rows measured above the visible ones once content moved shift what lies below them
        // (§11.3): the engine's place, in the range the content had then, plus what the rows
        // measured above that place added (rows measured below it, as content glided past
        // them, move nothing there).
        let shift = (stage.list?.keptInPlaceShift ?? 0) - listShiftBefore
        // Content that stays stays where it was — but resting at its top, it followed a top
        // inset changed in this step (§3.4; the documentation's "wherever a changed top inset
        // put it").
        let staysAt = topFollowInStep.flatMap { follow in
          abs(follow.from - offsetAtStart.y) <= tolerance ? follow.to : nil
        }
        let base =
          stays
          ? staysAt ?? offsetAtStart.y
          : restingAtTop ? -scrollView.adjustedContentInset.top : resting.y
        if abs(shift) > tolerance {
          let grown = scrollView.contentSize.height - contentHeightAtStart
          let range = scrollView.verticalOffsetRange
          let upper = max(range.lowerBound, range.upperBound - grown)
          let placed = min(max(base, range.lowerBound), upper)
          let top = placed + scrollView.adjustedContentInset.top
          expected =
            placed + (stage.list?.keptInPlaceShift(above: top, since: listMovesBefore) ?? shift)
        } else {
          expected = scrollView.clampedOffset(base)
        }
      } else {
        expected = 0
      }
      passed = passed && abs(offset.y - expected) <= tolerance
      detail.append("offset \(format(offset.y)) vs \(format(expected))")
    }
    return InvariantCheck(
      name: "restored after hide", passed: passed, detail: detail.joined(separator: ", "))
  }
}

/// A number in a check's detail: at most one decimal, "—" when not finite.
func format(_ value: CGFloat) -> String {
  StepObservation.Metrics.text(value)
}

func format(_ range: ClosedRange<CGFloat>) -> String {
  "\(format(range.lowerBound))…\(format(range.upperBound))"
}

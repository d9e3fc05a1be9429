import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The one stateful object that decides how a container avoids the keyboard.
///
/// It receives ``AvoidanceEvent``s, keeps the ``KeyboardState`` and the `InsetLedger`, asks its
/// host for geometry, runs the ``AvoidanceSolver`` and hands the host the values to write. In
/// this package its host is the one avoider both the UIKit layer and the headless world run;
/// an engine of your own can host it directly (``KeyboardAvoidanceHost``).
///
/// The coordinator holds its host weakly; the host owns the coordinator.
///
/// ```swift
/// final class Avoider: KeyboardAvoidanceHost {
///   lazy var coordinator = KeyboardAvoidanceCoordinator(host: self)
///   func keyboardWillShow(_ note: Notification) {
///     try? coordinator.handleNotification(name: note.name.rawValue, userInfo: note.userInfo)
///   }
///   …
/// }
/// ```
public final class KeyboardAvoidanceCoordinator<Host: KeyboardAvoidanceHost> {
  /// The container being driven.
  public private(set) weak var host: Host?
  /// The settings; changing them takes effect at the next event (call
  /// ``handle(_:)`` with ``AvoidanceEvent/refresh(animated:)`` to apply them now).
  public var configuration: AvoidanceConfiguration {
    didSet {
      quietPass = nil
      hooks?.recorder?.record(.configuration(configuration))
    }
  }
  /// The recorder and the decision log, when either is set: one check per hook when neither is.
  var hooks: TraceHooks?
  /// What is known about the keyboard.
  public internal(set) var keyboard = KeyboardState()
  /// The engine's bookkeeping for this container.
  package internal(set) var ledger = InsetLedger()
  /// The last update handed to the host.
  public internal(set) var lastUpdate: AvoidanceUpdate?
  /// The last error met while mapping a notification.
  public private(set) var lastError: KeyboardEventError?
  /// How many events were handled, and how many updates were applied.
  public internal(set) var statistics = Statistics()

  var trackedFrame: CGRect?
  /// Whether an input still has focus; the host says so before each event.
  package var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      quietPass = nil
      hooks?.recorder?.record(.editing(isEditing))
    }
  }
  /// A hide of this app's keyboard while an input kept its focus: a rotation on a device hides
  /// the keyboard before it and shows it after (§11.2), so the adjustment is held — never
  /// through a zero inset — until a show, the end of editing, or an event after the hold's
  /// deadline (``HideHold``).
  var heldHide: HideHold?
  /// When the app came back to the foreground with an input focused: the keyboard may have
  /// changed while it was away, and UIKit re-posts a show for the restored first responder
  /// (§1.3), so layout passes before it hold instead of solving with a stale frame — until a
  /// keyboard event, or an event after ``hideHoldWindow``.
  var foregroundTime: TimeInterval?
  /// Whether the app is in the background, where nothing of the keyboard arrives (§1.3): only
  /// keyboard events are solved until it returns.
  var isInBackground = false
  /// Whether the keyboard event being handled is this app's.
  var currentEventIsLocal = false

  /// Whether a hide is being held (see ``heldHide``).
  package var isHoldingHide: Bool { heldHide != nil }
  /// How long a hide with the focus kept is held for a show to follow, the screen's size
  /// unchanged.
  package static var hideHoldWindow: TimeInterval { HideHold.window }
  /// When to re-decide, in seconds from now, so that a held hide no show followed ends: a
  /// little after the hold's deadline; `nil` when no hold is under way.
  package var hideHoldRecheckDelay: TimeInterval? {
    heldHide?.recheckDelay(at: now())
  }
  var lastLayoutKey: LayoutKey?
  /// The reading of the last layout pass that found nothing changed, until the next event of
  /// another kind (see `layoutPass()`); boxed, so that asking for it copies nothing.
  var quietPass: QuietPass?
  /// A layout pass held its scroll back, or an inset past the overlap, while the user scrolled:
  /// the first pass after the user let go looks again.
  var scrollHeldForUser = false
  /// News that shows the field (a keyboard notification) came while the user's finger held the
  /// content, with the user's scroll count then: the let-go shows the field, unless the user
  /// scrolled since.
  var revealHeldForUser: HeldReveal?
  /// The user's scroll count when news last showed the field (focus, the keyboard, the caret,
  /// a refresh); a layout pass after a user's scroll since moves no offset.
  var userScrollsAtReveal: Int?
  /// The start the last solve took from UIKit's follow of a changed top (§3.4), if it did.
  var lastFollowedStart: CGPoint?
  /// The offset before a focus change moved content, until the next event. A text field
  /// announces its focus *before* the keyboard announces a new frame for it (§1.3); when such a
  /// notification follows at once, the move is solved again from this offset, so the content
  /// travels the least distance for the keyboard it ends up with.
  var provisionalStart: (offset: CGPoint, time: TimeInterval)?
  /// Where the provisional move put content, and its glide: see ``provisionalSpan``.
  var provisionalGlide: ProvisionalGlide?
  /// Whether the event being solved comes while the provisional move's glide is under way: its
  /// offset is written even where content is now, which stops a list's frame-by-frame move
  /// there.
  var retargetsGlide = false
  /// What the ledger remembered when a keyboard's "will" notification, with the keyboard still
  /// up, left the container uncovered; covering it again before that notification's animation
  /// is over (the next notification of one burst of a third-party keyboard's, §1.3, its "did",
  /// or the layout pass either causes) resumes it. A container uncovered any other way starts
  /// afresh.
  var releasedMemory: (memory: InsetLedger.Memory, expiry: TimeInterval)?
  /// Assisting the system, the container's bottom inset as last read with nothing of the
  /// keyboard over it: what the app keeps covered, before the system's part.
  var assistBaseline: CGFloat?
  /// Assisting the system, the list's bottom inset as last solved with the controller's part
  /// in it: while the list still holds it with no keyboard up, the controller never heard the
  /// keyboard go (it went while the app was in the background, §1.3) and its part is still
  /// there, not the app's.
  var assistInsetWithPart: CGFloat?
  /// Assisting the system, the baseline before an idle layout pass changed it, until the next
  /// keyboard animation's first "will" judges whose change that was (`settleIdleBaseline`).
  var assistBaselineBeforeIdleNote: CGFloat?
  /// The part a list controller added for the keyboard, as measured at the last keyboard
  /// notification solved while assisting it (see `assistedParts`).
  var controllerPartAtNotification: CGFloat?
  /// Assisting the system, the list's bottom inset as read when the first "will" of the
  /// keyboard's animation came: a different one later in that animation is the controller's
  /// part for this keyboard, added after this app's observer (§11.1).
  var assistInsetAtWill: CGFloat?
  /// How long a provisional move waits for the keyboard's notification at least: the
  /// notifications of one focus change arrive within one run-loop turn.
  static var provisionalWindow: TimeInterval { 0.05 }
  /// How long a provisional move waits for the keyboard's notification: at least
  /// ``provisionalWindow``, and as long as its glide is under way — iOS 17's out-of-process
  /// keyboard may announce the new field's keyboard (another type, accessory or AutoFill bar)
  /// later than the focus change's turn (review N17), and a notification then solves from where
  /// the glide shows content (``ProvisionalGlide/shown(from:after:)``): from where the move
  /// started when it comes at once, never back past where the screen is — content travels once,
  /// in one direction, for the keyboard it ends up with.
  var provisionalSpan: TimeInterval {
    max(Self.provisionalWindow, provisionalGlide?.animation?.slowestDuration ?? 0)
  }
  let clock: () -> TimeInterval
  /// Where content was before the last "will" notification moved it, and where that move put
  /// it. Geometry read at a "will" notification can be stale — a form sheet moves itself out of
  /// the keyboard's way during the animation (§7) — so the matching "did" notification solves
  /// again from the original offset, unless something else scrolled meanwhile. `fromCode` says
  /// the original offset is where the screen showed content before code's scroll of that turn
  /// (§11.1) that the engine did not take over: once that turn is over, the screen shows the
  /// scroll, and there is nothing to solve again from.
  var pendingWillMove: (from: CGPoint, to: CGPoint, fromCode: Bool)?
  /// Where content was before this animation's "will" notifications when they had nothing to
  /// write, with the user's scroll count then and the offset at which content was at its top
  /// there (see `restingBeforeShow(at:)`).
  var showRest: (offset: CGPoint, userScrolls: Int?, top: CGFloat?)?
  /// Whether the last update took over code's scroll of its turn (§11.1).
  var lastUpdateTookOver = false
  /// The screen's size when a keyboard notification was last solved: the keyboard's frame is
  /// in that screen's coordinates until the next notification.
  var keyboardScreenSize: CGSize?

  /// Creates a coordinator for a host.
  ///
  /// - Parameters:
  ///   - host: the container to drive; held weakly.
  ///   - configuration: the settings.
  ///   - keyboard: what is already known about the keyboard — pass the state of an app-wide
  ///     observer when the coordinator is created while the keyboard may be up (a field switch
  ///     into a new container posts no keyboard notification, §1.3).
  ///   - clock: seconds on a monotonic clock; the headless world passes its own.
  public init(
    host: Host, configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    keyboard: KeyboardState = KeyboardState(),
    clock: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  ) {
    self.host = host
    self.configuration = configuration
    self.keyboard = keyboard
    self.clock = clock
  }

  /// Maps a UIKit notification by name and handles it.
  ///
  /// A malformed keyboard notification changes nothing: it is counted, kept in ``lastError``
  /// and thrown as a ``KeyboardEventError``. Notifications that do not concern avoidance are
  /// ignored.
  public func handleNotification(name: String, userInfo: [AnyHashable: Any]?) throws {
    let mapped = AvoidanceEvent.map(notificationName: name, userInfo: userInfo)
    if hooks != nil { record(name: name, userInfo: userInfo, mapped: mapped) }
    switch mapped {
    case .success(let event):
      if let event { handle(event) }
    case .failure(let error):
      lastError = error
      statistics.malformedNotifications += 1
      throw error
    }
  }

  /// Handles one event, calling the host's ``KeyboardAvoidanceHost/applyAvoidance(_:)`` at most
  /// once, synchronously.
  public func handle(_ event: AvoidanceEvent) {
    // Every frame of a user's scroll is a layout pass: it goes its own way, copying nothing.
    if case .layoutChanged = event, hooks == nil {
      statistics.events += 1
      return layoutPass(read: { $0.host?.avoidanceGeometry() })
    }
    hooks?.recorder?.record(.event(event))
    let updates = statistics.updates
    defer { if hooks != nil { finish(event, updatesBefore: updates) } }
    statistics.events += 1
    if case .layoutChanged = event { return layoutPass(read: { $0.reading() }) }
    quietPass = nil
    let now = self.now()
    let start = provisionalStart.flatMap {
      now - $0.time <= provisionalSpan ? $0 : nil
    }
    provisionalStart = nil
    switch event {
    case .keyboard(let keyboardEvent):
      trackedFrame = nil
      foregroundTime = nil
      if keyboardEvent.phase.isShow { heldHide = nil }
      currentEventIsLocal = keyboardEvent.isLocal
      let wasAnimating = keyboard.isAnimating
      let transition = keyboard.apply(keyboardEvent)
      switch transition {
      case .ignored:
        provisionalStart = start
        return
      // A "will" for the frame already solved changes nothing, unless code scrolled in this
      // turn: a list controller's keyboard support scrolls its first responder's cell on
      // each notification it observes, before the app may hear it (§11.1); the solve takes
      // that scroll over, so the screen shows one movement.
      case .unchanged
      where keyboardEvent.phase.isWill
        && reading()?.offsetBeforeProgrammaticScroll == nil:
        provisionalStart = start
        return
      case .changed, .unchanged:
        retargetsGlide = glides(since: start, now: now)
        defer { retargetsGlide = false }
        handleKeyboardSolve(
          keyboardEvent, provisional: shown(since: start, now: now), duringAnimation: wasAnimating)
      }
    case .keyboardTracked(let frame, let userIsDragging, let dismissesInteractively):
      // Between a "will" and its "did" notification the guide follows the keyboard's own
      // animation, which the notification describes, even under a finger on the content.
      let followsFinger = userIsDragging && dismissesInteractively && !keyboard.isAnimating
      guard frame.isFiniteRect, keyboard.isShown, followsFinger || trackedFrame != nil else {
        return
      }
      // Back where the keyboard rests: the drag is over (it sprang back, posting nothing).
      let resting = keyboard.frame.map { abs($0.minY - frame.minY) <= Tolerance.points } ?? false
      // A guide still where the keyboard rests, with no drag tracked, ends nothing: the finger
      // has not (yet) moved the keyboard, and content holds still under it (§10.10).
      if resting && trackedFrame == nil { return }
      trackedFrame = resting ? nil : frame
      // Once the keyboard is back, what changed under the finger (text typed, a label shown)
      // is brought into view, as the keyboard settles.
      update(
        cause: .keyboardTracking, animation: resting ? movementAnimation : nil, scrolls: resting)
    case .focusChanged:
      if !isEditing { heldHide = nil }
      guard !isIdle else {
        // The keyboard's notifications follow: what the app keeps covered is read before any
        // system adjuster adds its part (an inset the app changed while nothing was focused).
        if let geometry = reading() {
          noteAssistBaseline(
            geometry, role: configuration.role(in: geometry),
            situation: keyboard.situation(in: geometry.environment))
        }
        return
      }
      updateProvisionally(cause: .focus, animation: movementAnimation, now: now)
    case .selectionChanged:
      guard configuration.followsCaret, !isIdle else { return }
      update(cause: .selection, animation: nil, scrolls: true)
    case .layoutChanged:
      break
    case .refresh(let animated):
      // Automatic mode attaches and refreshes on a begin-editing, which a new keyboard frame
      // may follow at once (an accessory installed for the field): that refresh is provisional
      // as a focus change is. A refresh that follows a provisional move at once (a text view's
      // caret read again once the tap's selection landed, §11.2) solves again from where that
      // move started.
      retargetsGlide = glides(since: start, now: now)
      defer { retargetsGlide = false }
      updateProvisionally(
        cause: .refresh, animation: animated ? movementAnimation : nil, now: now,
        from: shown(since: start, now: now))
    case .enteredBackground:
      isInBackground = true
    case .returnedToForeground(let isEditing):
      isInBackground = false
      keyboard.returnedToForeground(isEditing: isEditing)
      trackedFrame = nil
      guard !isEditing else {
        foregroundTime = self.now()
        return
      }
      update(cause: .refresh, animation: nil, scrolls: false)
    }
  }

  /// Whether the system handles the keyboard for the container, so the coordinator stays out
  /// of the way (the host's current reading and
  /// ``AvoidanceConfiguration/systemKeyboardHandling``).
  public var isDeferringToSystem: Bool {
    host?.avoidanceGeometry().map { configuration.role(in: $0) == .staysOut } ?? false
  }

  /// Whether the coordinator only assists the system in the container — the list of a table or
  /// collection view controller: it moves the offset and writes no inset.
  public var isAssistingSystem: Bool {
    host?.avoidanceGeometry().map { configuration.role(in: $0) == .assists } ?? false
  }

  /// Whether the user is dragging the keyboard (interactive dismissal), as far as the host's
  /// tracking tells.
  public var isTrackingKeyboard: Bool { trackedFrame != nil }

  /// No keyboard is up, nothing is applied and nothing is tracked: layout, focus and caret
  /// events can be skipped without reading any geometry (a subclass lays out on every frame
  /// of a scroll).
  var isIdle: Bool { !keyboard.isShown && !ledger.isActive && trackedFrame == nil }

  /// Removes everything the engine applied, immediately; call it before detaching, and when the
  /// container leaves its window (a tab switch while editing), when its geometry can no longer
  /// be read: the app's own insets are then written back as they were, and a plain view's
  /// content goes back to its resting place.
  public func releaseAdjustments() {
    hooks?.recorder?.record(.releaseAdjustments)
    defer { hooks?.recorder?.record(.end) }
    trackedFrame = nil
    quietPass = nil
    guard let reading = self.reading() else {
      pendingWillMove = nil
      if let write = ledger.releaseWithoutReading() {
        deliver(write, geometry: nil, cause: .disabled, animation: nil, adjustment: nil)
      }
      return
    }
    release(
      geometry: reading.normalized(virtualInsets: ledger.written), cause: .disabled,
      animation: nil)
  }

  /// The animation for moves no notification times.
  var movementAnimation: KeyboardAnimation {
    keyboard.animation ?? keyboard.lastAnimation ?? configuration.fallbackAnimation
  }

  /// Solves and writes. `startOffset`: where to solve from, when not where content is;
  /// `unshownFrom`: where the screen still shows content when a move of the engine's own in
  /// this turn is not on screen yet — this move takes it over from there.
  func update(
    cause: AvoidanceUpdate.Cause, animation: KeyboardAnimation?, scrolls: Bool,
    onlyIfLayoutChanged: Bool = false, startOffset: CGPoint? = nil,
    reading: ContainerGeometry? = nil, unshownFrom: CGPoint? = nil
  ) {
    lastUpdateTookOver = false
    lastFollowedStart = nil
    guard var geometry = reading ?? self.reading() else { return }
    let raw = onlyIfLayoutChanged ? geometry : nil
    geometry.normalize(virtualInsets: ledger.written)
    // What scrolled meanwhile is noted even while holding: it decides the restore (§10.5).
    let shown = geometry.offsetBeforeProgrammaticScroll
    ledger.noteOffset(
      geometry.bounds.origin, shown: shown, userScrollCount: geometry.userScrollCount)
    if isInBackground {
      guard case .keyboard = cause else { return }
    }
    if let since = foregroundTime {
      if self.now() - since < Self.hideHoldWindow { return }
      foregroundTime = nil
    }
    let role = configuration.role(in: geometry)
    var takenOver =
      takesOverScroll(for: cause, role: role, shown: shown, at: geometry) ? shown : nil
    if takenOver == nil { takenOver = unshownFrom }
    guard configuration.isEnabled, role != .staysOut else {
      release(geometry: geometry, cause: .disabled, animation: animation)
      return
    }
    var situation = keyboard.situation(in: geometry.environment)
    // Not on a layout pass: a system adjuster may have written its inset already when this
    // app's observers hear of the keyboard (§11.1).
    if cause != .layout { noteAssistBaseline(geometry, role: role, situation: situation) }
    let screenAtLastKeyboardEvent = keyboardScreenSize
    if case .keyboard = cause {
      keyboardScreenSize = geometry.environment.screen.size
    } else if case .undocked = situation, let size = keyboardScreenSize,
      size != geometry.environment.screen.size
    {
      // The screen rotated under a keyboard that has not announced its new frame yet (a Stage
      // Manager window's frame, clipped to the old window, reaches no bottom now): the rotation's
      // notifications follow, so hold instead of ending the adjustment (§1.3, §11.2).
      situation = .settling
    }
    if let trackedFrame, situation.avoidedFrame != nil {
      situation = .docked(trackedFrame)
    }
    if case .settling = situation { return }
    let isDragging = trackedFrame != nil && ledger.isActive
    guard
      let (keyboardInWindow, pinned) = situation.avoidedFrame.flatMap({
        geometry.keyboardFrameInWindow(avoiding: $0, dragged: isDragging)
      })
    else {
      let now = self.now()
      if isEditing, heldHide == nil, case .keyboard(let phase) = cause, phase.isWill,
        currentEventIsLocal, ledger.isActive
      {
        // The size the keyboard was up in: a hide posted once the screen turned already
        // counts the rotation too.
        heldHide = HideHold(
          at: now, size: screenAtLastKeyboardEvent ?? geometry.environment.screen.size)
      }
      heldHide?.note(size: geometry.environment.screen.size, at: now)
      if let held = heldHide, isEditing, held.holds(at: now) { return }
      heldHide = nil
      lastLayoutKey = nil
      release(
        geometry: geometry, cause: cause, animation: animation,
        keyboardStaysUp: situation.avoidedFrame != nil)
      return
    }
    var scrolls = scrolls
    // A layout pass while the user drags, tracks or decelerates (self-sizing rows changing the
    // content size under the finger, §11.3) re-insets but never moves the offset; nor does the
    // first pass after the user let go, which re-insets for what changed meanwhile: where the
    // user scrolled is where content stays, until something tells the engine to show the field
    // (focus, the keyboard, typing — review N14).
    let userLetGo = cause == .layout && scrollHeldForUser && !geometry.isUserScrolling
    if userLetGo {
      scrollHeldForUser = false
      scrolls = revealHeldForUser.map { $0.userScrollCount == geometry.userScrollCount } ?? false
      revealHeldForUser = nil
    }
    // The last key is asked where it is stored (optional chaining borrows it): every frame of
    // a user's scroll comes here, and nothing is copied or built to answer.
    if onlyIfLayoutChanged, !userLetGo,
      let unchanged = lastLayoutKey?.matches(geometry, keyboard: keyboardInWindow)
    {
      // Unless it takes over code's scroll of this turn: a list controller's cell scroll after
      // this app's observers heard the keyboard (§11.1) moves content and nothing else.
      if unchanged && takenOver == nil {
        quietPass = raw.map(QuietPass.init)
        return
      }
      // Content size or inset changes alone (rows estimated while the user scrolls) only
      // re-inset; a scroll follows only when the target, the container or the keyboard moved.
      let placed = lastLayoutKey?.placement.matches(geometry, keyboard: keyboardInWindow) ?? false
      scrolls = !placed || takenOver != nil
    }
    scrolls = scrolls && showsField(after: cause, at: geometry, takingOver: takenOver)
    let key = LayoutKey(geometry: geometry, keyboard: keyboardInWindow)
    lastLayoutKey = key
    // So does a keyboard notification while the finger is on the content (a third-party
    // keyboard announcing its heights during an interactive dismissal's drag): content stays
    // where the finger has it, in range, and the let-go shows the field.
    var keyboardNews = false
    if case .keyboard = cause { keyboardNews = true }
    let holdsForUser = (cause == .layout || keyboardNews) && geometry.isUserScrolling
    if holdsForUser {
      if scrolls { scrollHeldForUser = true }
      if scrolls && keyboardNews {
        revealHeldForUser = HeldReveal(userScrollCount: geometry.userScrollCount)
      }
      scrolls = false
    }

    let app = ledger.reconcile(observed: geometry.scrollInsets)
    let pending = validPendingMove(at: geometry)
    // Solving again from before code's scroll of this turn takes that scroll over.
    if takenOver == nil, pending?.fromCode == true { takenOver = shown }
    // Assisting, what the system added to the bottom inset for the keyboard covers nothing the
    // keyboard does not: the solver sees the inset as it was before the keyboard came.
    var solved = app.content
    var systemPart: CGFloat?
    if role == .assists {
      // The ledger owns no inset here: what it reads is the app's and the system's.
      var atNotification = false
      if case .keyboard = cause { atNotification = true }
      let parts = assistedParts(
        geometry, observed: app.content.bottom, situation: situation,
        atNotification: atNotification)
      systemPart = parts.system
      solved.bottom = parts.app
      if app.content.bottom - parts.app > Tolerance.points {
        assistInsetWithPart = app.content.bottom
      }
    }
    // Content a subclass sizes to its subviews scrolls over them while the engine is applied.
    // From the app's own size, not one the engine wrote: what the subviews span now (a scroll
    // indicator past the end included) never ratchets it up.
    let appSize = ledger.restingContentSize(current: geometry.contentSize) ?? geometry.contentSize
    let neededSize = geometry.subviewsExtent.map { extent in
      CGSize(
        width: max(appSize.width, extent.width), height: max(appSize.height, extent.height))
    }
    var snapshot = AvoidanceSnapshot(
      bounds: geometry.bounds, frameInWindow: geometry.frameInWindow,
      contentSize: neededSize ?? geometry.contentSize, contentInset: solved,
      systemContentInset: geometry.systemContentInset(
        contentHeight: (neededSize ?? geometry.contentSize).height),
      safeAreaInsets: geometry.safeAreaInsets,
      verticalIndicatorInsets: app.indicator,
      automaticallyAdjustsIndicatorInsets: geometry.automaticallyAdjustsIndicatorInsets,
      keyboardFrameInWindow: keyboardInWindow,
      pinnedHeight: pinned,
      targets: scrolls ? geometry.focus : nil,
      padding: geometry.focus?.padding(or: configuration.padding) ?? configuration.padding,
      policy: configuration.policy,
      animation: animation,
      clampsOffset: cause != .keyboardTracking,
      // Without a target to show (no field focused, or a pass that does not scroll), content
      // only stays in range. A list moving frame by frame is solved from where its move takes
      // it, as a scroll view's bounds are there: the move goes on, not cut (7/53371).
      startOffset: scrolls && geometry.focus != nil
        ? startOffset ?? pending?.from ?? takenOver ?? geometry.movingTo : geometry.movingTo)
    snapshot.systemKeyboardInset = systemPart
    // Content at its top follows a top the write changes: solved from there, the write puts
    // content where it ends in one move, not UIKit's jump and a second (fuzz 3/69952, 7/20689).
    if let followed = geometry.followedTop(
      from: snapshot.startOffset ?? geometry.bounds.origin,
      adjustedTop: snapshot.adjustedContentInset.top)
    {
      snapshot.startOffset = followed
      lastFollowedStart = followed
    }
    var adjustment = AvoidanceSolver.solve(snapshot)
    // Under the finger on the content, a keyboard clear of the container with nothing of the
    // engine's applied leaves nothing to hold: the app's own range holds the user's scroll, and
    // the engine takes up nothing (fuzz 7/49627).
    let holdsNothing = !isDragging && adjustment.outcome == .keyboardClear && !ledger.isActive
    if isDragging || (holdsForUser && !holdsNothing) {
      // §10.10: content holds still while the keyboard follows the finger; the inset follows it
      // down only as far as the current offset stays in range. So it does under the user's
      // finger on the content, even out of range (rubber-banding).
      let overlapInset = adjustment.bottomInset
      adjustment = adjustment.holdingOffset(geometry.bounds.origin, in: geometry, app: app)
      // An inset held past the overlap for where the finger left content is given back at the
      // let-go (§10.5), even when nothing else changes by then (fuzz 3/25775).
      if holdsForUser, adjustment.bottomInset > overlapInset + Tolerance.points {
        scrollHeldForUser = true
      }
    }
    // So does a layout pass that finds the layout where the last one placed it: the move goes
    // on, it is not released halfway (fuzz 7/91505).
    if adjustment.outcome == .keyboardClear, !isDragging, !holdsForUser,
      scrolls || geometry.movingTo != nil,
      let placed = placementClearOfKeyboard(snapshot, geometry)
    {
      adjustment = placed
    }
    guard adjustment.outcome != .keyboardClear || isDragging else {
      release(
        geometry: geometry, cause: cause, animation: animation,
        keyboardStaysUp: true)
      return
    }
    // A glide under way to elsewhere stops where the solve leaves content, moved or not. A
    // layout pass that takes over a list controller's cell scroll of this turn moves content on
    // from where the screen shows it, even to where that scroll put it: the scroll cut the
    // engine's move short (§11.1), and the screen would show the rest as a jump (fuzz 7/23787).
    if scrolls,
      movesElsewhere(than: adjustment.contentOffset, geometry)
        || (cause == .layout
          && takenOver.map({ !$0.isWithinNoise(of: adjustment.contentOffset) }) == true)
    {
      adjustment.movesContent = true
    }
    let resumed = releasedMemory.flatMap { self.now() <= $0.expiry ? $0.memory : nil }
    releasedMemory = nil
    lastUpdateTookOver = takenOver != nil
    let write = ledger.commit(
      adjustment, app: app, currentOffset: geometry.bounds.origin,
      shownOffset: takenOver ?? shown,
      takesOver: takenOver != nil, userScrollCount: geometry.userScrollCount,
      contentSize: neededSize.map { (geometry.contentSize, $0) }, resuming: resumed,
      ownsInsets: role != .assists, topOffset: geometry.shownTop,
      restsAt: restingBeforeShow(at: geometry))
    deliver(write, geometry: geometry, cause: cause, animation: animation, adjustment: adjustment)
    if let pending, let moved = write.contentOffset {
      pendingWillMove = (pending.from, moved, pending.fromCode && takenOver == nil)
    }
  }
}

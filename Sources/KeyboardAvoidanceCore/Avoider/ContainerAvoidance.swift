import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One container's keyboard avoidance, whole: the coordinator, focus tracking, notification
/// routing, which fields it prepares for navigation, when and how it refreshes, and how it
/// came to its container. The UIKit avoider and the headless world's are two thin hosts of
/// this one type: they forward raw events to it and do what it writes
/// (``ContainerAvoidanceHost``).
///
/// The host owns it; it holds the host weakly.
///
/// ```swift
/// final class MyAvoider: ContainerAvoidanceHost {
///   lazy var avoidance = ContainerAvoidance(host: self, attachment: .attached)
///   @objc func didReceive(_ note: Notification) {
///     avoidance.receive(
///       name: note.name.rawValue, object: note.object as AnyObject?, userInfo: note.userInfo)
///   }
///   …
/// }
/// ```
package final class ContainerAvoidance<Host: ContainerAvoidanceHost> {
  /// The container's host.
  package private(set) weak var host: Host?
  /// How the avoider came to its container.
  package private(set) var attachment: AvoiderAttachment
  /// What field navigation does to fields that begin editing here.
  package var navigation = FieldNavigationOptions()
  /// The fields navigation prepared (return key, toolbar), to undo on detach.
  var preparedFields: [WeakBox<Host.View>] = []
  /// The ancestors' reading of the last event, reused by layout passes (``Ancestry``).
  var ancestryCache: Ancestry?
  /// What the container's subviews spanned when the host last read them
  /// (``measuresSubviews``): kept while the user scrolls, when the host does not read them.
  var lastSubviewsExtent: CGSize?
  /// Where content was when the host last read the subviews.
  var subviewsReadAtOffset = CGPoint.zero
  /// That offset, while a reading has left the subviews unread under the user's finger since
  /// they were last read; `nil` while nothing is held. The let-go reads them again (a
  /// validation label shown during the drag) and, when the finger dragged the keyboard
  /// (``keyboardFollowedHeldFinger``) and moved no content — content is still where it was
  /// then — shows the field with the content size they give.
  var subviewsHeldAtOffset: CGPoint?
  /// Whether the keyboard followed the finger in this run-loop turn while the subviews were
  /// held.
  var keyboardFollowedHeldFinger = false
  /// Where the last reading with no code's move in its turn showed content, and the offset
  /// at which content was at its top then (``ContainerGeometry/shownTopOffset``).
  var lastShownTop: (offset: CGPoint, top: CGFloat)?
  /// Whether a layout pass is being handled.
  var isInLayoutPass = false
  /// The engine that decides where content goes.
  package private(set) lazy var coordinator: KeyboardAvoidanceCoordinator<ContainerAvoidance> = {
    let coordinator = KeyboardAvoidanceCoordinator(
      host: self, configuration: initialConfiguration, keyboard: initialKeyboard, clock: clock)
    coordinator.isEditing = focus.focused != nil
    return coordinator
  }()

  private var focus = FocusTracker<Host.View>()
  private let initialKeyboard: KeyboardState
  private let initialConfiguration: AvoidanceConfiguration
  let clock: () -> TimeInterval
  /// Set while the host writes: the offset changes and layout that write causes are the
  /// engine's own.
  var isWriting = false
  /// Set when the content size or inset changed in this run-loop turn: the avoider looks
  /// again when the turn ends, once the layout pass that changed it is over.
  var contentChangedInTurn = false
  /// Set while navigation scrolls a row into existence: layout passes are ignored then.
  private var ignoresLayout = false
  /// Who moved the content: the user, code, the engine (§11.1).
  var moves = ContentMoveTracker()
  /// A list's move frame by frame, while one runs.
  var motion = ListMotion()
  /// Whether the host was asked for the end of the current turn.
  var watchesTurnEnd = false
  /// A tap in the focused text view waits for its caret: it lands a turn later (§11.2), so the
  /// solve comes in a turn queued once the tap's has ended.
  var tapAwaitsCaret = false
  /// A field of a list began editing: it was prepared without reading the list's cells, and is
  /// placed in the list's order once the turn is over (``prepareIfOwned(_:)``).
  var placesFieldAtTurnEnd = false
  /// The avoiders this one attached to the scroll views around its container
  /// (``attachEnclosingAvoiders(for:)``).
  var enclosingAvoiders: [WeakBox<ContainerAvoidance>] = []

  /// Creates the avoidance of a host's container.
  ///
  /// - Parameters:
  ///   - host: the container's host; held weakly.
  ///   - attachment: how the avoider came to its container.
  ///   - configuration: the settings.
  ///   - keyboard: what an app-wide observer knows of the keyboard now (a field switch into
  ///     a new container posts no keyboard notification, §1.3).
  ///   - focused: the input being edited now, if any.
  ///   - clock: seconds on a monotonic clock, the frame clock's (`CACurrentMediaTime()`, the
  ///     time base of `CADisplayLink`); the headless world passes its own.
  package init(
    host: Host, attachment: AvoiderAttachment,
    configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    keyboard: KeyboardState = KeyboardState(),
    focused: Host.View? = nil,
    clock: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  ) {
    self.host = host
    self.attachment = attachment
    initialKeyboard = keyboard
    initialConfiguration = configuration
    self.clock = clock
    if let focused { focus.began(focused) }
  }

  /// The settings. A change takes effect at once, in the keyboard's animation when the
  /// keyboard is up.
  package var configuration: AvoidanceConfiguration {
    get { coordinator.configuration }
    set {
      coordinator.configuration = newValue
      coordinator.handle(.refresh(animated: true))
    }
  }

  /// The input being edited, as far as this avoider heard.
  package var focused: Host.View? { focus.focused }

  /// Whether the system is handling the keyboard for the container instead (see
  /// ``AvoidanceConfiguration/systemKeyboardHandling``).
  package var isDeferringToSystem: Bool { coordinator.isDeferringToSystem }

  /// Whether the avoider only assists the system's own handling (the offset, no inset).
  package var isAssistingSystem: Bool { coordinator.isAssistingSystem }

  // MARK: Attachment

  /// Attaching to a view, the same way in every host: a view that already has an avoider
  /// keeps it (``attachAgain(configuration:)``); otherwise `create` makes one, `store` puts it
  /// in the view, and it solves at once (``didAttach()``).
  package static func attach(
    existing: Host?, configuration: AvoidanceConfiguration?, create: () -> Host,
    store: (Host) -> Void, avoidance: (Host) -> ContainerAvoidance<Host>
  ) -> Host {
    if let existing {
      avoidance(existing).attachAgain(configuration: configuration)
      return existing
    }
    let host = create()
    store(host)
    avoidance(host).didAttach()
    return host
  }

  /// The host has stored the avoider in its container: the first solve, at once (the
  /// keyboard may already be up).
  package func didAttach() {
    // Attached in the middle of a turn (automatic mode on a begin-editing): what code moved
    // earlier in it — a list bringing the focused row in — the screen has not shown yet.
    if let state = host?.scrollState() {
      moves.noteRange(state.verticalOffsetRange)
      if !state.activity.isUserScrolling {
        moves.startObserving(now: state.contentOffset, shown: state.shownContentOffset)
        watchTurnEndIfNeeded()
      }
    }
    // Attached while a keyboard is up (automatic mode on a begin-editing, an app attaching to a
    // screen pushed over a form): the first solve glides with the keyboard's timing (§11.2).
    coordinator.handle(.refresh(animated: true))
  }

  /// The app attached explicitly to a container that already has this avoider: an automatic
  /// avoider becomes the app's; a configuration, when given, replaces the settings.
  package func attachAgain(configuration: AvoidanceConfiguration?) {
    attachment = attachment.attachedExplicitly
    if let configuration { self.configuration = configuration }
  }

  /// Restores everything the avoider changed and stops it, removing it from its container. A
  /// subclass's avoider cannot leave its view: it is turned off instead.
  /// Navigation's changes to fields (return keys, targets, toolbars) are undone on every field
  /// that still exists.
  package func detach() {
    undoFieldPreparations()
    detachEnclosingAvoiders()
    guard attachment != .subclass else {
      var configuration = self.configuration
      configuration.isEnabled = false
      self.configuration = configuration
      return
    }
    coordinator.releaseAdjustments()
    stopMotion()
    moves.reset()
    host?.stopObserving()
  }

  /// Gives every field navigation prepared back what it had, as far as it still has what
  /// navigation gave it.
  private func undoFieldPreparations() {
    guard let host else { return }
    for box in preparedFields {
      guard let field = box.value, let facts = host.fieldFacts(of: field) else { continue }
      let undo = FieldPreparation.undo(facts)
      if !undo.isEmpty { host.write(undo, to: field) }
    }
    preparedFields = []
  }

  // MARK: Events

  /// A notification the host observed (the names of
  /// ``ObservedNotifications/avoider``), with its object.
  ///
  /// A keyboard notification that names another screen than the container's (iOS 16.1+) does
  /// not concern it. A begin-editing prepares the field when this container owns it.
  package func receive(name: String, object: AnyObject?, userInfo: [AnyHashable: Any]?) {
    if let phase = KeyboardPhase(rawValue: name) {
      if let object, let own = host?.readContainer()?.screenIdentity,
        ObjectIdentifier(object) != own
      {
        return
      }
      catchUpMotion()
      if let state = host?.scrollState() {
        moves.keyboardNotificationDidArrive(activity: state.activity)
      }
      if phase == .willShow, host?.readContainer() != nil { host?.startTrackingKeyboard() }
    }
    // Each scene posts its own lifecycle notifications, with itself as the object: another
    // window of the app going to the background leaves this one in front (§1.3).
    if LifecycleNotificationName.isOtherScene(
      name: name, object: object.map(ObjectIdentifier.init),
      own: host?.readContainer()?.sceneIdentity)
    {
      return
    }
    if LifecycleNotificationName.willEnterForeground.contains(name) {
      coordinator.handle(.returnedToForeground(isEditing: focus.focused != nil))
      return
    }
    if LifecycleNotificationName.didEnterBackground.contains(name) {
      coordinator.handle(.enteredBackground)
      return
    }
    if let began = focus.note(notificationName: name, object: object) {
      prepareIfOwned(began)
      attachEnclosingAvoiders(for: began)
    }
    coordinator.isEditing = focus.focused != nil
    let wasHolding = coordinator.isHoldingHide
    coordinator.route(name: name, userInfo: userInfo)
    if !wasHolding, coordinator.isHoldingHide { scheduleHideHoldRecheck() }
    // A move held for the user's finger: the let-go is looked for at each turn's end.
    watchTurnEndIfNeeded()
  }

  /// A hide with the focus kept is held for a show to follow (a rotation, §11.2); once the hold
  /// is over, a refresh lets it go if no show came. A hold a rotation prolonged meanwhile is
  /// rechecked at its new deadline.
  private func scheduleHideHoldRecheck() {
    guard let delay = coordinator.hideHoldRecheckDelay else { return }
    host?.schedule(after: delay) { [weak self] in
      guard let self else { return }
      coordinator.handle(.refresh(animated: true))
      scheduleHideHoldRecheck()
    }
  }

  /// `input` began editing before this avoider listened (automatic mode attaches during the
  /// begin-editing notification).
  package func inputDidBeginEditing(_ input: Host.View) {
    focus.began(input)
    coordinator.isEditing = true
    prepareIfOwned(input)
    attachEnclosingAvoiders(for: input)
    coordinator.handle(.focusChanged)
  }

  /// Attached during `input`'s begin-editing (by automatic mode, or around an app's avoider):
  /// navigates as `navigation` says and hears the begin-editing it was attached too late for.
  package func joinBeginEditing(of input: Host.View, navigation: FieldNavigationOptions) {
    self.navigation = navigation
    inputDidBeginEditing(input)
  }

  /// A tap ended on `view` (the host's tap recognizer, which cancels no touch, hit-tested it).
  /// A tap on the focused input — which UIKit announces with no notification — brings it back
  /// into view, as focusing it did: the user may have scrolled it under the keyboard.
  package func tapped(_ view: Host.View?) {
    guard let host, let focused = focus.focused else { return }
    var current = view
    var path: [ViewFacts] = []
    while let candidate = current {
      if candidate === focused {
        guard let facts = host.fieldFacts(of: focused),
          TapCaret.waitsForCaret(isTextField: facts.isTextField)
        else {
          coordinator.handle(.focusChanged)
          return
        }
        tapAwaitsCaret = true
        watchTurnEndIfNeeded()
        return
      }
      path.append(host.facts(of: candidate))
      if candidate === host.container { break }
      current = host.parent(of: candidate)
    }
    if configuration.dismissesKeyboardOnTap, view != nil, TapDismissal.endsEditing(path: path) {
      host.endEditing()
    }
  }

  /// Runs `body` — navigation scrolling a row into existence to read its cell — with the
  /// container's layout passes ignored, as those of the avoider's own writes are: a re-solve
  /// for the field still focused would scroll the row out again before navigation reads it.
  /// The focus change that follows solves from where content is then.
  package func ignoringLayout(_ body: () -> Void) {
    let wasIgnoring = ignoresLayout
    ignoresLayout = true
    defer { ignoresLayout = wasIgnoring }
    body()
  }

  /// The container laid out (a subclass's `layoutSubviews`; size, content size or inset
  /// changes seen otherwise). Layout caused by the avoider's own write is ignored.
  package func containerDidLayout() {
    guard !isWriting, !ignoresLayout else { return }
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    coordinator.handleLayoutPass(of: self)
    // Subviews left unread under the finger are read at its let-go (fuzz 7/66886).
    if subviewsHeldAtOffset != nil { watchTurnEndIfNeeded() }
  }

  /// The container joined or left a window: leaving releases everything at once.
  package func containerDidMoveToWindow() {
    ancestryCache = nil
    guard host?.readContainer() != nil else {
      // A list's move under way ends at once where it was going: no one is looking.
      if motion.isRunning { frameDidTick(timestamp: clock(), targetTimestamp: clock()) }
      coordinator.releaseAdjustments()
      return
    }
    host?.startTrackingKeyboard()
    coordinator.handle(.layoutChanged)
  }

  /// The keyboard layout guide of `window` moved, to this keyboard frame in screen
  /// coordinates. Only the container's own window counts, and only a scroll view can be
  /// dragged; the coordinator decides whether the move is the user's.
  package func keyboardLayoutGuideDidMove(to frame: CGRect, window: ObjectIdentifier?) {
    guard let reading = host?.readContainer(), reading.windowIdentity == window,
      let scrollView = reading.scrollView
    else { return }
    // The finger that drags the keyboard moved: a later change of the offset with the finger
    // still is UIKit's animated scroll, not the finger's (§11.1, fuzz 7/3434).
    moves.noteFinger(scrollView.activity)
    coordinator.handle(
      .keyboardTracked(
        frame, userIsDragging: scrollView.activity.isFingerOnContent,
        dismissesInteractively: scrollView.keyboardDismissMode.followsFinger))
    // Subviews left unread under the finger are read at its let-go (fuzz 7/66886).
    if subviewsHeldAtOffset != nil { keyboardFollowedHeldFinger = true }
    watchTurnEndIfNeeded()
  }

  /// Solves again, as after the app changed its layout in a way the avoider cannot see.
  package func refresh(animated: Bool = true) {
    coordinator.handle(.refresh(animated: animated))
  }

  /// Whether a subclass skips UIKit's own scroll to show `rect` (its `scrollRectToVisible` of
  /// the first responder, §11.1) because the engine makes it instead; the engine then solves
  /// again a turn later — after the notification UIKit scrolled for — if nothing moved content
  /// meanwhile.
  package func takesOverSystemScroll(toShow rect: CGRect) -> Bool {
    guard coordinator.takesOverScroll(toShow: rect) else { return false }
    host?.schedule(after: 0) { [weak self] in self?.refresh(animated: true) }
    return true
  }
}

extension ContainerAvoidance: KeyboardAvoidanceHost {
  /// Stops a scroll UIKit is animating where it is (see ``KeyboardAvoidanceHost/stopSystemScroll()``):
  /// the offset set to itself, without animation.
  package func stopSystemScroll() {
    guard let host, let container = host.container, host.facts(of: container).scrollView != nil,
      !motion.isRunning, let state = host.scrollState()
    else { return }
    var write = HostWrite()
    write.startOffset = state.contentOffset
    write.stopsScrolling = true
    writing { host.write(write) }
  }

  /// The container's geometry with the focused input and its companions, assembled from the
  /// host's raw reads.
  package func avoidanceGeometry() -> ContainerGeometry? {
    guard let host, let focusedInput = focus.focused else { return containerGeometry() }
    return focusedGeometry(focus: focusedInput, companions: host.companions(of: focusedInput))
  }

  /// Hands the update to the host, marking the layout it causes as the avoider's own.
  package func applyAvoidance(_ update: AvoidanceUpdate) {
    writeToHost(update)
  }
}

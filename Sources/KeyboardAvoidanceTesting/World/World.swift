import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The headless model of the UIKit world that keyboard avoidance touches: a device, its
/// windows, a keyboard that posts realistic notifications, a clock, and animations that can be
/// sampled at any moment.
///
/// Actions happen at the current time; ``advance(by:)`` moves the clock, runs what was
/// scheduled (the keyboard's "did" notifications at the end of its animation) and lets
/// animations progress. Model values (a view's `frame`, a scroll view's `contentOffset`) change
/// at once, as in UIKit; the `presentation…` accessors give what the screen shows meanwhile.
///
/// ```swift
/// let world = World(device: .iPhone15, orientation: .portrait)
/// let window = world.makeWindow(frame: world.screen, safeArea: world.device.safeArea(.portrait))
/// world.focus(emailField)       // posts begin-editing and the keyboard's will-notifications
/// world.advance(by: 0.5)        // the did-notifications arrive; animations finish
/// ```
public final class World {
  /// The device.
  public let device: Device
  /// The interface orientation.
  public private(set) var orientation: Orientation
  /// The notification center every notification of the world goes through.
  public let notificationCenter = WorldNotificationCenter()
  /// The clock, in seconds since the world was created.
  public private(set) var time: Double = 0
  /// The windows, back to front.
  public private(set) var windows: [WorldWindow] = []
  /// The app's scene its windows are in (`UIWindowScene`).
  package let scene = WorldScene()
  /// Another scene of the app, in front beside this one (Split View, Stage Manager): it posts
  /// its own lifecycle notifications (`otherSceneMoves(toBackground:)`).
  package let otherScene = WorldScene()
  /// The input that has focus.
  public internal(set) weak var focusedInput: (any WorldTextInput)?
  /// Whether the app is in the background.
  public internal(set) var isInBackground = false

  var animations: [WorldAnimation] = []
  /// The run-loop turn: the screen shows what a turn leaves, never what it passed through.
  /// A new turn begins with every scheduled action and with ``beginTurn()``.
  package private(set) var turn = 0
  /// Per view, the last animation of its content offset: which turn made it, from and to.
  var offsetGlides: [ObjectIdentifier: (turn: Int, from: CGPoint, to: CGPoint)] = [:]
  /// Per view, the direction of a list's move frame by frame while it runs.
  var frameMotions: [ObjectIdentifier: CGFloat] = [:]
  /// Per view, the movements of its content as the screen shows them.
  var contentMotions: [ObjectIdentifier: ContentMotion] = [:]
  private var scheduled: [(time: Double, order: Int, action: () -> Void)] = []
  private var scheduleCounter = 0
  private var tracked: [(name: String, box: WeakBox<AnyObject>)] = []
  private var geometryObservers:
    [ObjectIdentifier: [(owner: WeakBox<AnyObject>, handler: () -> Void)]] = [:]
  private var layoutObservers:
    [ObjectIdentifier: [(owner: WeakBox<AnyObject>, handler: () -> Void)]] = [:]
  private var tapObservers:
    [ObjectIdentifier: [(owner: WeakBox<AnyObject>, handler: (WorldView) -> Void)]] = [:]
  private var changedViews: [WeakBox<WorldView>] = []
  private var turnEndObservers: [(owner: WeakBox<AnyObject>, handler: () -> Void)] = []
  /// Who asked for the end of the current turn, once (a run-loop observer that fires once).
  private var turnEndWatchers: [(owner: WeakBox<AnyObject>, handler: () -> Void)] = []
  /// Key-value observers of scroll views' `contentOffset` (with the old value), `contentSize`
  /// and `contentInset`, called synchronously in the setter, as key-value observation is.
  private var offsetObservers:
    [ObjectIdentifier: [(owner: WeakBox<AnyObject>, handler: (CGPoint) -> Void)]] = [:]
  private var keyValueObservers:
    [ObjectIdentifier: [(owner: WeakBox<AnyObject>, handler: () -> Void)]] = [:]
  /// The display-link clients, ticked once per frame while any is running.
  private var frameClients: [(owner: WeakBox<AnyObject>, handler: (Double, Double) -> Void)] = []
  private var frameTickScheduled = false
  /// While a frame clock's clients run, when the frame before showed: what a presentation layer
  /// read in a display link's callback shows (``pacerProgress(of:)``).
  private var frameCallbackShown: Double?
  /// The display's frame interval, in seconds (a 60 Hz screen).
  package static let frameInterval = 1.0 / 60
  private var endedTurn = -1
  private var keyboardObservers:
    [(owner: WeakBox<AnyObject>, handler: (CGRect, KeyboardAnimation, Bool) -> Void)] = []

  /// The keyboard.
  public private(set) lazy var keyboard = SimulatedKeyboard(world: self)
  /// Views that must stay visible with a field (validation labels), as registered by the app.
  package var companions = CompanionRegistry<WorldView>()

  /// Registers the views that must stay visible together with `field` — a validation label
  /// under it — as `keyboardAvoidanceCompanions` does in UIKit; an empty list removes them.
  public func setCompanions(_ companions: [WorldView], for field: WorldView) {
    self.companions.set(companions, for: field)
  }

  /// The view VoiceOver's cursor is on while VoiceOver runs
  /// (``ScenarioStep/voiceOverCursor(_:)``); `nil` while VoiceOver is off or its cursor is
  /// outside the app's content.
  package internal(set) weak var voiceOverCursor: WorldView?

  /// The companions registered for `field` that still exist.
  public func companions(of field: WorldView) -> [WorldView] {
    companions.companions(of: field)
  }
  /// The keyboard as an app-wide observer sees it; new avoiders start from it.
  package private(set) var appKeyboard = AppKeyboardObserver<WorldView>()
  /// The keyboard as the UIKit layer's `KeyboardObserver.shared` publishes it: the same core
  /// `KeyboardMonitor`, fed the app's keyboard notifications and, once a keyboard-aware view
  /// installed its tracker in a window, the keyboard layout guide's moves.
  package internal(set) var sharedKeyboard = KeyboardMonitor()
  /// Whether the shared keyboard observer was used yet: it hears nothing before.
  package internal(set) var sharedKeyboardExists = false
  /// The shared keyboard observer's subscribers (``observeSharedKeyboard(owner:_:)``).
  var sharedKeyboardObservers: [SharedKeyboardObserver] = []
  private var pinnedViewBoxes: [WeakBox<WorldView>] = []

  /// Views pinned to the keyboard's top (a Send bar), which avoiders treat as part of it.
  package var keyboardPinnedViews: [WorldView] { pinnedViewBoxes.compactMap(\.value) }

  /// Registers a view pinned to the keyboard's top, as `pinToKeyboard(in:)` does in UIKit.
  public func pinToKeyboard(_ view: WorldView) {
    pinnedViewBoxes.append(WeakBox(view))
  }

  /// Creates a world.
  public init(device: Device, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
    notificationCenter.addObserver(self, names: Set(ObservedNotifications.avoider)) {
      [weak self] notification in
      self?.appKeyboard.receive(
        name: notification.name, object: notification.object, userInfo: notification.userInfo)
      self?.sharedKeyboardReceive(notification)
    }
  }

  /// The screen's bounds in the current orientation.
  public var screen: CGRect { device.screenBounds(orientation) }

  /// The screen's safe-area insets in the current orientation.
  public var screenSafeArea: AvoidanceInsets { device.safeArea(orientation) }

  /// Creates a window at `frame` (screen coordinates).
  public func makeWindow(frame: CGRect, safeArea: AvoidanceInsets, name: String = "window")
    -> WorldWindow
  {
    let window = WorldWindow(name: name, frame: frame, safeArea: safeArea, world: self)
    windows.append(window)
    track(window)
    return window
  }

  /// Removes a window, tearing down everything in it.
  public func removeWindow(_ window: WorldWindow) {
    windows.removeAll { $0 === window }
  }

  /// Changes the orientation; the caller re-lays out windows and posts the keyboard's
  /// rotation sequence (see ``SimulatedKeyboard/rotate()``).
  public func setOrientation(_ orientation: Orientation) {
    self.orientation = orientation
  }

  // MARK: Keyboard moves

  /// Calls `handler` whenever the keyboard starts moving, with its end frame and animation,
  /// for as long as `owner` exists (sheets use it to move out of the keyboard's way, §7).
  package func observeKeyboardMoves(
    owner: AnyObject, _ handler: @escaping (CGRect, KeyboardAnimation, Bool) -> Void
  ) {
    keyboardObservers.append((WeakBox(owner), handler))
  }

  func keyboardWillMove(to frame: CGRect, animation: KeyboardAnimation, isLocal: Bool) {
    keyboardObservers.removeAll { $0.owner.value == nil }
    for observer in keyboardObservers { observer.handler(frame, animation, isLocal) }
  }

  // MARK: Clock

  /// Runs `action` at `delay` seconds from now.
  package func schedule(after delay: Double, _ action: @escaping () -> Void) {
    scheduleCounter += 1
    scheduled.append((time + max(0, delay), scheduleCounter, action))
  }

  /// Starts a new turn of the run loop: what earlier turns left is on screen now. The scenario
  /// runner starts one for every step, ``advance(by:)`` for every scheduled action.
  package func beginTurn() {
    endTurn()
    turn += 1
  }

  /// Ends the current turn, once: what SwiftUI's view update at the end of a run-loop turn does
  /// (its preference callbacks see the turn's last layout, not the passes in between).
  package func endTurn() {
    guard endedTurn != turn else { return }
    endedTurn = turn
    turnEndObservers.removeAll { $0.owner.value == nil }
    for observer in turnEndObservers { observer.handler() }
    // Those asked for this turn's end, once; one asking again waits for the next turn's.
    let watchers = turnEndWatchers
    turnEndWatchers = []
    for watcher in watchers where watcher.owner.value != nil { watcher.handler() }
  }

  /// Calls `handler` once, at the end of the current turn, if `owner` still exists then (a
  /// run-loop observer after Core Animation's commit, removed once it fired).
  package func watchTurnEnd(owner: AnyObject, _ handler: @escaping () -> Void) {
    turnEndWatchers.append((WeakBox(owner), handler))
  }

  /// Starts calling `handler(timestamp, targetTimestamp)` once per display frame for `owner`
  /// (a `CADisplayLink`); calling it again for the same owner changes nothing.
  package func startFrameClock(
    owner: AnyObject, _ handler: @escaping (_ timestamp: Double, _ target: Double) -> Void
  ) {
    frameClients.removeAll { $0.owner.value == nil }
    guard !frameClients.contains(where: { $0.owner.value === owner }) else { return }
    frameClients.append((WeakBox(owner), handler))
    scheduleFrameTick()
  }

  /// Stops `owner`'s frame ticks.
  package func stopFrameClock(owner: AnyObject) {
    frameClients.removeAll { $0.owner.value == nil || $0.owner.value === owner }
  }

  /// Whether `owner`'s frame clock runs.
  package func runsFrameClock(owner: AnyObject) -> Bool {
    frameClients.contains { $0.owner.value === owner }
  }

  private func scheduleFrameTick() {
    guard !frameTickScheduled, !frameClients.isEmpty else { return }
    frameTickScheduled = true
    schedule(after: Self.frameInterval) { [weak self] in
      guard let self else { return }
      self.frameTickScheduled = false
      self.frameClients.removeAll { $0.owner.value == nil }
      let target = self.time
      self.frameCallbackShown = target - Self.frameInterval
      for client in self.frameClients where client.owner.value != nil {
        client.handler(target - Self.frameInterval, target)
      }
      self.frameCallbackShown = nil
      self.scheduleFrameTick()
    }
  }

  /// Calls `handler` at the end of every turn, for as long as `owner` exists.
  package func observeTurnEnds(owner: AnyObject, _ handler: @escaping () -> Void) {
    turnEndObservers.append((WeakBox(owner), handler))
  }

  /// Whether anything is scheduled or animating.
  package var isIdle: Bool {
    scheduled.isEmpty && !animations.contains { $0.end > time }
  }

  /// The time at which the last scheduled action or animation ends.
  package var settledTime: Double {
    max(scheduled.map(\.time).max() ?? time, animations.map(\.end).max() ?? time)
  }

  /// Moves the clock forward, running scheduled actions in order as their time comes.
  public func advance(by interval: Double) {
    endTurn()
    let target = time + max(0, interval)
    while let next = scheduled.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }),
      next.time <= target
    {
      scheduled.removeAll { $0.order == next.order }
      time = max(time, next.time)
      beginTurn()
      next.action()
      layoutPass()
      endTurn()
    }
    time = target
    animations.removeAll { $0.end < time - 1 }
  }

  // MARK: Animations

  /// Records that a property moved from `from` to `to` with `animation` (no record when
  /// `animation` is `nil` or immediate). A running animation of the same property is replaced,
  /// starting from what it currently shows (`beginFromCurrentState`).
  ///
  /// Inside ``performAnimated(_:_:)`` a change with an animation of its own takes the outer
  /// animation's duration and curve unless it overrides them (`overridesInherited`, UIKit's
  /// `.overrideInheritedDuration` and `.overrideInheritedCurve`); inside
  /// ``performWithoutAnimation(_:)`` nothing animates.
  func animate(
    _ property: WorldAnimation.Property, from: CGRect, to: CGRect, animation: KeyboardAnimation?,
    frameByFrame: Bool = false, overridesInherited: Bool = true
  ) {
    if case .contentOffset(let view) = property { contentWillMove(view, from: from.origin) }
    let current = presentationValue(property) ?? from
    animations.removeAll { $0.targets(property) }
    let inherited = overridesInherited ? nil : ambientAnimation
    guard animationsEnabled,
      let animation = inherited ?? animation ?? ambientAnimation, !animation.isImmediate,
      current != to
    else { return }
    if case .contentOffset(let view) = property {
      offsetGlides[view] = (turn, current.origin, to.origin)
    }
    animations.append(
      WorldAnimation(
        property: property, from: current, to: to, start: time,
        duration: shownDuration(of: animation), curve: animation.curve,
        isFrameByFrame: frameByFrame))
  }

  /// How long UIKit runs `animation`: its duration, or 0.5 s for the keyboard's curve where the
  /// world takes it that UIKit runs curve 7 as the keyboard's spring whatever duration is asked
  /// (``keyboardCurveIgnoresDuration``, §1.1).
  package func shownDuration(of animation: KeyboardAnimation) -> Double {
    guard keyboardCurveIgnoresDuration, animation.curve == .keyboard, !animation.isImmediate
    else { return animation.duration }
    return KeyboardAnimation.keyboardSpringDuration
  }

  /// Starts a view's pacer (``HostWrite/pace``): from 0, afresh, to 1 in `animation`.
  package func startPacer(
    of view: WorldView, animation: KeyboardAnimation, overridesInherited: Bool
  ) {
    let property = WorldAnimation.Property.pacer(ObjectIdentifier(view))
    animations.removeAll { $0.targets(property) }
    pacers.insert(ObjectIdentifier(view))
    animate(
      property, from: .zero, to: CGRect(x: 0, y: 1, width: 0, height: 0), animation: animation,
      overridesInherited: overridesInherited)
  }

  /// What the screen shows of a view's pacer, as a display link's callback reads it — the
  /// frame before the one it prepares — or `nil` before any pacer of the view started.
  package func pacerProgress(of view: WorldView) -> Double? {
    let id = ObjectIdentifier(view)
    guard pacers.contains(id) else { return nil }
    let property = WorldAnimation.Property.pacer(id)
    let at = frameCallbackShown ?? time
    guard let running = animations.last(where: { $0.targets(property) }), running.end > at
    else { return 1 }
    return Double(running.value(at: max(running.start, at)).minY)
  }

  /// Whether a view's content offset is animating now inside an animation block, which lays a
  /// list out once, for the final offset.
  package func offsetAnimatesInBlock(_ view: WorldView) -> Bool {
    let property = WorldAnimation.Property.contentOffset(ObjectIdentifier(view))
    guard let running = animations.last(where: { $0.targets(property) }), running.end > time
    else { return false }
    return !running.isFrameByFrame
  }

  func presentationValue(_ property: WorldAnimation.Property) -> CGRect? {
    guard let running = animations.last(where: { $0.targets(property) }), running.end > time
    else { return nil }
    return running.value(at: time)
  }

  /// What the screen shows of a view's frame now.
  package func presentationFrame(of view: WorldView) -> CGRect {
    presentationValue(.frame(ObjectIdentifier(view))) ?? view.frame
  }

  /// What the screen shows of a scroll view's content offset now.
  package func presentationContentOffset(of view: WorldScrollView) -> CGPoint {
    presentationValue(.contentOffset(ObjectIdentifier(view)))?.origin ?? view.contentOffset
  }

  /// The animation changes without their own animation inherit: set inside
  /// ``performAnimated(_:_:)``, like changes made inside a `UIView.animate` block (§1.1).
  package private(set) var ambientAnimation: KeyboardAnimation?

  /// Runs `changes` as if inside `UIView.animate(withDuration:…)`: changes applied without an
  /// animation of their own animate with `animation`.
  package func performAnimated(_ animation: KeyboardAnimation, _ changes: () -> Void) {
    let previous = ambientAnimation
    ambientAnimation = animation
    changes()
    ambientAnimation = previous
  }

  /// `UIView.areAnimationsEnabled`: `false` inside ``performWithoutAnimation(_:)``.
  package private(set) var animationsEnabled = true

  /// Runs `changes` as if inside `UIView.performWithoutAnimation`: nothing animates, not even
  /// a change made with an animation of its own.
  package func performWithoutAnimation(_ changes: () -> Void) {
    let previous = animationsEnabled
    animationsEnabled = false
    changes()
    animationsEnabled = previous
  }

  /// Whether any animation is still running.
  public var isAnimating: Bool { animations.contains { $0.end > time } }

  // MARK: Layout and observation

  /// Lays out every window, then tells geometry observers what changed (the world's stand-in
  /// for key-value observation of `contentSize`, `contentInset` and `frame`).
  public func layoutPass() {
    for _ in 0..<4 {
      for window in windows { window.layoutIfNeeded() }
      let changed = changedViews.compactMap(\.value)
      changedViews.removeAll()
      guard !changed.isEmpty else { break }
      var seen = Set<ObjectIdentifier>()
      for view in changed where seen.insert(ObjectIdentifier(view)).inserted {
        for observer in geometryObservers[ObjectIdentifier(view)] ?? []
        where observer.owner.value != nil {
          observer.handler()
        }
      }
    }
  }

  func viewDidChangeGeometry(_ view: WorldView) {
    changedViews.append(WeakBox(view))
  }

  /// A scroll view's `contentOffset` changed from `old`: its key-value observers hear it now.
  func contentOffsetDidChange(_ view: WorldView, from old: CGPoint) {
    guard let observers = offsetObservers[ObjectIdentifier(view)] else { return }
    for observer in observers where observer.owner.value != nil { observer.handler(old) }
  }

  /// A scroll view's `contentSize` or `contentInset` changed: its key-value observers hear it
  /// now.
  func keyValueDidChange(_ view: WorldView) {
    guard let observers = keyValueObservers[ObjectIdentifier(view)] else { return }
    for observer in observers where observer.owner.value != nil { observer.handler() }
  }

  /// Calls `handler` with the old value whenever `view`'s content offset changes, in the
  /// setter, for as long as `owner` exists (key-value observation of `contentOffset`).
  package func observeContentOffset(
    of view: WorldView, owner: AnyObject, _ handler: @escaping (CGPoint) -> Void
  ) {
    offsetObservers[ObjectIdentifier(view), default: []].append((WeakBox(owner), handler))
  }

  /// Calls `handler` whenever `view`'s content size or content inset changes, in the setter,
  /// for as long as `owner` exists (key-value observation of `contentSize` and `contentInset`).
  package func observeContentSizeAndInset(
    of view: WorldView, owner: AnyObject, _ handler: @escaping () -> Void
  ) {
    keyValueObservers[ObjectIdentifier(view), default: []].append((WeakBox(owner), handler))
  }

  func viewDidLayout(_ view: WorldView) {
    for observer in layoutObservers[ObjectIdentifier(view)] ?? [] where observer.owner.value != nil
    {
      observer.handler()
    }
  }

  /// Whether UIKit scrolls a focused text field that is tapped again into view itself. Unknown
  /// (no source either way, §11.1 of the article “UIKit's keyboard behaviours”): the world
  /// models both, and the package's tests pass both. Off by default.
  public var scrollsRetappedFieldIntoView = false
  /// When a table or collection view controller's keyboard support hears the keyboard's
  /// notifications — where its observer stands among the app's, which notifications it acts on —
  /// and whether its cell scroll is animated. Partly unknown (§11.1): the world models every
  /// candidate, and the package's tests pass all of them. After the app's observers, on the
  /// show and the hide, at once, by default.
  public var systemAdjuster = SystemAdjusterTiming()
  /// When UIKit scrolls a first responder into view by itself besides when a text field becomes
  /// first responder: after keyboard changes too, at a moment not documented (§11.1). Only
  /// then, by default; the package's tests run every way.
  public var firstResponderScroll = FirstResponderScroll.whenFocused
  /// Whether a tapped text view's selection lands a turn after its begin-editing and the
  /// keyboard's will-show, as issue threads report since the keyboard runs out of process
  /// (§11.2, uncertain): until then the caret sits on the first line. Off by default; the
  /// package's tests run both ways.
  public var textViewCaretLandsLate = false
  /// Whether a new keyboard for the field focused next (another keyboard type, accessory or
  /// AutoFill bar) is announced 0.1 s after the focus change,
  /// later than the turn it happened in, as iOS 17's out-of-process keyboard may (review N17,
  /// uncertain). Off by default; the package's tests run both ways.
  package var keyboardSwitchArrivesLate = false
  /// Whether UIKit runs the keyboard's curve 7 as the keyboard's spring, for 0.5 s whatever
  /// duration is asked — the keyboard itself and every `UIView.animate` with `curve << 16` —
  /// as a developer who logged UIKit's animations reported (§1.1, uncertain). Off by default:
  /// curve 7 over the duration asked; the package's tests run both ways.
  package var keyboardCurveIgnoresDuration = false
  /// The views whose pacer started (``startPacer(of:animation:overridesInherited:)``).
  private var pacers: Set<ObjectIdentifier> = []
  /// What SwiftUI does for a scroll view and the keyboard where Apple's documentation is
  /// silent (§1, §3 of the SwiftUI article): the package's tests run every way.
  public var swiftUI = SwiftUIBehavior()
  /// How many taps the user made.
  package private(set) var tapCount = 0

  /// The user taps `view`, as a touch that ends on it: a focused text field that is tapped
  /// again posts no notification (§5), so only views observing taps in an ancestor — the
  /// avoider's tap recognizer, which never cancels touches — learn of it.
  public func tap(_ view: WorldView) {
    tapCount += 1
    if scrollsRetappedFieldIntoView, let input = view as? any WorldTextInput, input.isFocused {
      scrollToFirstResponder(input)
    }
    // A tap in the focused text view puts the caret on the line tapped (the middle of what the
    // screen shows of it): at once, or a turn later where the tap's selection lands late
    // (§11.2) — the caret stays where it was until then.
    if let textView = view as? WorldTextView, textView.isFocused,
      let line = textView.lineShownInTheMiddle(
        keyboardTop: keyboard.isShown && keyboard.frame.maxY >= screen.maxY - Tolerance.points
          ? keyboard.frame.minY : nil)
    {
      if textViewCaretLandsLate {
        schedule(after: 0) { [weak textView] in textView?.caretLine = line }
      } else {
        textView.caretLine = line
      }
    }
    for ancestor in view.selfAndAncestors {
      for observer in tapObservers[ObjectIdentifier(ancestor)] ?? []
      where observer.owner.value != nil {
        observer.handler(view)
      }
    }
    layoutPass()
  }

  /// Calls `handler` with the tapped view whenever a tap ends inside `view`, for as long as
  /// `owner` exists (a tap gesture recognizer that recognizes with others and cancels nothing).
  package func observeTaps(
    in view: WorldView, owner: AnyObject, _ handler: @escaping (WorldView) -> Void
  ) {
    tapObservers[ObjectIdentifier(view), default: []].append((WeakBox(owner), handler))
  }

  /// Calls `handler` at the next layout pass after `view`'s size changed, for as long as
  /// `owner` exists (what an attached avoider's probe view, resized with its container, sees).
  package func observeGeometry(
    of view: WorldView, owner: AnyObject, _ handler: @escaping () -> Void
  ) {
    geometryObservers[ObjectIdentifier(view), default: []].append((WeakBox(owner), handler))
  }

  /// Calls `handler` after every `layoutSubviews()` of `view`, for as long as `owner` exists
  /// (what a subclass's `layoutSubviews` override sees).
  package func observeLayout(of view: WorldView, owner: AnyObject, _ handler: @escaping () -> Void)
  {
    layoutObservers[ObjectIdentifier(view), default: []].append((WeakBox(owner), handler))
  }

  /// Stops every observation made by `owner`.
  package func removeObservations(of owner: AnyObject) {
    turnEndObservers.removeAll { $0.owner.value == nil || $0.owner.value === owner }
    turnEndWatchers.removeAll { $0.owner.value == nil || $0.owner.value === owner }
    stopFrameClock(owner: owner)
    for key in offsetObservers.keys {
      offsetObservers[key]?.removeAll { $0.owner.value == nil || $0.owner.value === owner }
    }
    for key in keyValueObservers.keys {
      keyValueObservers[key]?.removeAll { $0.owner.value == nil || $0.owner.value === owner }
    }
    for key in geometryObservers.keys {
      geometryObservers[key]?.removeAll { $0.owner.value == nil || $0.owner.value === owner }
    }
    for key in layoutObservers.keys {
      layoutObservers[key]?.removeAll { $0.owner.value == nil || $0.owner.value === owner }
    }
    for key in tapObservers.keys {
      tapObservers[key]?.removeAll { $0.owner.value == nil || $0.owner.value === owner }
    }
  }

  // MARK: Bookkeeping

  /// Remembers `object` weakly, so that a test can check it was released.
  package func track(_ object: AnyObject, name: String? = nil) {
    if tracked.contains(where: { $0.box.value === object }) { return }
    let label = name ?? (object as? WorldView)?.name ?? String(describing: type(of: object))
    tracked.append((label, WeakBox(object)))
  }

  /// The names of tracked objects that are still alive.
  package var liveTrackedObjects: [String] {
    tracked.filter { $0.box.value != nil }.map(\.name)
  }

  /// How many objects the world has tracked.
  package var trackedCount: Int { tracked.count }
}

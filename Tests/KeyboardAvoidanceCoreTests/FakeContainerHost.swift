import Foundation

@testable import KeyboardAvoidanceCore

/// A view of ``FakeContainerHost``: a node with a parent and raw facts. As a superview holds
/// its subviews, a parent keeps its children alive: a field a test adds stays while its
/// container does (the core holds the focused input weakly).
final class FakeView {
  weak var parent: FakeView?
  private(set) var children: [FakeView] = []
  var facts = ViewFacts()
  var frame: CGRect
  var field: FieldFacts?

  init(_ parent: FakeView?, _ frame: CGRect = .zero, facts: ViewFacts = ViewFacts()) {
    self.parent = parent
    self.frame = frame
    self.facts = facts
    parent?.children.append(self)
  }
}

/// A container host that records every write, over a full-screen iPhone 15 scroll view, for
/// the tests of the core's avoider shell.
final class FakeContainerHost: ContainerAvoidanceHost {
  let window = FakeView(nil, Fixture.phone, facts: ViewFacts(classes: .window))
  lazy var root = FakeView(window, Fixture.phone)
  var isInWindow = true
  var screenIdentity: ObjectIdentifier?
  /// The container's window scene, as a multi-scene app's reading has it.
  var sceneIdentity: ObjectIdentifier?
  /// `UIView.areAnimationsEnabled` (`false` inside `performWithoutAnimation`).
  var animationsEnabled = true
  var offset = CGPoint(x: 0, y: -59)
  /// The container's frame in its window (a sheet moves it).
  var frameInWindow = Fixture.phone
  /// The container's bounds' size (its frame's, as a scroll view's).
  var size = Fixture.phone.size
  /// The window's frame in the screen (a Stage Manager window moved down).
  var windowFrame = Fixture.phone
  var contentInset = AvoidanceInsets.zero
  /// The scroll view's content size; a write of the engine's sets it.
  var contentSize = CGSize(width: 393, height: 1600)
  /// The top of the safe area UIKit adds to the content inset.
  var systemTop: CGFloat = 59
  var activity = ScrollActivity()
  /// Where the presentation layer shows content, when it differs from the offset.
  var shown: CGPoint?
  /// What the screen shows of the pacer's animation (``ScrollState/pace``), when it runs.
  var pace: Double?
  var isScrollList = false
  /// Whether the container is a plain view (no scroll view's reading; `shown` is where its
  /// bounds show).
  var isPlainView = false
  var pinned: [PinnedViewReading] = []
  var companionsByField: [ObjectIdentifier: [FakeView]] = [:]
  var caret: CGRect?
  var positions: [ObjectIdentifier: FieldPosition] = [:]
  /// Called from inside `write(_:)`, as a UIKit observation of the inset would be.
  var onWrite: (() -> Void)?

  private(set) var writes: [HostWrite] = []
  /// The engine's decisions behind the writes (the coordinator's update of each write that
  /// is no frame of a list's move).
  private(set) var updates: [AvoidanceUpdate] = []
  private(set) var frameClockRuns = false
  private(set) var turnEndWatches = 0
  private(set) var preparations: [(FieldPreparation, FieldPosition?)] = []
  private(set) var trackingStarts = 0
  private(set) var stopped = false

  lazy var container = Optional(FakeView(root, Fixture.phone, facts: scrollFacts))
  var scrollFacts: ViewFacts {
    ViewFacts(
      scrollView: ViewFacts.ScrollFacts(
        contentSize: contentSize, boundsSize: size,
        isList: isScrollList))
  }

  lazy var avoidance = ContainerAvoidance(
    host: self, attachment: attachment, clock: { [unowned self] in now })
  /// How the avoider is attached; set before first using ``avoidance``.
  var attachment = AvoiderAttachment.attached
  /// The scroll view's subviews, read when the core measures them.
  var subviews: [ContainerReading.SubviewReading] = []
  private(set) var subviewReads = 0
  var now: TimeInterval = 0

  func readContainer() -> ContainerReading? {
    guard isInWindow else { return nil }
    let system = AvoidanceInsets(top: systemTop, bottom: 34)
    var reading = ContainerReading(
      screen: Fixture.phone, window: windowFrame, windowIdentity: ObjectIdentifier(window),
      screenIdentity: screenIdentity, frameInWindow: frameInWindow,
      bounds: CGRect(origin: offset, size: size), safeAreaInsets: system,
      scrollView: ContainerReading.ScrollReading(
        contentSize: contentSize, contentInset: contentInset,
        adjustedContentInset: contentInset + system, verticalIndicatorInsets: .zero,
        activity: activity, keyboardDismissMode: .interactive))
    reading.sceneIdentity = sceneIdentity
    reading.animationsEnabled = animationsEnabled
    if isPlainView {
      reading.scrollView = nil
      reading.bounds.origin = offset
      reading.shownBoundsOrigin = shown
    }
    if avoidance.measuresSubviews {
      reading.scrollView?.subviews = subviews
      subviewReads += 1
    }
    return reading
  }

  func scrollState() -> ScrollState? {
    var state = ScrollState(
      contentOffset: offset, contentInset: contentInset, activity: activity,
      isInWindow: isInWindow, contentSize: contentSize,
      shownContentOffset: shown, pace: pace)
    state.viewport = ScrollState.Viewport(
      boundsHeight: size.height,
      adjustedContentInset: contentInset + AvoidanceInsets(top: systemTop, bottom: 34))
    return state
  }

  func parent(of view: FakeView) -> FakeView? { view.parent }
  func facts(of view: FakeView) -> ViewFacts { view.facts }
  /// A view's frame; the container's own rect is its bounds, as UIKit converts it (the part of
  /// the content in view).
  func rect(of view: FakeView) -> CGRect {
    view === container ? CGRect(origin: offset, size: size) : view.frame
  }
  func caretRect(of view: FakeView) -> CGRect? { caret }
  func pinnedViews() -> [PinnedViewReading] { pinned }
  func companions(of field: FakeView) -> [FakeView] {
    companionsByField[ObjectIdentifier(field)] ?? []
  }
  func fieldFacts(of field: FakeView) -> FieldFacts? { field.field }
  private(set) var positionReads = 0
  /// The view VoiceOver's cursor is on; `nil`: VoiceOver is off.
  var voiceOverCursorView: FakeView?

  func voiceOverCursor() -> VoiceOverCursorReading<FakeView>? {
    voiceOverCursorView.map { VoiceOverCursorReading(view: $0, frame: rect(of: $0)) }
  }

  func position(of field: FakeView) -> FieldPosition? {
    positionReads += 1
    return positions[ObjectIdentifier(field)]
  }

  func write(_ write: HostWrite) {
    writes.append(write)
    if !write.isFrame, let update = avoidance.coordinator.lastUpdate { updates.append(update) }
    if let start = write.startOffset { setOffset(start) }
    if let size = write.contentSize { contentSize = size }
    if let inset = write.contentInset { contentInset = inset }
    if let offset = write.contentOffset { setOffset(offset) }
    onWrite?()
  }

  /// Sets the offset and tells the avoidance, as key-value observation does.
  func setOffset(_ new: CGPoint) {
    let old = offset
    offset = new
    if old != new { avoidance.contentOffsetDidChange(from: old) }
  }

  func runFrameClock(_ running: Bool) { frameClockRuns = running }
  func watchTurnEnd() { turnEndWatches += 1 }

  func write(_ preparation: FieldPreparation, position: FieldPosition?, to field: FakeView) {
    preparations.append((preparation, position))
  }

  private(set) var undos: [FieldPreparation.Undo] = []
  func write(_ undo: FieldPreparation.Undo, to field: FakeView) { undos.append(undo) }

  func startTrackingKeyboard() { trackingStarts += 1 }
  private(set) var scheduled: [(delay: TimeInterval, action: () -> Void)] = []
  func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
    scheduled.append((delay, action))
  }
  func stopObserving() { stopped = true }
  var endedEditing = 0
  func endEditing() { endedEditing += 1 }

  /// The hosts of the avoiders attached around the container on its avoider's behalf.
  private(set) var enclosingHosts: [FakeContainerHost] = []
  func attachEnclosingAvoider(to view: FakeView, configuration: AvoidanceConfiguration)
    -> ContainerAvoidance<FakeContainerHost>?
  {
    let host = FakeContainerHost()
    host.attachment = .automatic
    host.container = view
    view.facts.avoider = .automatic
    enclosingHosts.append(host)
    return host.avoidance
  }

  /// A field inside the container at `y`.
  func addField(y: CGFloat, facts: FieldFacts? = FieldFacts(isTextField: true)) -> FakeView {
    let field = FakeView(container, CGRect(x: 16, y: y, width: 361, height: 44))
    field.facts.classes = .textField
    field.field = facts
    return field
  }

  /// A text field at `y` that began editing (its notification), with a keyboard of `height`
  /// shown.
  @discardableResult
  func editFieldWithKeyboard(y: CGFloat, height: CGFloat = 336) -> FakeView {
    let field = addField(y: y)
    avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    showKeyboard(height: height)
    return field
  }

  /// Shows a docked keyboard of `height` through the avoidance's notification path.
  func showKeyboard(height: CGFloat = 336, object: AnyObject? = nil) {
    send(Fixture.show(Fixture.docked(height: height)), object: object)
  }

  /// Posts `events` through the avoidance's notification path, one after another.
  func send(_ events: [KeyboardEvent], object: AnyObject? = nil) {
    for event in events {
      avoidance.receive(name: event.phase.rawValue, object: object, userInfo: event.userInfo)
    }
  }
}

extension KeyboardEvent {
  /// The notification's `userInfo` that parses back to this event.
  var userInfo: [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameEnd: endFrame, KeyboardUserInfoKey.isLocal: isLocal,
    ]
    if let beginFrame { info[KeyboardUserInfoKey.frameBegin] = beginFrame }
    if let animation {
      info[KeyboardUserInfoKey.animationDuration] = animation.duration
      info[KeyboardUserInfoKey.animationCurve] = animation.curve.rawValue
    }
    return info
  }
}

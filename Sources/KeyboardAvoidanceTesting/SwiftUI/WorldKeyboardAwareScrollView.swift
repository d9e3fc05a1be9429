import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The world's `KeyboardAwareScrollView`: a SwiftUI scroll view kept by the library, reading
/// only what SwiftUI lets the real one read and acting only through `scrollTo(_:anchor:)`.
///
/// It hosts the same core `KeyboardAwareScrollKeeper` as the real view, handing it the same
/// events with the same reads: at the end of every run-loop turn (where SwiftUI updates views and
/// its preference callbacks see the turn's last layout) the scroll view's geometry, its
/// content's frame and the fields' reports (each field and companion in the scroll view's
/// coordinate space and in the window), each a callback of its own; every new value of the
/// app-wide keyboard observer (the world's `KeyboardObserver.shared`, whose layout-guide
/// tracker the view installs in its window); text changes; taps on fields. The reads with each:
/// the keyboard's value, its overlap with the place the scroll view fills, the edited text
/// input's caret and bounds, the time. When the keeper asks, the marker is placed and the world's
/// `scrollTo` (`World.swiftUIScrollToOffset(markerY:anchorY:in:)`) runs in the animation the
/// keeper names.
///
/// ```swift
/// let keeper = WorldKeyboardAwareScrollView(scrollView: scrollView, padding: 12)
/// world.focus(field)
/// world.advance(by: 0.6)
/// ```
public final class WorldKeyboardAwareScrollView {
  /// The core's keeper, by the fields' identities.
  private typealias Keeper = KeyboardAwareScrollKeeper<ObjectIdentifier>

  /// The SwiftUI scroll view.
  public private(set) weak var scrollView: WorldScrollView?
  /// The room kept around the focused field.
  public var padding: CGFloat
  /// Where a field that has to move goes.
  public var policy: ScrollPolicy
  /// Whether content goes back where it rested when the keyboard leaves.
  public var restoresContentOffset: Bool
  /// How many times it called `scrollTo`.
  public private(set) var scrollCount = 0

  /// The real view's keeper: every decision.
  private var keeper = Keeper()
  /// The scroll view's size and safe-area insets, as its geometry preference has them.
  private struct Geometry: Equatable {
    var size: CGSize
    var insets: AvoidanceInsets
  }
  /// The preferences' values last delivered: SwiftUI calls back only for a changed one.
  private var delivered: (geometry: Geometry?, content: CGRect?, reports: [Keeper.Report]?) = (
    nil, nil, nil
  )
  /// How many view updates delivered preferences: which order the next one takes.
  private var updateCount = 0
  /// The text input being edited (a text field or a text view), whose caret is read.
  private var focus = FocusTracker<WorldView>()

  /// Keeps `scrollView`'s focused field in view with `padding` under `policy`, for as long as
  /// the returned object lives (SwiftUI keeps the view's state for as long as it shows).
  public init(
    scrollView: WorldScrollView, padding: CGFloat = AvoidanceConfiguration.defaultPadding,
    policy: ScrollPolicy = .minimal, restoresContentOffset: Bool = true
  ) {
    self.scrollView = scrollView
    self.padding = padding
    self.policy = policy
    self.restoresContentOffset = restoresContentOffset
    guard let world = scrollView.world else { return }
    // SwiftUI updates views once at the end of a run-loop turn. Assumption, tidier than SwiftUI:
    // not on every frame content scrolls (SwiftUI's own animated scroll of a focused field would
    // then reach the keeper frame by frame, taken for the user's: issue 22).
    world.observeTurnEnds(owner: self) { [weak self] in self?.viewUpdate() }
    // The fields' simultaneous tap gesture.
    world.observeTaps(in: scrollView, owner: self) { [weak self] view in
      guard let input = view as? any WorldTextInput else { return }
      self?.fieldTapped(ObjectIdentifier(input))
    }
    // `KeyboardObserver.shared.publisher`, and the tracker the view installs in its window: the
    // layout guide's moves reach the observer.
    world.observeSharedKeyboard(owner: self) { [weak self, weak world] _ in
      guard let self else { return }
      let recheck = self.keeper.keyboardChanged(self.facts())
      // Decided once the notification's turn is over, if no geometry came first.
      world?.schedule(after: 0) { [weak self] in self?.apply { $0.keyboardSettled($1) } }
      // A hide while a field keeps its focus waits for a show (a rotation), as long as the
      // core says.
      self.scheduleHideHoldEnd(after: recheck)
    }
    world.keyboard.observeLayoutGuide(owner: self) { [weak world] frame in
      world?.sharedKeyboardLayoutGuideMoved(to: frame)
    }
    // The tracker's first layout, in the next pass: where the guide is now (a tracker another
    // view installed reports again).
    world.schedule(after: 0) { [weak world] in
      world.map { $0.sharedKeyboardLayoutGuideMoved(to: $0.keyboard.layoutGuideFrame) }
    }
    world.notificationCenter.addObserver(
      self,
      names: [
        TextInputNotificationName.textFieldDidChange, TextInputNotificationName.textViewDidChange,
        TextInputNotificationName.textViewDidBeginEditing,
        TextInputNotificationName.textViewDidEndEditing,
        TextInputNotificationName.textFieldDidBeginEditing,
        TextInputNotificationName.textFieldDidEndEditing,
      ]
    ) { [weak self] notification in self?.textNotification(notification) }
    world.notificationCenter.addObserver(
      self, names: [LifecycleNotificationName.applicationDidEnterBackground]
    ) { [weak self] _ in self?.keeper.appEnteredBackground() }
    world.notificationCenter.addObserver(
      self, names: [LifecycleNotificationName.applicationWillEnterForeground]
    ) { [weak self] _ in self?.apply { $0.appWillEnterForeground($1) } }
  }

  // MARK: Events, as SwiftUI and UIKit deliver them

  /// SwiftUI's view update: the scroll view's geometry, the content's frame and the fields'
  /// reports, each a preference of its own. SwiftUI calls a preference's `onPreferenceChange`
  /// only when its value changed, one callback each, in an order it does not document: the
  /// world delivers them in each of the six orders in turn, one view update after another
  /// (issue 22).
  private func viewUpdate() {
    guard let scrollView else { return }
    keeper.session.padding = padding
    keeper.session.policy = policy
    keeper.session.restoresContentOffset = restoresContentOffset
    let offset = scrollView.contentOffset
    let inset = scrollView.adjustedContentInset
    let geometry = Geometry(
      size: scrollView.bounds.size, insets: AvoidanceInsets(top: inset.top, bottom: inset.bottom))
    // The content's frame in the scroll view's space, as a `GeometryReader` in it reports it.
    let content = CGRect(origin: CGPoint(x: -offset.x, y: -offset.y), size: scrollView.contentSize)
    let reports = fieldReports(in: scrollView)
    var callbacks: [() -> Void] = []
    if geometry != delivered.geometry {
      callbacks.append { [weak self] in
        self?.delivered.geometry = geometry
        self?.apply { $0.scrollViewChanged(size: geometry.size, insets: geometry.insets, $1) }
      }
    }
    if content != delivered.content {
      callbacks.append { [weak self] in
        self?.delivered.content = content
        self?.apply { $0.contentChanged(content, $1) }
      }
    }
    if reports != delivered.reports {
      callbacks.append { [weak self] in
        self?.delivered.reports = reports
        self?.apply { $0.fieldsChanged(reports, $1) }
      }
    }
    for callback in Self.order(updateCount, of: callbacks) { callback() }
    updateCount += 1
    // The turn is over: a `scrollTo` made in it is what SwiftUI reports from now on.
    keeper.turnEnded()
  }

  /// The `index`-th of the orders of `callbacks`, every order in turn.
  static func order<T>(_ index: Int, of callbacks: [T]) -> [T] {
    var remaining = callbacks
    var ordered: [T] = []
    var rest = index
    while !remaining.isEmpty {
      let pick = rest % remaining.count
      rest /= remaining.count
      ordered.append(remaining.remove(at: pick))
    }
    return ordered
  }

  private func fieldTapped(_ id: ObjectIdentifier) {
    apply { $0.fieldTapped(id, $1) }
    // The turn after, when the caret the tap places has landed (`TapCaret`).
    scrollView?.world?.schedule(after: 0) { [weak self] in self?.apply { $0.revealAfterTap($1) } }
  }

  private func textNotification(_ notification: WorldNotification) {
    keeper.textInputNotified(notification.name)
    focus.note(notificationName: notification.name, object: notification.object)
    switch notification.name {
    case TextInputNotificationName.textFieldDidChange:
      apply { $0.textFieldChanged($1) }
    case TextInputNotificationName.textViewDidEndEditing:
      keeper.textViewEnded()
    case TextInputNotificationName.textViewDidBeginEditing:
      apply { $0.textViewBegan($1) }
      // Its selection may land a turn later (§11.2).
      scrollView?.world?.schedule(after: 0) { [weak self] in
        self?.apply { $0.caretSettled($1) }
      }
    case TextInputNotificationName.textViewDidChange:
      guard let textView = notification.object as? WorldTextView else { return }
      focus.began(textView)
      apply { $0.textViewChanged(isFirstResponder: textView.isFocused, $1) }
    default:
      break
    }
  }

  /// A hide while a field keeps its focus waits for a show (a rotation), as long as the core
  /// says, then as long again as a rotation prolonged it.
  private func scheduleHideHoldEnd(after delay: TimeInterval?) {
    guard let delay else { return }
    scrollView?.world?.schedule(after: delay) { [weak self] in
      guard let self else { return }
      apply { $0.hideHoldEnded($1) }
      scheduleHideHoldEnd(after: keeper.hideHoldRecheckDelay(facts()))
    }
  }

  // MARK: Reads and writes

  /// Hands an event to the keeper with what the real view reads now, and places the marker it
  /// asks for.
  private func apply(
    _ event: (
      inout Keeper,
      Keeper.Facts
    )
      -> Keeper.Move?
  ) {
    let facts = facts()
    if let move = event(&keeper, facts) { place(move) }
  }

  /// The keyboard as the shared observer has it, how far it reaches under the place the scroll
  /// view fills (its probe ignores the keyboard safe area) and under the view of the view
  /// controller holding it (the hosting controller's), the edited text view's caret in its own
  /// frame, the time, the screen's size.
  private func facts() -> Keeper.Facts {
    guard let scrollView, let world = scrollView.world else {
      return Keeper.Facts(keyboard: .hidden, overlap: 0)
    }
    let info = world.sharedKeyboard.info
    let host = scrollView.enclosingViewController?.view
    var facts = Keeper.Facts(
      keyboard: info, overlap: info.overlap(with: world.swiftUIProbeFrame(of: scrollView)),
      hostOverlap: host.map { info.overlap(with: $0.convertToScreen($0.bounds)) },
      caret: (focus.focused as? any WorldTextInput)?.caretRect, inputBounds: focus.focused?.bounds,
      time: world.time, isEditing: focus.focused != nil, scrollActivity: scrollView.activity,
      screenSize: world.screen.size)
    facts.voiceOverCursorInWindow = world.voiceOverCursor.map { $0.convert($0.bounds, to: nil) }
    return facts
  }

  /// Every text input of the scroll view that shows, and its companions, as the real view's
  /// `keyboardField` and `keyboardCompanion` modifiers report them.
  private func fieldReports(in scrollView: WorldScrollView)
    -> [Keeper.Report]
  {
    guard let world = scrollView.world else { return [] }
    // In the content's coordinate space (the scroll view's bounds coordinates, less nothing).
    func inFrame(_ view: WorldView) -> CGRect { scrollView.convert(view.bounds, from: view) }
    var reports: [Keeper.Report] = []
    for input in Self.textInputs(in: scrollView) where !input.isEffectivelyHidden(below: scrollView)
    {
      let id = ObjectIdentifier(input)
      reports.append(
        Keeper.Report(
          id: id, frameInContent: inFrame(input),
          frameInWindow: input.convert(input.bounds, to: nil),
          isFocused: input.isFocused, padding: input.keyboardAvoidancePadding))
      for companion in world.companions(of: input)
      where !companion.isEffectivelyHidden(below: scrollView) && companion.bounds.height > 0 {
        reports.append(
          Keeper.Report(
            id: id, frameInContent: inFrame(companion),
            frameInWindow: companion.convert(companion.bounds, to: nil), isFocused: false,
            isCompanion: true))
      }
    }
    return reports
  }

  /// The text inputs inside `view`, in the order of the view tree.
  private static func textInputs(in view: WorldView) -> [any WorldTextInput] {
    view.subviews.flatMap { subview -> [any WorldTextInput] in
      if let input = subview as? any WorldTextInput { return [input] }
      return textInputs(in: subview)
    }
  }

  /// Places the marker, and once it is laid out (at once here) scrolls to it.
  private func place(_ move: Keeper.Move) {
    guard let scrollView, let scroll = keeper.takeScroll(for: move.generation) else { return }
    self.scroll(scrollView, marker: CGPoint(x: move.markerX, y: move.markerY), scroll)
  }

  private func scroll(_ scrollView: WorldScrollView, marker: CGPoint, _ scroll: Keeper.Scroll) {
    guard let world = scrollView.world else { return }
    let offset = world.swiftUIScrollToOffset(
      markerX: marker.x, markerY: marker.y, anchorY: scroll.anchorY, in: scrollView)
    let from = scrollView.contentOffset
    scrollCount += 1
    scrollView.avoidanceWriteCount += 1
    scrollView.avoidanceOffsetWriteCount += 1
    if scrollView.offsetBeforeAvoidanceWrite == nil {
      scrollView.offsetBeforeAvoidanceWrite = from
      scrollView.userScrollsBeforeAvoidanceWrite = scrollView.userScrollCount
    }
    if scrollView.isDragging || scrollView.isDecelerating {
      scrollView.offsetWritesUnderFinger += 1
    }
    world.noteOffsetWriteReplacingShownMove(of: scrollView)
    // Content put back while the keyboard is up but off screen (the hide a rotation posts
    // before it, §11.2): a release of the keeper's part, for the checker.
    if world.keyboard.isShown, world.keyboard.frame.minY >= world.screen.maxY, offset.y < from.y {
      scrollView.avoidanceReleaseCount += 1
    }
    // Assumption [U]: `scrollTo` sets the offset through `setContentOffset(_:animated:)`, which
    // replaces UIKit's own animated scroll of the focused field under way (Assumptions).
    scrollView.stopAnimatedScroll()
    world.animate(
      .contentOffset(ObjectIdentifier(scrollView)), from: CGRect(origin: from, size: .zero),
      to: CGRect(origin: offset, size: .zero),
      animation: scroll.animation)
    scrollView.bounds.origin = offset
    scrollView.lastAvoidanceOffset = offset
  }

}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One `KeyboardAwareScrollView`'s keeper: the whole of what the SwiftUI view decides, run by
/// the SwiftUI layer and by the world's model of it alike, as `ContainerAvoidance` is for UIKit
/// containers.
///
/// The host hands it SwiftUI's raw events one at a time — the fields' frames as reported, the
/// content's frame, the scroll view's geometry, the keyboard, text changes, a tap — each with
/// ``Facts`` it read at that moment (the keyboard's value, how far the keyboard reaches under the
/// scroll view, the edited text view's caret, the time). After each, the keeper answers with the
/// marker to place, if any; once SwiftUI laid the marker out, ``takeScroll(for:)`` gives the
/// anchor to `scrollTo` it with and the animation to do it in.
///
/// ```swift
/// if let move = keeper.fieldsChanged(reports, facts) {
///   markerY = move.markerY  // then, once laid out:
///   keeper.takeScroll(for: move.generation).map { proxy.scrollTo(id, anchor: UnitPoint(x: 0.5, y: $0.anchorY)) }
/// }
/// ```
package struct KeyboardAwareScrollKeeper<ID: Hashable> {
  /// A field or companion as it reports itself (a preference of the scroll view's).
  package struct Report: Equatable {
    /// The field's focus value (a companion's: its field's).
    package var id: ID
    /// Its frame in the content's own coordinate space — where the content is scrolled to does
    /// not change it, so a report never disagrees with a content frame delivered before or
    /// after it; `nil` before it has one.
    package var frameInContent: CGRect?
    /// Its frame in the window.
    package var frameInWindow: CGRect
    /// Whether it has focus.
    package var isFocused: Bool
    /// Whether it is a companion of field `id` rather than the field.
    package var isCompanion: Bool
    /// The field's own padding, if the app set one.
    package var padding: CGFloat?

    /// A report.
    package init(
      id: ID, frameInContent: CGRect?, frameInWindow: CGRect, isFocused: Bool,
      isCompanion: Bool = false, padding: CGFloat? = nil
    ) {
      self.id = id
      self.frameInContent = frameInContent
      self.frameInWindow = frameInWindow
      self.isFocused = isFocused
      self.isCompanion = isCompanion
      self.padding = padding
    }
  }

  /// What the host read when it handed an event over.
  package struct Facts {
    /// The keyboard as the app-wide keyboard observer has it now.
    package var keyboard: KeyboardInfo
    /// How far the keyboard reaches under the place the scroll view fills, measured by a view
    /// that ignores the keyboard safe area; `nil` before that view exists, counted as none.
    package var overlap: CGFloat
    /// How far the keyboard reaches under the view of the view controller that holds the scroll
    /// view — the hosting controller's view, whose keyboard safe area SwiftUI lays the scroll
    /// view out in (§1 of the SwiftUI article); `nil` where the host found none.
    package var hostOverlap: CGFloat?
    /// The caret of the text input being edited (a text field or a text view), as it gives it
    /// (`caretRect(for:)`: in its bounds coordinates); `nil` when none is edited.
    package var caret: CGRect?
    /// That input's bounds: where its text is scrolled to, and its size.
    package var inputBounds: CGRect?
    /// Seconds on a steady clock.
    package var time: TimeInterval?
    /// Whether a text input is being edited, as the host's `FocusTracker` has it: a keyboard
    /// that goes down while one is holds for a show to follow — a rotation — before content
    /// goes back (``HideHold``).
    package var isEditing: Bool
    /// The drag state of the UIKit scroll view SwiftUI's scroll view is built on, where the host
    /// found one (an ancestor of a view inside the content: SwiftUI's `ScrollView` is a
    /// `UIScrollView` from iOS 13 to 18, §5 of the SwiftUI article); `nil` when it found none,
    /// and who moved content is then guessed from the turn.
    package var scrollActivity: ScrollActivity?
    /// The size of the screen the scroll view is on (its window scene's screen's bounds): a
    /// rotation changes it, the keyboard never does, so a hide held for a rotation's show
    /// (``HideHold``) sees the rotation even where the scroll view keeps its width (an iPad's
    /// sheet); `nil` where the host found no screen, and the scroll view's width stands in.
    package var screenSize: CGSize?
    /// The frame, in the window, of the element VoiceOver's cursor is on while VoiceOver runs;
    /// `nil` while it is off or on nothing (§10.16 of the UIKit article).
    package var voiceOverCursorInWindow: CGRect?

    /// Facts.
    package init(
      keyboard: KeyboardInfo, overlap: CGFloat?, hostOverlap: CGFloat? = nil,
      caret: CGRect? = nil,
      inputBounds: CGRect? = nil, time: TimeInterval? = nil, isEditing: Bool = false,
      scrollActivity: ScrollActivity? = nil, screenSize: CGSize? = nil
    ) {
      self.keyboard = keyboard
      self.overlap = overlap ?? 0
      self.hostOverlap = hostOverlap
      self.caret = caret
      self.inputBounds = inputBounds
      self.time = time
      self.isEditing = isEditing
      self.scrollActivity = scrollActivity
      self.screenSize = screenSize
    }

    /// The caret in the input's own frame — its bounds coordinates less where its text is
    /// scrolled to — which agrees with the field's frame reported earlier, wherever the content
    /// has scrolled since.
    var caretInField: CGRect? {
      guard let caret, let bounds = inputBounds else { return nil }
      return caret.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
    }

    /// Whether the edited input is `field`, to within a point of its size: until the fields'
    /// report names a text view focused, it names the field focused before, and a caret placed
    /// there would move content for a field nobody edits.
    func editsField(_ field: CGRect) -> Bool {
      guard let size = inputBounds?.size else { return false }
      return abs(size.width - field.width) <= 1 && abs(size.height - field.height) <= 1
    }
  }

  /// A `scrollTo` to make once the marker is laid out: the anchor, and the animation to make it
  /// in — the keyboard's, or SwiftUI's default one (``defaultAnimation``) when the keyboard's
  /// value carries none or moves at once.
  package struct Scroll: Equatable {
    /// The anchor's unit y.
    package var anchorY: Double
    /// The animation to wrap the `scrollTo` in.
    package var animation: KeyboardAnimation
  }

  /// SwiftUI's default animation on iOS 15 and 16 (`Animation.default`: ease in and out,
  /// 0.35 s).
  package static var defaultAnimation: KeyboardAnimation {
    KeyboardAnimation(duration: 0.35, curve: .easeInOut)
  }

  /// A marker to place: at `markerY` in the content, the `generation`-th of this keeper.
  package struct Move: Equatable {
    /// Where the marker goes, in content coordinates.
    package var markerY: CGFloat
    /// Where the marker's centre goes across, in content coordinates.
    package var markerX: CGFloat = 0
    /// Where the content's top ends up in the scroll view once scrolled there.
    package var contentMinY: CGFloat
    /// Which move this is: ``takeScroll(for:)`` answers only for the latest.
    package var generation: Int
  }

  /// The decisions over time.
  package var session: KeyboardAwareScrollSession<Int>
  private var reports: [Report] = []
  private var contentFrame: CGRect?
  private var size: CGSize = .zero
  private var insets = AvoidanceInsets.zero
  private var editsTextView = false
  private var focusNumbers: [ID: Int] = [:]
  private var generation = 0
  private var pending: (generation: Int, scroll: Scroll)?
  /// Whether a tap on the focused text view waits a turn for the caret it places.
  private var awaitsTapCaret = false
  /// Whether a text view began editing and its caret may not have landed yet: its selection can
  /// land a turn after its begin-editing (§11.2) — until then the caret read lies outside the
  /// text, and the field alone would be shown for a caret nobody placed there.
  private var awaitsCaret = false
  /// Whether a `scrollTo` was made in this run-loop turn: SwiftUI calls the other preferences'
  /// handlers of the same view update with values computed before it (``turnEnded()``).
  private var scrolledThisTurn = false
  /// Whether this run-loop turn had a keyboard change or a field's begin-editing: UIKit and
  /// SwiftUI scroll the focused field into view on their own in it, and a content report alone
  /// is their scroll, not the user's (``turnEnded()``).
  private var othersMayScroll = false
  /// Until when content that moves alone, not by the user, may be UIKit's own animated scroll
  /// of a focused field tapped again (``TapCaret/systemScrollWindow``): the field is shown again
  /// meanwhile.
  private var othersScrollUntil: TimeInterval?
  /// Whether the app is in the background: nothing of the keyboard arrives there (§1.3), and
  /// what is read — layouts for the app switcher's snapshots in both orientations, against the
  /// keyboard last announced — is decided on once the app is back.
  private var isInBackground = false
  /// Whether the keyboard changed and SwiftUI's safe area may not have followed yet.
  private var awaitsSafeArea = false
  /// Whether a text view began editing (or changed size) and the fields' report naming it
  /// focused (at that size) has not come yet: the reports name the field focused before (or its
  /// old frame), and the new caret lies in no field of theirs — the old field, read without it,
  /// would be shown again for nobody.
  private var awaitsFocusReport = false

  /// A keeper deciding by `session`'s settings.
  package init(session: KeyboardAwareScrollSession<Int> = KeyboardAwareScrollSession()) {
    self.session = session
  }

  // MARK: Events

  /// The fields and companions reported their frames.
  package mutating func fieldsChanged(_ reports: [Report], _ facts: Facts) -> Move? {
    self.reports = reports
    awaitsFocusReport = false
    return evaluate(facts)
  }

  /// The content reported its frame in the scroll view's coordinate space. In the turn of a
  /// `scrollTo`, its place is the one computed before the scroll (SwiftUI's view update called
  /// the marker's handler first): its size counts, its place is where the scroll takes it.
  package mutating func contentChanged(_ frame: CGRect, _ facts: Facts) -> Move? {
    var frame = frame
    if scrolledThisTurn, let expected = contentFrame?.origin { frame.origin = expected }
    contentFrame = frame
    return evaluate(facts)
  }

  /// The run-loop turn of a `scrollTo`, a keyboard change or a begin-editing is over (the host
  /// calls this after every one): what SwiftUI reports from now on was computed after it, and a
  /// content report alone is the user's scroll.
  package mutating func turnEnded() {
    scrolledThisTurn = false
    othersMayScroll = false
  }

  /// The scroll view's size and the safe-area insets its content is laid out in.
  package mutating func scrollViewChanged(size: CGSize, insets: AvoidanceInsets, _ facts: Facts)
    -> Move?
  {
    self.size = size
    self.insets = insets
    awaitsSafeArea = false
    return evaluate(facts)
  }

  /// The keyboard's value changed (`facts.keyboard` is the new one): news of the keyboard shows
  /// the field again — decided once SwiftUI's keyboard safe area followed it, since a `scrollTo`
  /// anchored by the old insets lands elsewhere under the new ones. Nothing moves until the
  /// scroll view reports its geometry again, or the host calls ``keyboardSettled(_:)`` once the
  /// notification's run-loop turn is over (a keyboard change that moves no safe area reports no
  /// geometry).
  ///
  /// Returns when to call ``hideHoldEnded(_:)``, in seconds from now, for a keyboard going down
  /// while a text input is edited (a hide that may be held for a show, ``HideHold``); `nil`
  /// otherwise.
  @discardableResult
  package mutating func keyboardChanged(_ facts: Facts) -> TimeInterval? {
    session.keyboardChanged(facts.keyboard)
    session.keyboardAnnounced(overlap: facts.overlap)
    awaitsSafeArea = true
    othersMayScroll = true
    let phase = facts.keyboard.phase
    let goesDown = phase == .willHide || phase == .hidden
    return goesDown && facts.isEditing ? HideHold.recheckDelay : nil
  }

  /// A text input's notification (`UITextField`'s and `UITextView`'s, by name): in the turn of a
  /// begin-editing, UIKit and SwiftUI scroll the field into view on their own, and nothing is
  /// decided until the fields' report names it focused.
  package mutating func textInputNotified(_ name: String) {
    guard TextInputNotificationName.kind(of: name) == .began else { return }
    othersMayScroll = true
    // The fields' report naming the new field focused comes at SwiftUI's next view update:
    // until then a keyboard change (a new accessory, another height) would be decided for the
    // field left.
    awaitsFocusReport = true
  }

  /// The app went to the background (`UIApplication.didEnterBackgroundNotification`: every
  /// scene did): nothing is decided until it comes back.
  package mutating func appEnteredBackground() { isInBackground = true }

  /// The app comes back (`UIApplication.willEnterForegroundNotification`): decided now, with
  /// what was read meanwhile.
  package mutating func appWillEnterForeground(_ facts: Facts) -> Move? {
    isInBackground = false
    return evaluate(facts)
  }

  /// The moment ``keyboardChanged(_:)`` named: a hide held for a show that did not come lets
  /// content go back now — unless a rotation prolonged the hold, then call it again after
  /// ``hideHoldRecheckDelay(_:)``.
  package mutating func hideHoldEnded(_ facts: Facts) -> Move? { evaluate(facts) }

  /// When to call ``hideHoldEnded(_:)`` again, in seconds from now: a hold a rotation prolonged
  /// (``HideHold``) is not over yet; `nil` otherwise.
  package func hideHoldRecheckDelay(_ facts: Facts) -> TimeInterval? {
    facts.time.flatMap { session.hideHoldRecheckDelay(at: $0) }
  }

  /// The turn after a keyboard change: decided now, whatever the geometry reported.
  package mutating func keyboardSettled(_ facts: Facts) -> Move? {
    awaitsSafeArea = false
    awaitsFocusReport = false
    defer { session.keyboardSettled() }
    return evaluate(facts)
  }

  /// A text view began editing: its caret is the one to keep in view from now on. It reveals
  /// nothing — a focus change the fields' report brings (until then the reports name the field
  /// focused before, which the user may have scrolled away from), and nothing is decided until
  /// that report comes (or the keyboard settles, for a text view no field marks: its focus
  /// changes no report).
  ///
  /// Its caret may land a turn later (§11.2): while the caret read lies outside the focused
  /// text view, nothing is decided for it until the host calls ``caretSettled(_:)``, the turn
  /// after the begin-editing.
  package mutating func textViewBegan(_ facts: Facts) -> Move? {
    editsTextView = true
    awaitsFocusReport = true
    awaitsCaret = true
    return evaluate(facts)
  }

  /// The turn after a text view began editing: its caret, if it was to land, has landed;
  /// decided now, with it or with the field alone.
  package mutating func caretSettled(_ facts: Facts) -> Move? {
    guard awaitsCaret else { return nil }
    awaitsCaret = false
    return evaluate(facts)
  }

  /// A text view changed: typing in the focused one shows the field again, wherever the user
  /// scrolled it. A text view that grew or shrank with the text reports its new frame a view
  /// update later: until the fields' report has its size, nothing is decided (its new caret
  /// lies in no field of the old report, and the old field would be shown alone).
  package mutating func textViewChanged(isFirstResponder: Bool, _ facts: Facts) -> Move? {
    editsTextView = true
    if isFirstResponder { session.reveal() }
    if let field = focusedReport?.frameInContent, !facts.editsField(field) {
      awaitsFocusReport = true
    }
    return evaluate(facts)
  }

  /// The focused field's report (not a companion's).
  private var focusedReport: Report? { reports.first { $0.isFocused && !$0.isCompanion } }

  /// A text view ended editing: no caret is read until the next one begins.
  package mutating func textViewEnded() {
    editsTextView = false
    awaitsCaret = false
  }

  /// Whether a text view is being edited: the host reads its caret for ``Facts/caret``.
  package var readsCaret: Bool { editsTextView }

  /// A text field changed: typing shows the field again.
  package mutating func textFieldChanged(_ facts: Facts) -> Move? {
    session.reveal()
    return evaluate(facts)
  }

  /// A tap on field `id`: a tap on the focused field (which posts nothing) shows it again — at
  /// once, or, for the caret the tap places in a text view, a run-loop turn later (`TapCaret`),
  /// when the host calls ``revealAfterTap(_:)``, which it does after every tap. A tap on another
  /// field is a focus change its report brings: it reveals nothing now (the reports still name
  /// the old field, which the user may have scrolled away from).
  package mutating func fieldTapped(_ id: ID, _ facts: Facts) -> Move? {
    guard reports.contains(where: { $0.id == id && $0.isFocused && !$0.isCompanion }) else {
      return nil
    }
    othersScrollUntil = facts.time.map { $0 + TapCaret.systemScrollWindow }
    guard TapCaret.waitsForCaret(isTextField: !editsTextView) else {
      session.reveal()
      return evaluate(facts)
    }
    awaitsTapCaret = true
    return nil
  }

  /// The turn after a tap: the field shows again if the tap waited for its caret; otherwise
  /// nothing happens.
  package mutating func revealAfterTap(_ facts: Facts) -> Move? {
    guard awaitsTapCaret else { return nil }
    awaitsTapCaret = false
    session.reveal()
    return evaluate(facts)
  }

  /// SwiftUI laid the marker of move `generation` out: the `scrollTo` to make, once; `nil` for
  /// a move a later one replaced.
  package mutating func takeScroll(for generation: Int) -> Scroll? {
    guard let pending, pending.generation == generation else { return nil }
    self.pending = nil
    scrolledThisTurn = true
    return pending.scroll
  }

  // MARK: Deciding

  /// The content frame of the field or companion VoiceOver's cursor is on, when it is not the
  /// focused field: the smallest reported view whose window frame holds the cursor's element
  /// (to within a point). SwiftUI's accessibility elements are no views, and the keyboard's
  /// toolbar lies over the scroll view's place: only what the form reports is known to be its
  /// content, so the cursor elsewhere leaves the field leading (§10.16 of the UIKit article).
  private func voiceOverElement(_ cursor: CGRect?) -> CGRect? {
    guard let cursor, cursor.isFiniteRect, cursor.hasArea else { return nil }
    func area(_ report: Report) -> CGFloat {
      report.frameInWindow.width * report.frameInWindow.height
    }
    let holder = reports.filter {
      $0.frameInContent != nil && $0.frameInWindow.insetBy(dx: -1, dy: -1).contains(cursor)
    }.min { area($0) < area($1) }
    guard let holder, !holder.isFocused else { return nil }
    return holder.frameInContent
  }

  /// The reading of the scroll view as reported, with the focused field's targets: its frame,
  /// its companions, and the caret when it lies in it.
  private mutating func evaluate(_ facts: Facts) -> Move? {
    guard let contentFrame, !awaitsSafeArea, !awaitsFocusReport, !isInBackground else {
      return nil
    }
    let focused = focusedReport
    var focus: Int?
    var targets: AvoidanceTargets?
    // Into the scroll view's coordinate space, where the content is now.
    func inScrollView(_ frame: CGRect?) -> CGRect? {
      frame.map { $0.offsetBy(dx: contentFrame.minX, dy: contentFrame.minY) }
    }
    if let focused, let field = inScrollView(focused.frameInContent) {
      focus = number(for: focused.id)
      var found = AvoidanceTargets(
        field: field,
        companions: reports.filter { $0.isCompanion && $0.id == focused.id }.compactMap {
          inScrollView($0.frameInContent)
        }, padding: focused.padding)
      // The edited input's caret, a text field's as a text view's (as in UIKit containers).
      let edited = facts.editsField(field)
      found.caret = Self.caret(edited ? facts.caretInField : nil, in: field)
      // A caret not landed yet in the text view being edited: wait for it.
      if awaitsCaret && editsTextView && edited {
        guard found.caret != nil else { return nil }
        awaitsCaret = false
      }
      found.voiceOverCursor = voiceOverElement(facts.voiceOverCursorInWindow).flatMap(inScrollView)
      targets = found
    }
    let reading = ScrollViewReading(
      size: size, safeAreaInsets: insets, contentFrame: contentFrame, targets: targets)
    let userScrolls = facts.scrollActivity?.isUserScrolling
    revealAgainstSystemScroll(userScrolls: userScrolls, at: facts.time)
    guard
      let request = session.update(
        reading, focus: focus, keyboard: facts.keyboard, overlap: facts.overlap,
        hostOverlap: facts.hostOverlap, screenSize: facts.screenSize,
        time: facts.time, isEditing: facts.isEditing, othersScroll: othersMayScroll,
        userScrolls: userScrolls)
    else { return nil }
    generation += 1
    let animation = facts.keyboard.animation.flatMap { $0.isImmediate ? nil : $0 }
    pending = (
      generation, Scroll(anchorY: request.anchorY, animation: animation ?? Self.defaultAnimation)
    )
    // Until SwiftUI reports the content again, it is where this move takes it: an event in
    // between (the turn after a keyboard change, a tap's caret) must not read the content's
    // old place as a scroll of the user's.
    self.contentFrame?.origin.y = request.contentMinY
    return Move(
      markerY: request.markerY, markerX: request.markerX, contentMinY: request.contentMinY,
      generation: generation)
  }

  /// After a tap on the focused field, UIKit may scroll it into view itself, animated, frame by
  /// frame (``TapCaret/systemScrollWindow``): where the drag state says the user is not
  /// scrolling, the field is shown again — its scroll stops UIKit's — until the window is over
  /// or the user scrolls.
  private mutating func revealAgainstSystemScroll(userScrolls: Bool?, at time: TimeInterval?) {
    guard let until = othersScrollUntil, let time, time < until, userScrolls == false else {
      if userScrolls == true { othersScrollUntil = nil }
      return
    }
    session.reveal()
  }

  /// The caret in the scroll view's coordinate space: `caretInField` placed in `field` when it
  /// lies inside it (to within a point) — a caret outside is no caret of this field.
  static func caret(_ caretInField: CGRect?, in field: CGRect) -> CGRect? {
    guard let caret = caretInField, caret.isFiniteRect,
      CGRect(origin: .zero, size: field.size).insetBy(dx: -1, dy: -1).contains(
        CGPoint(x: caret.midX, y: caret.midY))
    else { return nil }
    return caret.offsetBy(dx: field.minX, dy: field.minY)
  }

  /// A small number for a focus value: the session compares focus by it.
  private mutating func number(for id: ID) -> Int {
    if let number = focusNumbers[id] { return number }
    let number = focusNumbers.count
    focusNumbers[id] = number
    return number
  }
}

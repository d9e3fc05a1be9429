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
/// anchor to `scrollTo` it with, in the keyboard's animation.
///
/// ```swift
/// if let move = keeper.fieldsChanged(reports, facts) {
///   markerY = move.markerY  // then, once laid out:
///   keeper.takeScroll(for: move.generation).map { proxy.scrollTo(id, anchor: UnitPoint(x: 0.5, y: $0)) }
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
    /// that ignores the keyboard safe area.
    package var overlap: CGFloat
    /// The caret of the text view being edited, in the text view's own frame (its bounds
    /// coordinates less where its text is scrolled to) — read now, it agrees with the field's
    /// frame reported earlier, wherever the content has scrolled since; `nil` when none is.
    package var caretInField: CGRect?
    /// The size of the text view whose caret that is: the caret counts only for a focused field
    /// of that size — until the fields' report names the text view focused, it names the field
    /// focused before, and a caret placed there would move content for a field nobody edits.
    package var caretFieldSize: CGSize?
    /// Seconds on a steady clock.
    package var time: TimeInterval?

    /// Facts.
    package init(
      keyboard: KeyboardInfo, overlap: CGFloat, caretInField: CGRect? = nil,
      caretFieldSize: CGSize? = nil, time: TimeInterval? = nil
    ) {
      self.caretFieldSize = caretFieldSize
      self.keyboard = keyboard
      self.overlap = overlap
      self.caretInField = caretInField
      self.time = time
    }
  }

  /// A marker to place: at `markerY` in the content, the `generation`-th of this keeper.
  package struct Move: Equatable {
    /// Where the marker goes, in content coordinates.
    package var markerY: CGFloat
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
  private var pending: (generation: Int, anchorY: Double)?
  /// Whether the keyboard changed and SwiftUI's safe area may not have followed yet.
  private var awaitsSafeArea = false
  /// Whether a text view began editing and the fields' report naming it focused has not come
  /// yet: the reports name the field focused before, and the new caret lies in no field of
  /// theirs — the old field, read without it, would be shown again for nobody.
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

  /// The content reported its frame in the scroll view's coordinate space.
  package mutating func contentChanged(_ frame: CGRect, _ facts: Facts) -> Move? {
    contentFrame = frame
    return evaluate(facts)
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

  /// A view update's readings at once — the scroll view's geometry, the content's frame and the
  /// reports — decided once: the headless world's delivery, tidier than SwiftUI's one
  /// callback each (the world's SwiftUI is to deliver them one at a time, in every order).
  package mutating func viewUpdated(
    size: CGSize, insets: AvoidanceInsets, contentFrame: CGRect, reports: [Report],
    _ facts: Facts
  ) -> Move? {
    self.size = size
    self.insets = insets
    self.contentFrame = contentFrame
    self.reports = reports
    awaitsSafeArea = false
    awaitsFocusReport = false
    return evaluate(facts)
  }

  /// The keyboard's value changed (`facts.keyboard` is the new one): news of the keyboard shows
  /// the field again — decided once SwiftUI's keyboard safe area followed it, since a `scrollTo`
  /// anchored by the old insets lands elsewhere under the new ones. Nothing moves until the
  /// scroll view reports its geometry again, or the host calls ``keyboardSettled(_:)`` once the
  /// notification's run-loop turn is over (a keyboard change that moves no safe area reports no
  /// geometry).
  package mutating func keyboardChanged(_ facts: Facts) {
    session.keyboardChanged(facts.keyboard)
    awaitsSafeArea = true
  }

  /// The turn after a keyboard change: decided now, whatever the geometry reported.
  package mutating func keyboardSettled(_ facts: Facts) -> Move? {
    awaitsSafeArea = false
    awaitsFocusReport = false
    return evaluate(facts)
  }

  /// A text view began editing: its caret is the one to keep in view from now on. It reveals
  /// nothing — a focus change the fields' report brings (until then the reports name the field
  /// focused before, which the user may have scrolled away from), and nothing is decided until
  /// that report comes (or the keyboard settles, for a text view no field marks: its focus
  /// changes no report).
  package mutating func textViewBegan(_ facts: Facts) -> Move? {
    editsTextView = true
    awaitsFocusReport = true
    return evaluate(facts)
  }

  /// A text view changed: typing in the focused one shows the field again, wherever the user
  /// scrolled it.
  package mutating func textViewChanged(isFirstResponder: Bool, _ facts: Facts) -> Move? {
    editsTextView = true
    if isFirstResponder { session.reveal() }
    return evaluate(facts)
  }

  /// A text view ended editing: no caret is read until the next one begins.
  package mutating func textViewEnded() { editsTextView = false }

  /// Whether a text view is being edited: the host reads its caret for ``Facts/caretInWindow``.
  package var readsCaret: Bool { editsTextView }

  /// A text field changed: typing shows the field again.
  package mutating func textFieldChanged(_ facts: Facts) -> Move? {
    session.reveal()
    return evaluate(facts)
  }

  /// A tap on field `id`: a tap on the focused field (which posts nothing) shows it again — at
  /// once, or, for the caret the tap places in a text view, a run-loop turn later (`TapCaret`):
  /// `nil` answers that it waits, and the host calls ``revealAfterTap(_:)`` once the turn is
  /// over. A tap on another field is a focus change its report brings: it reveals nothing now
  /// (the reports still name the old field, which the user may have scrolled away from).
  package mutating func fieldTapped(_ id: ID, _ facts: Facts) -> Move?? {
    guard reports.contains(where: { $0.id == id && $0.isFocused && !$0.isCompanion }) else {
      return .some(nil)
    }
    guard TapCaret.waitsForCaret(isTextField: !editsTextView) else {
      session.reveal()
      return .some(evaluate(facts))
    }
    return nil
  }

  /// The turn after a tap that waited for its caret: the field shows again.
  package mutating func revealAfterTap(_ facts: Facts) -> Move? {
    session.reveal()
    return evaluate(facts)
  }

  /// SwiftUI laid the marker of move `generation` out: the anchor to `scrollTo` it with, once;
  /// `nil` for a move a later one replaced.
  package mutating func takeScroll(for generation: Int) -> Double? {
    guard let pending, pending.generation == generation else { return nil }
    self.pending = nil
    return pending.anchorY
  }

  // MARK: Deciding

  /// The reading of the scroll view as reported, with the focused field's targets: its frame,
  /// its companions, and the caret when it lies in it.
  private mutating func evaluate(_ facts: Facts) -> Move? {
    guard let contentFrame, !awaitsSafeArea, !awaitsFocusReport else { return nil }
    let focused = reports.first { $0.isFocused && !$0.isCompanion }
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
      let isEdited = facts.caretFieldSize.map {
        abs($0.width - field.width) <= 1 && abs($0.height - field.height) <= 1
      }
      found.caret = Self.caret(
        editsTextView && isEdited == true ? facts.caretInField : nil, in: field)
      targets = found
    }
    let reading = ScrollViewReading(
      size: size, safeAreaInsets: insets, contentFrame: contentFrame, targets: targets)
    guard
      let request = session.update(
        reading, focus: focus, keyboard: facts.keyboard, overlap: facts.overlap,
        time: facts.time)
    else { return nil }
    generation += 1
    pending = (generation, request.anchorY)
    // Until SwiftUI reports the content again, it is where this move takes it: an event in
    // between (the turn after a keyboard change, a tap's caret) must not read the content's
    // old place as a scroll of the user's.
    self.contentFrame?.origin.y = request.contentMinY
    return Move(markerY: request.markerY, contentMinY: request.contentMinY, generation: generation)
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

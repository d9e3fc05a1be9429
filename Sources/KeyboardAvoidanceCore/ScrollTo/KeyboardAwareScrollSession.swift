import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The decisions of a SwiftUI scroll view that keeps its focused field in view, over time:
/// when to scroll (a focus change, the keyboard, a field that grew, a companion that appeared —
/// never the user's own scroll), and where content goes back when the keyboard leaves.
///
/// Feed it every reading (a SwiftUI view does so from its preference and `onChange`
/// callbacks); it answers with the `scrollTo` call to make, if any. A reading that differs from
/// the last only by where the content is was a scroll of the user's: nothing moves for it, and
/// content is not put back on hide. Otherwise, with ``restoresContentOffset`` on, content goes
/// back where it rested before the keyboard came — undoing SwiftUI's own scroll to the field
/// too, as the UIKit engine does (§11.1).
///
/// ```swift
/// var session = KeyboardAwareScrollSession<Int>(padding: 12)
/// if let request = session.update(reading, focus: focusedIndex, keyboardUp: true) {
///   // place the marker at request.markerY, then scrollTo it with request.anchorY
/// }
/// ```
public struct KeyboardAwareScrollSession<Focus: Hashable & Sendable>: Sendable {
  /// The room kept around the focused field.
  public var padding: CGFloat
  /// Where a field that has to move goes.
  public var policy: ScrollPolicy
  /// Whether content goes back where it rested before the keyboard came, when it leaves.
  public var restoresContentOffset: Bool

  private struct Key: Sendable {
    var focus: Focus?
    var targets: AvoidanceTargets?
    var size: CGSize
    var insets: AvoidanceInsets
    var contentHeight: CGFloat
    var keyboardUp: Bool

    /// The same reading, to within half a point: frames converted through a scrolled content
    /// offset differ in their last bits.
    func isClose(to other: Key?) -> Bool {
      guard let other, focus == other.focus, keyboardUp == other.keyboardUp,
        insets.isClose(to: other.insets), Self.close(contentHeight, other.contentHeight),
        Self.close(size.width, other.size.width), Self.close(size.height, other.size.height)
      else { return false }
      switch (targets, other.targets) {
      case (nil, nil): return true
      case (let mine?, let theirs?):
        return Self.close(mine.field, theirs.field)
          && mine.companions.count == theirs.companions.count
          && zip(mine.companions, theirs.companions).allSatisfy({ Self.close($0, $1) })
          && Self.close(mine.caret, theirs.caret)
          && Self.close(mine.voiceOverCursor, theirs.voiceOverCursor)
      default: return false
      }
    }

    /// Whether `other` has the same focus and targets, to within half a point.
    func hasSameTargets(as other: Key) -> Bool {
      var mine = self
      mine.size = other.size
      mine.insets = other.insets
      mine.contentHeight = other.contentHeight
      mine.keyboardUp = other.keyboardUp
      return mine.isClose(to: other)
    }

    private static func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
      abs(a - b) <= Tolerance.points
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
      close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
        && close(a.height, b.height)
    }

    /// Both absent, or both present and close.
    private static func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
      switch (a, b) {
      case (nil, nil): true
      case (let a?, let b?): close(a, b)
      default: false
      }
    }
  }

  private var last: Key?
  /// Where the content's top was after the last reading, or where the last request puts it.
  private var expectedMinY: CGFloat?
  private var restingMinY: CGFloat?
  /// The top safe-area inset content rested at, when it rested at its top: it goes back to its
  /// top, wherever a rotation or a bar moved that top meanwhile (§10.5 of the UIKit article).
  private var restingTop: CGFloat?
  private var moved = false
  private var userScrolled = false
  private var revealing = false
  /// Where content was before the library's last moves for the same field, while nothing else
  /// moved it since: later moves correct those, measured from there.
  private var startMinY: CGFloat?
  private var lastFocus: Focus?
  private var lastMoveTime: TimeInterval?
  private var lastMoveWasKeyboardOnly = false
  /// When the keyboard went down while a field kept its focus (`HideHold`): until a show or
  /// the window's end, nothing is put back, and nothing is forgotten.
  private var heldHide: HideHold?
  /// The size a rotation changes (the screen's, or the scroll view's width) at the last reading
  /// with the keyboard up.
  private var holdSizeWhenUp: CGSize?
  /// The last reading held for that hide.
  private var heldKey: Key?
  /// The keyboard's overlaps announced since it last settled: SwiftUI's keyboard safe area had
  /// each of them for a moment, and clamped content to that range.
  private var announcedOverlaps: [CGFloat] = []
  /// Whether the host announces the keyboard's changes (``keyboardAnnounced(overlap:)``): then a
  /// change of the same targets without such news — the app resized the scroll view — is no
  /// correction of a keyboard's move.
  private var announcesKeyboard = false
  /// The bottom inset of the last reading without the keyboard (bars the keyboard covers).
  private var restingBottom: CGFloat?
  /// The scroll view's size in the last reading without the keyboard.
  private var restingSize: CGSize?
  /// Whether SwiftUI made the scroll view shorter for the keyboard up now: it holds the scroll
  /// view until a reading without it, through a rotation (no resting size of the new width is
  /// known then) and the keyboard's changes of height.
  private var shortenedForKeyboard = false
  /// Whether the scroll view's drag under way has dragged the keyboard (`holds`): until it
  /// ends, the drag state is that gesture's, not a scroll of the user's.
  private var dragMovesKeyboard = false

  /// Creates a session.
  public init(
    padding: CGFloat = AvoidanceConfiguration.defaultPadding, policy: ScrollPolicy = .minimal,
    restoresContentOffset: Bool = true
  ) {
    self.padding = padding
    self.policy = policy
    self.restoresContentOffset = restoresContentOffset
  }

  /// The user tapped the focused field: the next reading shows it again, wherever the user's
  /// scroll left it (a tap on a field that has focus posts nothing UIKit or SwiftUI reports).
  public mutating func reveal() { revealing = true }

  /// Takes a reading: `focus` names the focused field (`nil`: none in this scroll view) and
  /// `keyboardUp` says whether a docked keyboard of this app is up (SwiftUI's keyboard safe
  /// area holds it). Returns the scroll to make now, if any.
  ///
  /// A keyboard change that follows a move of the library's for the same targets — the
  /// keyboard announced another height, or came at the same `time` (seconds on a steady clock,
  /// such as `CACurrentMediaTime()`) as a focus change — is measured from where content was
  /// before that move, so that the two make the least scroll together, as long as content is
  /// where the move left it.
  ///
  /// With `holds` on — the user drags the keyboard — nothing moves, but a scroll of the user's
  /// meanwhile is noted (content then stays where the user left it on hide).
  ///
  /// With `isEditing` on — a text input is still being edited — a keyboard that goes down is
  /// held for half a second of `time`: a rotation
  /// hides the keyboard before it and shows it after (§11.2), one keyboard as far as content
  /// goes. Nothing is put back meanwhile, and a scroll of the user's before still counts when
  /// the keyboard leaves for good; a reading after the window (take one then) lets it go.
  ///
  /// With `othersScroll` on — the turn of a keyboard change or of a field's begin-editing, when
  /// UIKit and SwiftUI scroll a focused field into view on their own — a reading that differs
  /// only by where the content is was their scroll, not the user's.
  ///
  /// `userScrolls`, where the host can read it (the scroll view's drag state: `isDragging`,
  /// `isDecelerating`), says who moved content in place of that guess: the user dragging it or
  /// flicking it, or not.
  ///
  /// `screenSize`, where the host can read it, is the size of the screen the scroll view is on:
  /// a held hide sees a rotation by it even where the scroll view keeps its width (an iPad's
  /// sheet).
  public mutating func update(
    _ reading: ScrollViewReading, focus: Focus?, keyboardUp: Bool, time: TimeInterval? = nil,
    holds: Bool = false, isEditing: Bool = false, othersScroll: Bool = false,
    userScrolls: Bool? = nil, screenSize: CGSize? = nil
  ) -> ScrollToRequest? {
    let minY = reading.contentFrame.minY
    guard minY.isFinite else { return nil }
    // Content that moved alone: the user's scroll, as the drag state says, or — without one —
    // unless UIKit or SwiftUI may have scrolled it in this turn. A drag that has dragged the
    // keyboard (an interactive dismissal) is that gesture until the finger lifts, whatever the
    // keyboard does meanwhile: content the keyboard's safe area moves is not the user's scroll,
    // and the drag state says nothing then.
    if holds {
      dragMovesKeyboard = true
    } else if userScrolls != true {
      dragMovesKeyboard = false
    }
    let byUser = (dragMovesKeyboard ? nil : userScrolls) ?? !othersScroll
    let dy = -minY
    let key = Key(
      focus: focus,
      targets: reading.targets?.shifted(by: dy),
      size: reading.size, insets: reading.safeAreaInsets,
      contentHeight: reading.contentFrame.height, keyboardUp: keyboardUp)
    let previous = last
    let wasUp = last?.keyboardUp ?? false
    // The size a rotation changes and the keyboard never does: the screen's where the host
    // read it (as the UIKit containers hold), else the scroll view's width — its height
    // follows the keyboard's safe area.
    let holdSize = screenSize ?? CGSize(width: reading.size.width, height: 0)
    defer { if keyboardUp { holdSizeWhenUp = holdSize } }
    if keyboardUp || !isEditing { heldHide = nil }
    if !keyboardUp, wasUp, isEditing, let time,
      holdsHide(at: time, size: holdSize)
    {
      // Held: as if this reading never came, but for where content is now — and a scroll of
      // the user's meanwhile (the same held reading but for where content is) still counts.
      if byUser, key.isClose(to: heldKey), let expected = expectedMinY,
        abs(expected - minY) > Tolerance.points
      {
        userScrolled = true
      }
      heldKey = key
      expectedMinY = minY
      return nil
    }
    heldKey = nil
    let same = !revealing && key.isClose(to: last)
    let expectedBefore = expectedMinY
    // Content SwiftUI clamped to a short keyboard's range — reported alone, in a callback of
    // its own — is no scroll of the user's.
    let unclampedMinY = keyboardUp ? expectedBefore.flatMap { unclamped(from: $0, reading) } : nil
    // Under the finger (the drag state says so) any move is the user's, however small — a slow
    // drag is many moves under half a point each; without it, half a point tells a move from
    // frames converted through a scrolled offset.
    let moveTolerance = userScrolls == true ? Tolerance.noise : Tolerance.points
    let scrolledAlone =
      same && unclampedMinY == nil && expectedMinY.map { abs($0 - minY) > moveTolerance } ?? false
    revealing = false
    defer {
      if !same { last = key }
      if !keyboardUp {
        let rest = expectedMinY ?? minY
        restingMinY = rest
        restingTop = ScrollGeometry.top(ofRest: rest, at: reading.safeAreaInsets.top)
        restingBottom = reading.safeAreaInsets.bottom
        restingSize = reading.size
        shortenedForKeyboard = false
      }
    }
    // Whether the keyboard changed since it last settled, where the host says so (a host that
    // announces no keyboard counts every change of the same targets as the keyboard's).
    let keyboardNews = !announcesKeyboard || !announcedOverlaps.isEmpty
    expectedMinY = minY
    if scrolledAlone {
      if keyboardUp && byUser { userScrolled = true }
      startMinY = nil
      return nil
    }
    guard !same || unclampedMinY != nil else { return nil }
    // The keyboard's release changes what is read again: the decision waits for it.
    if holds { return nil }
    // Under the user's drag nothing moves, whatever else changed meanwhile (a large title
    // collapsing or growing back changes the top inset as content scrolls, a field's frame
    // reported late), and content that moved under the finger is the user's scroll.
    if keyboardUp && userScrolls == true && !dragMovesKeyboard {
      if unclampedMinY == nil, let expected = expectedBefore, abs(expected - minY) > moveTolerance {
        userScrolled = true
        startMinY = nil
      }
      return nil
    }
    if !keyboardUp {
      defer {
        moved = false
        userScrolled = false
        startMinY = nil
      }
      guard wasUp, moved else { return nil }
      // Back where content rested — or, after the user's scroll (or with restoring off), where
      // it is, kept in the range the keyboard's leaving gives (UIKit's scroll view does not
      // clamp an offset its insets no longer allow, §3.4).
      let restores = !userScrolled && restoresContentOffset
      let resting = restingMinY.map {
        ScrollGeometry.place($0, restingTop: restingTop, top: reading.safeAreaInsets.top)
      }
      guard let target = restores ? resting : minY else { return nil }
      let request = KeyboardAwareScroll.request(for: reading, toContentMinY: target)
      if let request { expectedMinY = request.contentMinY }
      return request
    }
    // Only the keyboard changed — the same field, the same targets — and content is still where
    // the last move left it: a correction of that move (a keyboard that announced another
    // height), measured from where content was before it.
    // As the UIKit engine does: a keyboard change corrects the last move when that move was a
    // keyboard change too, or was made at the same moment (a focus change the keyboard's
    // notification follows at once).
    let keyboardOnly = keyboardNews && previous.map { key.hasSameTargets(as: $0) } == true
    let atOnce = zip2(time, lastMoveTime).map { abs($0 - $1) < 0.001 } ?? false
    // Content SwiftUI clamped away from where it was left — the keyboard shrank for a moment,
    // then grew — is still there as far as the least scroll goes: measured from that place (in
    // range now), it undoes the clamp rather than showing the field from the clamped place.
    let leftWhereMoved =
      unclampedMinY != nil || abs((expectedBefore ?? .infinity) - minY) <= Tolerance.points
    let continuing =
      keyboardOnly && (lastMoveWasKeyboardOnly || atOnce) && focus == lastFocus
      && startMinY != nil && leftWhereMoved
    if !continuing { startMinY = unclampedMinY ?? minY }
    lastFocus = focus
    guard
      let request = KeyboardAwareScroll.request(
        for: reading, padding: padding, policy: policy, startMinY: startMinY)
    else { return nil }
    moved = true
    lastMoveTime = time
    lastMoveWasKeyboardOnly = keyboardOnly
    expectedMinY = request.contentMinY
    return request
  }
}

extension KeyboardAwareScrollSession {
  /// The keyboard's news settled (the turn after it): what it announced is past.
  package mutating func keyboardSettled() { announcedOverlaps = [] }

  /// The keyboard announced `overlap` (how far it reaches under the scroll view's place):
  /// SwiftUI's keyboard safe area takes it for a moment, even when the next value replaces it
  /// before the view reads it.
  package mutating func keyboardAnnounced(overlap: CGFloat) {
    announcesKeyboard = true
    if overlap.isFinite { announcedOverlaps.append(overlap) }
  }

  /// Where content expected at `expected` (its top's y) would be, if SwiftUI's clamp moved it
  /// to `reading`'s place under a keyboard announced since it last settled — not the user's
  /// scroll, nor anyone's: `expected` kept in the reading's range; `nil` when content is not at
  /// such a clamp. That keyboard's range is the reading's with the room it left: the bottom
  /// inset less the difference from the latest keyboard (SwiftUI's safe area holds it, or the
  /// scroll view's frame shrinks by it, §1 of the SwiftUI article) — or the inset without a
  /// keyboard, where that is more (a tab bar taller than the keyboard was). Only a scroll view that
  /// kept its width counts (a rotation moves content for other reasons).
  private func unclamped(from expected: CGFloat, _ reading: ScrollViewReading) -> CGFloat? {
    let minY = reading.contentFrame.minY
    func range(bottom: CGFloat, height: CGFloat? = nil) -> ClosedRange<CGFloat> {
      ScrollGeometry.verticalOffsetRange(
        contentHeight: reading.contentFrame.height, boundsHeight: height ?? reading.size.height,
        adjusted: AvoidanceInsets(top: reading.safeAreaInsets.top, bottom: bottom))
    }
    func clampsTo(_ range: ClosedRange<CGFloat>) -> Bool {
      abs(ScrollGeometry.clamp(-expected, to: range) + minY) <= Tolerance.points
    }
    let bottom = reading.safeAreaInsets.bottom
    guard abs(expected - minY) > Tolerance.points, let latest = announcedOverlaps.last,
      let width = last?.size.width, abs(width - reading.size.width) <= Tolerance.points,
      announcedOverlaps.contains(where: { overlap in
        // The bottom inset never went below the one without a keyboard (a tab bar's).
        let held = bottom + overlap - latest
        return [held, max(held, restingBottom ?? held)].contains { clampsTo(range(bottom: $0)) }
      })
        // A scroll view whose frame ends at the keyboard never grew past its height without
        // one (it ends at a tab bar taller than the short keyboard).
        || (announcedOverlaps.contains { $0 < latest }
          && restingSize.map { clampsTo(range(bottom: restingBottom ?? bottom, height: $0.height)) }
            == true)
    else { return nil }
    return -ScrollGeometry.clamp(-expected, to: range(bottom: bottom))
  }

  /// Whether a hide at `time` is held: the first starts the hold (``HideHold``) with the size
  /// the keyboard was up in, and each notes `size`, the one a rotation changes.
  private mutating func holdsHide(at time: TimeInterval, size: CGSize) -> Bool {
    if heldHide == nil { heldHide = HideHold(at: time, size: holdSizeWhenUp ?? size) }
    heldHide?.note(size: size, at: time)
    return heldHide?.holds(at: time) ?? false
  }

  /// Seconds from `time` until a held hide's deadline has passed (``HideHold``); `nil` when no
  /// hide is held or its deadline passed.
  package func hideHoldRecheckDelay(at time: TimeInterval) -> TimeInterval? {
    heldHide?.recheckDelay(at: time)
  }

}

private func zip2<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
  guard let a, let b else { return nil }
  return (a, b)
}

extension KeyboardAwareScrollSession {
  /// Takes a reading with the keyboard as `keyboard` says and `overlap` — how far it reaches
  /// under the place the scroll view fills, measured by a view that ignores the keyboard safe
  /// area — deciding from them whether SwiftUI's keyboard safe area holds a keyboard of this app
  /// (up, docked or a hardware keyboard's bar, reaching under the scroll view, or dragged by
  /// the user until released) and whether the user drags it (nothing moves meanwhile).
  ///
  /// A keyboard that reaches no part of that place still holds the scroll view when it reaches
  /// the view SwiftUI lays the scroll view out in — `hostOverlap`, how far it reaches under the
  /// view of the view controller holding the scroll view (its hosting controller's): SwiftUI
  /// laid out something under the scroll view in that view's keyboard safe area (`VStack {
  /// ScrollView { … }; Button(…) }`), which now rides the keyboard, and the scroll view came out
  /// shorter for it (§1 of the SwiftUI article). Where that is not known (`nil`), a scroll view
  /// that came out shorter, as wide as it rests, counts instead — held until a reading without
  /// the keyboard, through a rotation and the keyboard's changes; a rotation with the keyboard up
  /// before it reached the scroll view's screen then goes unseen.
  public mutating func update(
    _ reading: ScrollViewReading, focus: Focus?, keyboard: KeyboardInfo, overlap: CGFloat,
    hostOverlap: CGFloat? = nil, screenSize: CGSize? = nil, time: TimeInterval?,
    isEditing: Bool = false, othersScroll: Bool = false, userScrolls: Bool? = nil
  ) -> ScrollToRequest? {
    let up =
      keyboard.phase == .willShow || keyboard.phase == .shown || keyboard.phase == .trackingDrag
    let docked = keyboard.kind == .docked || keyboard.kind == .hardware
    // A keyboard the user drags is up until released, even dragged clear of the scroll view.
    let tracking = keyboard.phase == .trackingDrag
    let ours = up && docked && keyboard.isLocal
    let shortened = restingSize.map {
      abs($0.width - reading.size.width) <= Tolerance.points
        && $0.height - reading.size.height > Tolerance.points
    }
    if ours && shortened == true { shortenedForKeyboard = true }
    // The keyboard safe area of the view the scroll view is laid out in holds the keyboard.
    let reachesHost = hostOverlap.map { $0.isFinite && $0 > 0 } ?? shortenedForKeyboard
    return update(
      reading, focus: focus,
      keyboardUp: ours && (tracking || (overlap.isFinite && overlap > 0) || reachesHost),
      time: time, holds: keyboard.phase == .trackingDrag,
      // Only a hide is held for a show (a rotation's): a keyboard that stays up but stops
      // covering the scroll view (a hardware keyboard's bar below it) is let go at once.
      isEditing: isEditing && (keyboard.phase == .willHide || keyboard.phase == .hidden),
      othersScroll: othersScroll, userScrolls: userScrolls, screenSize: screenSize)
  }

  /// The keyboard announced itself: news of the keyboard shows the field again, wherever the
  /// user scrolled it (as the UIKit engine does on each notification).
  public mutating func keyboardChanged(_ keyboard: KeyboardInfo) {
    if keyboard.isLocal && (keyboard.phase == .willShow || keyboard.phase == .shown) { reveal() }
    // A keyboard that settled (its "did") has ended its announcements: the next change — the
    // predictive bar off after it came on — is measured from where content is then, as the
    // UIKit engine's pending "will" move ends at a "did".
    if keyboard.phase == .shown { lastMoveWasKeyboardOnly = false }
  }
}

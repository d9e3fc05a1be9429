#if canImport(CoreGraphics)
  import CoreGraphics
#else
  import Foundation
#endif

/// Tells who moved a scroll view's content, from each change of its content offset (UIKit's
/// key-value observation, the headless world's) and the end of each run-loop turn (§11.1 of the
/// article "UIKit's keyboard behaviours").
///
/// - The avoider's own writes are its own.
/// - A change while the user drags the content — the finger moved since the tracker last looked
///   (the pan's translation changed) — or while it decelerates after a drag, is the user's: it
///   is counted, and only such scrolls keep content from going back on hide. Three changes
///   under a finger are code's, not the user's:
///   - a frame of UIKit's animated scroll while the finger holds still (a list controller
///     scrolling its cell in while the finger holds the keyboard, §11.1);
///   - a change from outside the offset's range onto its end: the scroll view coming back into
///     range (a list controller taking its inset back under a finger that drags the keyboard
///     down, §11.1);
///   - a change from the top of the range the offset had onto its new top: content resting at
///     its top following a top inset the app changed under the finger (§3.4).
/// - A change in the run-loop turn of a keyboard notification is code's even under a finger (a
///   list controller scrolling its cell in for a new keyboard height while the finger drags the
///   keyboard): before this app's observer heard the notification, or after it (§11.1).
/// - Any other change is code's — UIKit scrolling a first responder into view, a list
///   scrolling a row in, the app: the offset before code's first change in a turn is what the
///   screen still shows, until the turn ends.
/// - At the end of the first turn after the user let go (no touch, drag or deceleration), the
///   avoider looks again ("let go"): no layout pass need follow a finger lifting.
///
/// The tracker asks for the end of a turn only when it has something to do then
/// (``needsTurnEnd``), so a host watches the run loop only while content moves.
///
/// ```swift
/// var moves = ContentMoveTracker()
/// moves.offsetDidChange(from: old, to: new, byAvoider: false, activity: activity)
/// if moves.turnDidEnd(activity: activity) { avoider.lookAgain() }
/// ```
package struct ContentMoveTracker: Sendable, Equatable {
  /// How many changes of the offset the user made.
  package private(set) var userScrollCount = 0
  /// The offset before code first moved content in this turn; `nil` when it did not.
  package private(set) var offsetBeforeCodeScroll: CGPoint?
  /// Whether the user scrolled and has not been seen to let go at the end of a turn.
  package private(set) var awaitsLetGo = false
  /// The changes under the finger in this turn counted as the user's, and the offset before
  /// the first: a keyboard notification later in the turn makes them code's.
  private var userScrollsInTurn = 0
  private var offsetBeforeUserScrollsInTurn: CGPoint?
  /// Whether a keyboard notification came in this turn while the finger was on the content.
  private var turnHasKeyboardNews = false
  /// The top of the offset's range at the last change, where the host read the range.
  private var lastTop: CGFloat?
  /// The pan's translation when the tracker last looked.
  private var lastFingerTranslation: CGFloat?

  /// An empty tracker.
  package init() {}

  /// Whether the host should report the end of this turn.
  package var needsTurnEnd: Bool {
    offsetBeforeCodeScroll != nil || awaitsLetGo || turnHasKeyboardNews
  }

  /// The host read the scroll view's flags and the pan's translation (a keyboard notification,
  /// the keyboard's layout guide moving under the finger, a turn's end): a later change of the
  /// offset with the translation unchanged did not follow the finger.
  package mutating func noteFinger(_ activity: ScrollActivity) {
    lastFingerTranslation = activity.fingerTranslation
  }

  /// Whether the finger moved since the tracker last looked; a host that reads no translation
  /// says nothing against the flags.
  private func fingerMoved(_ activity: ScrollActivity) -> Bool {
    guard let now = activity.fingerTranslation, let last = lastFingerTranslation else {
      return true
    }
    return abs(now - last) > Tolerance.noise
  }

  /// The offset changed from `old` to `new`; `byAvoider` when the avoider wrote it. A change
  /// within the last bits of arithmetic (``Tolerance/noise``) moved nothing: nobody scrolled.
  /// `range` is the offset's valid vertical range now, where the host reads it.
  package mutating func offsetDidChange(
    from old: CGPoint?, to new: CGPoint, byAvoider: Bool, activity: ScrollActivity,
    range: ClosedRange<CGFloat>? = nil
  ) {
    let previousTop = lastTop
    lastTop = range?.lowerBound
    let followsFinger = activity.isDragging ? fingerMoved(activity) : activity.isDecelerating
    noteFinger(activity)
    guard !byAvoider, old.map({ !$0.isWithinNoise(of: new) }) ?? true else { return }
    if followsFinger, !turnHasKeyboardNews,
      !Self.comesBackIntoRange(from: old, to: new, range: range),
      !Self.followsTop(from: old, to: new, range: range, previousTop: previousTop)
    {
      userScrollCount += 1
      if userScrollsInTurn == 0 { offsetBeforeUserScrollsInTurn = old }
      userScrollsInTurn += 1
      awaitsLetGo = true
      return
    }
    guard offsetBeforeCodeScroll == nil, let old else { return }
    offsetBeforeCodeScroll = old
  }

  /// Whether a change takes the offset from outside `range` onto its end. An offset on an end
  /// but for the last bits of arithmetic (an inset subtracted from itself) is inside: a drag from
  /// there is the user's.
  static func comesBackIntoRange(from old: CGPoint?, to new: CGPoint, range: ClosedRange<CGFloat>?)
    -> Bool
  {
    guard let old, let range,
      old.y < range.lowerBound - Tolerance.noise || old.y > range.upperBound + Tolerance.noise
    else { return false }
    return abs(new.y - range.upperBound) <= Tolerance.points
      || abs(new.y - range.lowerBound) <= Tolerance.points
  }

  /// Whether a change takes the offset from `previousTop`, the top of its range before, onto
  /// the top of `range`, a top that moved: UIKit placing content that rested at its top at the
  /// new top inset (§3.4).
  static func followsTop(
    from old: CGPoint?, to new: CGPoint, range: ClosedRange<CGFloat>?, previousTop: CGFloat?
  ) -> Bool {
    guard let old, let range, let previousTop,
      abs(range.lowerBound - previousTop) > Tolerance.points
    else { return false }
    return abs(old.y - previousTop) <= Tolerance.points
      && abs(new.y - range.lowerBound) <= Tolerance.points
  }

  /// A keyboard notification arrived, with the scroll view's flags as they are now. Under a
  /// finger, what moved content in this turn, before and after, is code's: the notification
  /// comes in a turn of its own, not a touch's (§11.1).
  package mutating func keyboardNotificationDidArrive(activity: ScrollActivity) {
    noteFinger(activity)
    guard activity.isUserScrolling || userScrollsInTurn > 0 else { return }
    turnHasKeyboardNews = true
    guard userScrollsInTurn > 0 else { return }
    userScrollCount -= userScrollsInTurn
    if offsetBeforeCodeScroll == nil { offsetBeforeCodeScroll = offsetBeforeUserScrollsInTurn }
    forgetUserScrollsInTurn()
  }

  /// The avoider held a move for the user's finger, which need not have moved content (a
  /// finger that drags the keyboard): the end of the first turn the finger is off is a let-go
  /// all the same.
  package mutating func awaitLetGo() { awaitsLetGo = true }

  /// The avoider began observing, with the offset's range `range`: content placed at its top
  /// before then followed by UIKit to a new top is told apart from the user's drag.
  package mutating func noteRange(_ range: ClosedRange<CGFloat>?) {
    lastTop = range?.lowerBound
  }

  /// The avoider began observing in the middle of a turn, with the offset `now` and the screen
  /// showing `shown`: code moved content earlier in this turn (before anyone observed it).
  package mutating func startObserving(now: CGPoint, shown: CGPoint?) {
    guard offsetBeforeCodeScroll == nil, let shown,
      abs(shown.x - now.x) > Tolerance.points || abs(shown.y - now.y) > Tolerance.points
    else { return }
    offsetBeforeCodeScroll = shown
  }

  /// The turn ended, with the scroll view's flags as they are now; returns whether the user
  /// let go of the content in it (the avoider looks again then).
  package mutating func turnDidEnd(activity: ScrollActivity) -> Bool {
    noteFinger(activity)
    offsetBeforeCodeScroll = nil
    forgetUserScrollsInTurn()
    turnHasKeyboardNews = false
    guard awaitsLetGo, activity.isLetGo else { return false }
    awaitsLetGo = false
    return true
  }

  /// Forgets the changes of this turn counted as the user's.
  private mutating func forgetUserScrollsInTurn() {
    userScrollsInTurn = 0
    offsetBeforeUserScrollsInTurn = nil
  }

  /// Forgets everything in flight (the avoider stops).
  package mutating func reset() {
    offsetBeforeCodeScroll = nil
    forgetUserScrollsInTurn()
    turnHasKeyboardNews = false
    awaitsLetGo = false
    lastFingerTranslation = nil
  }
}

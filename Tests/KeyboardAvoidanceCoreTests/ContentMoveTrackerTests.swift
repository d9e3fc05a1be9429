import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Who moved the content")
struct ContentMoveTrackerTests {
  @Test(
    "Under a finger that drags the keyboard down, a list taken back into range as its controller's inset goes is no scroll of the user's; a drag within the range is"
  )
  func comingBackIntoRange() {
    var moves = ContentMoveTracker()
    let dragging = ScrollActivity(isTracking: true, isDragging: true)
    // The controller took its part back: the range ends at 1253 now, content was at 1499.
    let range: ClosedRange<CGFloat> = -64...1253
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1499), to: CGPoint(x: 0, y: 1253), byAvoider: false,
      activity: dragging, range: range)
    #expect(moves.userScrollCount == 0, "content would stay scrolled on hide")
    #expect(moves.offsetBeforeCodeScroll == CGPoint(x: 0, y: 1499))
    // The finger moving content inside the range is the user's.
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1253), to: CGPoint(x: 0, y: 1100), byAvoider: false,
      activity: dragging, range: range)
    #expect(moves.userScrollCount == 1)
    // So is a pull from inside the range to its end, or from outside it to elsewhere.
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1100), to: CGPoint(x: 0, y: 1253), byAvoider: false,
      activity: dragging, range: range)
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1400), to: CGPoint(x: 0, y: 1300), byAvoider: false,
      activity: dragging, range: range)
    #expect(moves.userScrollCount == 3)
  }

  @Test(
    "A drag from an end of the range but for the last bits of arithmetic (a top inset subtracted from itself) to the other end is the user's"
  )
  func dragFromAnEndInItsLastBits() {
    var moves = ContentMoveTracker()
    let dragging = ScrollActivity(isTracking: true, isDragging: true)
    let range: ClosedRange<CGFloat> = -11.804374138226903...51.84318036338436
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: -11.804374138226905), to: CGPoint(x: 0, y: 51.84318036338436),
      byAvoider: false, activity: dragging, range: range)
    #expect(moves.userScrollCount == 1, "content would go back to its top on hide")
    // Out of the range by more than those bits (0.4 pt), back onto its end: a list coming back
    // into range, not the user's scroll.
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 52.24), to: CGPoint(x: 0, y: 51.84318036338436), byAvoider: false,
      activity: dragging, range: range)
    #expect(moves.userScrollCount == 1)
  }

  @Test(
    "Under a finger, content at its top following a top inset the app changed is no scroll of the user's; a drag from the top that stays is"
  )
  func followingTheTop() {
    var moves = ContentMoveTracker()
    let dragging = ScrollActivity(isTracking: true, isDragging: true)
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 244), to: CGPoint(x: 0, y: -68), byAvoider: true,
      activity: ScrollActivity(), range: -68...500)
    // The app sets an 11.3 pt top inset: UIKit keeps content at its top.
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: -68), to: CGPoint(x: 0, y: -79.3), byAvoider: false,
      activity: dragging, range: -79.3...500)
    #expect(moves.userScrollCount == 0, "content would stay at its top on hide")
    #expect(moves.offsetBeforeCodeScroll == CGPoint(x: 0, y: -68))
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: -79.3), to: CGPoint(x: 0, y: 20), byAvoider: false,
      activity: dragging, range: -79.3...500)
    #expect(moves.userScrollCount == 1)
  }

  @Test(
    "Content placed at its top before the avoider observed follows a new top inset: no scroll of the user's"
  )
  func followingTheTopNotedAtAttach() {
    var moves = ContentMoveTracker()
    moves.noteRange(-68...900)
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: -68), to: CGPoint(x: 0, y: -94.1), byAvoider: false,
      activity: ScrollActivity(isTracking: true, isDragging: true), range: -94.1...931)
    #expect(moves.userScrollCount == 0, "content would stay on hide")
  }
}

extension ContentMoveTrackerTests {
  @Test(
    "Under a finger that drags the keyboard, a list controller's scroll in the turn of a keyboard notification is code's, before this app's observer or after it; the finger's moves of later turns are the user's",
    arguments: [false, true])
  func keyboardNotificationTurn(controllerFirst: Bool) {
    var moves = ContentMoveTracker()
    let dragging = ScrollActivity(isTracking: true, isDragging: true)
    let range: ClosedRange<CGFloat> = -68...1100
    func controllerScrolls() {
      moves.offsetDidChange(
        from: CGPoint(x: 0, y: 1066), to: CGPoint(x: 0, y: 1100), byAvoider: false,
        activity: dragging, range: range)
    }
    if controllerFirst { controllerScrolls() }
    moves.keyboardNotificationDidArrive(activity: dragging)
    if !controllerFirst { controllerScrolls() }
    #expect(moves.userScrollCount == 0, "content would stay scrolled on hide")
    #expect(moves.offsetBeforeCodeScroll == CGPoint(x: 0, y: 1066))
    #expect(moves.needsTurnEnd)
    _ = moves.turnDidEnd(activity: dragging)
    // A later turn: the finger moves content.
    moves.offsetDidChange(
      from: CGPoint(x: 0, y: 1100), to: CGPoint(x: 0, y: 1050), byAvoider: false,
      activity: dragging, range: range)
    #expect(moves.userScrollCount == 1)
  }

  @Test("A keyboard notification with no finger on the content asks for no turn's end")
  func keyboardNotificationWithoutFinger() {
    var moves = ContentMoveTracker()
    moves.keyboardNotificationDidArrive(activity: ScrollActivity())
    #expect(!moves.needsTurnEnd)
  }
}

extension ContentMoveTrackerTests {
  @Test(
    "Under a finger held on the keyboard, frames of UIKit's animated scroll in later turns are code's; a move of the finger's is the user's, with content or without"
  )
  func animatedScrollUnderAStillFinger() {
    var moves = ContentMoveTracker()
    let range: ClosedRange<CGFloat> = -68...1100
    func held(_ translation: CGFloat) -> ScrollActivity {
      ScrollActivity(isDragging: true, fingerTranslation: translation)
    }
    func change(_ from: CGFloat, _ to: CGFloat, _ activity: ScrollActivity) {
      moves.offsetDidChange(
        from: CGPoint(x: 0, y: from), to: CGPoint(x: 0, y: to), byAvoider: false,
        activity: activity, range: range)
    }
    // The finger dragged the keyboard down 142 pt: its layout guide moved, content did not.
    moves.noteFinger(held(142))
    // A finger resting on the content asks for no turn's end: the run loop may sleep.
    #expect(!moves.needsTurnEnd)
    // A list controller's animated scroll, frame by frame, the finger still.
    change(1066, 1080, held(142))
    _ = moves.turnDidEnd(activity: held(142))
    change(1080, 1100, held(142))
    #expect(moves.userScrollCount == 0, "content would stay scrolled on hide")
    // The finger moves up 30 pt and the content follows it.
    change(1100, 1070, held(112))
    #expect(moves.userScrollCount == 1)
    // A host that reads no translation: the flags alone decide, as before.
    change(1070, 1060, ScrollActivity(isDragging: true))
    #expect(moves.userScrollCount == 2)
    // The finger lifted with speed: the deceleration is the user's.
    change(1060, 1040, ScrollActivity(isDecelerating: true, fingerTranslation: 112))
    #expect(moves.userScrollCount == 3)
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A field switch moves content for the keyboard that is up; the new field's keyboard may be
/// announced in the same turn or, with iOS 17's out-of-process keyboard, later (review N17).
/// Either way content travels once, in one direction: from where it started when the news comes
/// at once, from where the glide shows it when it comes late — never back past that.
@Suite("Provisional moves and late keyboards")
@MainActor
struct ProvisionalGlideTests {
  static let tall = Fixture.docked(height: 336)
  static let short = Fixture.docked(height: 216)

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var animation: KeyboardAnimation?
    var elapsed: TimeInterval
    var expectedY: CGFloat
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "at once", animation: KeyboardAnimation(duration: 0.25, curve: .linear),
      elapsed: 0, expectedY: 0),
    Case(
      name: "halfway, linear", animation: KeyboardAnimation(duration: 0.25, curve: .linear),
      elapsed: 0.125, expectedY: 50),
    Case(
      name: "over", animation: KeyboardAnimation(duration: 0.25, curve: .linear),
      elapsed: 0.3, expectedY: 100),
    Case(
      name: "unanimated: replaced before the screen shows it", animation: nil,
      elapsed: 0.01, expectedY: 0),
  ]

  @Test("Where the screen shows a provisional move's glide", arguments: cases)
  func shown(_ test: Case) {
    let glide = ProvisionalGlide(to: CGPoint(x: 0, y: 100), animation: test.animation)
    let shown = glide.shown(from: .zero, after: test.elapsed)
    #expect(abs(shown.y - test.expectedY) < 0.001)
  }

  /// A host with the tall keyboard up, a field at the top focused, then a field low in the form
  /// focused: the switch's provisional move under way.
  static func switched() -> (TestHost, start: CGFloat, target: CGFloat) {
    let host = TestHost()
    host.coordinator.isEditing = true
    host.focus(y: 100)
    host.coordinator.handle(.focusChanged)
    host.send(Fixture.show(Self.tall))
    let start = host.offset.y
    host.focus(y: 600)
    host.coordinator.handle(.focusChanged)
    return (host, start, host.offset.y)
  }

  @Test("A shorter keyboard announced at once: one move, the least distance from the start")
  func announcedAtOnce() {
    let (host, start, target) = Self.switched()
    #expect(target > start, "the switch moved content for the tall keyboard")
    host.send([Fixture.event(.willChangeFrame, Self.short, begin: Self.tall)])
    // The field (content 600…644) ends 16 pt above the short keyboard's top (852 − 216).
    let least: CGFloat = 644 + 16 - (852 - 216)
    #expect(abs(host.offset.y - least) < 0.5, "solved from where content started")
  }

  @Test("A shorter keyboard announced 0.1 s late: content stops where the glide shows it")
  func announcedLate() {
    let (host, start, target) = Self.switched()
    host.now += 0.1
    host.send([Fixture.event(.willChangeFrame, Self.short, begin: Self.tall)])
    let progress = KeyboardAnimation(duration: 0.25, curve: .keyboard).progress(afterElapsed: 0.1)
    let shown = start + (target - start) * progress
    #expect(
      abs(host.offset.y - shown) < 0.5, "neither back past the screen nor on to the old target")
  }

  /// The switch's glide as UIKit runs curve 7 for 0.5 s whatever is asked (§1.1), the shorter
  /// keyboard announced `late` seconds after it: the screen shows less of the way than the
  /// 0.25 s asked has it, and the presentation layer says where. Returns where content ends
  /// and where the screen showed it.
  static func announcedLateOnSlowerGlide(_ late: TimeInterval) -> (end: CGFloat, shown: CGFloat) {
    let (host, start, target) = Self.switched()
    host.now += late
    let progress = KeyboardAnimation(duration: 0.5, curve: .keyboard).progress(afterElapsed: late)
    let shown = start + (target - start) * progress
    host.presented = CGPoint(x: 0, y: shown)
    host.send([Fixture.event(.willChangeFrame, Self.short, begin: Self.tall)])
    return (host.offset.y, shown)
  }

  @Test(
    "Announced late while UIKit runs the glide longer than asked: content moves on from where the screen shows it"
  )
  func announcedLateSlowerGlide() {
    let (end, shown) = Self.announcedLateOnSlowerGlide(0.1)
    // Not yet far enough for the field above the short keyboard: on by the least distance.
    let least: CGFloat = 644 + 16 - (852 - 216)
    #expect(shown < least)
    #expect(abs(end - least) < 0.5, "from where the screen shows content")
  }

  @Test("Announced 0.4 s late, past the glide asked but not the keyboard's spring: still stopped")
  func announcedAfterAskedDuration() {
    let (end, shown) = Self.announcedLateOnSlowerGlide(0.4)
    #expect(abs(end - shown) < 0.5, "the glide still under way on screen is stopped")
  }

  @Test("A list moved frame by frame is stopped where its frames put it when the news comes")
  func listStopsWhereItIs() throws {
    let (host, start, target) = Self.switched()
    host.now += 0.1
    // A list's display link has moved its offset along the glide: the offset is where the
    // screen shows it, not the move's target.
    let progress = KeyboardAnimation(duration: 0.25, curve: .keyboard).progress(afterElapsed: 0.1)
    host.offset.y = start + (target - start) * progress
    let writes = host.applied.count
    host.send([Fixture.event(.willChangeFrame, Self.short, begin: Self.tall)])
    #expect(host.applied.count == writes + 1, "a write that ends the move under way")
    let stop = try #require(host.applied.last?.contentOffset)
    #expect(abs(stop.y - host.offset.y) < 0.5)
  }

  @Test("A user's scroll during the glide ends it: a late keyboard does not put content back on it")
  func userScrollEndsTheGlide() {
    let (host, start, target) = Self.switched()
    host.now += 0.05
    // The user drags content back to where it started.
    host.isUserScrolling = true
    host.offset.y = start
    host.coordinator.handle(.layoutChanged)
    host.now += 0.05
    host.send([Fixture.event(.willChangeFrame, Self.short, begin: Self.tall)])
    let progress = KeyboardAnimation(duration: 0.25, curve: .keyboard).progress(afterElapsed: 0.1)
    let glide = start + (target - start) * progress
    #expect(abs(host.offset.y - glide) > 1, "content jumped from under the finger onto the glide")
  }
}

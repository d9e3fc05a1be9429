import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("SwiftUI scroll views above a button that rides the keyboard")
struct KeyboardAwareScrollSessionStackTests {
  /// An iPhone 15's keyboard, up and settled.
  static let keyboard = KeyboardInfo(
    phase: .shown, kind: .docked, frame: CGRect(x: 0, y: 516, width: 393, height: 336),
    isLocal: true, animation: nil)

  /// A scroll view `height` tall under a navigation bar, no bottom inset (a button under it
  /// in a `VStack` takes the safe area's bottom), content 2,000 pt tall scrolled to the top, a
  /// field 44 pt tall at `fieldY` in the content, the content's top at `top`.
  static func reading(height: CGFloat, fieldY: CGFloat = 500, top: CGFloat = 103)
    -> ScrollViewReading
  {
    ScrollViewReading(
      size: CGSize(width: 393, height: height),
      safeAreaInsets: AvoidanceInsets(top: 103, bottom: 0),
      contentFrame: CGRect(x: 0, y: top, width: 393, height: 2_000),
      targets: AvoidanceTargets(field: CGRect(x: 16, y: fieldY + top, width: 361, height: 44)))
  }

  /// A session that saw the scroll view rest `height` tall without the keyboard.
  static func session(resting height: CGFloat) -> KeyboardAwareScrollSession<Int> {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      reading(height: height), focus: 1, keyboard: .hidden, overlap: 0, time: 0)
    return session
  }

  /// The scroll view `height` tall and `width` wide, the field flush on its bottom.
  static func flush(height: CGFloat, width: CGFloat = 393) -> ScrollViewReading {
    var reading = reading(height: height, fieldY: height - 103 - 44)
    reading.size.width = width
    return reading
  }

  @Test(
    "A scroll view the keyboard made shorter keeps the field with padding above its new bottom")
  func shortenedForTheKeyboard() throws {
    // 852 − 34 (home indicator) − 56 (the button): the keyboard is down.
    var session = Self.session(resting: 762)
    // The stack ends on the keyboard (516): the scroll view ends at 460, above the button, and
    // the keyboard reaches none of it. SwiftUI scrolled the field flush on the button.
    let shown = session.update(
      Self.flush(height: 460), focus: 1, keyboard: Self.keyboard, overlap: 0, time: 1)
    let request = try #require(shown)
    // Content goes up by the padding: the field's bottom 12 pt above the scroll view's.
    #expect(abs(request.contentMinY - (103 - 12)) < 0.5)
    let moved = Self.reading(height: 460, fieldY: 460 - 103 - 44, top: request.contentMinY)
    let again = session.update(moved, focus: 1, keyboard: Self.keyboard, overlap: 0, time: 1.5)
    #expect(again == nil)
    // The keyboard leaves, the scroll view is as tall as before: content goes back.
    let hidden = session.update(
      Self.reading(height: 762, fieldY: 460 - 103 - 44, top: request.contentMinY), focus: 1,
      keyboard: .hidden, overlap: 0, time: 2)
    let back = try #require(hidden)
    #expect(abs(back.contentMinY - 103) < 0.5)
  }

  @Test("A scroll view the keyboard leaves as it was (above other content) moves nothing")
  func notShortened() {
    var session = Self.session(resting: 460)
    let answer = session.update(
      Self.flush(height: 460), focus: 1, keyboard: Self.keyboard, overlap: 0, time: 1)
    #expect(answer == nil)
  }

  @Test("A rotation is no shortening: a scroll view of another width counts only its overlap")
  func otherWidth() {
    var session = Self.session(resting: 762)
    let answer = session.update(
      Self.flush(height: 300, width: 852), focus: 1, keyboard: Self.keyboard, overlap: 0, time: 1)
    #expect(answer == nil)
  }

  @Test("Made shorter once, the scroll view stays held through a rotation until the keyboard goes")
  func rotatedWhileShortened() throws {
    var session = Self.session(resting: 762)
    let shown = session.update(
      Self.reading(height: 460, fieldY: 300), focus: 1, keyboard: Self.keyboard, overlap: 0,
      time: 1)
    #expect(shown == nil, "the field shows with its padding")
    // Landscape, the keyboard still up: the scroll view is 852 wide and 300 tall, the field
    // flush on the button.
    let answer = session.update(
      Self.flush(height: 300, width: 852), focus: 1, keyboard: Self.keyboard, overlap: 0, time: 2)
    let request = try #require(answer)
    #expect(abs(request.contentMinY - (103 - 12)) < 0.5)
  }

  @Test(
    "A keyboard that reaches the hosting view holds the scroll view, rotated before it did",
    arguments: [(CGFloat(240), true), (CGFloat(0), false)])
  func reachesTheHostingView(hostOverlap: CGFloat, moves: Bool) {
    // A Stage Manager window above the keyboard: the keyboard reaches nothing at rest.
    var session = Self.session(resting: 762)
    _ = session.update(
      Self.reading(height: 762, fieldY: 300), focus: 1, keyboard: Self.keyboard, overlap: 0,
      hostOverlap: 0, time: 1)
    // Rotated, the window reaches down to the keyboard: no resting size of this width is known,
    // and the field is flush on the button that now rides the keyboard.
    let answer = session.update(
      Self.flush(height: 300, width: 852), focus: 1, keyboard: Self.keyboard, overlap: 0,
      hostOverlap: hostOverlap, time: 2)
    #expect((answer != nil) == moves)
    if moves { #expect(abs((answer?.contentMinY ?? 0) - (103 - 12)) < 0.5) }
  }
}

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

  @Test(
    "A scroll view the keyboard made shorter keeps the field with padding above its new bottom")
  func shortenedForTheKeyboard() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    // 852 − 34 (home indicator) − 56 (the button): the keyboard is down.
    _ = session.update(
      Self.reading(height: 762), focus: 1, keyboard: .hidden, overlap: 0, time: 0)
    // The stack ends on the keyboard (516): the scroll view ends at 460, above the button, and
    // the keyboard reaches none of it. SwiftUI scrolled the field flush on the button.
    let flush = Self.reading(height: 460, fieldY: 460 - 103 - 44)
    let shown = session.update(flush, focus: 1, keyboard: Self.keyboard, overlap: 0, time: 1)
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
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(height: 460), focus: 1, keyboard: .hidden, overlap: 0, time: 0)
    let flush = Self.reading(height: 460, fieldY: 460 - 103 - 44)
    let answer = session.update(flush, focus: 1, keyboard: Self.keyboard, overlap: 0, time: 1)
    #expect(answer == nil)
  }

  @Test("A rotation is no shortening: a scroll view of another width counts only its overlap")
  func otherWidth() {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(height: 762), focus: 1, keyboard: .hidden, overlap: 0, time: 0)
    var rotated = Self.reading(height: 300, fieldY: 300 - 103 - 44)
    rotated.size.width = 852
    let answer = session.update(rotated, focus: 1, keyboard: Self.keyboard, overlap: 0, time: 1)
    #expect(answer == nil)
  }

  @Test("Made shorter once, the scroll view stays held through a rotation until the keyboard goes")
  func rotatedWhileShortened() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(height: 762), focus: 1, keyboard: .hidden, overlap: 0, time: 0)
    let shown = session.update(
      Self.reading(height: 460, fieldY: 300), focus: 1, keyboard: Self.keyboard, overlap: 0,
      time: 1)
    #expect(shown == nil, "the field shows with its padding")
    // Landscape, the keyboard still up: the scroll view is 852 wide and 300 tall, the field
    // flush on the button.
    var rotated = Self.reading(height: 300, fieldY: 300 - 103 - 44)
    rotated.size.width = 852
    let answer = session.update(rotated, focus: 1, keyboard: Self.keyboard, overlap: 0, time: 2)
    let request = try #require(answer)
    #expect(abs(request.contentMinY - (103 - 12)) < 0.5)
  }
}

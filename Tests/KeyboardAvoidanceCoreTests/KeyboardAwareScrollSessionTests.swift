import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("SwiftUI scroll views over time: when to scroll, and where content goes back")
struct KeyboardAwareScrollSessionTests {
  /// An iPhone 15 screen under a navigation bar, content 2000 pt tall, a field 44 pt tall at
  /// `fieldY` in content coordinates, content scrolled to `offset`.
  static func reading(offset: CGFloat, fieldY: CGFloat?, keyboard: Bool) -> ScrollViewReading {
    ScrollViewReading(
      size: CGSize(width: 393, height: 852),
      safeAreaInsets: AvoidanceInsets(top: 103, bottom: keyboard ? 336 : 34),
      contentFrame: CGRect(x: 0, y: -offset, width: 393, height: 2000),
      targets: fieldY.map {
        AvoidanceTargets(field: CGRect(x: 16, y: $0 - offset, width: 361, height: 44))
      })
  }

  @Test(
    "The keyboard comes: the field goes above it with padding; the same reading again moves nothing"
  )
  func keyboardComes() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    let answer6 = session.update(
      Self.reading(offset: -103, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false)
    #expect(
      answer6
        == nil)
    let answer1 = session.update(
      Self.reading(offset: -103, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    let request = try #require(answer1)
    // The field's bottom plus padding ends on the keyboard's top (852 − 336).
    #expect(abs((600 + request.contentMinY + 44 + 12) - 516) < 0.01)
    let after = Self.reading(offset: -request.contentMinY, fieldY: 600, keyboard: true)
    let answer7 = session.update(after, focus: 1, keyboardUp: true)
    #expect(answer7 == nil)
  }

  @Test("A scroll of the user's is never scrolled back, and content is not put back on hide")
  func userScroll() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(offset: -103, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false)
    let answer2 = session.update(
      Self.reading(offset: -103, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    let request = try #require(answer2)
    let placed = -request.contentMinY
    // The user scrolls the field away: nothing moves for it.
    let answer8 = session.update(
      Self.reading(offset: placed - 200, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    #expect(
      answer8
        == nil)
    // The keyboard leaves: content stays where the user left it.
    let answer9 = session.update(
      Self.reading(offset: placed - 200, fieldY: 600, keyboard: false), focus: 1,
      keyboardUp: false)
    #expect(answer9 == nil)
  }

  @Test(
    "A scroll before the keyboard came is no scroll under the keyboard: on hide content goes back where the user left it"
  )
  func scrollBeforeFocus() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(offset: -103, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false)
    // The user scrolls 300 pt down the form, then taps a field: content rests there.
    let scrolled = session.update(
      Self.reading(offset: 197, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false,
      userScrolls: true)
    #expect(scrolled == nil)
    let shown = session.update(
      Self.reading(offset: 197, fieldY: 900, keyboard: true), focus: 1, keyboardUp: true)
    let placed = -(try #require(shown)).contentMinY
    #expect(placed > 197)
    // The keyboard leaves: content goes back to where the user had scrolled it.
    let hidden = session.update(
      Self.reading(offset: placed, fieldY: 900, keyboard: false), focus: 1, keyboardUp: false)
    let back = try #require(hidden)
    #expect(abs(back.contentMinY + 197) < 0.01)
  }

  @Test(
    "Content that rested at its top goes back to its top after a rotation under the keyboard, where the new top is"
  )
  func restAtTopAcrossRotation() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    /// A reading with content's top at `minY`, the field at 600 in the content.
    func reading(_ size: CGSize, top: CGFloat, bottom: CGFloat, minY: CGFloat, field: Bool)
      -> ScrollViewReading
    {
      ScrollViewReading(
        size: size, safeAreaInsets: AvoidanceInsets(top: top, bottom: bottom),
        contentFrame: CGRect(x: 0, y: minY, width: size.width, height: 2000),
        targets: field
          ? AvoidanceTargets(field: CGRect(x: 16, y: 600 + minY, width: 300, height: 44)) : nil)
    }
    let landscape = CGSize(width: 852, height: 393)
    let portrait = CGSize(width: 393, height: 852)
    // Landscape, content at its top under a 32-pt bar.
    _ = session.update(
      reading(landscape, top: 32, bottom: 21, minY: 32, field: false), focus: nil,
      keyboardUp: false)
    let shown = session.update(
      reading(landscape, top: 32, bottom: 209, minY: 32, field: true), focus: 1, keyboardUp: true)
    let placed = try #require(shown).contentMinY
    // Turned to portrait with the keyboard up: the bar is 103 pt now.
    let turned = session.update(
      reading(portrait, top: 103, bottom: 336, minY: placed, field: true), focus: 1,
      keyboardUp: true)
    let now = turned?.contentMinY ?? placed
    // The keyboard leaves: content's top goes to portrait's top, not to landscape's place.
    let hidden = session.update(
      reading(portrait, top: 103, bottom: 34, minY: now, field: true), focus: 1,
      keyboardUp: false)
    let back = try #require(hidden)
    #expect(abs(back.contentMinY - 103) < 0.01)
  }

  @Test(
    "A drag that scrolls while a field's frame arrives anew (after a rotation) is the user's scroll: content is not put back on hide"
  )
  func dragWithLateFrame() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(offset: -103, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false)
    let shown = session.update(
      Self.reading(offset: -103, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    let placed = -(try #require(shown)).contentMinY
    // Under the user's finger content moves 200 pt, in the same reading as the field's frame
    // SwiftUI reports late, 50 pt to the left (the rotation's layout): nothing moves for it.
    var dragged = Self.reading(offset: placed - 200, fieldY: 600, keyboard: true)
    dragged.targets?.field.origin.x -= 50
    #expect(session.update(dragged, focus: 1, keyboardUp: true, userScrolls: true) == nil)
    // The finger lifts; the keyboard leaves: content stays where the user left it.
    var released = Self.reading(offset: placed - 200, fieldY: 600, keyboard: false)
    released.targets = dragged.targets
    #expect(
      session.update(released, focus: 1, keyboardUp: false, userScrolls: false) == nil,
      "content put back to where it rested before the keyboard, undoing the user's scroll")
  }

  @Test("A slow drag, every move of it under half a point, is the user's scroll")
  func slowDrag() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(offset: -103, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false)
    let shown = session.update(
      Self.reading(offset: -103, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    var offset = -(try #require(shown)).contentMinY
    // Six moves of 0.3 pt under the finger, each its own reading.
    for _ in 0..<6 {
      offset -= 0.3
      _ = session.update(
        Self.reading(offset: offset, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true,
        userScrolls: true)
    }
    #expect(
      session.update(
        Self.reading(offset: offset, fieldY: 600, keyboard: false), focus: 1, keyboardUp: false,
        userScrolls: false) == nil,
      "content put back after the user's 1.8 pt drag")
  }

  @Test("After the user's scroll to the end, the hide keeps content in the range it leaves")
  func userScrollToTheEnd() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(offset: -103, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false)
    let shown = session.update(
      Self.reading(offset: -103, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    _ = try #require(shown)
    // The user scrolls to the end the keyboard allows: 2000 + 336 − 852.
    _ = session.update(
      Self.reading(offset: 1_484, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    // The keyboard leaves: the end is 2000 + 34 − 852 now, and content goes there, not back.
    let hidden = session.update(
      Self.reading(offset: 1_484, fieldY: 600, keyboard: false), focus: 1, keyboardUp: false)
    let request = try #require(hidden, "an offset past the end, which UIKit does not clamp")
    #expect(abs(request.contentMinY - -1_182) < 0.5)
  }

  @Test(
    "Content goes back where it rested before the keyboard, past SwiftUI's own scroll to the field")
  func restores() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(offset: -103, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false)
    // SwiftUI scrolled the field flush on the keyboard before the library heard of the focus.
    let answer3 = session.update(
      Self.reading(offset: 128, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    let request = try #require(answer3)
    let placed = -request.contentMinY
    #expect(abs(placed - 140) < 0.01)
    let answer4 = session.update(
      Self.reading(offset: placed, fieldY: 600, keyboard: false), focus: 1, keyboardUp: false)
    let back = try #require(answer4)
    #expect(abs(back.contentMinY - 103) < 0.01)
    // With restoring off, content stays.
    var staying = KeyboardAwareScrollSession<Int>(padding: 12, restoresContentOffset: false)
    _ = staying.update(
      Self.reading(offset: -103, fieldY: nil, keyboard: false), focus: nil, keyboardUp: false)
    _ = staying.update(
      Self.reading(offset: -103, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    #expect(
      staying.update(
        Self.reading(offset: 140, fieldY: 600, keyboard: false), focus: 1, keyboardUp: false) == nil
    )
  }

  @Test("A field that grows, or a label that appears, scrolls again; a focus change too")
  func changes() throws {
    var session = KeyboardAwareScrollSession<Int>(padding: 12)
    _ = session.update(
      Self.reading(offset: -103, fieldY: 300, keyboard: true), focus: 1, keyboardUp: true)
    var grown = Self.reading(offset: -103, fieldY: 300, keyboard: true)
    grown.targets?.companions = [CGRect(x: 16, y: 300 + 103 + 46, width: 361, height: 80)]
    let answer5 = session.update(grown, focus: 1, keyboardUp: true)
    let request = try #require(answer5)
    #expect(abs((300 + 46 + 80 + 12 + request.contentMinY) - 516) < 0.01)
    let other = session.update(
      Self.reading(offset: -request.contentMinY, fieldY: 900, keyboard: true), focus: 2,
      keyboardUp: true)
    #expect(other != nil)
  }

  @Test("Readings that are not finite change nothing")
  func badReadings() {
    var session = KeyboardAwareScrollSession<Int>()
    var bad = Self.reading(offset: 0, fieldY: 600, keyboard: true)
    bad.contentFrame.origin.y = .nan
    let answer10 = session.update(bad, focus: 1, keyboardUp: true)
    #expect(answer10 == nil)
    let answer11 = session.update(
      Self.reading(offset: -103, fieldY: 600, keyboard: true), focus: 1, keyboardUp: true)
    #expect(answer11 != nil)
  }
}

@Suite("SwiftUI scroll views: taps, typing, keyboard drags and keyboards that announce twice")
struct KeyboardAwareScrollSessionEventTests {
  typealias Session = KeyboardAwareScrollSession<Int>

  static func reading(offset: CGFloat, keyboard: CGFloat) -> ScrollViewReading {
    KeyboardAwareScrollSessionTests.reading(offset: offset, fieldY: 600, keyboard: true).with {
      $0.safeAreaInsets.bottom = keyboard
    }
  }

  @Test("A tap on the focused field after the user scrolled it away shows it again")
  func revealAfterTap() throws {
    var session = Session(padding: 12)
    let first = session.update(
      Self.reading(offset: -103, keyboard: 336), focus: 1, keyboardUp: true)
    let placed = -(try #require(first)).contentMinY
    let scrolled = session.update(
      Self.reading(offset: placed - 400, keyboard: 336), focus: 1, keyboardUp: true)
    #expect(scrolled == nil)
    session.reveal()
    let again = session.update(
      Self.reading(offset: placed - 400, keyboard: 336), focus: 1, keyboardUp: true)
    #expect(abs((try #require(again)).contentMinY + placed) < 0.01)
  }

  @Test("While the user drags the keyboard nothing moves, and a scroll meanwhile is the user's")
  func holds() {
    var session = Session(padding: 12)
    _ = session.update(
      KeyboardAwareScrollSessionTests.reading(offset: -103, fieldY: nil, keyboard: false),
      focus: nil, keyboardUp: false)
    let first = session.update(
      Self.reading(offset: -103, keyboard: 336), focus: 1, keyboardUp: true)
    let placed = -(first?.contentMinY ?? 0)
    let dragged = session.update(
      Self.reading(offset: placed, keyboard: 120), focus: 1, keyboardUp: true, holds: true)
    #expect(dragged == nil)
    let scrolled = session.update(
      Self.reading(offset: placed + 200, keyboard: 120), focus: 1, keyboardUp: true, holds: true)
    #expect(scrolled == nil)
    // The keyboard goes: content stays where the user left it.
    let hidden = session.update(
      Self.reading(offset: placed + 200, keyboard: 34), focus: 1, keyboardUp: false)
    #expect(hidden == nil)
  }

  @Test("A keyboard that announces a second height is measured from before the first move")
  func secondHeight() throws {
    var session = Session(padding: 12)
    // The field takes focus; then the keyboard comes, announcing 400 pt.
    _ = session.update(
      Self.reading(offset: -103, keyboard: 34), focus: 1, keyboardUp: false, time: 1)
    let first = session.update(
      Self.reading(offset: -103, keyboard: 400), focus: 1, keyboardUp: true, time: 1)
    let placed = -(try #require(first)).contentMinY
    // The keyboard settles lower: content goes back to the least scroll from where it started.
    let second = session.update(
      Self.reading(offset: placed, keyboard: 300), focus: 1, keyboardUp: true, time: 1.1)
    let corrected = try #require(second)
    #expect(abs((600 + corrected.contentMinY + 44 + 12) - (852 - 300)) < 0.01)
  }

  @Test("A keyboard that settled ends its announcements: the bar's going moves a shown field not")
  func settledEndsCorrections() throws {
    var session = Session(padding: 12)
    let settled = KeyboardInfo(
      phase: .shown, kind: .docked, frame: CGRect(x: 0, y: 552, width: 393, height: 300),
      isLocal: true, animation: nil)
    _ = session.update(
      Self.reading(offset: -103, keyboard: 34), focus: 1, keyboardUp: false, time: 1)
    let first = session.update(
      Self.reading(offset: -103, keyboard: 300), focus: 1, keyboardUp: true, time: 1)
    let placed = -(try #require(first)).contentMinY
    session.keyboardChanged(settled)
    // The predictive bar comes (40 pt taller): the field goes up with it...
    let grown = session.update(
      Self.reading(offset: placed, keyboard: 340), focus: 1, keyboardUp: true, time: 2)
    let raised = -(try #require(grown)).contentMinY
    session.keyboardChanged(settled)
    // ...and goes again: the field shows above the shorter keyboard where it is.
    let shrunk = session.update(
      Self.reading(offset: raised, keyboard: 300), focus: 1, keyboardUp: true, time: 3)
    #expect(shrunk == nil, "a visible field was pulled down to where it was before the bar")
  }
}

extension ScrollViewReading {
  fileprivate func with(_ change: (inout ScrollViewReading) -> Void) -> ScrollViewReading {
    var copy = self
    change(&copy)
    return copy
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// §10.16: while VoiceOver runs, the element its cursor is on leads when it is one of the
/// container's other than the field: content shows it, with the field's padding.
@Suite("VoiceOver's element leads")
struct VoiceOverCursorTests {
  /// Where VoiceOver's cursor is, for each case: on a label under the keyboard, on the field's
  /// own subview, on a view of another container, or VoiceOver off.
  enum Cursor: String, CaseIterable, CustomTestStringConvertible {
    case labelUnderKeyboard, insideField, elsewhere, off
    var testDescription: String { rawValue }
  }

  @Test(
    "The keyboard shows: content shows VoiceOver's element, else the field with its companion",
    arguments: Cursor.allCases)
  func keyboardShows(_ cursor: Cursor) throws {
    let host = FakeContainerHost()
    // The field shows above the keyboard's top (852 − 336 = 516) where it is; its validation
    // label and the label VoiceOver may be on do not.
    let field = host.addField(y: 300)
    let validation = FakeView(host.container, CGRect(x: 16, y: 560, width: 361, height: 20))
    host.companionsByField[ObjectIdentifier(field)] = [validation]
    let label = FakeView(host.container, CGRect(x: 16, y: 640, width: 361, height: 20))
    let other = FakeView(host.root, CGRect(x: 0, y: 700, width: 100, height: 20))
    switch cursor {
    case .labelUnderKeyboard: host.voiceOverCursorView = label
    case .insideField:
      host.voiceOverCursorView = FakeView(field, CGRect(x: 317, y: 0, width: 44, height: 44))
    case .elsewhere: host.voiceOverCursorView = other
    case .off: host.voiceOverCursorView = nil
    }
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    // What leads ends the padding (16) above the keyboard's top.
    let leader = cursor == .labelUnderKeyboard ? label : validation
    #expect(abs(leader.frame.maxY + 16 - host.offset.y - 516) < 0.5)
  }

  @Test("A re-solve for a taller keyboard keeps VoiceOver's element above it, not the field")
  func tallerKeyboard() {
    let host = FakeContainerHost()
    let field = host.addField(y: 300)
    // Just above the keyboard's top with its padding (516 − 16 − 59 − 20 = 421).
    let label = FakeView(host.container, CGRect(x: 16, y: 421, width: 361, height: 20))
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    #expect(host.offset.y == -59)
    host.voiceOverCursorView = label
    // The emoji keyboard: 40 points taller. The field still shows; the label would not.
    host.showKeyboard(height: 376)
    #expect(abs(label.frame.maxY + 16 - host.offset.y - 476) < 0.5)
  }
}

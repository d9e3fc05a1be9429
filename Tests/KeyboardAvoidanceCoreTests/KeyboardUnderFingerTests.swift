import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// Keyboard news while the user's finger holds the content: content stays under the finger, as
/// it does for a layout pass then (§11.3, review N14); the insets follow the keyboard.
@Suite("A keyboard that changes under the user's finger")
struct KeyboardUnderFingerTests {
  @Test("A new keyboard's frames while the finger holds the content re-inset and move nothing")
  func keyboardChangeHoldsOffset() {
    let host = FakeContainerHost()
    let field = host.editFieldWithKeyboard(y: 700)
    let held = host.offset
    // The finger is on the content; a keyboard of another height announces itself (a
    // third-party keyboard, §1.3, reports several heights in a row).
    host.activity = ScrollActivity(isTracking: true, isDragging: true)
    let writes = host.writes.count
    for height: CGFloat in [216, 400] {
      let taller = Fixture.event(
        .willChangeFrame, Fixture.docked(height: height), begin: Fixture.docked(height: 336))
      host.avoidance.receive(name: taller.phase.rawValue, object: nil, userInfo: taller.userInfo)
    }
    #expect(host.offset == held, "content moved under the finger to \(host.offset.y)")
    #expect(host.writes.dropFirst(writes).allSatisfy { $0.contentOffset == nil })
    #expect(abs(host.contentInset.bottom - (400 - 34)) < 0.5, "the inset follows the keyboard")
    withExtendedLifetime(field) {}
  }
}

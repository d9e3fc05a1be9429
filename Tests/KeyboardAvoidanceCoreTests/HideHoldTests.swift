import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A hide with the focus kept is held for the show a rotation posts after it (§11.2): as long as
/// the rotation needs, however late the show (review N10), and no longer than a moment when no
/// rotation is under way.
@Suite("Hide holds")
@MainActor
struct HideHoldTests {
  nonisolated static let portrait = CGSize(width: 393, height: 852)
  nonisolated static let landscape = CGSize(width: 852, height: 393)

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// Screen sizes read, with the time of each reading.
    var readings: [(TimeInterval, CGSize)]
    var time: TimeInterval
    var holds: Bool
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "unchanged screen, within the window", readings: [(0.2, portrait)], time: 0.45,
      holds: true),
    Case(
      name: "unchanged screen, past the window", readings: [(0.2, portrait)], time: 0.55,
      holds: false),
    Case(
      name: "rotated at once, a show 0.6 s later", readings: [(0, landscape)], time: 0.6,
      holds: true),
    Case(
      name: "rotated at once, nothing for long", readings: [(0, landscape)], time: 1.6,
      holds: false),
    Case(
      name: "resized again late", readings: [(0, landscape), (1.0, portrait)], time: 2.2,
      holds: true),
  ]

  @Test(
    "A hold lasts the window, or the rotation window after the screen last changed size",
    arguments: cases)
  func holdLasts(_ test: Case) {
    var hold = HideHold(at: 0, size: Self.portrait)
    for (time, size) in test.readings { hold.note(size: size, at: time) }
    #expect(hold.holds(at: test.time) == test.holds)
  }

  @Test("A rotation whose show comes 0.6 s after its hide never passes through a zero inset")
  func lateShowAfterRotation() {
    let host = TestHost()
    host.focus(y: 700)
    host.coordinator.isEditing = true
    host.send(Fixture.show(Fixture.docked(height: 336)))
    let inset = host.contentInset.bottom
    #expect(inset > 0)
    // The hide before the rotation, the field still focused.
    host.send([Fixture.event(.willHide, Fixture.offscreen())])
    // The rotation lays the screen out in landscape.
    host.screen = CGRect(origin: .zero, size: Self.landscape)
    host.window = host.screen
    host.frameInWindow = host.screen
    host.focus(y: 300)
    host.coordinator.handle(.layoutChanged)
    // The first recheck, when a hold without a rotation would have ended.
    host.now += HideHold.recheckDelay
    host.coordinator.handle(.refresh(animated: true))
    #expect(host.contentInset.bottom > 0, "held: the rotation's show has not come yet")
    #expect(host.coordinator.hideHoldRecheckDelay != nil, "rechecked again at the new deadline")
  }

  @Test("With no rotation under way, a hide no show follows ends at the first recheck")
  func hardwareKeyboardHide() {
    let host = TestHost()
    host.focus(y: 700)
    host.coordinator.isEditing = true
    host.send(Fixture.show(Fixture.docked(height: 336)))
    host.send([Fixture.event(.willHide, Fixture.offscreen())])
    #expect(host.contentInset.bottom > 0, "held for a show that may follow")
    host.now += HideHold.recheckDelay
    host.coordinator.handle(.refresh(animated: true))
    #expect(host.contentInset.bottom == 0, "a hardware keyboard: no show comes")
    #expect(host.coordinator.hideHoldRecheckDelay == nil)
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Assisting a list controller, attached once the keyboard was up")
struct LateAssistTests {
  @Test(
    "A text view's begin-editing after the keyboard's \"will\": the app's own inset covers nothing above the keyboard"
  )
  func lateAttach() throws {
    let host = FakeContainerHost()
    host.isScrollList = true
    let list = try #require(host.container)
    host.root.facts.controller = .init(kind: .tableViewController, list: ObjectIdentifier(list))
    // The app keeps 44 pt for its toolbar; the controller added its part (the keyboard's
    // 336 pt less the home indicator's 34) before the avoider heard anything.
    host.contentInset.bottom = 44 + 302
    host.showKeyboard()
    let field = host.addField(y: 900)
    host.avoidance.receive(
      name: TextInputNotificationName.textViewDidBeginEditing, object: field, userInfo: nil)
    var time: TimeInterval = 0
    while host.frameClockRuns && time < 2 {
      time += 1.0 / 60
      host.now = time
      host.avoidance.frameDidTick(timestamp: time - 1.0 / 60, targetTimestamp: time)
    }
    #expect(host.avoidance.coordinator.isAssistingSystem)
    // The field ends on the keyboard's top (852 − 336) with its padding, not 44 pt above it.
    let padding = AvoidanceConfiguration.defaultPadding
    let bottomOnScreen = 900 + 44 + padding - host.offset.y
    #expect(
      abs(bottomOnScreen - 516) < 0.5,
      "the field's padded bottom at \(bottomOnScreen), the keyboard's top at 516")
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// Content goes back on hide to where it was before the keyboard's show (§10.5), code's scroll in
/// the show's turn — navigation bringing a row in, UIKit's scroll to a first responder — not
/// counted: even when the keyboard's "will" found nothing to cover, and the engine's first write
/// comes turns later, once a bar pinned to the keyboard or a resized container is laid out over
/// it (fuzz 7/70673, 7/26767, 7/8383).
@Suite("Where content rests when the engine's first write comes late")
struct RestBeforeShowTests {
  /// A container that ends above a docked keyboard; a field far down its content, scrolled in
  /// by code in the turn its editing began, with the keyboard's "will" notifications.
  static func scrolledInBeforeUncoveredShow(userScrollsAfter: Bool) -> (FakeContainerHost, FakeView)
  {
    let host = FakeContainerHost()
    let keyboard = Fixture.docked(height: 336)
    host.frameInWindow = CGRect(x: 0, y: 0, width: 393, height: keyboard.minY - 20)
    let field = host.addField(y: 1200)
    host.setOffset(CGPoint(x: 0, y: 900))
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    for event in Fixture.show(keyboard) where event.phase.isWill {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    host.avoidance.turnDidEnd()
    if userScrollsAfter {
      host.activity.isDragging = true
      host.setOffset(CGPoint(x: 0, y: 960))
      host.activity.isDragging = false
      host.avoidance.turnDidEnd()
    }
    // A later turn: the container is laid out taller, under the keyboard.
    host.frameInWindow = Fixture.phone
    host.avoidance.containerDidLayout()
    for event in Fixture.show(keyboard) where !event.phase.isWill {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    host.avoidance.turnDidEnd()
    return (host, field)
  }

  @Test("Code's scroll in the show's turn is not where content rests: the hide goes back before it")
  func restsBeforeCodeScroll() {
    let (host, field) = Self.scrolledInBeforeUncoveredShow(userScrollsAfter: false)
    #expect(host.contentInset.bottom > 0, "the engine covered the container once it grew")
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    for event in Fixture.hide() {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    #expect(abs(host.offset.y - -59) < 0.5, "offset \(host.offset.y), before the show -59")
  }

  @Test("The user's scroll after the show's turn is theirs: the hide keeps it")
  func userScrollKept() {
    let (host, field) = Self.scrolledInBeforeUncoveredShow(userScrollsAfter: true)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    for event in Fixture.hide() {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    #expect(host.offset.y > 700, "offset \(host.offset.y): the user's scroll was undone")
  }
}

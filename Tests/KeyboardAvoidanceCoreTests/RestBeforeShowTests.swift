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

  /// Content at its top in a container that ends above a docked keyboard, whose top inset has
  /// no safe area (content too short to scroll, `.scrollableAxes`). A rotation lays it out
  /// taller than the content, over the keyboard: UIKit adds the safe area to the top inset
  /// and keeps content at its new top (code's move in the rotation's turn), and the
  /// keyboard's "will" for the new orientation comes in the same turn.
  /// `willFirst`: the "will" comes before the taller layout, and finds nothing to cover.
  static func rotatedAtTop(willFirst: Bool) -> (FakeContainerHost, FakeView) {
    let host = FakeContainerHost()
    let keyboard = Fixture.docked(height: 336)
    host.systemTop = 0
    host.offset = .zero
    host.frameInWindow = CGRect(x: 0, y: 0, width: 393, height: keyboard.minY - 20)
    let field = host.addField(y: 700)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    for event in Fixture.show(keyboard) {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    host.avoidance.turnDidEnd()
    #expect(host.contentInset.bottom == 0, "the keyboard did not cover the container yet")
    host.systemTop = 59
    host.setOffset(CGPoint(x: 0, y: -59))
    let wills = { () -> Void in
      for event in Fixture.show(keyboard) where event.phase.isWill {
        host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
      }
    }
    if willFirst { wills() }
    host.frameInWindow = Fixture.phone
    host.avoidance.containerDidLayout()
    if !willFirst { wills() }
    host.avoidance.turnDidEnd()
    return (host, field)
  }

  @Test(
    "Content that rested at its top goes back to its top, where the turn that moved it put it",
    arguments: [false, true])
  func restsAtTopAcrossTopChange(willFirst: Bool) {
    let (host, field) = Self.rotatedAtTop(willFirst: willFirst)
    #expect(host.contentInset.bottom > 0, "the engine covered the container once it grew")
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    for event in Fixture.hide() {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    #expect(abs(host.offset.y - -59) < 0.5, "offset \(host.offset.y), the top is -59")
  }
}

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

extension RestBeforeShowTests {
  @Test(
    "A drag over a container the keyboard does not cover takes up nothing: a later show rests where the user left content, and the hide goes back there"
  )
  func dragOverUncoveredContainer() {
    let host = FakeContainerHost()
    let keyboard = Fixture.docked(height: 336)
    // A container that ends above the docked keyboard; a field in it begins editing.
    host.frameInWindow = CGRect(x: 0, y: 0, width: 393, height: keyboard.minY - 20)
    let field = host.addField(y: 500)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    host.send(Fixture.show(keyboard))
    host.avoidance.turnDidEnd()
    // The user drags the content; each move is a layout pass under the finger, and rows
    // measured on the way move the field a little (§11.3).
    host.activity = ScrollActivity(isTracking: true, isDragging: true)
    for y in stride(from: -40, through: 200, by: 60) {
      host.setOffset(CGPoint(x: 0, y: CGFloat(y)))
      field.frame.origin.y += 2
      host.avoidance.containerDidLayout()
    }
    // Still under the finger: nothing of the engine's, which a let-go that finds the layout
    // unchanged would not give back before the next show.
    #expect(!host.avoidance.coordinator.ledger.isActive, "the engine took up the user's drag")
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    // A rotation-like change: the container grows under a taller keyboard, which covers the
    // field; the engine shows it, and the hide goes back to where the user left content.
    host.frameInWindow = Fixture.phone
    let taller = Fixture.docked(height: 500)
    let change = Fixture.event(.willChangeFrame, taller, begin: keyboard)
    host.avoidance.receive(name: change.phase.rawValue, object: nil, userInfo: change.userInfo)
    #expect(host.offset.y > 200 + 0.5, "the field was shown")
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    host.send(Fixture.hide())
    #expect(abs(host.offset.y - 200) < 0.5, "offset \(host.offset.y), the user left it at 200")
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A keyboard notification while the user's finger is on the content — a third-party keyboard
/// announcing its heights during an interactive dismissal's drag: content stays where the
/// finger has it, in range, and the let-go shows the field unless the user scrolled since
/// (fuzz 7/507, 7/26098).
@Suite("Keyboard news under the user's finger")
@MainActor
struct KeyboardNewsUnderFingerTests {
  static let short = Fixture.docked(height: 216)
  static let tall = Fixture.docked(height: 336)

  /// A field low in the form shown above `first`, then a finger on the content and `second`
  /// announced.
  static func news(_ first: CGRect, then second: CGRect, contentHeight: CGFloat = 1600)
    -> (TestHost, held: CGPoint)
  {
    let host = TestHost()
    host.contentSize.height = contentHeight
    host.coordinator.isEditing = true
    host.focus(y: contentHeight - 100)
    host.coordinator.handle(.focusChanged)
    host.send(Fixture.show(first))
    host.isUserScrolling = true
    host.userScrollCount = 1
    let held = host.offset
    host.send([Fixture.event(.willChangeFrame, second), Fixture.event(.willShow, second)])
    return (host, held)
  }

  /// The largest offset the host's insets allow now.
  static func maxOffset(_ host: TestHost) -> CGFloat {
    host.contentSize.height + host.contentInset.bottom + host.system.bottom
      - host.frameInWindow.height
  }

  @Test("A shorter keyboard: content holds still, and the inset keeps it in range")
  func holdsInRange() {
    let (host, held) = Self.news(Self.tall, then: Self.short, contentHeight: 1000)
    #expect(host.offset == held)
    #expect(host.offset.y <= Self.maxOffset(host) + 0.5)
  }

  @Test("A taller keyboard: held under the finger, the field shown once it lets go")
  func revealsAtLetGo() {
    let (host, held) = Self.news(Self.short, then: Self.tall)
    #expect(host.offset == held)
    host.isUserScrolling = false
    host.coordinator.handle(.layoutChanged)
    #expect(host.offset.y > held.y)
    #expect(host.visibleRegion.contains(1544))
  }

  @Test("A trace that starts while the news is held replays the let-go the same")
  func heldRevealInEngineState() {
    let (host, held) = Self.news(Self.short, then: Self.tall)
    let replay = TestHost()
    replay.coordinator.restore(host.coordinator.engineState)
    replay.offset = held
    replay.contentInset = host.contentInset
    replay.focus = host.focus
    replay.userScrollCount = host.userScrollCount
    for letting in [host, replay] {
      letting.isUserScrolling = false
      letting.coordinator.handle(.layoutChanged)
    }
    #expect(replay.offset == host.offset)
    #expect(replay.offset.y > held.y)
  }

  @Test("The user scrolled after the news: where the user left content, it stays")
  func userScrollWins() {
    let (host, _) = Self.news(Self.short, then: Self.tall)
    host.offset.y -= 200
    host.userScrollCount = 2
    host.coordinator.handle(.layoutChanged)
    let scrolled = host.offset
    host.isUserScrolling = false
    host.coordinator.handle(.layoutChanged)
    #expect(host.offset == scrolled)
  }

  @Test("The avoider looks for the let-go at each turn's end, though the finger moved nothing")
  func shellWatchesLetGo() {
    let host = FakeContainerHost()
    host.editFieldWithKeyboard(y: 1100, height: 216)
    // The finger drags the keyboard: on the content, moving nothing of it.
    host.activity = ScrollActivity(isTracking: true, isDragging: true)
    let held = host.offset
    let watches = host.turnEndWatches
    host.send([Fixture.event(.willChangeFrame, Self.tall), Fixture.event(.willShow, Self.tall)])
    #expect(host.offset == held)
    #expect(host.turnEndWatches > watches)
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    #expect(host.offset.y > held.y)
  }
}

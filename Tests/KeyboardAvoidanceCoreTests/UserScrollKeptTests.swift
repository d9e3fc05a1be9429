import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// Where the user scrolled is where content stays until news shows the field again (focus, the
/// keyboard, the caret): a layout pass that moves the field — rows measured above it — scrolls
/// nothing back after the user's scroll (fuzz 7/27505), and a safe-area part worked out anew in
/// its last bits is no layout news at all (fuzz 7/37582).
@Suite("The user's scroll kept through layout passes")
@MainActor
struct UserScrollKeptTests {
  static let keyboard = Fixture.docked(height: 336)

  /// A host that counts the user's scrolls, its field at `y` focused and shown above the
  /// keyboard under `policy`.
  static func shown(fieldAt y: CGFloat, policy: ScrollPolicy = .minimal) -> TestHost {
    let host = TestHost()
    host.coordinator.configuration.policy = policy
    host.userScrollCount = 0
    host.coordinator.isEditing = true
    host.focus(y: y)
    host.coordinator.handle(.focusChanged)
    host.send(Fixture.show(keyboard))
    return host
  }

  /// A field shown above the keyboard under `policy`, then the user's scroll of `distance`.
  static func scrolled(by distance: CGFloat, policy: ScrollPolicy) -> TestHost {
    let host = shown(fieldAt: 900, policy: policy)
    host.isUserScrolling = true
    host.offset.y += distance
    host.userScrollCount = 1
    host.coordinator.handle(.layoutChanged)
    host.isUserScrolling = false
    host.coordinator.handle(.layoutChanged)
    return host
  }

  @Test(
    "Rows measured above the field after the user's scroll move it with the offset: nothing scrolls back",
    arguments: [ScrollPolicy.minimal, .center, .top])
  func measuredRowsKeepTheUsersScroll(policy: ScrollPolicy) {
    let host = Self.scrolled(by: 30, policy: policy)
    let left = host.offset
    host.offset.y += 12
    host.coordinator.handle(.layoutChanged)
    host.focus(y: 912)
    host.coordinator.handle(.layoutChanged)
    #expect(host.offset.y == left.y + 12)
  }

  @Test("Without the user's scroll, a field a layout pass moves under the keyboard is shown")
  func layoutShowsTheFieldWithoutUsersScroll() {
    let host = Self.shown(fieldAt: 900)
    host.focus(y: 1200)
    host.coordinator.handle(.layoutChanged)
    #expect(host.visibleRegion.contains(1244))
  }

  @Test("The caret's news after the user's scroll shows the field again, and so do passes after")
  func caretShowsAgain() {
    let host = Self.scrolled(by: -400, policy: .minimal)
    #expect(!host.visibleRegion.contains(944))
    host.coordinator.handle(.selectionChanged)
    #expect(host.visibleRegion.contains(944))
    host.focus(y: 1200)
    host.coordinator.handle(.layoutChanged)
    #expect(host.visibleRegion.contains(1244))
  }

  @Test("A safe-area part that differs only in its last bits is the same placement")
  func systemPartNoise() throws {
    let host = TestHost()
    host.focus(y: 900)
    let geometry = try #require(host.avoidanceGeometry())
    let key = LayoutKey(geometry: geometry, keyboard: Self.keyboard)
    var noisy = geometry
    noisy.adjustedContentInset.bottom += 1e-12
    #expect(key.placement.matches(noisy, keyboard: Self.keyboard))
    var moved = geometry
    moved.adjustedContentInset.bottom += 0.5
    #expect(!key.placement.matches(moved, keyboard: Self.keyboard))
  }

  @Test(
    "A finger pulling content past its end (the rubber band): the inset does not grow to hold it")
  func rubberBandPastEnd() {
    let host = Self.shown(fieldAt: 1500)
    let inset = host.contentInset.bottom
    let end = host.contentSize.height + inset + host.system.bottom - host.frameInWindow.height
    host.isUserScrolling = true
    host.userScrollCount = 1
    host.offset.y = end + 150
    // Rows measured under the finger: a pass that solves.
    host.contentSize.height += 8
    host.coordinator.handle(.layoutChanged)
    #expect(host.contentInset.bottom == inset)
    #expect(host.offset.y == end + 150)
  }

  @Test("An inset held past the overlap for the finger's offset is given back at the let-go")
  func heldInsetGivenBackAtLetGo() {
    let host = Self.shown(fieldAt: 1500)
    // The user scrolls to the end the keyboard's inset gives, then the container moves up by
    // 100 pt under the finger (a window moved): the overlap is 100 pt less.
    host.isUserScrolling = true
    host.userScrollCount = 1
    host.offset.y =
      host.contentSize.height + host.contentInset.bottom + host.system.bottom
      - host.frameInWindow.height
    host.coordinator.handle(.layoutChanged)
    let inset = host.contentInset.bottom
    host.frameInWindow.origin.y -= 100
    host.coordinator.handle(.layoutChanged)
    #expect(host.contentInset.bottom > inset - 100 + 1)
    // More frames under the finger (content springing back from a pull, say) read the held
    // inset as it is now.
    host.coordinator.handle(.layoutChanged)
    host.coordinator.handle(.layoutChanged)
    // The finger lifts; nothing else changes.
    host.isUserScrolling = false
    host.coordinator.handle(.layoutChanged)
    #expect(abs(host.contentInset.bottom - (inset - 100)) < 0.5)
    let end =
      host.contentSize.height + host.contentInset.bottom + host.system.bottom
      - host.frameInWindow.height
    #expect(host.offset.y <= end + 0.5)
  }
}

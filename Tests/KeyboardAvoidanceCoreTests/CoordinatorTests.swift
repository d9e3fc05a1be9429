import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Coordinator")
@MainActor
struct CoordinatorTests {
  static let keyboard = Fixture.docked(height: 336)

  @Test("Show insets and scrolls the field clear; hide restores exactly")
  func showAndHide() {
    let host = TestHost()
    host.contentInset = AvoidanceInsets(top: 0.3, bottom: 12.7)
    let original = host.contentInset
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    #expect(host.contentInset.bottom == original.bottom + 336 - 34 - 12.7)
    #expect(host.visibleRegion.contains(684) && host.visibleRegion.contains(760))
    #expect(host.applied.first?.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
    host.send(Fixture.hide())
    #expect(host.contentInset == original)
    #expect(host.offset.y == -103)
  }

  @Test("A field switch while the keyboard stays up scrolls at once, with the keyboard's timing")
  func fieldSwitch() {
    let host = TestHost()
    host.focus(y: 300)
    host.send(Fixture.show(Self.keyboard))
    #expect(host.offset.y == -103)
    host.focus(y: 1200)
    host.coordinator.handle(.focusChanged)
    #expect(host.visibleRegion.contains(1184) && host.visibleRegion.contains(1260))
    #expect(host.applied.last?.cause == .focus)
    #expect(host.applied.last?.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
    #expect(host.contentInset.bottom == 302)
  }

  @Test("Another app's keyboard changes nothing")
  func otherApp() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard, isLocal: false))
    #expect(host.applied.isEmpty)
  }

  @Test("Undocking removes the adjustment; floating moves change nothing")
  func undock() {
    let host = TestHost()
    host.screen = Fixture.pad
    host.window = Fixture.pad
    host.frameInWindow = Fixture.pad
    host.contentSize = CGSize(width: 1024, height: 3000)
    host.focus(y: 1200)
    host.send(Fixture.show(Fixture.docked(height: 398, on: Fixture.pad)))
    #expect(host.contentInset.bottom > 0)
    host.send([Fixture.event(.willHide, CGRect(x: 0, y: 700, width: 1024, height: 398))])
    #expect(host.contentInset.bottom == 0)
    let count = host.applied.count
    host.send([Fixture.event(.willChangeFrame, CGRect(x: 300, y: 600, width: 320, height: 260))])
    #expect(host.applied.count == count)
  }

  @Test("A malformed notification is reported and changes nothing")
  func malformed() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    let before = host.applied.count
    #expect(throws: KeyboardEventError.nonFiniteEndFrame) {
      try host.coordinator.handleNotification(
        name: KeyboardPhase.willHide.rawValue,
        userInfo: [KeyboardUserInfoKey.frameEnd: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)])
    }
    #expect(host.applied.count == before)
    #expect(host.coordinator.keyboard.isShown)
    #expect(host.coordinator.statistics.malformedNotifications == 1)
  }

  @Test("Text input notifications map to focus and selection events")
  func textNotifications() throws {
    let host = TestHost()
    host.focus(y: 300)
    host.send(Fixture.show(Self.keyboard))
    host.focus(y: 1000)
    try host.coordinator.handleNotification(
      name: TextInputNotificationName.textFieldDidBeginEditing, userInfo: nil)
    #expect(host.applied.last?.cause == .focus)
    host.focus = AvoidanceTargets(
      field: CGRect(x: 16, y: 900, width: 361, height: 600),
      caret: CGRect(x: 20, y: 1400, width: 2, height: 20))
    try host.coordinator.handleNotification(
      name: TextInputNotificationName.textViewDidChange, userInfo: nil)
    #expect(host.applied.last?.cause == .selection)
    #expect(host.visibleRegion.contains(1420))
    // Other notifications change nothing.
    let updates = host.applied.count
    try host.coordinator.handleNotification(name: "SomethingElse", userInfo: nil)
    #expect(host.applied.count == updates)
  }

  @Test("The user's own scrolling is never undone by a layout pass")
  func userScroll() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    host.coordinator.handle(.layoutChanged)
    let count = host.applied.count
    host.offset.y = 900  // the user scrolls away
    host.coordinator.handle(.layoutChanged)
    host.contentSize.height = 1700  // estimated rows resolve while scrolling
    host.coordinator.handle(.layoutChanged)
    #expect(host.offset.y == 900)
    #expect(host.applied.count == count)
  }

  @Test("A sheet that moves after the show is followed on the next layout pass")
  func sheetMoves() {
    let host = TestHost()
    host.frameInWindow = CGRect(x: 0, y: 200, width: 393, height: 652)
    host.system = .zero
    host.offset = .zero
    host.focus(y: 500)
    host.send(Fixture.show(Self.keyboard))
    let inset = host.contentInset.bottom
    host.frameInWindow = CGRect(x: 0, y: 60, width: 393, height: 652)
    host.coordinator.handle(.layoutChanged)
    #expect(host.contentInset.bottom == inset - 140)
  }

  @Test("Rotation with the keyboard up holds still, then lands without passing through zero")
  func rotation() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    let count = host.applied.count
    host.screen = Fixture.phoneLandscape
    host.window = Fixture.phoneLandscape
    host.frameInWindow = Fixture.phoneLandscape
    host.system = AvoidanceInsets(top: 32, bottom: 21)
    host.coordinator.handle(.layoutChanged)
    #expect(host.applied.count == count)
    host.send([
      Fixture.event(.willChangeFrame, Fixture.docked(height: 209, on: Fixture.phoneLandscape))
    ])
    let expected: CGFloat = 209 - 21
    #expect(host.contentInset.bottom == expected)
    #expect(host.applied.allSatisfy { $0.insets.content.bottom > 0 })
  }

  @Test("Interactive dismissal: the inset follows the finger, nothing scrolls, release restores")
  func interactive() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    let offset = host.offset
    // A guide move without a drag (the keyboard animating on its own) is not tracking, nor is
    // a drag in a scroll view whose keyboard does not follow the finger.
    for (dragging, interactive) in [(false, true), (true, false)] {
      host.coordinator.handle(
        .keyboardTracked(
          CGRect(x: 0, y: 800, width: 393, height: 52), userIsDragging: dragging,
          dismissesInteractively: interactive))
      #expect(host.contentInset.bottom == 302)
      #expect(!host.coordinator.isTrackingKeyboard)
    }
    for y in stride(from: CGFloat(530), through: 840, by: 30) {
      host.coordinator.handle(
        .keyboardTracked(
          CGRect(x: 0, y: y, width: 393, height: 336), userIsDragging: true,
          dismissesInteractively: true))
      let expected: CGFloat = max(0, 852 - y - 34)
      #expect(host.contentInset.bottom == expected)
      #expect(host.offset == offset)
    }
    // The finger lifts; the keyboard springs back, posting nothing: moves still count…
    host.coordinator.handle(
      .keyboardTracked(
        CGRect(x: 0, y: 700, width: 393, height: 336), userIsDragging: false,
        dismissesInteractively: true))
    let halfway: CGFloat = 852 - 700 - 34
    #expect(host.contentInset.bottom == halfway)
    // …until it is back at rest: the drag is over.
    host.coordinator.handle(
      .keyboardTracked(Self.keyboard, userIsDragging: false, dismissesInteractively: true))
    #expect(!host.coordinator.isTrackingKeyboard)
    #expect(host.contentInset.bottom == 302)
    host.send(Fixture.hide(CGRect(x: 0, y: 852, width: 393, height: 0)))
    #expect(host.contentInset == .zero)
  }

  @Test("Duplicate notifications produce the same state as one")
  func idempotence() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    let state = (host.contentInset, host.offset, host.applied.count)
    host.send(Fixture.show(Self.keyboard))
    host.send(Fixture.show(Self.keyboard))
    #expect(host.contentInset == state.0)
    #expect(host.offset == state.1)
    #expect(host.applied.count == state.2)
  }

  @Test("Disabling removes the adjustment; enabling brings it back on refresh")
  func disable() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    host.coordinator.configuration.isEnabled = false
    host.coordinator.handle(.refresh(animated: false))
    #expect(host.contentInset == .zero)
    host.coordinator.configuration.isEnabled = true
    host.coordinator.handle(.refresh(animated: true))
    #expect(host.contentInset.bottom == 302)
  }

  @Test("The app's inset change during the keyboard survives the hide")
  func appInsetChange() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    host.contentInset.top = 50
    host.coordinator.handle(.layoutChanged)
    #expect(host.contentInset.bottom == 302)
    host.send(Fixture.hide())
    #expect(host.contentInset == AvoidanceInsets(top: 50))
  }

  @Test(
    "An inset the app sets while the keyboard is up survives a hide that comes before any layout pass"
  )
  func appInsetBeforeLayoutPass() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    #expect(host.contentInset.bottom == 302)
    // The app shows a 400-pt panel under the list and sets its inset; the keyboard hides before
    // the next layout pass.
    host.contentInset = AvoidanceInsets(top: 20, bottom: 400)
    host.indicatorInsets = AvoidanceInsets(bottom: 400)
    host.send(Fixture.hide())
    #expect(host.contentInset == AvoidanceInsets(top: 20, bottom: 400))
    #expect(host.indicatorInsets == AvoidanceInsets(bottom: 400))
  }

  @Test("A host that went away or left its window is a no-op")
  func hostGone() {
    var host: TestHost? = TestHost()
    let coordinator = KeyboardAvoidanceCoordinator(host: host ?? TestHost())
    weak let weakHost = host
    host = nil
    #expect(weakHost == nil)
    coordinator.handle(.keyboard(Fixture.event(.willShow, Self.keyboard)))
    #expect(coordinator.lastUpdate == nil)

    let offWindow = TestHost()
    offWindow.isInWindow = false
    offWindow.send(Fixture.show(Self.keyboard))
    #expect(offWindow.applied.isEmpty)
    offWindow.isInWindow = true
    offWindow.focus(y: 700)
    offWindow.coordinator.handle(.layoutChanged)
    #expect(offWindow.contentInset.bottom == 302)
    #expect(offWindow.offset.y == 244)
    // It leaves its window (a tab switch) with everything applied: released without a reading,
    // the app's insets and the resting offset come back at once.
    offWindow.isInWindow = false
    offWindow.coordinator.releaseAdjustments()
    #expect(offWindow.contentInset == .zero)
    #expect(offWindow.offset.y == -103)
    #expect(offWindow.applied.last?.animation == nil)
    let count = offWindow.applied.count
    offWindow.coordinator.releaseAdjustments()
    #expect(offWindow.applied.count == count)  // nothing left to release
  }

  @Test("Stage Manager window near the top gets no inset")
  func stageManager() {
    let host = TestHost()
    host.screen = Fixture.pad
    host.window = CGRect(x: 100, y: 40, width: 800, height: 600)
    host.frameInWindow = CGRect(x: 0, y: 0, width: 800, height: 600)
    host.focus(y: 500)
    host.send(Fixture.show(Fixture.docked(height: 336, on: Fixture.pad)))
    #expect(host.applied.isEmpty)
  }

  @Test("A plain view shifts its bounds by no more than the keyboard, and back on hide")
  func plainView() {
    let host = TestHost()
    host.isScrollable = false
    host.offset = .zero
    host.system = AvoidanceInsets(top: 103, bottom: 34)
    host.contentSize = .zero
    host.focus(y: 780)
    host.send(Fixture.show(Self.keyboard))
    #expect(host.contentInset == .zero)
    let shifted: CGFloat = 780 + 44 + 16 - 516
    #expect(host.offset.y == shifted)
    host.focus(y: 800)
    host.coordinator.handle(.focusChanged)
    let limit: CGFloat = 336  // never more than the keyboard's overlap
    #expect(host.offset.y == limit)
    host.send(Fixture.hide())
    #expect(host.offset.y == 0)
  }

  @Test("A bar pinned to the keyboard is avoided with it")
  func pinnedBar() {
    let host = TestHost()
    host.pinnedHeight = 56
    host.contentInset.bottom = 56  // the app's own room for the bar when the keyboard is down
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    let inset: CGFloat = 56 + 336 + 56 - 56 - 34  // app's 56, then keyboard + bar - covered
    #expect(host.contentInset.bottom == inset)
    #expect(host.visibleRegion.upperBound - 56 >= 760)
    host.send(Fixture.hide())
    #expect(host.contentInset.bottom == 56)
  }

  @Test("A focus move followed at once by a new keyboard frame is solved again from the start")
  func provisionalFocusMove() {
    let host = TestHost()
    host.focus(y: 300)
    host.send(Fixture.show(Self.keyboard))
    // A number field: its begin-editing comes first, solved against the 336 pt keyboard…
    host.focus(y: 470)
    host.coordinator.handle(.focusChanged)
    let provisional: CGFloat = 470 + 44 + 16 - 516
    #expect(host.offset.y == provisional)
    // …then, in the same turn, the 291 pt number pad's frame: from the start, less is needed.
    host.send([Fixture.event(.willChangeFrame, Fixture.docked(height: 291))])
    let least: CGFloat = 470 + 44 + 16 - (852 - 291)
    #expect(host.offset.y == least)
    host.send([Fixture.event(.didChangeFrame, Fixture.docked(height: 291))])
    #expect(host.offset.y == least)
    // A frame change a second after a focus move does not reach back to the old start: the
    // field is already clear of a shorter keyboard where content is, so nothing moves (solved
    // from the old start, content would move back to 760 − 636 = 124).
    host.focus(y: 700)
    host.coordinator.handle(.focusChanged)
    let moved = host.offset.y
    let expectedMove: CGFloat = 760 - (852 - 291)
    #expect(moved == expectedMove)
    host.now = 1
    host.send([Fixture.event(.willChangeFrame, Fixture.docked(height: 216))])
    #expect(host.offset.y == moved)
  }

  @Test("A sheet that moves during the keyboard's animation ends with the least scroll")
  func settledSheet() {
    let screen = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    let host = TestHost()
    host.screen = screen
    host.window = screen
    host.frameInWindow = CGRect(x: 413, y: 202, width: 540, height: 620)
    host.system = .zero
    host.offset = .zero
    host.contentSize = CGSize(width: 540, height: 1200)
    host.focus(y: 560)
    let keyboard = Fixture.docked(height: 498, on: screen)
    host.send([Fixture.event(.willChangeFrame, keyboard), Fixture.event(.willShow, keyboard)])
    let stale: CGFloat = 560 + 44 + 16 - (620 - (822 - 526))
    #expect(host.offset.y == stale)  // against the sheet where it was
    host.frameInWindow.origin.y = 44  // the sheet moves up during the animation
    host.send([Fixture.event(.didChangeFrame, keyboard), Fixture.event(.didShow, keyboard)])
    let settled: CGFloat = 560 + 44 + 16 - (620 - (664 - 526))
    #expect(host.offset.y == settled)  // the least scroll from where content started
  }

  @Test("In a popover or an alert the coordinator stays out unless told to take over")
  func staysOutOfSystemAvoidance() {
    let host = TestHost()
    host.isSystemAvoiding = true  // a popover, an alert
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    #expect(host.applied.isEmpty)
    #expect(host.coordinator.isDeferringToSystem)
    host.coordinator.configuration.systemKeyboardHandling = .takeOver
    host.coordinator.handle(.refresh(animated: false))
    #expect(host.contentInset.bottom == 302)
    host.coordinator.configuration.systemKeyboardHandling = .assist
    host.coordinator.handle(.layoutChanged)  // the system took over
    #expect(host.contentInset == .zero)
  }

  @Test(
    "In a table or collection view controller's list it assists, steps aside or takes over",
    arguments: SystemKeyboardHandling.allCases)
  func systemAdjustedList(_ handling: SystemKeyboardHandling) throws {
    let host = TestHost()
    host.isSystemAdjustedList = true
    host.coordinator.configuration.systemKeyboardHandling = handling
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    switch handling {
    case .assist:
      // No inset of its own; the offset brings the field and its padding above the keyboard,
      // as it would once the system's inset is there.
      #expect(host.contentInset == .zero)
      #expect(host.coordinator.isAssistingSystem)
      let keyboardTop = Self.keyboard.minY
      #expect(host.offset.y == 700 + 44 + 16 - keyboardTop)
    case .stepAside:
      #expect(host.applied.isEmpty)
      #expect(host.coordinator.isDeferringToSystem)
    case .takeOver:
      #expect(host.contentInset.bottom == 302)
    }
  }

  @Test("Assisting, an inset the app set while nothing was focused still covers its panel")
  func assistSeesInsetSetWhileIdle() {
    let host = TestHost()
    host.isSystemAdjustedList = true
    host.coordinator.configuration.systemKeyboardHandling = .assist
    // A first edit while the app keeps no bottom inset.
    host.focus(y: 300)
    host.coordinator.handle(.focusChanged)
    host.send(Fixture.show(Self.keyboard))
    host.send(Fixture.hide())
    host.focus = nil
    host.coordinator.handle(.focusChanged)
    // The app shows a panel taller than the keyboard and insets its list for it, with nothing
    // focused; then a field low in the list is focused.
    host.contentInset.bottom = 400
    host.now += 1
    host.focus(y: 700)
    host.coordinator.handle(.focusChanged)
    host.send(Fixture.show(Self.keyboard))
    // The field and its padding end above the panel, not only above the keyboard.
    let panelTop = host.offset.y + host.frameInWindow.height - 400 - host.system.bottom
    #expect(700 + 44 + 16 <= panelTop + 0.5, "offset \(host.offset.y)")
    #expect(host.contentInset.bottom == 400)
  }
}

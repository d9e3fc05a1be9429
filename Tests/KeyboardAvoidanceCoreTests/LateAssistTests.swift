import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Assisting a list controller, attached once the keyboard was up")
struct LateAssistTests {
  @Test(
    "A text view's begin-editing after the keyboard's \"will\": the app's own inset covers nothing above the keyboard"
  )
  func lateAttach() throws {
    let host = try FakeContainerHost.tableViewControllerList()
    // The app keeps 44 pt for its toolbar; the controller added its part (the keyboard's
    // 336 pt less the home indicator's 34) before the avoider heard anything.
    host.contentInset.bottom = 44 + 302
    host.showKeyboard()
    let field = host.addField(y: 900)
    host.avoidance.receive(
      name: TextInputNotificationName.textViewDidBeginEditing, object: field, userInfo: nil)
    host.runFrameClockToEnd()
    #expect(host.avoidance.coordinator.isAssistingSystem)
    // The field ends on the keyboard's top (852 − 336) with its padding, not 44 pt above it.
    let padding = AvoidanceConfiguration.defaultPadding
    let bottomOnScreen = 900 + 44 + padding - host.offset.y
    #expect(
      abs(bottomOnScreen - 516) < 0.5,
      "the field's padded bottom at \(bottomOnScreen), the keyboard's top at 516")
  }
}

extension LateAssistTests {
  @Test(
    "A text view's begin-editing after the keyboard's \"will\", in a list whose app insets it for a panel while nothing is focused: the field ends above the panel",
    arguments: [false, true], [0, 47] as [CGFloat])
  func insetSetWhileIdle(controllerFirst: Bool, windowDrop: CGFloat) throws {
    let host = try FakeContainerHost.tableViewControllerList()
    // A window moved down runs the list past the screen's bottom: the controller adds the
    // keyboard's overlap down to the list's bottom, less the home indicator's 34 pt.
    host.windowFrame = Fixture.phone.offsetBy(dx: 0, dy: windowDrop)
    let part = 336 + windowDrop - 34
    // A first edit and its hide while the app keeps no bottom inset.
    let first = host.addField(y: 300)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: first, userInfo: nil)
    host.contentInset.bottom = part
    host.showKeyboard()
    host.runFrameClockToEnd()
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: first, userInfo: nil)
    host.contentInset.bottom = 0
    host.send(Fixture.hide())
    host.runFrameClockToEnd()
    host.now += 1
    // With nothing focused the app shows a panel taller than the keyboard and insets its list
    // for it: the list lays out.
    host.contentInset.bottom = 400
    host.avoidance.containerDidLayout()
    // A text view low in the list is tapped: the keyboard's notifications come first, the
    // controller adding its part before or after this
    // app's observer; then the text view's begin-editing.
    let show = Fixture.show(Fixture.docked(height: 336))
    if controllerFirst {
      // Its change lays the list out before this app's observer heard of the keyboard.
      host.contentInset.bottom = 400 + part
      host.avoidance.containerDidLayout()
    }
    host.send(Array(show.prefix(2)))
    if !controllerFirst {
      host.contentInset.bottom = 400 + part
      host.avoidance.containerDidLayout()
    }
    let field = host.addField(y: 1200)
    host.avoidance.receive(
      name: TextInputNotificationName.textViewDidBeginEditing, object: field, userInfo: nil)
    host.send(Array(show.suffix(2)))
    host.runFrameClockToEnd()
    // The field and its padding end on the panel's top (852 − 34 − 400): not only above the
    // keyboard, and no higher.
    let padding = AvoidanceConfiguration.defaultPadding
    let bottomOnScreen = 1200 + 44 + padding - host.offset.y
    #expect(
      abs(bottomOnScreen - (852 - 34 - 400)) < 0.5,
      "the field's padded bottom at \(bottomOnScreen)")
  }
}

extension LateAssistTests {
  @Test(
    "A keyboard that went while the app was in the background leaves the controller's part in the list: the next show scrolls no further than the keyboard needs"
  )
  func controllerPartLeftInBackground() throws {
    let host = try FakeContainerHost.tableViewControllerList()
    // The app keeps 44 pt for its toolbar; the controller adds its part (the keyboard's 336 pt
    // less the home indicator's 34) before the app hears.
    host.contentInset.bottom = 44
    host.avoidance.containerDidLayout()
    let field = host.addField(y: 1200)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    host.contentInset.bottom = 44 + 302
    host.showKeyboard()
    host.runFrameClockToEnd()
    host.avoidance.receive(
      name: LifecycleNotificationName.applicationDidEnterBackground, object: nil, userInfo: nil)
    // In the background the field ends editing and the keyboard goes without a notification:
    // the controller, which heard nothing either, leaves its 302 pt in the list.
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    host.avoidance.receive(
      name: LifecycleNotificationName.applicationWillEnterForeground, object: nil, userInfo: nil)
    #expect(abs(host.contentInset.bottom - (44 + 302)) < 0.5)
    host.setOffset(CGPoint(x: 0, y: -59))
    host.avoidance.containerDidLayout()
    host.now += 1
    // Back in front, the same field is tapped: the controller's part for the keyboard is the
    // one the list still holds, so it adds nothing.
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    host.showKeyboard()
    host.runFrameClockToEnd()
    // The field ends on the keyboard's top (852 − 336) with its padding, not 44 pt above it.
    let padding = AvoidanceConfiguration.defaultPadding
    let bottomOnScreen = 1200 + 44 + padding - host.offset.y
    #expect(
      abs(bottomOnScreen - 516) < 0.5,
      "the field's padded bottom at \(bottomOnScreen), the keyboard's top at 516")
  }
}

@Suite("Assisting a list controller while the keyboard moves")
struct AssistWhileMovingTests {
  @Test(
    "A taller keyboard the controller does not act on (a rotation's \"will change frame\" to a controller that observes show and hide): content stays in the range the list has"
  )
  func controllerDoesNotAct() throws {
    // The controller adds its part (260 pt less the home indicator's 34) before the app hears.
    let (host, _) = try FakeContainerHost.tableViewControllerEditing(
      fieldY: 1500, keyboardHeight: 260)
    #expect(host.avoidance.coordinator.isAssistingSystem)
    // The keyboard grows to 346 pt; the controller does nothing for this notification.
    let writesBefore = host.writes.count
    let taller = Fixture.event(
      .willChangeFrame, Fixture.docked(height: 346), begin: Fixture.docked(height: 260))
    host.avoidance.receive(name: taller.phase.rawValue, object: nil, userInfo: taller.userInfo)
    host.runFrameClockToEnd()
    // The list's range: 1600 of content in 852 of bounds, 226 + 34 below.
    let maximum: CGFloat = 1600 - 852 + 226 + 34
    let offsets = host.writes[writesBefore...].compactMap(\.contentOffset?.y)
    #expect(!offsets.isEmpty)
    #expect(offsets.allSatisfy { $0 <= maximum + 0.5 }, "offsets \(offsets), at most \(maximum)")
  }
}

extension AssistWhileMovingTests {
  @Test(
    "A controller that adds its part after the app's observer, more than the keyboard's rect over a list that runs past the screen: the list moves once, counting on that part",
    arguments: [false, true])
  func controllerAddsMoreAfterApp(betweenWills: Bool) throws {
    let host = try FakeContainerHost.tableViewControllerList()
    // A window moved 47 pt down: the list runs past the screen's bottom.
    host.windowFrame = Fixture.phone.offsetBy(dx: 0, dy: 47)
    let field = host.addField(y: 1500)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    let show = Fixture.show(Fixture.docked(height: 336))
    // The controller's observer comes after the app's — of the first "will", or of both: it
    // adds the overlap down to the window's bottom (383 pt) less the home indicator's 34 and
    // scrolls the field's cell in (without padding); the list lays out.
    func controllerActs() {
      host.contentInset.bottom = 383 - 34
      host.setOffset(CGPoint(x: 0, y: 1544 - (852 - 383)))
    }
    host.avoidance.receive(name: show[0].phase.rawValue, object: nil, userInfo: show[0].userInfo)
    if betweenWills { controllerActs() }
    host.avoidance.receive(name: show[1].phase.rawValue, object: nil, userInfo: show[1].userInfo)
    if !betweenWills { controllerActs() }
    host.avoidance.containerDidLayout()
    let target = try #require(host.updates.last?.contentOffset)
    host.runFrameClockToEnd()
    let updates = host.updates.count
    for event in show.suffix(2) {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    host.runFrameClockToEnd()
    let later = host.updates.dropFirst(updates).compactMap(\.contentOffset?.y)
    #expect(
      later.allSatisfy { abs($0 - target.y) < 0.5 },
      "moved again after the keyboard settled: \(later), from \(target.y)")
    #expect(abs(host.offset.y - target.y) < 0.5)
  }
}

extension FakeContainerHost {
  /// A host whose container is the list of a table view controller.
  static func tableViewControllerList() throws -> FakeContainerHost {
    let host = FakeContainerHost()
    host.isScrollList = true
    let list = try #require(host.container)
    host.root.facts.controller = .init(kind: .tableViewController, list: ObjectIdentifier(list))
    return host
  }

  /// A table view controller's list with a text field at `fieldY` that began editing, and a
  /// docked keyboard `height` tall shown, the controller adding its part (the keyboard less the
  /// home indicator's 34 pt) before the app hears; the list's move run to its end.
  static func tableViewControllerEditing(fieldY: CGFloat, keyboardHeight height: CGFloat = 336)
    throws -> (FakeContainerHost, FakeView)
  {
    let host = try tableViewControllerList()
    let field = host.addField(y: fieldY)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    host.contentInset.bottom = height - 34
    host.showKeyboard(height: height)
    host.runFrameClockToEnd()
    return (host, field)
  }

  /// Runs the frame clock at 60 frames a second until the list's move is over (at most 2 s).
  func runFrameClockToEnd() {
    var time = now
    let end = time + 2
    while frameClockRuns && time < end {
      time += 1.0 / 60
      now = time
      avoidance.frameDidTick(timestamp: time - 1.0 / 60, targetTimestamp: time)
    }
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// The avoider shell both hosts run: what a user of either host notices.
@Suite("Container avoidance")
struct ContainerAvoidanceTests {
  @Test("A focused field below the keyboard is scrolled clear of it, in the keyboard's animation")
  func avoidsFocusedField() throws {
    let host = FakeContainerHost()
    let field = host.addField(y: 700)
    host.avoidance.didAttach()
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    host.showKeyboard()
    let update = try #require(host.updates.first { $0.contentOffset != nil })
    #expect(update.animation?.duration == 0.25)
    // The field's bottom plus padding sits on the keyboard's top (852 - 336 = 516).
    #expect(field.frame.maxY + 16 - host.offset.y <= 516 + 0.001)
    #expect(host.trackingStarts == 1)  // will-show makes the window report its layout guide
  }

  @Test("A configuration change while the keyboard is up moves content in an animation")
  func configurationChangeAnimates() throws {
    let host = FakeContainerHost()
    let field = host.addField(y: 700)
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    let before = host.updates.count
    var configuration = host.avoidance.configuration
    configuration.padding = 60
    host.avoidance.configuration = configuration
    let update = try #require(host.updates.dropFirst(before).first)
    #expect(update.cause == .refresh)
    #expect(update.animation != nil)
  }

  @Test("The layout an avoider's own write causes is not taken for the app's")
  func ownWritesIgnored() {
    let host = FakeContainerHost()
    let field = host.addField(y: 700)
    host.avoidance.inputDidBeginEditing(field)
    var layoutsDuringWrite = 0
    host.onWrite = {
      layoutsDuringWrite += 1
      host.avoidance.containerDidLayout()
    }
    host.showKeyboard()
    #expect(layoutsDuringWrite >= 1)
    #expect(host.avoidance.coordinator.statistics.events == 4 + 1)  // 4 notifications, 1 focus
  }

  @Test("Attaching again takes an automatic avoider over; the app's settings replace its own")
  func attachAgain() {
    let host = FakeContainerHost()
    host.avoidance = ContainerAvoidance(host: host, attachment: .automatic)
    var configuration = AvoidanceConfiguration()
    configuration.padding = 30
    host.avoidance.attachAgain(configuration: configuration)
    #expect(host.avoidance.attachment == .attached)
    #expect(host.avoidance.configuration.padding == 30)
    host.avoidance.attachAgain(configuration: nil)
    #expect(host.avoidance.configuration.padding == 30)
  }

  @Test("Detaching restores and leaves; a subclass's avoider is turned off instead")
  func detach() {
    for attachment in AvoiderAttachment.allCases {
      let host = FakeContainerHost()
      host.avoidance = ContainerAvoidance(host: host, attachment: attachment)
      let field = host.addField(y: 700)
      host.avoidance.inputDidBeginEditing(field)
      host.showKeyboard()
      #expect(host.contentInset.bottom > 0)
      host.avoidance.detach()
      #expect(host.contentInset.bottom == 0, "\(attachment)")
      #expect(host.stopped == (attachment != .subclass), "\(attachment)")
      #expect(host.avoidance.configuration.isEnabled == (attachment != .subclass))
    }
  }

  @Test("Keyboard notifications of another screen change nothing")
  func otherScreen() {
    let host = FakeContainerHost()
    let screen = FakeView(nil)
    let otherScreen = FakeView(nil)
    host.screenIdentity = ObjectIdentifier(screen)
    host.avoidance.inputDidBeginEditing(host.addField(y: 700))
    host.showKeyboard(object: otherScreen)
    #expect(host.writes.isEmpty)
    host.showKeyboard(object: screen)
    #expect(!host.writes.isEmpty)
  }

  @Test("Only bars pinned in the container's window and shown count as part of the keyboard")
  func pinnedBars() throws {
    let host = FakeContainerHost()
    let bar = CGRect(x: 0, y: 460, width: 393, height: 56)
    let window = ObjectIdentifier(host.window)
    let elsewhere = FakeView(nil)
    host.pinned = [
      PinnedViewReading(frameInWindow: bar, windowIdentity: window, isHidden: true),
      PinnedViewReading(frameInWindow: bar, windowIdentity: window, alpha: 0),
      PinnedViewReading(frameInWindow: bar, windowIdentity: ObjectIdentifier(elsewhere)),
    ]
    #expect(try #require(host.avoidance.avoidanceGeometry()).pinnedHeight == 0)
    host.pinned.append(PinnedViewReading(frameInWindow: bar, windowIdentity: window))
    #expect(try #require(host.avoidance.avoidanceGeometry()).pinnedHeight == 56)
  }

  @Test(
    "A plain view's shift under way is read where the screen shows it, so a late keyboard solves from there"
  )
  func plainViewShown() throws {
    let host = FakeContainerHost()
    host.isPlainView = true
    host.offset = CGPoint(x: 0, y: 254)
    host.shown = CGPoint(x: 0, y: 230)
    let geometry = try #require(host.avoidance.avoidanceGeometry())
    #expect(!geometry.isScrollable)
    #expect(geometry.presentedOffset == CGPoint(x: 0, y: 230))
  }

  @Test("Return and moveFocus go to the innermost avoider that owns the field, or none")
  func ownerOfField() throws {
    let outer = FakeContainerHost()
    let inner = FakeContainerHost()
    let outerContainer = try #require(outer.container)
    let innerContainer = try #require(inner.container)
    let outerStack = FakeView(outerContainer)
    // The inner avoider's scroll view sits in the outer one's content.
    innerContainer.parent = outerStack
    innerContainer.facts.avoider = .attached
    let innerStack = FakeView(innerContainer)
    let innerField = FakeView(innerStack, CGRect(x: 0, y: 100, width: 300, height: 44))
    let outerField = FakeView(outerStack, CGRect(x: 0, y: 500, width: 300, height: 44))
    func owner(_ field: FakeView) -> ContainerAvoidance<FakeContainerHost>? {
      ContainerAvoidance.owner(
        of: field, parent: { $0.parent },
        avoidance: { view in
          if view === innerContainer { return inner.avoidance }
          return view === outerContainer ? outer.avoidance : nil
        })
    }
    #expect(owner(innerField) === inner.avoidance)
    #expect(owner(outerField) === outer.avoidance)
    // A field the inner avoider does not keep visible (hidden there) is nobody's: the outer
    // one never takes a field inside a nearer avoider's view.
    innerStack.facts.isHidden = true
    #expect(owner(innerField) == nil)
  }

  @Test(
    "A caret UIKit reports as null or infinite is no caret: the field is shown instead",
    arguments: [CGRect.null, .infinite, CGRect(x: CGFloat.nan, y: 0, width: 2, height: 20)])
  func unusableCaret(_ caret: CGRect) throws {
    let host = FakeContainerHost()
    let container = try #require(host.container)
    let field = FakeView(container, CGRect(x: 0, y: 500, width: 300, height: 44))
    host.caret = caret
    host.avoidance.inputDidBeginEditing(field)
    let focus = try #require(host.avoidance.avoidanceGeometry()?.focus)
    #expect(focus.caret == nil)
    #expect(focus.field == field.frame)
  }

  @Test("The reading drops foreign, hidden, pinned and nested-owned focus")
  func ownership() throws {
    let host = FakeContainerHost()
    let container = try #require(host.container)
    let stack = FakeView(container)
    let field = FakeView(stack, CGRect(x: 0, y: 500, width: 300, height: 44))
    let label = FakeView(stack, CGRect(x: 0, y: 546, width: 300, height: 18))
    let hiddenLabel = FakeView(stack, CGRect(x: 0, y: 566, width: 300, height: 18))
    hiddenLabel.facts.isHidden = true
    host.caret = CGRect(x: 10, y: 510, width: 2, height: 20)
    host.companionsByField[ObjectIdentifier(field)] = [label, hiddenLabel]
    host.avoidance.inputDidBeginEditing(field)
    let geometry = try #require(host.avoidance.avoidanceGeometry())
    #expect(geometry.focus?.field == field.frame)
    #expect(geometry.focus?.companions == [label.frame])
    #expect(geometry.focus?.caret == host.caret)

    #expect(!host.avoidance.owns(FakeView(nil)))
    stack.facts.alpha = 0.01
    #expect(!host.avoidance.owns(field))
    stack.facts.alpha = 1
    stack.facts.isPinnedToKeyboard = true  // a Send bar on the keyboard
    #expect(!host.avoidance.owns(field))
    stack.facts.isPinnedToKeyboard = false
    stack.facts.avoider = .attached  // a nested scroll view with its own avoider owns it
    #expect(!host.avoidance.owns(field))
    #expect(host.avoidance.avoidanceGeometry()?.focus == nil)
  }

  @Test("A field that begins editing is prepared only where it is owned, as navigation decides")
  func preparation() {
    let host = FakeContainerHost()
    let field = host.addField(y: 100)
    host.positions[ObjectIdentifier(field)] = FieldPosition(index: 0, count: 2)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    #expect(host.preparations.count == 1)
    #expect(host.preparations.first?.0.returnKey == .next)
    let foreign = FakeView(nil)
    foreign.field = FieldFacts(isTextField: true)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: foreign, userInfo: nil)
    #expect(host.preparations.count == 1)
  }

  @Test("In a list a field that begins editing reads nothing of the list until the turn ends")
  func listFieldPlacedAtTurnEnd() {
    let host = FakeContainerHost()
    host.isScrollList = true
    let field = host.addField(y: 100)
    host.positions[ObjectIdentifier(field)] = FieldPosition(hasPrevious: true, hasNext: false)
    // The app focuses the field from the list's `willDisplay`: the list prepares its cells.
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    #expect(host.positionReads == 0, "UIKit raises on a read of the cells now (N18)")
    #expect(host.preparations.last?.0.returnKey == .next, "prepared as if fields follow")
    #expect(host.turnEndWatches >= 1)
    host.avoidance.turnDidEnd()
    #expect(host.positionReads == 1)
    #expect(host.preparations.last?.0.returnKey == .done, "the last field, once read")
  }

  @Test("Leaving the window releases at once; joining it solves again")
  func windowMoves() {
    let host = FakeContainerHost()
    host.avoidance.inputDidBeginEditing(host.addField(y: 700))
    host.showKeyboard()
    #expect(host.contentInset.bottom > 0)
    host.isInWindow = false
    host.avoidance.containerDidMoveToWindow()
    #expect(host.contentInset.bottom == 0)
    host.isInWindow = true
    host.avoidance.containerDidMoveToWindow()
    #expect(host.contentInset.bottom > 0)
  }

  @Test("Layout-guide moves count only for the container's window, while the user drags")
  func layoutGuide() {
    let host = FakeContainerHost()
    host.avoidance.inputDidBeginEditing(host.addField(y: 700))
    host.showKeyboard()
    let dragged = Fixture.docked(height: 200)
    host.activity = ScrollActivity(isTracking: true, isDragging: true)
    host.avoidance.keyboardLayoutGuideDidMove(to: dragged, window: ObjectIdentifier(FakeView(nil)))
    #expect(!host.avoidance.coordinator.isTrackingKeyboard)
    host.avoidance.keyboardLayoutGuideDidMove(to: dragged, window: ObjectIdentifier(host.window))
    #expect(host.avoidance.coordinator.isTrackingKeyboard)
  }

  @Test(
    "A UIKit-like host: an app setting its inset on every layout pass gets it back exactly",
    arguments: [0, 1, 5])
  func appInsetEveryLayout(passes: Int) {
    let host = FakeContainerHost()
    host.avoidance.inputDidBeginEditing(host.addField(y: 700))
    host.showKeyboard()
    for _ in 0..<passes {
      host.contentInset = AvoidanceInsets(bottom: 400)  // viewDidLayoutSubviews
      host.avoidance.containerDidLayout()
    }
    host.contentInset = AvoidanceInsets(bottom: 400)
    host.avoidance.containerDidLayout()
    #expect(host.contentInset.bottom >= 400)  // 400 + 34 already covers the keyboard
    for event in Fixture.hide() {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    #expect(host.contentInset == AvoidanceInsets(bottom: 400))
  }

  @Test(
    "Another scene's lifecycle is not this container's: a field switch after it is still shown",
    arguments: [
      LifecycleNotificationName.sceneDidEnterBackground,
      LifecycleNotificationName.sceneWillEnterForeground,
    ])
  func otherSceneLifecycle(name: String) {
    let host = FakeContainerHost()
    let ownScene = NSObject()
    let otherScene = NSObject()
    host.sceneIdentity = ObjectIdentifier(ownScene)
    _ = host.editFieldWithKeyboard(y: 300)
    host.now += 1
    host.avoidance.receive(name: name, object: otherScene, userInfo: nil)
    host.now += 1
    // Next: a field low in the form begins editing; the keyboard posts nothing (it stays).
    let next = host.addField(y: 1200)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: next, userInfo: nil)
    host.now += 1
    host.avoidance.coordinator.handle(.refresh(animated: false))
    let keyboardTop = Fixture.docked(height: 336).minY
    #expect(host.offset.y + keyboardTop >= 1200 + 44, "offset \(host.offset.y)")
    // Its own scene's background is heard as before.
    host.avoidance.receive(
      name: LifecycleNotificationName.sceneDidEnterBackground, object: ownScene, userInfo: nil)
    #expect(host.avoidance.coordinator.isInBackground)
  }

  @Test("Assisting a list controller, a list's move writes no inset; after Done it is 0 (N1)")
  func assistedListMoveWritesNoInset() throws {
    let host = FakeContainerHost()
    host.isScrollList = true
    let list = try #require(host.container)
    host.root.facts.controller = .init(kind: .tableViewController, list: ObjectIdentifier(list))
    var time: TimeInterval = 0
    func runFrames() {
      while host.frameClockRuns && time < 10 {
        time += 1.0 / 60
        host.now = time
        host.avoidance.frameDidTick(timestamp: time - 1.0 / 60, targetTimestamp: time)
      }
    }
    let field = host.addField(y: 1200)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil)
    // The avoider hears the keyboard before the controller, which adds its part after.
    host.showKeyboard()
    host.contentInset.bottom = 302
    host.avoidance.containerDidLayout()
    runFrames()
    #expect(host.avoidance.coordinator.isAssistingSystem)
    // Done: the avoider hears the hide while the controller's part is still there; the
    // controller takes it back after, while the list's move runs.
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    for event in Fixture.hide() {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    host.contentInset.bottom = 0
    let framesBefore = host.writes.filter(\.isFrame).count
    runFrames()
    // Content went back frame by frame, and no write touched the inset.
    #expect(host.writes.filter(\.isFrame).count > framesBefore)
    #expect(host.offset.y == -59)
    #expect(host.writes.allSatisfy { $0.contentInset == nil })
    #expect(host.contentInset.bottom == 0)
  }

  @Test("Content decelerating after the user's flick is the user's: a layout pass moves nothing")
  func decelerationIsTheUsers() {
    let host = FakeContainerHost()
    let field = host.editFieldWithKeyboard(y: 700)
    let shown = host.offset
    // The finger lifted with speed: the content goes on by itself, away from the field.
    host.activity = ScrollActivity(isDecelerating: true)
    host.setOffset(CGPoint(x: shown.x, y: shown.y - 300))
    // A row above measured on the way moves the field: a layout pass.
    field.frame.origin.y += 40
    host.avoidance.containerDidLayout()
    #expect(host.offset.y == shown.y - 300)
  }

  @Test("A tap in the focused text view is solved once its caret landed, a turn later (N4)")
  func retapWaitsForCaret() throws {
    let host = FakeContainerHost()
    // A long note: taller than the room above the keyboard, its caret at its end.
    let note = host.addField(y: 300, facts: FieldFacts(isTextField: false))
    note.frame.size.height = 800
    host.caret = CGRect(x: 28, y: 1080, width: 2, height: 20)
    host.avoidance.receive(
      name: TextInputNotificationName.textViewDidBeginEditing, object: note, userInfo: nil)
    host.showKeyboard()
    // The user scrolls up to read; the old caret goes under the keyboard.
    host.activity = ScrollActivity(isTracking: true, isDragging: true)
    host.setOffset(CGPoint(x: 0, y: host.offset.y - 250))
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    let read = host.offset
    // A tap on a line in view: nothing moves in the tap's turn, where the caret is still old.
    host.avoidance.tapped(note)
    #expect(host.offset == read)
    host.avoidance.turnDidEnd()
    #expect(host.offset == read)
    // The caret lands on the tapped line, in view; the queued solve moves nothing.
    host.caret = CGRect(x: 28, y: read.y + 300, width: 2, height: 20)
    let queued = try #require(host.scheduled.last)
    queued.action()
    #expect(host.offset == read)
  }

  @Test(
    "A glide in the keyboard's timing overrides an outer animation's; without animations, none",
    arguments: [false, true])
  func animationContext(isList: Bool) {
    let host = FakeContainerHost()
    host.isScrollList = isList
    _ = host.editFieldWithKeyboard(y: 700)
    let animated = host.writes.filter { $0.animation != nil }
    #expect(isList || !animated.isEmpty)
    let overrides = animated.allSatisfy { $0.overridesInheritedAnimation }
    #expect(overrides)
    // Inside performWithoutAnimation: at once, and no list moves frame by frame.
    let quiet = FakeContainerHost()
    quiet.isScrollList = isList
    quiet.animationsEnabled = false
    _ = quiet.editFieldWithKeyboard(y: 700)
    let atOnce = quiet.writes.allSatisfy { $0.animation == nil && !$0.isFrame }
    #expect(atOnce)
    #expect(!quiet.frameClockRuns)
    #expect(quiet.offset == host.offset || isList)
  }

  @Test("Letting go after a layout pass held under the finger keeps the user's scroll (N14)")
  func letGoKeepsUserScroll() {
    let host = FakeContainerHost()
    let field = host.editFieldWithKeyboard(y: 700)
    let shown = host.offset
    // The user drags away from the field; a row above measured under the finger moves it.
    host.activity = ScrollActivity(isTracking: true, isDragging: true)
    host.setOffset(CGPoint(x: shown.x, y: shown.y - 250))
    field.frame.origin.y += 40
    host.avoidance.containerDidLayout()
    // The finger lifts: the turn ends, the avoider looks again.
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    host.avoidance.containerDidLayout()
    #expect(host.offset.y == shown.y - 250)
  }

  @Test("A text view that is its own container keeps the user's scroll through its text")
  func textViewContainerKeepsUserScroll() throws {
    let host = FakeContainerHost()
    let note = try #require(host.container)
    note.facts.classes = .textView
    note.field = FieldFacts(isTextField: false)
    host.caret = CGRect(x: 12, y: 1500, width: 2, height: 20)
    host.avoidance.receive(
      name: TextInputNotificationName.textViewDidBeginEditing, object: note, userInfo: nil)
    host.showKeyboard()
    let keyboardTop = Fixture.docked(height: 336).minY
    #expect(host.offset.y + keyboardTop >= 1520, "the caret shows: offset \(host.offset.y)")
    let shown = host.offset.y
    // The user scrolls up through the text, a layout pass on every frame, then lets go.
    host.activity = ScrollActivity(isTracking: true, isDragging: true)
    for step in 1...4 {
      host.setOffset(CGPoint(x: 0, y: shown - CGFloat(step) * 100))
      host.avoidance.containerDidLayout()
    }
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    host.avoidance.containerDidLayout()
    #expect(host.offset.y == shown - 400)
  }

  @Test("Editing that ended in the background is resolved on the way back to the foreground")
  func backgroundEnd() {
    let host = FakeContainerHost()
    let field = host.editFieldWithKeyboard(y: 700)
    #expect(host.contentInset.bottom > 0)
    // In the background: the field ends editing, the keyboard goes without a notification.
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    #expect(host.contentInset.bottom > 0)
    host.avoidance.receive(
      name: LifecycleNotificationName.applicationWillEnterForeground, object: nil, userInfo: nil)
    #expect(host.contentInset == .zero)
    #expect(!host.avoidance.coordinator.keyboard.isShown)
  }

  @Test("Coming back with a field still focused waits for UIKit's re-posted show")
  func backgroundStillEditing() {
    let host = FakeContainerHost()
    let field = host.addField(y: 700)
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    let inset = host.contentInset
    host.avoidance.receive(
      name: LifecycleNotificationName.sceneWillEnterForeground, object: nil, userInfo: nil)
    #expect(host.contentInset == inset)
    #expect(host.avoidance.coordinator.keyboard.isShown)
  }

  @Test("Inside a nested scroll view the container targets the part of the field it shows")
  func nestedScrollView() throws {
    let host = FakeContainerHost()
    let container = try #require(host.container)
    let inner = FakeView(
      container, CGRect(x: 0, y: 480, width: 393, height: 300),
      facts: ViewFacts(
        scrollView: .init(
          contentSize: CGSize(width: 393, height: 800), boundsSize: CGSize(width: 393, height: 300)),
        avoider: .attached))
    // The field reaches 20 pt below the inner scroll view's visible bottom.
    let field = FakeView(inner, CGRect(x: 16, y: 756, width: 300, height: 44))
    host.avoidance.inputDidBeginEditing(field)
    let focus = try #require(host.avoidance.avoidanceGeometry()?.focus)
    #expect(focus.field == CGRect(x: 16, y: 756, width: 300, height: 24))
    // Wholly outside what the inner one shows: the inner one's visible part is the target.
    field.frame.origin.y = 900
    #expect(host.avoidance.avoidanceGeometry()?.focus?.field == inner.frame)
    // A plain view with an avoider between them takes the field over.
    inner.facts.scrollView = nil
    #expect(host.avoidance.avoidanceGeometry()?.focus == nil)
  }

  @Test("A hide with the focus kept is held until a show follows: never a zero inset between")
  func rotationHold() {
    let host = FakeContainerHost()
    let field = host.editFieldWithKeyboard(y: 700)
    defer { withExtendedLifetime(field) {} }  // the avoidance holds focus weakly
    let inset = host.contentInset
    // A device's rotation: will-hide before it, the field still focused (§11.2)…
    for event in Fixture.hide() {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    #expect(host.contentInset == inset)
    #expect(host.scheduled.count == 1)
    // …and the show after it, in a later turn: no write passed through zero.
    host.now += 0.1
    host.showKeyboard(height: 300)
    #expect(host.updates.allSatisfy { $0.insets.content.bottom > 0 })
    // A hide the focus survives with no show after it is let go once the hold is over.
    for event in Fixture.hide() {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    #expect(host.contentInset.bottom > 0)
    host.now += 0.6
    host.scheduled.last?.action()
    #expect(host.contentInset == .zero)
  }

  @Test("A hide that comes with the end of editing is not held")
  func hideWithEndOfEditing() {
    let host = FakeContainerHost()
    let field = host.editFieldWithKeyboard(y: 700)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil)
    for event in Fixture.hide() {
      host.avoidance.receive(name: event.phase.rawValue, object: nil, userInfo: event.userInfo)
    }
    #expect(host.contentInset == .zero)
  }
}

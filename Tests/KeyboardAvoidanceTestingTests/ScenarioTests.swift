import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("Scenarios: the hard cases")
struct ScenarioTests {
  static func run(_ setup: ScenarioSetup, _ steps: [ScenarioStep]) -> ScenarioResult {
    ScenarioRunner().run(Scenario(name: "test", setup: setup, steps: steps))
  }

  static func expectPassed(_ result: ScenarioResult) {
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }

  @Test("The README demo: every field of the sign-up form, notes typed, rotated, hidden")
  func demo() {
    let setup = ScenarioSetup(device: .iPhone15, presentation: .navigation, container: .scrollView)
    let result = Self.run(
      setup,
      [.focus("name")] + Array(repeating: .next, count: 9)
        + [.typeLines(5), .rotate, .previous, .hideKeyboard])
    Self.expectPassed(result)
    let notes = result.steps[9]
    #expect(notes.observation.elements.contains { $0.isFocused && $0.title == "Notes" })
    #expect(result.steps.last?.observation.metrics.contentInset == .zero)
    // The field was measured visible after every step that moves focus or the keyboard: the
    // tap, nine Nexts, the typing, the rotation and Previous.
    let visible = result.steps.filter { step in
      step.checks.contains { $0.name == "field visible" && $0.passed }
    }
    #expect(visible.count == 13)
  }

  struct Mode: Sendable, CustomStringConvertible {
    let description: String
    let container: ContainerKind
    let mode: AvoiderAttachment
    let pinnedBar: Bool
  }

  static let modes: [Mode] = [
    Mode(
      description: "subclass scroll view", container: .scrollView, mode: .subclass, pinnedBar: false
    ),
    Mode(
      description: "subclass table view", container: .tableView, mode: .subclass, pinnedBar: false),
    Mode(
      description: "subclass collection view", container: .collectionView, mode: .subclass,
      pinnedBar: false),
    Mode(
      description: "attached to a scroll view", container: .scrollView, mode: .attached,
      pinnedBar: false),
    Mode(
      description: "attached to a plain view", container: .plainView, mode: .attached,
      pinnedBar: false),
    Mode(
      description: "automatic, scroll view", container: .scrollView, mode: .automatic,
      pinnedBar: false),
    Mode(
      description: "automatic, plain view", container: .plainView, mode: .automatic,
      pinnedBar: false),
    Mode(
      description: "Send bar pinned to the keyboard with a scroll view", container: .scrollView,
      mode: .attached,
      pinnedBar: true),
  ]

  @Test(
    "Every way to use the library keeps every field visible and restores on hide", arguments: modes)
  func waysToUse(_ mode: Mode) {
    let setup = ScenarioSetup(
      device: .iPhone13Mini, container: mode.container, mode: mode.mode,
      pinnedBar: mode.pinnedBar)
    let result = ScenarioRunner().run(Scenario.focusingEveryField(setup))
    Self.expectPassed(result)
    let moved = result.steps.contains {
      $0.observation.metrics.engineBottomInset > 0 || $0.observation.metrics.contentOffset.y > 0
    }
    #expect(moved)
  }

  @Test("Automatic mode picks the scroll view, or the plain view controller's view")
  func automaticChoice() {
    let scroll = Stage(ScenarioSetup(container: .scrollView, mode: .automatic))
    scroll.focus(itemID: "email")
    #expect(scroll.automatic?.lastChoice == .scrollView(at: 2))
    #expect(scroll.avoider?.attachment == .automatic)
    let plain = Stage(ScenarioSetup(container: .plainView, mode: .automatic))
    plain.focus(itemID: "user")
    #expect(plain.automatic?.lastChoice == .plainView(at: 2))
    #expect(plain.container.keyboardAvoider != nil)
  }

  @Test("Automatic mode assists a UITableViewController's table and leaves opted-out screens")
  func automaticStaysAway() {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let table = WorldTableView(name: "table", frame: world.screen, rowCount: 30) { _, _ in }
    let controller = WorldViewController(name: "list", view: table, kind: .tableViewController)
    window.setRoot(controller)
    world.layoutPass()
    let automatic = WorldAutomaticKeyboardAvoidance(world: world)
    let field = table.cellForItem(3)?.field
    world.focus(field)
    world.advance(by: 0.5)
    #expect(automatic.lastChoice == .scrollView(at: 2))
    #expect(table.keyboardAvoider?.isAssistingSystem == true)
    #expect(table.contentInset.bottom == table.systemKeyboardInset)

    let stage = Stage(ScenarioSetup(container: .scrollView, mode: .automatic))
    stage.contentController.avoidsKeyboardAutomatically = false
    stage.focus(itemID: "street")
    stage.world.advance(by: 0.5)
    #expect(stage.automatic?.lastChoice == .none(.optedOut))
    #expect(stage.container.avoidanceWriteCount == 0)
  }

  @Test(
    "Rotation with the keyboard up never passes through a zero inset",
    arguments: SimulatedKeyboard.RotationStyle.allCases)
  func rotation(_ style: SimulatedKeyboard.RotationStyle) throws {
    let stage = Stage(
      ScenarioSetup(device: .iPhone15ProMax, container: .tableView, rotationStyle: style))
    let scrollView = try #require(stage.container as? WorldScrollView)
    let resting = scrollView.contentOffset.y
    stage.focus(itemID: "row-8")
    stage.world.advance(by: 0.5)
    stage.rotate()
    var insets: [CGFloat] = [scrollView.contentInset.bottom]
    var offsets: [CGFloat] = [scrollView.contentOffset.y]
    for _ in 0..<40 {
      stage.world.advance(by: 1.0 / 60)
      stage.world.layoutPass()
      insets.append(scrollView.contentInset.bottom)
      offsets.append(scrollView.contentOffset.y)
    }
    #expect(insets.allSatisfy { $0 > 0 }, "\(insets)")
    // Nor is the offset restored in between (a device's hide comes before the rotation, §11.2).
    #expect(offsets.allSatisfy { $0 > resting + 0.5 }, "\(offsets) from \(resting)")
    let result = Self.run(
      ScenarioSetup(device: .iPhone15ProMax, container: .tableView, rotationStyle: style),
      [.focus("row-8"), .rotate, .next, .rotate, .hideKeyboard])
    Self.expectPassed(result)
  }

  @Test("Interactive dismissal: the inset follows the finger, content holds still, release settles")
  func interactiveDismissal() throws {
    let setup = ScenarioSetup(device: .iPhone15, container: .tableView)
    let result = Self.run(
      setup,
      [
        .focus("row-9"), .dragKeyboard(0.3), .dragKeyboard(0.6), .dragKeyboard(0.2),
        .releaseKeyboard(dismiss: false), .dragKeyboard(0.5), .dragKeyboard(0.9),
        .releaseKeyboard(dismiss: true),
      ])
    Self.expectPassed(result)
    let insets = result.steps.map(\.observation.metrics.engineBottomInset)
    #expect(insets[1] < insets[0] && insets[2] < insets[1] && insets[3] > insets[2])
    #expect(insets[4] == insets[0])
    #expect(insets[7] == 0)
  }

  @Test("A validation label appearing under a field near the keyboard scrolls in, animated")
  func validationLabel() throws {
    let stage = Stage(ScenarioSetup(device: .iPhone15, container: .scrollView, form: .validation))
    stage.focus(itemID: "cvc")
    stage.world.advance(by: 0.5)
    let scrollView = try #require(stage.container as? WorldScrollView)
    let before = scrollView.contentOffset.y
    let label = try #require(stage.stack?.itemViews["cvcError"])
    stage.world.performAnimated(KeyboardAnimation(duration: 0.25, curve: .easeInOut)) {
      label.isHidden = false
      stage.world.layoutPass()
    }
    let target = scrollView.contentOffset.y
    #expect(target > before)
    stage.world.advance(by: 0.1)
    let midway = stage.world.presentationContentOffset(of: scrollView).y
    #expect(midway > before && midway < target)
    let result = Self.run(
      ScenarioSetup(device: .iPhone15, container: .scrollView, form: .validation),
      [.focus("cvc"), .showValidation("cvcError"), .previous, .showValidation("expiryError")])
    Self.expectPassed(result)
    #expect(
      result.steps[1].observation.elements.contains { $0.isCompanion && $0.title.contains("CVC") })
  }

  @Test("Keyboard changes while editing: predictive bar, emoji, number pad, hardware keyboard")
  func keyboardChanges() {
    let result = Self.run(
      ScenarioSetup(device: .iPhone13Mini, container: .scrollView, form: .signUp),
      [
        .focus("street"), .predictive(false), .predictive(true), .emoji(true), .emoji(false),
        .focus("zip"), .keyboardMode(.hardware), .focus("notes"), .keyboardMode(.docked),
        .hideKeyboard,
      ])
    Self.expectPassed(result)
    let hardware = result.steps[6].observation.metrics.engineBottomInset
    let docked = result.steps[8].observation.metrics.engineBottomInset
    #expect(hardware > 0 && hardware < 60)
    #expect(docked > 200)
  }

  @Test("Floating and split keyboards never push content; undocking restores, re-docking avoids")
  func undockedKeyboards() {
    let result = Self.run(
      ScenarioSetup(device: .iPad10, container: .tableView, keyboard: .floating),
      [
        .focus("row-14"), .next, .keyboardMode(.split), .next, .keyboardMode(.docked), .next,
        .keyboardMode(.floating), .hideKeyboard,
      ])
    Self.expectPassed(result)
    let insets = result.steps.map(\.observation.metrics.engineBottomInset)
    #expect(insets[0] == 0 && insets[1] == 0 && insets[2] == 0 && insets[3] == 0)
    #expect(insets[4] > 0 && insets[5] > 0)
    #expect(insets[6] == 0)
  }

  @Test("Another app's keyboard never moves content; this app's own keyboard then does")
  func otherApp() {
    let result = Self.run(
      ScenarioSetup(device: .iPadPro13, presentation: .splitView, container: .tableView),
      [.otherAppKeyboard(true), .wait(0.5), .focus("row-20"), .hideKeyboard])
    Self.expectPassed(result)
    #expect(result.steps[0].observation.metrics.engineBottomInset == 0)
    #expect(result.steps[2].observation.metrics.engineBottomInset > 0)
  }

  @Test("The app's own inset change survives; a user scroll is not undone on hide")
  func appAndUser() {
    let result = Self.run(
      ScenarioSetup(
        device: .iPhone15, container: .tableView, appContentInset: AvoidanceInsets(bottom: 20)),
      [
        .focus("row-10"), .setAppInset(AvoidanceInsets(top: 8, bottom: 44)), .userScroll(-300),
        .hideKeyboard,
      ])
    Self.expectPassed(result)
    let last = result.steps[3].observation.metrics
    #expect(last.contentInset == AvoidanceInsets(top: 8, bottom: 44))
    #expect(last.contentOffset.y == result.steps[2].observation.metrics.contentOffset.y)
  }

  @Test("Background and foreground: the re-posted show changes nothing")
  func backgroundForeground() {
    let result = Self.run(
      ScenarioSetup(device: .iPhone15, container: .scrollView),
      [.focus("street"), .enterBackground, .wait(2), .enterForeground, .hideKeyboard])
    Self.expectPassed(result)
    #expect(result.steps[3].observation.metrics == result.steps[0].observation.metrics)
  }

  @Test("Text views: the caret stays visible while typing, growing or scrolling inside")
  func textViews() {
    let result = Self.run(
      ScenarioSetup(device: .iPhoneSE3, container: .scrollView, form: .growingTextView),
      [
        .focus("body"), .typeLines(3), .typeLines(6), .typeLines(8), .focus("fixed"), .typeLines(4),
        .hideKeyboard,
      ])
    Self.expectPassed(result)
    #expect(result.steps[3].observation.elements.contains { $0.isFocused && $0.caret != nil })
  }

  @Test(
    "Windows that are not the screen: Stage Manager, Slide Over, Split View, sheets",
    arguments: [Presentation.stageManager, .slideOver, .splitView, .formSheet, .pageSheet])
  func windows(_ presentation: Presentation) {
    for device in [Device.iPad10, .iPadPro13] {
      for orientation in Orientation.allCases {
        let result = ScenarioRunner().run(
          Scenario.focusingEveryField(
            ScenarioSetup(
              device: device, orientation: orientation, presentation: presentation,
              container: .scrollView, form: .validation)))
        Self.expectPassed(result)
      }
    }
  }

  @Test("Nothing is left alive after a stage is torn down")
  func noLeaks() {
    let world = World(device: .iPhone15)
    do {
      let stage = Stage(
        ScenarioSetup(container: .tableView, mode: .automatic, pinnedBar: true), in: world)
      stage.focus(itemID: "row-3")
      world.advance(by: 0.5)
      stage.focusNext()
      world.advance(by: 0.5)
      stage.teardown()
    }
    world.layoutPass()
    #expect(world.trackedCount > 20)
    #expect(world.liveTrackedObjects.isEmpty, "\(world.liveTrackedObjects)")
  }
}

extension ScenarioTests {
  /// A 30-row table as the view of a `UITableViewController` filling `world`'s screen.
  static func tableInController(_ world: World, handlesKeyboard: Bool = true) -> WorldTableView {
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let table = WorldTableView(name: "table", frame: world.screen, rowCount: 30) { _, _ in }
    let controller = WorldViewController(name: "list", view: table, kind: .tableViewController)
    controller.handlesKeyboard = handlesKeyboard
    window.setRoot(controller)
    world.layoutPass()
    return table
  }

  @Test(
    "A UITableViewController's table: no inset of the avoider's, the field with padding in view",
    arguments: SystemAdjusterTiming.allCases)
  func attachedInsideTableViewController(timing: SystemAdjusterTiming) throws {
    let world = World(device: .iPhone15)
    world.systemAdjuster = timing
    let table = Self.tableInController(world)
    let avoider = try #require(WorldKeyboardAvoider.attach(to: table))
    let field = try #require(table.cellForItem(12)?.field)
    world.focus(field)
    world.advance(by: 0.5)
    #expect(avoider.isAssistingSystem)
    // The inset is the controller's alone: the keyboard's overlap, once.
    #expect(table.contentInset.bottom == table.systemKeyboardInset)
    let checks = KeyboardInvariants(container: table).check()
    #expect(checks.allSatisfy { $0.passed }, "\(checks.filter { !$0.passed })")
    // The field, not just its cell, clears the keyboard by the padding.
    let fieldBottom = field.convertToScreen(field.bounds).maxY
    #expect(fieldBottom + AvoidanceConfiguration.defaultPadding <= world.keyboard.frame.minY + 0.5)
    world.endEditing(hidingKeyboard: true)
    world.advance(by: 0.5)
    #expect(table.contentInset == .zero)
    #expect(KeyboardInvariants(container: table).check().allSatisfy { $0.passed })
  }

  @Test("Stepping aside leaves the controller's own scroll: the cell, without the padding")
  func stepAsideInTableViewController() throws {
    let world = World(device: .iPhone15)
    let table = Self.tableInController(world)
    let avoider = try #require(WorldKeyboardAvoider.attach(to: table))
    avoider.configuration.systemKeyboardHandling = .stepAside
    world.focus(table.cellForItem(12)?.field)
    world.advance(by: 0.5)
    #expect(avoider.isDeferringToSystem)
    #expect(table.avoidanceWriteCount == 0)
    #expect(table.contentInset.bottom == table.systemKeyboardInset)
    let failed = KeyboardInvariants(container: table).check().filter { !$0.passed }.map(\.name)
    #expect(failed == ["field visible"])  // the cell's 6 pt margin is not the 16 pt padding
  }

  @Test("Taking over where the controller's keyboard support is off insets as anywhere else")
  func takeOverInTableViewController() throws {
    let world = World(device: .iPhone15)
    // `viewWillAppear(_:)` without `super`: the controller's keyboard support is off.
    let table = Self.tableInController(world, handlesKeyboard: false)
    let avoider = try #require(WorldKeyboardAvoider.attach(to: table))
    avoider.configuration.systemKeyboardHandling = .takeOver
    world.focus(table.cellForItem(12)?.field)
    world.advance(by: 0.5)
    #expect(table.systemKeyboardInset == 0)
    #expect(table.contentInset.bottom > 0)
    let checks = KeyboardInvariants(container: table).check()
    #expect(checks.allSatisfy { $0.passed }, "\(checks.filter { !$0.passed })")
  }

  @Test(
    "A UICollectionViewController's collection view in a wrapper view is found and assisted",
    arguments: SystemAdjusterTiming.allCases)
  func collectionViewControllerInWrapper(timing: SystemAdjusterTiming) throws {
    let world = World(device: .iPhoneSE3)
    world.systemAdjuster = timing
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let wrapper = WorldView(name: "wrapper", frame: world.screen)
    let grid = WorldCollectionView(name: "grid", frame: world.screen, itemCount: 40) { _, _ in }
    wrapper.addSubview(grid)
    window.setRoot(
      WorldViewController(name: "grid", view: wrapper, kind: .collectionViewController))
    world.layoutPass()
    let automatic = WorldAutomaticKeyboardAvoidance(world: world)
    let field = try #require(grid.cellForItem(9)?.field)
    world.focus(field)
    world.advance(by: 0.5)
    #expect(automatic.lastChoice == .scrollView(at: 2))
    #expect(grid.keyboardAvoider?.isAssistingSystem == true)
    #expect(grid.systemKeyboardInset > 0)
    #expect(grid.contentInset.bottom == grid.systemKeyboardInset)
    let checks = KeyboardInvariants(container: grid).check()
    #expect(checks.allSatisfy { $0.passed }, "\(checks.filter { !$0.passed })")
  }
}

extension ScenarioTests {
  @Test("A field in a pinned bar is not avoided; a subclassed table still insets for the bar")
  func fieldInPinnedBar() throws {
    for mode in [AvoiderAttachment.subclass, .automatic] {
      let stage = Stage(
        ScenarioSetup(device: .iPhone15, container: .tableView, mode: mode, pinnedBar: true))
      let bar = try #require(stage.pinnedBar)
      let message = WorldTextField(
        name: "message", frame: CGRect(x: 12, y: 6, width: 300, height: 44))
      bar.addSubview(message)
      stage.world.layoutPass()
      stage.world.focus(message)
      stage.world.advance(by: 0.5)
      let table = try #require(stage.container as? WorldScrollView)
      #expect(stage.contentController.view.bounds.origin.y == 0)  // nothing shifted
      if mode == .automatic {
        // Automatic mode attaches where a focused field needs it, and this one needs nothing:
        // the table keeps the app's inset (for a chat, subclass or attach the table).
        #expect(stage.automatic?.lastChoice == .none(.movesWithKeyboard))
        #expect(table.keyboardAvoider == nil)
        #expect(table.contentInset.bottom == Stage.pinnedBarHeight)
      } else {
        // The keyboard and the bar, less what the app's and the safe area's insets cover.
        let inset: CGFloat = 336 + Stage.pinnedBarHeight - 34
        #expect(table.contentInset.bottom == inset)
        #expect(table.contentOffset.y == -103)  // no scroll for a field that moves along
      }
    }
  }

  @Test("Popovers are left to the system, in every mode")
  func popover() throws {
    let stage = Stage(ScenarioSetup(device: .iPad10, container: .scrollView, mode: .automatic))
    stage.contentController.isPresentedInPopover = true
    stage.focus(itemID: "street")
    stage.world.advance(by: 0.5)
    #expect(stage.automatic?.lastChoice == .none(.systemAvoids))
    let attached = Stage(ScenarioSetup(device: .iPad10, container: .scrollView, mode: .attached))
    attached.contentController.isPresentedInPopover = true
    let avoider = try #require(attached.avoider)
    #expect(avoider.isDeferringToSystem)
    attached.focus(itemID: "street")
    attached.world.advance(by: 0.5)
    #expect(attached.container.avoidanceWriteCount == 0)
  }

  /// A popover's facts as UIKit gives them at the moment a field is focused, and whether the
  /// system moves it clear of the keyboard (review N8).
  struct PopoverCase: Sendable, CustomStringConvertible {
    let description: String
    let device: Device
    let facts: ViewFacts.ControllerFacts.PopoverFacts
    let systemAvoids: Bool
  }

  static let popoverCases: [PopoverCase] = [
    PopoverCase(
      description: "arrow not known yet (focused in viewWillAppear)", device: .iPad10,
      facts: .init(), systemAvoids: true),
    PopoverCase(
      description: "no arrow at all (permittedArrowDirections = [])", device: .iPad10,
      facts: .init(permittedArrowDirections: 0), systemAvoids: true),
    PopoverCase(
      description: "compact width, adapted to a sheet", device: .iPhone15,
      facts: .init(isHorizontallyCompact: true), systemAvoids: false),
    PopoverCase(
      description: "compact width, kept a popover by its delegate", device: .iPhone15,
      facts: .init(isHorizontallyCompact: true, delegateKeepsPopover: true), systemAvoids: true),
  ]

  @Test(
    "A popover is left to the system before its arrow is known and without one, not as a sheet",
    arguments: popoverCases)
  func popoverArrow(_ popover: PopoverCase) throws {
    let stage = Stage(
      ScenarioSetup(device: popover.device, container: .scrollView, mode: .attached))
    stage.contentController.popover = popover.facts
    stage.focus(itemID: "zip")
    // The presentation's transition ends: the arrow is known now, where there is one.
    if popover.facts.permittedArrowDirections != 0 && !popover.facts.isHorizontallyCompact {
      stage.contentController.popover?.arrowDirection = 2
    }
    stage.world.advance(by: 0.5)
    let avoider = try #require(stage.avoider)
    #expect(avoider.isDeferringToSystem == popover.systemAvoids)
    #expect((stage.container.avoidanceWriteCount == 0) == popover.systemAvoids)
  }

  @Test("A container that leaves its window while the keyboard is up is restored at once")
  func leavesWindow() throws {
    let stage = Stage(
      ScenarioSetup(
        device: .iPhone15, container: .tableView, mode: .attached,
        appContentInset: AvoidanceInsets(bottom: 12)))
    stage.focus(itemID: "row-9")
    stage.world.advance(by: 0.5)
    let table = try #require(stage.container as? WorldScrollView)
    #expect(table.contentInset.bottom > 12)
    table.removeFromSuperview()  // a tab switch while editing
    #expect(table.contentInset == AvoidanceInsets(bottom: 12))
  }
}

extension ScenarioTests {
  @Test(
    "Automatic mode avoids in an app's login window above .normal, not in the keyboard's own",
    arguments: [true, false])
  func windowAboveNormal(isKey: Bool) throws {
    let world = World(device: .iPhoneSE3)
    // The app's main window, and a login window at `.alert` level over it (§11.4).
    _ = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea, name: "main")
    let login = world.makeWindow(
      frame: world.screen, safeArea: world.screenSafeArea, name: "login")
    login.level = 2000  // UIWindow.Level.alert
    login.isKey = isKey
    let form = WorldScrollView(name: "form", frame: world.screen)
    form.contentSize = CGSize(width: world.screen.width, height: world.screen.height + 100)
    let pin = WorldTextField(name: "pin", frame: CGRect(x: 16, y: 560, width: 300, height: 44))
    form.addSubview(pin)
    login.setRoot(WorldViewController(name: "login", view: form))
    world.layoutPass()
    let automatic = WorldAutomaticKeyboardAvoidance(world: world)
    world.focus(pin)
    world.advance(by: 0.6)
    if isKey {
      // The app's own window: its PIN field ends above the keyboard.
      #expect(automatic.lastChoice == .scrollView(at: 1))
      let checks = KeyboardInvariants(container: form).check()
      #expect(checks.allSatisfy { $0.passed }, "\(checks.filter { !$0.passed })")
    } else {
      // Not key, above the app: the keyboard's own window, which moves with it.
      #expect(automatic.lastChoice == .none(.movesWithKeyboard))
      #expect(form.avoidanceWriteCount == 0)
    }
  }
}

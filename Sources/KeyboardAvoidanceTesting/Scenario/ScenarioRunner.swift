import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Runs scenarios in the headless world through the real coordinator, checking the invariants of
/// §10 of the article “UIKit's keyboard behaviours” after every step and at every sampled moment of
/// its animations.
///
/// ```swift
/// let result = ScenarioRunner().run(scenario)
/// for failure in result.failures { print(failure) }
/// let offsets = result.steps.map(\.observation.metrics.contentOffset.y)
/// ```
public struct ScenarioRunner: Sendable {
  /// The interval between sampled moments of an animation, in seconds.
  public var sampleInterval: Double
  /// The least time a step is given to settle, in seconds.
  public var minimumStepDuration: Double

  /// How far a user's scroll goes for the world to take it for a flick that decelerates.
  static let flickDistance: CGFloat = 300

  /// Creates a runner sampling 60 times a second.
  public init(sampleInterval: Double = 1.0 / 60, minimumStepDuration: Double = 0.05) {
    self.sampleInterval = sampleInterval
    self.minimumStepDuration = minimumStepDuration
  }

  /// Runs a scenario and tears its stage down.
  public func run(_ scenario: Scenario) -> ScenarioResult {
    let world = World(device: scenario.setup.device, orientation: scenario.setup.orientation)
    var steps: [ScenarioResult.StepResult] = []
    var offsetWrites = 0
    var trace: AvoidanceTrace?
    do {
      let stage = Stage(scenario.setup, in: world)
      let checker = InvariantChecker(stage: stage)
      for (offset, step) in scenario.steps.enumerated() {
        steps.append(run(step, index: offset + 1, stage: stage, checker: checker))
      }
      offsetWrites = stage.container.avoidanceOffsetWriteCount
      trace = stage.avoider?.recordedTrace
      stage.teardown()
    }
    world.layoutPass()
    var result = ScenarioResult(
      scenario: scenario, steps: steps, leakedObjects: world.liveTrackedObjects)
    result.libraryOffsetWrites = offsetWrites
    result.trace = trace
    return result
  }

  private func run(
    _ step: ScenarioStep, index: Int, stage: Stage, checker: InvariantChecker
  ) -> ScenarioResult.StepResult {
    let world = stage.world
    world.beginTurn()
    checker.beginStep(step)
    // Whether a key press can reach the app now (no finger on the keyboard, not in the
    // background).
    let pressable = !world.keyboard.isTracking && !world.isInBackground
    let performed = step.hasUsableValues && apply(step, to: stage)
    let start = world.time
    var samples = 0
    repeat {
      world.advance(by: sampleInterval)
      world.layoutPass()
      samples += 1
      checker.sample()
    } while !world.isIdle || world.time < start + minimumStepDuration
    world.layoutPass()
    // A step that did nothing (Next at the end, a missing label, an unusable value) checks
    // nothing — but a Previous or Next that found no field is held to the form's order: where
    // the form has one, it should have moved.
    let stepChecks = checker.endStep()
    var checks = performed ? stepChecks : []
    if !performed, pressable, step == .next || step == .previous {
      checks = stepChecks.filter { $0.name == InvariantChecker.navigationOrderName }
    }
    var title = step.title
    switch step {
    case .next, .previous, .focus, .pressReturn:
      if let focused = stage.focusedTitle { title += " → \(focused)" }
    default: break
    }
    return ScenarioResult.StepResult(
      index: index, step: step, title: title,
      observation: StepObservation(of: stage, checker: checker), checks: checks,
      samples: samples, scrollRatio: checker.lastScrollRatio)
  }

  /// Performs a step; returns whether it could be performed.
  private func apply(_ step: ScenarioStep, to stage: Stage) -> Bool {
    let world = stage.world
    let keyboard = world.keyboard
    var performed = true
    // While a finger drags the keyboard, the drag owns the touch: no tap reaches a field (and
    // the world does not model a rotation in the middle of a drag).
    if keyboard.isTracking {
      switch step {
      case .focus, .next, .previous, .pressReturn, .tapFocusedField, .rotate, .keyboardMode,
        .predictive, .emoji:
        return false
      default: break
      }
    }
    // A backgrounded app is off screen: no touch or key press reaches it (§1.3). The app's
    // own calls (insets, layout, validation, ending editing) and the device still act.
    if world.isInBackground {
      switch step {
      case .focus, .next, .previous, .pressReturn, .tapFocusedField, .typeLines, .userScroll,
        .dragKeyboard:
        return false
      default: break
      }
    }
    switch step {
    case .focus(let id):
      performed = stage.focus(itemID: id)
    case .next:
      performed = stage.focusNext()
    case .previous:
      performed = stage.focusPrevious()
    case .pressReturn:
      performed = stage.pressReturn()
    case .tapFocusedField:
      guard let input = world.focusedInput else {
        performed = false
        break
      }
      world.tap(input)
    case .typeLines(let count):
      guard let textView = world.focusedInput as? WorldTextView else {
        performed = false
        break
      }
      textView.appendLines(count)
      world.postTextChange()
    case .rotate:
      stage.rotate()
    case .showValidation(let id), .hideValidation(let id):
      let show = step == .showValidation(id)
      if stage.list != nil {
        performed = stage.setListValidation(id, shown: show)
        break
      }
      guard let label = stage.stack?.itemViews[id] else {
        performed = false
        break
      }
      world.performAnimated(KeyboardAnimation(duration: 0.25, curve: .easeInOut)) {
        label.isHidden = !show
        world.layoutPass()
      }
      // A plain view's avoider cannot see its subviews move (a scroll view's sees its content
      // size change); the app asks it to look again, as the documentation says.
      if !(stage.container is WorldScrollView) { stage.avoider?.refresh() }
    case .dragKeyboard(let fraction):
      // Only this app's docked keyboard, up, can be dragged.
      guard keyboard.isShown, keyboard.mode.isDocked, !keyboard.isUpForOtherApp else {
        performed = false
        break
      }
      if let scrollView = stage.container as? WorldScrollView {
        scrollView.dismissesKeyboardInteractively = true
        // The finger moves with the keyboard, before the keyboard's layout guide reports it;
        // a finger put down anew starts its pan's translation again.
        if !scrollView.isDragging { scrollView.fingerTranslation = 0 }
        scrollView.fingerTranslation += keyboard.dragFrame(to: fraction).minY - keyboard.frame.minY
        scrollView.isDragging = true
      }
      keyboard.drag(to: fraction)
    case .releaseKeyboard(let dismiss):
      guard keyboard.isTracking else {
        performed = false
        break
      }
      keyboard.endDrag(dismiss: dismiss)
      (stage.container as? WorldScrollView)?.isDragging = false
    case .hideKeyboard:
      world.endEditing(hidingKeyboard: true)
    case .predictive(let on):
      performed = keyboard.showsPredictive != on
      keyboard.showsPredictive = on
    case .emoji(let on):
      performed = keyboard.showsEmoji != on
      keyboard.showsEmoji = on
    case .keyboardMode(let mode):
      guard mode.isAvailable(on: world.device) else {
        performed = false
        break
      }
      performed = keyboard.mode != mode
      keyboard.mode = mode
    case .enterBackground:
      performed = !world.isInBackground
      world.enterBackground()
    case .enterForeground:
      performed = world.isInBackground
      world.enterForeground()
    case .otherScene(let background):
      world.otherSceneMoves(toBackground: background)
    case .otherAppKeyboard(let shown):
      if shown { keyboard.showForOtherApp() } else { keyboard.hideForOtherApp() }
    case .setAppInset(let insets):
      guard let scrollView = stage.container as? WorldScrollView else {
        performed = false
        break
      }
      stage.stopSettingAppInsetOnEveryLayout()
      scrollView.contentInset = insets
    case .setAppInsetOnEveryLayout(let insets):
      performed = stage.setAppInsetOnEveryLayout(insets)
    case .userScroll(let distance):
      guard let scrollView = stage.container as? WorldScrollView else {
        performed = false
        break
      }
      // A long scroll is a flick: the content decelerates on by a quarter more after the
      // finger lifts; a short one stops with the finger. Both end the user's scroll as UIKit
      // does (`isDecelerating`, then rest).
      let flick = abs(distance) >= Self.flickDistance ? distance / 4 : 0
      scrollView.userDrag(by: distance, decelerating: flick)
    case .wait:
      break
    case .postNotification, .thirdPartyKeyboard, .keyboardDuration, .moveWindow,
      .resizeContainer, .changeAppInset, .setIndicatorInsets, .voiceOverCursor:
      performed = applyKitStep(step, to: stage)
    }
    // The finger that drags the keyboard is on the content only while the keyboard follows it:
    // a keyboard that does not (a hardware keyboard's bar), or one hidden under it, ends the
    // drag.
    if !keyboard.isTracking, let scrollView = stage.container as? WorldScrollView {
      scrollView.isDragging = false
    }
    world.layoutPass()
    if case .wait(let seconds) = step { world.advance(by: seconds) }
    return performed
  }
}

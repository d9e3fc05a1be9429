import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// The engine bugs random scripts found, each as the scenario that showed it.
@Suite("Reliability: what untidy scripts found")
struct ReliabilityTests {
  static func run(_ setup: ScenarioSetup, _ steps: [ScenarioStep]) -> ScenarioResult {
    ScenarioRunner().run(Scenario(name: "reliability", setup: setup, steps: steps))
  }

  static func expectPassed(_ result: ScenarioResult, _ comment: String = "") {
    #expect(result.failures.isEmpty, "\(comment)\n\(result.failures.joined(separator: "\n"))")
  }

  struct Host: Sendable, CustomStringConvertible {
    let container: ContainerKind
    let mode: AvoiderAttachment
    var description: String { "\(mode.rawValue) \(container.rawValue)" }
  }

  static let scrollingHosts: [Host] = [
    Host(container: .scrollView, mode: .subclass), Host(container: .scrollView, mode: .attached),
    Host(container: .scrollView, mode: .automatic), Host(container: .tableView, mode: .subclass),
    Host(container: .tableView, mode: .attached),
    Host(container: .collectionView, mode: .automatic),
  ]

  static let appInset = AvoidanceInsets(bottom: 400)

  @Test(
    "An app's absolute inset set while the keyboard is up comes back exactly after the hide",
    arguments: scrollingHosts)
  func appInsetKept(_ host: Host) throws {
    let setup = ScenarioSetup(
      device: .iPhone15, container: host.container, mode: host.mode)
    let first = try #require(setup.form.textInputs.first?.id)
    let result = Self.run(
      setup, [.focus(first), .setAppInset(Self.appInset), .next, .hideKeyboard])
    Self.expectPassed(result)
    #expect(result.steps.last?.observation.metrics.contentInset == Self.appInset)
  }

  @Test(
    "An app that sets its inset on every layout pass gets back what it set, however many passes",
    arguments: scrollingHosts)
  func appInsetEveryLayout(_ host: Host) throws {
    let setup = ScenarioSetup(
      device: .iPhone15, container: host.container, mode: host.mode)
    let inputs = setup.form.textInputs.map(\.id)
    let first = try #require(inputs.first)
    for passes in [0, 1, 4] {
      let steps: [ScenarioStep] =
        [.focus(first), .setAppInsetOnEveryLayout(Self.appInset)]
        + Array(repeating: .next, count: passes) + [.wait(0.3), .hideKeyboard, .wait(0.5)]
      let result = Self.run(setup, steps)
      Self.expectPassed(result, "\(passes) passes")
      #expect(
        result.steps.last?.observation.metrics.contentInset == Self.appInset, "\(passes) passes")
    }
  }

  static let draggableHosts: [Host] = [
    Host(container: .scrollView, mode: .subclass), Host(container: .scrollView, mode: .attached),
    Host(container: .scrollView, mode: .automatic), Host(container: .tableView, mode: .subclass),
    Host(container: .tableView, mode: .attached),
    Host(container: .collectionView, mode: .automatic),
  ]

  @Test(
    "Content holds still while the keyboard follows the finger, and is whole again after",
    arguments: draggableHosts)
  func dragHoldsStill(_ host: Host) throws {
    let setup = ScenarioSetup(device: .iPhone15, container: host.container, mode: host.mode)
    let inputs = setup.form.textInputs.map(\.id)
    let field = try #require(inputs.dropLast().last)
    let result = Self.run(
      setup,
      [
        .focus(field), .dragKeyboard(0.3), .dragKeyboard(0.6), .dragKeyboard(0.95),
        .releaseKeyboard(dismiss: false), .dragKeyboard(1.0), .releaseKeyboard(dismiss: true),
      ])
    Self.expectPassed(result)
    let offsets = result.steps.prefix(6).map(\.observation.metrics.contentOffset.y)
    #expect(Set(offsets).count == 1, "offsets \(offsets)")
  }

  @Test(
    "A keyboard dragged all the way down leaves no inset behind, whatever the inset behaviour",
    arguments: WorldScrollView.InsetAdjustmentBehavior.allCases)
  func dragToTheBottom(_ behavior: WorldScrollView.InsetAdjustmentBehavior) throws {
    var setup = ScenarioSetup(device: .iPhone15, container: .scrollView, mode: .attached)
    setup.insetBehavior = behavior
    let first = try #require(setup.form.textInputs.first?.id)
    let result = Self.run(setup, [.focus(first), .dragKeyboard(0.5), .dragKeyboard(1.0)])
    Self.expectPassed(result)
    #expect(result.steps.last?.observation.metrics.contentInset == .zero)
  }

  static let allHosts: [Host] =
    scrollingHosts + [
      Host(container: .plainView, mode: .attached), Host(container: .plainView, mode: .automatic),
    ]

  @Test(
    "Editing ended in the background leaves nothing behind once the app is back",
    arguments: allHosts)
  func editingEndedInBackground(_ host: Host) throws {
    let setup = ScenarioSetup(device: .iPhone15, container: host.container, mode: host.mode)
    let last = try #require(setup.form.textInputs.last?.id)
    let result = Self.run(
      setup, [.focus(last), .enterBackground, .hideKeyboard, .enterForeground, .wait(0.5)])
    Self.expectPassed(result)
    let restored = try #require(result.steps.last?.observation.metrics)
    #expect(restored.contentInset == .zero)
    #expect(restored.engineBottomInset == 0)
  }

  static let retapCases: [(Host, Bool)] = scrollingHosts.flatMap { [($0, false), ($0, true)] }

  @Test(
    "A focused field the user scrolled under the keyboard comes back when tapped again",
    arguments: retapCases)
  func retappedField(_ host: Host, uikitScrolls: Bool) throws {
    var setup = ScenarioSetup(device: .iPhone15, container: host.container, mode: host.mode)
    setup.scrollsRetappedFieldIntoView = uikitScrolls
    let inputs = setup.form.textInputs.map(\.id)
    let field = try #require(inputs.dropLast().last)
    let result = Self.run(
      setup, [.focus(field), .userScroll(-300), .tapFocusedField, .hideKeyboard])
    Self.expectPassed(result)
    let scrolled = try #require(result.steps.dropFirst().first)
    let tap = try #require(result.steps.dropFirst(2).first)
    // The user's scroll took the field under the keyboard; the tap brought it back.
    #expect(scrolled.observation.metrics.contentOffset != tap.observation.metrics.contentOffset)
    #expect(tap.checks.contains { $0.name == "field visible" && $0.passed })
  }

  static let restingBarSetups: [ScenarioSetup] = [Device.iPad10, .iPadPro13].flatMap { device in
    [Presentation.formSheet, .stageManager].flatMap { presentation in
      [ContainerKind.scrollView, .plainView].flatMap { container in
        [KeyboardKind.hardware, .standard].map { keyboard in
          ScenarioSetup(
            device: device, presentation: presentation, container: container, mode: .attached,
            keyboard: keyboard, pinnedBar: true)
        }
      }
    }
  }

  @Test(
    "A field never ends under a bar pinned to the keyboard that rests on the safe area",
    arguments: restingBarSetups)
  func restingBar(_ setup: ScenarioSetup) throws {
    let inputs = setup.form.textInputs.map(\.id)
    let steps: [ScenarioStep] =
      inputs.map { .focus($0) } + [.rotate] + inputs.map { .focus($0) } + [.hideKeyboard]
    let result = Self.run(setup, steps)
    Self.expectPassed(result, setup.summary)
    for step in result.steps {
      guard let bar = step.observation.pinnedBar,
        let field = step.observation.elements.first(where: \.isFocused)
      else { continue }
      #expect(
        field.frame.maxY <= bar.minY + 0.5 || field.frame.minY >= bar.maxY,
        "\(setup.summary), \(step.title): field \(field.frame), bar \(bar)")
    }
  }
}

extension ReliabilityTests {
  @Test(
    "A tapped text view whose caret lands a turn late still ends with the caret in view",
    arguments: [AvoiderAttachment.subclass, .attached, .automatic])
  func caretLandsLate(_ mode: AvoiderAttachment) {
    // A 30-line note taller than the room above the keyboard, tapped at its end while the
    // keyboard is up for another field: no keyboard notification follows, and the tap's
    // selection lands a turn after the begin-editing (§11.2).
    var setup = ScenarioSetup(
      device: .iPhoneSE3, container: .scrollView, mode: mode, form: .growingTextView)
    setup.textViewCaretLandsLate = true
    let result = Self.run(setup, [.focus("to"), .focus("fixed")])
    Self.expectPassed(result)
    #expect(result.steps.last?.checks.contains { $0.name == "field visible" } == true)
  }
}

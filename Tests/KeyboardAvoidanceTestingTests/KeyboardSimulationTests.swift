import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Records every keyboard and text-input notification the world posts.
private final class Recorder {
  private(set) var posts: [WorldNotification] = []

  init(_ world: World) {
    let names =
      Set(KeyboardPhase.allCases.map(\.rawValue)).union([
        TextInputNotificationName.textFieldDidBeginEditing,
        TextInputNotificationName.textFieldDidEndEditing,
        TextInputNotificationName.textViewDidBeginEditing,
        TextInputNotificationName.textViewDidEndEditing,
      ])
    world.notificationCenter.addObserver(self, names: names) { [weak self] notification in
      self?.posts.append(notification)
    }
  }

  /// The names posted, in order.
  var names: [String] { posts.map(\.name) }
  /// The keyboard notifications posted, in order.
  var keyboard: [WorldNotification] { posts.filter { KeyboardPhase(rawValue: $0.name) != nil } }
  /// The phases of the keyboard notifications posted, in order.
  var phases: [KeyboardPhase] { posts.compactMap { KeyboardPhase(rawValue: $0.name) } }

  func clear() { posts.removeAll() }
}

extension WorldNotification {
  fileprivate var beginFrame: CGRect? { userInfo?[KeyboardUserInfoKey.frameBegin] as? CGRect }
  fileprivate var endFrame: CGRect? { userInfo?[KeyboardUserInfoKey.frameEnd] as? CGRect }
  fileprivate var duration: NSNumber? {
    userInfo?[KeyboardUserInfoKey.animationDuration] as? NSNumber
  }
  fileprivate var curve: NSNumber? { userInfo?[KeyboardUserInfoKey.animationCurve] as? NSNumber }
  fileprivate var isLocal: NSNumber? { userInfo?[KeyboardUserInfoKey.isLocal] as? NSNumber }
}

private let showWills: [KeyboardPhase] = [.willChangeFrame, .willShow]
private let showDids: [KeyboardPhase] = [.didChangeFrame, .didShow]
private let hideWills: [KeyboardPhase] = [.willChangeFrame, .willHide]
private let hideDids: [KeyboardPhase] = [.didChangeFrame, .didHide]

/// The iPhone 15's docked keyboards in portrait (852 pt tall screen).
private let dockedStandard = CGRect(x: 0, y: 516, width: 393, height: 336)
private let dockedSmall = CGRect(x: 0, y: 561, width: 393, height: 291)

/// A world with a window, a root view, two default fields, a number-pad field and a text view.
private struct Fixture {
  let world: World
  let recorder: Recorder
  let field: WorldTextField
  let other: WorldTextField
  let pin: WorldTextField
  let notes: WorldTextView

  init(device: Device = .iPhone15) {
    world = World(device: device, orientation: .portrait)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let root = WorldView(name: "root", frame: window.bounds)
    window.setRoot(WorldViewController(name: "root", view: root))
    field = WorldTextField(name: "field", frame: CGRect(x: 16, y: 100, width: 300, height: 44))
    other = WorldTextField(name: "other", frame: CGRect(x: 16, y: 160, width: 300, height: 44))
    pin = WorldTextField(
      name: "pin", frame: CGRect(x: 16, y: 220, width: 300, height: 44), keyboardType: .numberPad)
    notes = WorldTextView(name: "notes", frame: CGRect(x: 16, y: 280, width: 300, height: 96))
    for view in [field, other, pin, notes] as [WorldView] { root.addSubview(view) }
    world.layoutPass()
    recorder = Recorder(world)
  }

  /// Focuses `input`, lets the keyboard settle and forgets what was posted.
  func settle(focusing input: any WorldTextInput) {
    world.focus(input)
    world.advance(by: 1)
    recorder.clear()
  }
}

@Suite("Simulated keyboard")
struct KeyboardSimulationTests {
  @Test("Showing posts WillChangeFrame and WillShow at once, the Did pair after the animation")
  func showSequence() throws {
    let fixture = Fixture()
    let recorder = fixture.recorder
    fixture.world.focus(fixture.field)
    #expect(recorder.phases == showWills)
    fixture.world.advance(by: 0.2)
    #expect(recorder.phases == showWills)
    fixture.world.advance(by: 0.1)
    #expect(recorder.phases == showWills + showDids)

    for notification in recorder.keyboard {
      let begin = try #require(notification.beginFrame)
      #expect(notification.endFrame == dockedStandard)
      #expect(begin.minY == 852)
      #expect(begin.width == 393)
      #expect(notification.isLocal?.boolValue == true)
      #expect(notification.object == nil)
    }
    for notification in recorder.keyboard.prefix(2) {
      #expect(notification.duration?.doubleValue == 0.25)
      #expect(notification.curve?.intValue == 7)
    }
    for notification in recorder.keyboard.dropFirst(2) {
      #expect(notification.duration == nil)
      #expect(notification.curve == nil)
    }
    #expect(fixture.world.keyboard.isShown)
  }

  @Test("A text field announces its focus before the keyboard, a text view after it")
  func beginEditingOrder() {
    let fieldFixture = Fixture()
    fieldFixture.world.focus(fieldFixture.field)
    #expect(
      fieldFixture.recorder.names == [
        TextInputNotificationName.textFieldDidBeginEditing,
        KeyboardPhase.willChangeFrame.rawValue, KeyboardPhase.willShow.rawValue,
      ])
    #expect(fieldFixture.recorder.posts.first?.object === fieldFixture.field)

    let viewFixture = Fixture()
    viewFixture.world.focus(viewFixture.notes)
    #expect(
      viewFixture.recorder.names == [
        KeyboardPhase.willChangeFrame.rawValue, KeyboardPhase.willShow.rawValue,
        TextInputNotificationName.textViewDidBeginEditing,
      ])
    #expect(viewFixture.recorder.posts.last?.object === viewFixture.notes)
  }

  @Test("Ending editing posts the hide sequence with an off-screen end frame")
  func hideSequence() throws {
    let fixture = Fixture()
    fixture.settle(focusing: fixture.field)
    fixture.world.focus(nil)
    #expect(fixture.recorder.names.first == TextInputNotificationName.textFieldDidEndEditing)
    #expect(fixture.recorder.phases == hideWills)
    fixture.world.advance(by: 0.3)
    #expect(fixture.recorder.phases == hideWills + hideDids)
    let end = try #require(fixture.recorder.keyboard.last?.endFrame)
    #expect(end.minY >= 852)
    #expect(fixture.recorder.keyboard.first?.beginFrame == dockedStandard)
    #expect(!fixture.world.keyboard.isShown)
  }

  @Test("Focusing another field with the same keyboard posts no keyboard notification")
  func sameKeyboardFieldSwitch() {
    let fixture = Fixture()
    fixture.settle(focusing: fixture.field)
    fixture.world.focus(fixture.other)
    fixture.world.advance(by: 1)
    #expect(
      fixture.recorder.names == [
        TextInputNotificationName.textFieldDidEndEditing,
        TextInputNotificationName.textFieldDidBeginEditing,
      ])
    #expect(fixture.world.keyboard.frame == dockedStandard)
  }

  @Test("Switching to a number-pad field posts the show quartet again with the new height")
  func numberPadSwitch() {
    let fixture = Fixture()
    let recorder = fixture.recorder
    fixture.settle(focusing: fixture.field)
    fixture.world.focus(fixture.pin)
    #expect(recorder.phases == showWills)
    fixture.world.advance(by: 0.3)
    #expect(recorder.phases == showWills + showDids)
    for notification in recorder.keyboard {
      #expect(notification.beginFrame == dockedStandard)
      #expect(notification.endFrame == dockedSmall)
    }

    recorder.clear()
    fixture.world.focus(fixture.field)
    fixture.world.advance(by: 0.3)
    #expect(recorder.phases == showWills + showDids)
    #expect(recorder.keyboard.last?.endFrame == dockedStandard)
  }

  @Test("Turning the predictive bar off, or on emoji, re-posts the show quartet")
  func predictiveToggle() {
    let fixture = Fixture()
    let recorder = fixture.recorder
    fixture.settle(focusing: fixture.field)
    fixture.world.keyboard.showsPredictive = false
    fixture.world.advance(by: 0.3)
    #expect(recorder.phases == showWills + showDids)
    #expect(recorder.keyboard.first?.beginFrame == dockedStandard)
    #expect(recorder.keyboard.last?.endFrame == dockedSmall)

    recorder.clear()
    fixture.world.keyboard.showsEmoji = true
    fixture.world.advance(by: 0.3)
    #expect(recorder.phases == showWills + showDids)
  }

  @Test("Rotating with changeFrame posts only frame changes, ending on the rotated frame")
  func rotationByFrameChange() throws {
    let fixture = Fixture()
    let world = fixture.world
    fixture.settle(focusing: fixture.field)
    world.keyboard.rotationStyle = .changeFrame
    world.setOrientation(.landscape)
    world.keyboard.rotate()
    world.advance(by: 1)
    let phases = fixture.recorder.phases
    #expect(!phases.isEmpty)
    let showsOrHides = phases.filter { $0.isShow || $0.isHide }
    #expect(showsOrHides.isEmpty)
    #expect(phases.last == .didChangeFrame)
    // 852 × 393 in landscape; the phone keyboard is 209 pt tall.
    let rotated = CGRect(x: 0, y: 184, width: 852, height: 209)
    let lastWill = fixture.recorder.keyboard.last(where: {
      $0.name == KeyboardPhase.willChangeFrame.rawValue
    })
    #expect(lastWill?.endFrame == rotated)
    #expect(fixture.recorder.keyboard.last?.endFrame == rotated)
    #expect(world.keyboard.frame == rotated)
  }

  @Test("Rotating with hideAndShow posts a hide, then a show with the rotated frame")
  func rotationByHideAndShow() throws {
    let fixture = Fixture()
    let world = fixture.world
    fixture.settle(focusing: fixture.field)
    world.keyboard.rotationStyle = .hideAndShow
    world.setOrientation(.landscape)
    world.keyboard.rotate()
    world.advance(by: 1)
    let phases = fixture.recorder.phases
    let willHide = try #require(phases.firstIndex(of: .willHide))
    let willShow = try #require(phases.firstIndex(of: .willShow))
    #expect(willHide < willShow)
    #expect(phases.contains(.didHide))
    #expect(phases.last == .didShow)
    let posts = fixture.recorder.keyboard
    let hideEnd = try #require(posts[willHide].endFrame)
    #expect(hideEnd.minY >= 393)
    #expect(posts[willShow].endFrame == CGRect(x: 0, y: 184, width: 852, height: 209))
  }

  @Test("Undocking posts WillHide; moves while undocked post only ChangeFrame; docking shows")
  func undockAndFloat() throws {
    let fixture = Fixture(device: .iPad10)
    let world = fixture.world
    let recorder = fixture.recorder
    fixture.settle(focusing: fixture.field)
    let docked = CGRect(x: 0, y: 840, width: 820, height: 340)
    #expect(world.keyboard.frame == docked)

    world.keyboard.mode = .floating
    #expect(recorder.phases == hideWills)
    world.advance(by: 0.3)
    #expect(recorder.phases == hideWills + hideDids)
    let floating = try #require(recorder.keyboard.first?.endFrame)
    #expect(floating.width < 820)
    #expect(floating.maxY < 1180)

    recorder.clear()
    world.keyboard.mode = .split
    world.advance(by: 0.3)
    #expect(recorder.phases == [.willChangeFrame, .didChangeFrame])

    recorder.clear()
    world.keyboard.mode = .docked
    world.advance(by: 0.3)
    #expect(recorder.phases == showWills + showDids)
    #expect(recorder.keyboard.last?.endFrame == docked)
  }

  @Test("Another app's keyboard is announced with isLocal false")
  func otherAppKeyboard() {
    let fixture = Fixture(device: .iPad10)
    let world = fixture.world
    let recorder = fixture.recorder
    world.keyboard.showForOtherApp()
    world.advance(by: 0.3)
    #expect(recorder.phases == showWills + showDids)
    #expect(!world.keyboard.isShown)
    world.keyboard.hideForOtherApp()
    world.advance(by: 0.3)
    #expect(recorder.phases == showWills + showDids + hideWills + hideDids)
    let localFlags = recorder.keyboard.map { $0.isLocal?.boolValue }
    #expect(localFlags == Array(repeating: false, count: 8))
  }

  @Test("Dragging posts nothing; releasing to dismiss posts the hide with a zero-height frame")
  func interactiveDismissal() throws {
    let fixture = Fixture()
    let world = fixture.world
    let recorder = fixture.recorder
    fixture.settle(focusing: fixture.field)
    world.keyboard.drag(to: 0.3)
    world.keyboard.drag(to: 0.6)
    world.advance(by: 1)
    #expect(recorder.posts.isEmpty)
    #expect(world.keyboard.layoutGuideFrame.minY > 516)

    world.keyboard.endDrag(dismiss: true)
    #expect(recorder.phases == hideWills)
    world.advance(by: 0.3)
    #expect(recorder.phases == hideWills + hideDids)
    let end = try #require(recorder.keyboard.first?.endFrame)
    #expect(end.height == 0)
    #expect(end.minY == 852)
    #expect(world.focusedInput == nil)
    #expect(recorder.names.contains(TextInputNotificationName.textFieldDidEndEditing))
  }

  @Test("Releasing a drag without dismissing springs back with no notification")
  func interactiveDragCancelled() {
    let fixture = Fixture()
    let world = fixture.world
    fixture.settle(focusing: fixture.field)
    world.keyboard.drag(to: 0.5)
    world.keyboard.endDrag(dismiss: false)
    world.advance(by: 1)
    #expect(fixture.recorder.posts.isEmpty)
    #expect(world.keyboard.frame == dockedStandard)
    #expect(world.keyboard.isShown)
  }

  @Test("Nothing arrives in the background; returning re-posts the show")
  func backgroundAndForeground() {
    let fixture = Fixture()
    let world = fixture.world
    let recorder = fixture.recorder
    fixture.settle(focusing: fixture.field)
    world.enterBackground()
    world.advance(by: 5)
    #expect(recorder.posts.isEmpty)
    world.enterForeground()
    #expect(recorder.phases == showWills)
    world.advance(by: 0.3)
    #expect(recorder.phases == showWills + showDids)
    #expect(recorder.keyboard.map(\.endFrame) == Array(repeating: dockedStandard, count: 4))
    let localFlags = recorder.keyboard.map { $0.isLocal?.boolValue }
    #expect(localFlags == Array(repeating: true, count: 4))
  }

  @Test("A rotation while in the background posts nothing until the app returns")
  func rotationInBackground() {
    let fixture = Fixture()
    let world = fixture.world
    let recorder = fixture.recorder
    fixture.settle(focusing: fixture.field)
    world.enterBackground()
    world.setOrientation(.landscape)
    world.keyboard.rotate()
    world.advance(by: 1)
    #expect(recorder.phases.isEmpty)
    world.enterForeground()
    world.advance(by: 1)
    #expect(recorder.phases == showWills + showDids)
    #expect(recorder.keyboard.last?.endFrame == CGRect(x: 0, y: 184, width: 852, height: 209))
  }

  @Test("Mid-animation the keyboard shows a frame strictly between begin and end")
  func presentationFrameMidAnimation() throws {
    let fixture = Fixture()
    let world = fixture.world
    world.focus(fixture.field)
    let begin = try #require(fixture.recorder.keyboard.first?.beginFrame)
    world.advance(by: 0.1)
    let shown = try #require(world.keyboard.presentationFrame)
    #expect(shown.minY < begin.minY)
    #expect(shown.minY > dockedStandard.minY)
    #expect(shown.width == 393)
    #expect(world.isAnimating)
    world.advance(by: 0.2)
    #expect(world.keyboard.presentationFrame == dockedStandard)
    #expect(!world.isAnimating)
  }

  @Test("Mid-animation a hide and a later show lie between their begin and end frames")
  func presentationFrameOfHideAndReshow() throws {
    let fixture = Fixture()
    let world = fixture.world
    fixture.settle(focusing: fixture.field)
    world.focus(nil)
    world.advance(by: 0.1)
    let hiding = try #require(world.keyboard.presentationFrame)
    #expect(hiding.minY > dockedStandard.minY)
    #expect(hiding.minY < 852)
    world.advance(by: 1)
    #expect(world.keyboard.presentationFrame == nil)

    world.focus(fixture.pin)
    world.advance(by: 0.1)
    let showing = try #require(world.keyboard.presentationFrame)
    #expect(showing.minY > dockedSmall.minY)
    #expect(showing.minY < 852)
    #expect(showing.width == 393)
  }

  @Test("Animation curves run monotonically from 0 to 1", arguments: [0, 1, 2, 3, 7])
  func curveProgress(_ raw: Int) throws {
    let curve = try #require(KeyboardAnimationCurve(rawValue: raw))
    #expect(abs(curve.progress(at: 0)) < 1e-6)
    #expect(abs(curve.progress(at: 1) - 1) < 1e-6)
    #expect(abs(curve.progress(at: -1)) < 1e-6)
    #expect(abs(curve.progress(at: 2) - 1) < 1e-6)
    let middle = curve.progress(at: 0.5)
    #expect(middle > 0 && middle < 1)
    var previous = curve.progress(at: 0)
    for step in 1...200 {
      let value = curve.progress(at: Double(step) / 200)
      #expect(value >= previous - 1e-9, "curve \(raw) goes back at step \(step)")
      previous = value
    }
  }
}

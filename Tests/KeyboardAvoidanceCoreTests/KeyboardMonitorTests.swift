import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// The keyboard state an app observes: notifications in, ``KeyboardInfo`` out.
@Suite("Keyboard monitor: the values a keyboard observer publishes")
struct KeyboardMonitorTests {
  static let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)
  static let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
  static let below = CGRect(x: 0, y: 852, width: 393, height: 336)

  static func event(
    _ phase: KeyboardPhase, _ frame: CGRect, isLocal: Bool = true,
    animated: Bool = true
  ) -> KeyboardEvent {
    KeyboardEvent(
      phase: phase, endFrame: frame, animation: phase.isWill && animated ? .keyboardDefault : nil,
      isLocal: isLocal)
  }

  @Test("Show and hide go through their phases with the keyboard's animation")
  func showAndHide() {
    var monitor = KeyboardMonitor()
    #expect(monitor.info == .hidden && !monitor.info.isVisible)
    let step1 = monitor.apply(Self.event(.willShow, Self.docked), screen: Self.phone)
    #expect(step1)
    #expect(monitor.info.phase == .willShow)
    #expect(monitor.info.kind == .docked)
    #expect(monitor.info.frame == Self.docked)
    #expect(monitor.info.animation == .keyboardDefault)
    let step2 = monitor.apply(Self.event(.didShow, Self.docked), screen: Self.phone)
    #expect(step2)
    #expect(monitor.info.phase == .shown && monitor.info.animation == nil)
    // A repeated "did" changes nothing (§10.8).
    let step3 = monitor.apply(Self.event(.didShow, Self.docked), screen: Self.phone)
    #expect(!step3)
    let step4 = monitor.apply(Self.event(.willHide, Self.below), screen: Self.phone)
    #expect(step4)
    #expect(monitor.info.phase == .willHide && monitor.info.kind == .docked)
    let step5 = monitor.apply(Self.event(.didHide, Self.below), screen: Self.phone)
    #expect(step5)
    #expect(monitor.info.phase == .hidden && monitor.info.kind == .none && !monitor.info.isVisible)
  }

  struct KindCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let frame: CGRect
    let kind: KeyboardInfo.Kind
  }

  static let kinds: [KindCase] = [
    KindCase(
      testDescription: "docked", frame: CGRect(x: 0, y: 968, width: 1024, height: 398),
      kind: .docked),
    KindCase(
      testDescription: "floating: narrower, above the bottom",
      frame: CGRect(x: 300, y: 700, width: 320, height: 260), kind: .floating),
    KindCase(
      testDescription: "split: as wide, above the bottom",
      frame: CGRect(x: 0, y: 800, width: 1024, height: 300), kind: .split),
    KindCase(
      testDescription: "hardware bar", frame: CGRect(x: 0, y: 1311, width: 1024, height: 55),
      kind: .hardware),
  ]

  @Test("The kind comes from the frame on the screen (§1.2, §1.4)", arguments: kinds)
  func kindFromFrame(_ test: KindCase) {
    var monitor = KeyboardMonitor()
    monitor.apply(Self.event(.willShow, test.frame), screen: Self.pad)
    #expect(monitor.info.kind == test.kind)
  }

  @Test("In Slide Over a docked keyboard ends at the key window's bottom: docked, not split")
  func slideOverWindow() {
    // iPad landscape, 1180 × 820; the Slide Over window ends 20 pt above the screen's bottom,
    // and so does the keyboard's frame (§1.2).
    let screen = CGRect(x: 0, y: 0, width: 1180, height: 820)
    let window = CGRect(x: 852, y: 8, width: 320, height: 792)
    let frame = CGRect(x: 0, y: 372, width: 1180, height: 428)
    var withWindow = KeyboardMonitor()
    withWindow.apply(Self.event(.willShow, frame), screen: screen, window: window)
    #expect(withWindow.info.kind == .docked)
    var screenOnly = KeyboardMonitor()
    screenOnly.apply(Self.event(.willShow, frame), screen: screen)
    #expect(screenOnly.info.kind == .split)
  }

  @Test("The layout guide resting for a floating keyboard or a hardware bar is no drag")
  func guideOfUndockedKeyboard() {
    var monitor = KeyboardMonitor()
    monitor.apply(
      Self.event(.didShow, CGRect(x: 300, y: 700, width: 320, height: 260)), screen: Self.pad)
    #expect(monitor.info.kind == .floating)
    // The guide follows the safe area then, not the keyboard (§6).
    let moved = monitor.layoutGuideMoved(
      to: CGRect(x: 0, y: 1346, width: 1024, height: 20), screen: Self.pad)
    #expect(!moved)
    #expect(monitor.info.phase == .shown)
  }

  @Test("Only a docked keyboard or a hardware bar covers a view, where they meet")
  func overlap() {
    var monitor = KeyboardMonitor()
    #expect(monitor.info.overlap(with: Self.phone) == 0)
    monitor.apply(Self.event(.didShow, Self.docked), screen: Self.phone)
    #expect(monitor.info.overlap(with: Self.phone) == 336)
    #expect(monitor.info.overlap(with: CGRect(x: 0, y: 700, width: 393, height: 52)) == 52)
    #expect(monitor.info.overlap(with: CGRect(x: 0, y: 100, width: 393, height: 300)) == 0)
    #expect(monitor.info.overlap(with: CGRect(x: 500, y: 600, width: 100, height: 100)) == 0)
    #expect(monitor.info.overlap(with: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == 0)
    var floating = KeyboardMonitor()
    floating.apply(
      Self.event(.didShow, CGRect(x: 300, y: 700, width: 320, height: 260)), screen: Self.pad)
    #expect(floating.info.overlap(with: Self.pad) == 0)
  }

  @Test("Another app's keyboard is announced with isLocal false and covers nothing")
  func otherApp() {
    var monitor = KeyboardMonitor()
    let step6 = monitor.apply(
      Self.event(.willShow, Self.docked, isLocal: false), screen: Self.phone)
    #expect(step6)
    #expect(monitor.info.phase == .willShow && !monitor.info.isLocal)
    #expect(monitor.info.kind == .docked)
    #expect(monitor.info.overlap(with: Self.phone) == 0)
    let step7 = monitor.apply(Self.event(.didHide, Self.below, isLocal: false), screen: Self.phone)
    #expect(step7)
    #expect(monitor.info.phase == .hidden && !monitor.info.isVisible)
  }

  @Test("A stale did-notification and an empty frame change nothing (§1.3, §1.4)")
  func staleAndEmpty() {
    var monitor = KeyboardMonitor()
    monitor.apply(Self.event(.willHide, Self.below), screen: Self.phone)
    monitor.apply(Self.event(.willShow, Self.docked), screen: Self.phone)
    let shown = monitor.info
    let step8 = monitor.apply(Self.event(.didHide, Self.below), screen: Self.phone)
    #expect(!step8)
    let step9 = monitor.apply(Self.event(.willChangeFrame, .zero), screen: Self.phone)
    #expect(!step9)
    #expect(monitor.info == shown)
  }

  @Test("Interactive dismissal: the frame follows the finger, then the keyboard returns")
  func tracking() {
    var monitor = KeyboardMonitor()
    monitor.apply(Self.event(.didShow, Self.docked), screen: Self.phone)
    let moved = Self.docked.offsetBy(dx: 0, dy: 120)
    let step10 = monitor.track(frame: moved, screen: Self.phone)
    #expect(step10)
    #expect(monitor.info.phase == .trackingDrag && monitor.info.frame == moved)
    #expect(monitor.info.overlap(with: Self.phone) == 216)
    let step11 = monitor.endTracking()
    #expect(step11)
    #expect(monitor.info.phase == .shown && monitor.info.frame == Self.docked)
    let step12 = monitor.endTracking()
    #expect(!step12)
    // The layout guide: away from the frame a drag, back at it the end of one.
    let guided = monitor.layoutGuideMoved(to: moved, screen: Self.phone)
    #expect(guided && monitor.info.phase == .trackingDrag)
    let back = monitor.layoutGuideMoved(to: Self.docked, screen: Self.phone)
    #expect(back && monitor.info.phase == .shown)
    // The guide moving with a show's animation is no drag.
    var showing = KeyboardMonitor()
    showing.apply(Self.event(.willShow, Self.docked), screen: Self.phone)
    let duringShow = showing.track(frame: moved, screen: Self.phone)
    #expect(!duringShow && showing.info.phase == .willShow)
    // Nothing to track without a keyboard.
    var hidden = KeyboardMonitor()
    let step13 = hidden.track(frame: moved, screen: Self.phone)
    #expect(!step13)
  }
}

@Suite("The keyboard's screen")
struct KeyboardScreenTests {
  typealias Candidate = KeyboardScreen.Candidate

  static let external = Candidate(
    isApplicationRole: false, isForegroundActive: true, hasKeyWindow: false)
  static let app = Candidate(isApplicationRole: true, isForegroundActive: true, hasKeyWindow: true)
  static let otherWindow = Candidate(
    isApplicationRole: true, isForegroundActive: true, hasKeyWindow: false)
  static let background = Candidate(
    isApplicationRole: true, isForegroundActive: false, hasKeyWindow: false)

  @Test("A notification naming no screen is about the app's window with the key window")
  func choice() {
    // An external display or CarPlay first in the set is never chosen (review N18).
    #expect(KeyboardScreen.choose([Self.external, Self.app]) == 1)
    #expect(KeyboardScreen.choose([Self.external]) == nil)
    #expect(KeyboardScreen.choose([Self.background, Self.otherWindow, Self.app]) == 2)
    #expect(KeyboardScreen.choose([Self.background, Self.otherWindow]) == 1)
    #expect(KeyboardScreen.choose([Self.background]) == 0)
    #expect(KeyboardScreen.choose([]) == nil)
  }
}

/// What the UIKit layer's keyboard observer hands the core as it came, and when it publishes.
@Suite("Keyboard monitor: notifications as they come")
struct KeyboardMonitorReceiveTests {
  static func userInfo(_ end: CGRect, duration: Double = 0.25) -> [AnyHashable: Any] {
    [
      KeyboardUserInfoKey.frameBegin: KeyboardMonitorTests.below,
      KeyboardUserInfoKey.frameEnd: end, KeyboardUserInfoKey.isLocal: NSNumber(value: true),
      KeyboardUserInfoKey.animationDuration: NSNumber(value: duration),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
    ]
  }

  @Test("A show publishes once; the same notification again publishes nothing")
  func publishesOnChange() {
    var monitor = KeyboardMonitor()
    let name = KeyboardPhase.willShow.rawValue
    let info = Self.userInfo(KeyboardMonitorTests.docked)
    let first = monitor.receive(name: name, userInfo: info, screen: KeyboardMonitorTests.phone)
    #expect(first)
    #expect(monitor.info.phase == .willShow && monitor.info.frame == KeyboardMonitorTests.docked)
    let again = monitor.receive(name: name, userInfo: info, screen: KeyboardMonitorTests.phone)
    #expect(!again)
  }

  @Test(
    "Another name, a malformed userInfo or no screen change nothing and publish nothing",
    arguments: [
      ("UIApplicationDidBecomeActiveNotification", true, true),
      (KeyboardPhase.willShow.rawValue, false, true),
      (KeyboardPhase.willShow.rawValue, true, false),
    ])
  func noOps(name: String, wellFormed: Bool, hasScreen: Bool) {
    var monitor = KeyboardMonitor()
    let info: [AnyHashable: Any] =
      wellFormed
      ? Self.userInfo(KeyboardMonitorTests.docked)
      : [KeyboardUserInfoKey.frameEnd: "not a rect"]
    let changed = monitor.receive(
      name: name, userInfo: info, screen: hasScreen ? KeyboardMonitorTests.phone : nil)
    #expect(!changed)
    #expect(monitor.info == .hidden)
  }
}

/// Nothing of the keyboard arrives while the app is in the background (§1.3).
@Suite("Keyboard monitor: back from the background")
struct KeyboardMonitorForegroundTests {
  final class Input {}

  /// A monitor that saw `field` begin editing and the keyboard come up.
  static func editing(_ field: Input) -> KeyboardMonitor {
    var monitor = KeyboardMonitor()
    monitor.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: field, userInfo: nil,
      screen: nil)
    for phase in [KeyboardPhase.willShow, .didShow] {
      monitor.apply(
        KeyboardMonitorTests.event(phase, KeyboardMonitorTests.docked),
        screen: KeyboardMonitorTests.phone)
    }
    return monitor
  }

  static func foreground(_ monitor: inout KeyboardMonitor) -> Bool {
    monitor.receive(
      name: LifecycleNotificationName.applicationWillEnterForeground, userInfo: nil, screen: nil)
  }

  @Test("Editing ended in the background: back in front, the keyboard is gone")
  func endedInBackground() {
    let field = Input()
    var monitor = Self.editing(field)
    // In the background the app ends editing: no hide is posted.
    monitor.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil,
      screen: nil)
    #expect(monitor.info.phase == .shown)
    #expect(Self.foreground(&monitor))
    #expect(monitor.info.phase == .hidden && !monitor.info.isVisible)
    #expect(monitor.info.overlap(with: KeyboardMonitorTests.phone) == 0)
  }

  @Test("Still editing, or editing another field: the keyboard stays, and UIKit re-posts its show")
  func stillEditing() {
    let field = Input()
    let other = Input()
    var monitor = Self.editing(field)
    #expect(!Self.foreground(&monitor))
    #expect(monitor.info.phase == .shown)
    // Focus moved: the new field's begin comes before the old one's end.
    monitor.receive(
      name: TextInputNotificationName.textViewDidBeginEditing, object: other, userInfo: nil,
      screen: nil)
    monitor.receive(
      name: TextInputNotificationName.textFieldDidEndEditing, object: field, userInfo: nil,
      screen: nil)
    #expect(!Self.foreground(&monitor))
    #expect(monitor.info.phase == .shown)
  }
}

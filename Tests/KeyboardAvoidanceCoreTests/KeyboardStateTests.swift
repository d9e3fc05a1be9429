import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Keyboard state reducer")
struct KeyboardStateTests {
  struct Sequence: Sendable, CustomStringConvertible {
    let description: String
    let events: [KeyboardEvent]
    let environment: KeyboardEnvironment
    let expected: KeyboardSituation
  }

  static let phone = KeyboardEnvironment(screen: Fixture.phone)
  static let pad = KeyboardEnvironment(screen: Fixture.pad)
  static let keyboard = Fixture.docked(height: 336)
  static let emoji = Fixture.docked(height: 380)
  static let noPredictive = Fixture.docked(height: 291)

  static let sequences: [Sequence] = [
    Sequence(
      description: "nothing yet", events: [], environment: phone, expected: .hidden),
    Sequence(
      description: "show (docked)", events: Fixture.show(keyboard), environment: phone,
      expected: .docked(keyboard)),
    Sequence(
      description: "show then hide", events: Fixture.show(keyboard) + Fixture.hide(),
      environment: phone, expected: .hidden),
    Sequence(
      description: "will-hide with no preceding show",
      events: [Fixture.event(.willHide, Fixture.offscreen())], environment: phone,
      expected: .hidden),
    Sequence(
      description: "repeated will-show with changing heights (third-party keyboard 0→216→256)",
      events: [
        Fixture.event(.willShow, Fixture.docked(height: 0)),
        Fixture.event(.willShow, Fixture.docked(height: 216)),
        Fixture.event(.willShow, Fixture.docked(height: 256)),
      ], environment: phone, expected: .docked(Fixture.docked(height: 256))),
    Sequence(
      description: "predictive bar toggled off: the quartet again with the new height",
      events: Fixture.show(keyboard) + Fixture.show(noPredictive), environment: phone,
      expected: .docked(noPredictive)),
    Sequence(
      description: "keyboard type switch to emoji",
      events: Fixture.show(keyboard) + Fixture.show(emoji),
      environment: phone, expected: .docked(emoji)),
    Sequence(
      description: "field switch with another accessory: re-posted with begin == end",
      events: Fixture.show(keyboard)
        + [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
        .map { Fixture.event($0, Fixture.docked(height: 380), begin: Fixture.docked(height: 380)) },
      environment: phone, expected: .docked(Fixture.docked(height: 380))),
    Sequence(
      description: "rotation as hide + show",
      events: Fixture.show(keyboard) + Fixture.hide()
        + Fixture.show(Fixture.docked(height: 209, on: Fixture.phoneLandscape)),
      environment: KeyboardEnvironment(screen: Fixture.phoneLandscape),
      expected: .docked(Fixture.docked(height: 209, on: Fixture.phoneLandscape))),
    Sequence(
      description: "rotation as a change-frame with the rotated frame",
      events: Fixture.show(keyboard) + [
        Fixture.event(.willChangeFrame, Fixture.docked(height: 209, on: Fixture.phoneLandscape))
      ],
      environment: KeyboardEnvironment(screen: Fixture.phoneLandscape),
      expected: .docked(Fixture.docked(height: 209, on: Fixture.phoneLandscape))),
    Sequence(
      description: "rotation: a stale portrait frame on the landscape screen is settling",
      events: Fixture.show(keyboard),
      environment: KeyboardEnvironment(screen: Fixture.phoneLandscape),
      expected: .settling),
    Sequence(
      description: "rotation: a landscape frame on the portrait screen is settling",
      events: Fixture.show(Fixture.docked(height: 209, on: Fixture.phoneLandscape)),
      environment: phone, expected: .settling),
    Sequence(
      description: "unanimated hide then show (rotation): the late did-hide does not hide",
      events: Fixture.show(keyboard) + [
        Fixture.event(.willChangeFrame, Fixture.offscreen(on: Fixture.phoneLandscape), duration: 0),
        Fixture.event(.willHide, Fixture.offscreen(on: Fixture.phoneLandscape), duration: 0),
        Fixture.event(.willChangeFrame, Fixture.docked(height: 209, on: Fixture.phoneLandscape)),
        Fixture.event(.willShow, Fixture.docked(height: 209, on: Fixture.phoneLandscape)),
        Fixture.event(.didChangeFrame, Fixture.offscreen(on: Fixture.phoneLandscape)),
        Fixture.event(.didHide, Fixture.offscreen(on: Fixture.phoneLandscape)),
      ], environment: KeyboardEnvironment(screen: Fixture.phoneLandscape),
      expected: .docked(Fixture.docked(height: 209, on: Fixture.phoneLandscape))),
    Sequence(
      description: "background and foreground: the show is re-posted",
      events: Fixture.show(keyboard) + Fixture.show(keyboard), environment: phone,
      expected: .docked(keyboard)),
    Sequence(
      description: "another app's keyboard never shows ours",
      events: Fixture.show(keyboard, isLocal: false), environment: phone, expected: .hidden),
    Sequence(
      description: "another app's hide undoes ours",
      events: Fixture.show(keyboard) + Fixture.hide(isLocal: false), environment: phone,
      expected: .hidden),
    Sequence(
      description: "another app's frame change does not move ours",
      events: Fixture.show(keyboard) + [Fixture.event(.willChangeFrame, emoji, isLocal: false)],
      environment: phone, expected: .docked(keyboard)),
    Sequence(
      description: "iPad undock posts will-hide; floating moves post change-frame only",
      events: Fixture.show(Fixture.docked(height: 398, on: Fixture.pad)) + [
        Fixture.event(.willHide, CGRect(x: 0, y: 700, width: 1024, height: 398)),
        Fixture.event(.willChangeFrame, CGRect(x: 0, y: 600, width: 1024, height: 398)),
      ], environment: pad, expected: .hidden),
    Sequence(
      description: "iPad docked to floating without will-hide",
      events: Fixture.show(Fixture.docked(height: 398, on: Fixture.pad)) + [
        Fixture.event(.willChangeFrame, .zero),
        Fixture.event(.didChangeFrame, CGRect(x: 300, y: 800, width: 320, height: 260)),
      ], environment: pad, expected: .undocked(CGRect(x: 300, y: 800, width: 320, height: 260))),
    Sequence(
      description: "iPad split keyboard: full width, above the bottom",
      events: Fixture.show(CGRect(x: 0, y: 700, width: 1024, height: 300)), environment: pad,
      expected: .undocked(CGRect(x: 0, y: 700, width: 1024, height: 300))),
    Sequence(
      description: "iPad re-dock posts will-show",
      events: Fixture.show(Fixture.docked(height: 398, on: Fixture.pad)) + [
        Fixture.event(.willHide, CGRect(x: 0, y: 700, width: 1024, height: 398))
      ] + Fixture.show(Fixture.docked(height: 398, on: Fixture.pad)), environment: pad,
      expected: .docked(Fixture.docked(height: 398, on: Fixture.pad))),
    Sequence(
      description: "hardware keyboard: 55 pt shortcut bar (1024×55 at y 713 on a 768 screen)",
      events: Fixture.show(CGRect(x: 0, y: 713, width: 1024, height: 55)),
      environment: KeyboardEnvironment(screen: CGRect(x: 0, y: 0, width: 1024, height: 768)),
      expected: .hardwareBar(CGRect(x: 0, y: 713, width: 1024, height: 55))),
    Sequence(
      description: "hardware keyboard: full-height frame mostly below the screen",
      events: Fixture.show(CGRect(x: 0, y: 980, width: 768, height: 308)),
      environment: KeyboardEnvironment(screen: CGRect(x: 0, y: 0, width: 768, height: 1024)),
      expected: .hardwareBar(CGRect(x: 0, y: 980, width: 768, height: 308))),
    Sequence(
      description: "shortcut bar dropped: will-show with CGRectZero keeps the last frame",
      events: Fixture.show(Fixture.docked(height: 55, on: Fixture.pad)) + [
        Fixture.event(.willShow, .zero)
      ], environment: pad, expected: .hardwareBar(Fixture.docked(height: 55, on: Fixture.pad))),
    Sequence(
      description: "cross-fade: an empty end frame keeps the last docked height",
      events: Fixture.show(keyboard) + [
        Fixture.event(.willChangeFrame, CGRect(x: 0, y: 516, width: 393, height: 0))
      ],
      environment: phone, expected: .docked(keyboard)),
    Sequence(
      description: "cross-fade: an origin-y-0 frame keeps the last docked height",
      events: Fixture.show(keyboard) + [
        Fixture.event(.willShow, CGRect(x: 0, y: 0, width: 393, height: 336))
      ],
      environment: phone, expected: .docked(keyboard)),
    Sequence(
      description: "cross-fade hide frame (0, 812, 375, 71) hides",
      events: Fixture.show(
        Fixture.docked(height: 291, on: CGRect(x: 0, y: 0, width: 375, height: 812)))
        + Fixture.hide(CGRect(x: 0, y: 812, width: 375, height: 71)),
      environment: KeyboardEnvironment(screen: CGRect(x: 0, y: 0, width: 375, height: 812)),
      expected: .hidden),
    Sequence(
      description: "iOS 26 hide with the accessory's height still hides",
      events: Fixture.show(keyboard) + [Fixture.event(.willHide, Fixture.docked(height: 44))],
      environment: phone, expected: .hidden),
    Sequence(
      description: "interactive dismissal: the post-drag hide with a zero-height rect hides",
      events: Fixture.show(keyboard) + [
        Fixture.event(.willHide, CGRect(x: 0, y: 852, width: 393, height: 0)),
        Fixture.event(.didHide, CGRect(x: 0, y: 852, width: 393, height: 0)),
      ], environment: phone, expected: .hidden),
    Sequence(
      description: "Stage Manager: frame clipped to the key window's width still docks",
      events: Fixture.show(CGRect(x: 100, y: 1030, width: 700, height: 336)),
      environment: KeyboardEnvironment(
        screen: Fixture.pad, window: CGRect(x: 100, y: 100, width: 700, height: 800)),
      expected: .docked(CGRect(x: 100, y: 1030, width: 700, height: 336))),
    Sequence(
      description: "Slide Over: a frame ending above both bottoms is undocked",
      events: Fixture.show(CGRect(x: 0, y: 900, width: 1024, height: 366)),
      environment: KeyboardEnvironment(
        screen: CGRect(x: 0, y: 0, width: 1024, height: 1366),
        window: CGRect(x: 680, y: 0, width: 320, height: 1346)),
      expected: .undocked(CGRect(x: 0, y: 900, width: 1024, height: 366))),
    Sequence(
      description: "Slide Over: a frame reaching the short window's bottom docks",
      events: Fixture.show(CGRect(x: 0, y: 980, width: 1024, height: 366)),
      environment: KeyboardEnvironment(
        screen: CGRect(x: 0, y: 0, width: 1024, height: 1366),
        window: CGRect(x: 680, y: 10, width: 320, height: 1336)),
      expected: .docked(CGRect(x: 0, y: 980, width: 1024, height: 366))),
  ]

  @Test("Real notification sequences reduce to the right situation", arguments: sequences)
  func sequence(_ sequence: Sequence) {
    var state = KeyboardState()
    for event in sequence.events { state.apply(event) }
    #expect(state.situation(in: sequence.environment) == sequence.expected)
  }

  @Test("The animation is in flight between will and did, and remembered after")
  func animationInFlight() {
    var state = KeyboardState()
    state.apply(Fixture.event(.willShow, Self.keyboard, duration: 0.4))
    #expect(state.isAnimating)
    #expect(state.animation?.duration == 0.4)
    state.apply(Fixture.event(.didShow, Self.keyboard))
    #expect(!state.isAnimating)
    #expect(state.lastAnimation?.duration == 0.4)
  }

  @Test("Duplicates are reported unchanged; other apps and untrusted frames as ignored")
  func transitions() {
    var state = KeyboardState()
    #expect(state.apply(Fixture.event(.willShow, Self.keyboard)) == .changed)
    #expect(state.apply(Fixture.event(.willShow, Self.keyboard)) == .unchanged)
    #expect(
      state.apply(Fixture.event(.willChangeFrame, Self.emoji, isLocal: false))
        == .ignored(.otherApp))
    #expect(state.apply(Fixture.event(.willChangeFrame, .zero)) == .ignored(.untrustedFrame))
    #expect(state.apply(Fixture.event(.willHide, Fixture.offscreen())) == .changed)
    #expect(state.apply(Fixture.event(.didHide, Fixture.offscreen())) == .unchanged)
  }

  @Test("Frames off the bottom, narrower than the screen, settle instead of hiding")
  func offscreenNarrow() {
    var state = KeyboardState()
    for event in Fixture.show(Self.keyboard) { state.apply(event) }
    state.apply(Fixture.event(.willChangeFrame, CGRect(x: 0, y: 900, width: 300, height: 336)))
    #expect(state.situation(in: Self.phone) == .settling)
    state.apply(Fixture.event(.willHide, CGRect(x: 0, y: 900, width: 300, height: 336)))
    #expect(state.situation(in: Self.phone) == .hidden)
  }

  static let screenCoveringFrames: [CGRect] = [
    CGRect(x: 0, y: 0.5, width: 393, height: 851.5), CGRect(x: 0, y: 40, width: 393, height: 812),
  ]

  @Test(
    "A frame covering (almost) the whole screen is not believed: the last good frame stays",
    arguments: screenCoveringFrames)
  func screenCoveringFrame(_ frame: CGRect) {
    var state = KeyboardState()
    for event in Fixture.show(Fixture.docked(height: 336)) { state.apply(event) }
    state.apply(Fixture.event(.willChangeFrame, frame))
    #expect(state.frame == Fixture.docked(height: 336))
  }
}

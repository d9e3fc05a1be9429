import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Keyboard notification parsing")
struct KeyboardEventParsingTests {
  static let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
  static let begin = CGRect(x: 0, y: 852, width: 393, height: 336)

  static func userInfo(
    end: Any? = frame, begin: Any? = begin, duration: Any? = 0.25, curve: Any? = 7,
    isLocal: Any? = true
  ) -> [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [:]
    if let end { info[KeyboardUserInfoKey.frameEnd] = end }
    if let begin { info[KeyboardUserInfoKey.frameBegin] = begin }
    if let duration { info[KeyboardUserInfoKey.animationDuration] = duration }
    if let curve { info[KeyboardUserInfoKey.animationCurve] = curve }
    if let isLocal { info[KeyboardUserInfoKey.isLocal] = isLocal }
    return info
  }

  @Test("A well-formed will-show notification parses without repairs")
  func wellFormed() throws {
    let event = try KeyboardEvent(
      notificationName: "UIKeyboardWillShowNotification", userInfo: Self.userInfo())
    #expect(event.phase == .willShow)
    #expect(event.endFrame == Self.frame)
    #expect(event.beginFrame == Self.begin)
    #expect(event.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard))
    #expect(event.isLocal)
    #expect(event.repairs.isEmpty)
  }

  @Test("Each of the six notification names maps to its phase", arguments: KeyboardPhase.allCases)
  func names(phase: KeyboardPhase) throws {
    let event = try KeyboardEvent(notificationName: phase.rawValue, userInfo: Self.userInfo())
    #expect(event.phase == phase)
  }

  @Test("Boxed Foundation values are read like Swift values")
  func foundationValues() throws {
    var info: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameEnd: Self.frame,
      KeyboardUserInfoKey.animationDuration: NSNumber(value: 0.4),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: 7),
      KeyboardUserInfoKey.isLocal: NSNumber(value: false),
    ]
    #if !canImport(Darwin)
      info[KeyboardUserInfoKey.frameBegin] = NSValue(rect: Self.begin)
    #else
      info[KeyboardUserInfoKey.frameBegin] = Self.begin
    #endif
    let event = try KeyboardEvent(phase: .willChangeFrame, userInfo: info)
    #expect(event.animation == KeyboardAnimation(duration: 0.4, curve: .keyboard))
    #expect(event.isLocal == false)
    #expect(event.beginFrame == Self.begin)
    #expect(event.repairs.isEmpty)
  }

  @Test("NSString keys are found on every platform")
  func nsStringKeys() throws {
    let info: [AnyHashable: Any] = [
      NSString(string: KeyboardUserInfoKey.frameEnd): Self.frame,
      NSString(string: KeyboardUserInfoKey.isLocal): true,
    ]
    let event = try KeyboardEvent(phase: .didShow, userInfo: info)
    #expect(event.endFrame == Self.frame)
    #expect(event.isLocal)
  }

  struct Failure: Sendable, CustomStringConvertible {
    let description: String
    let name: String
    let userInfo: @Sendable () -> [AnyHashable: Any]?
    let error: KeyboardEventError
  }

  static let failures: [Failure] = [
    Failure(
      description: "unknown name", name: "UIKeyboardWillExplodeNotification",
      userInfo: { userInfo() }, error: .unknownNotification("UIKeyboardWillExplodeNotification")),
    Failure(
      description: "no userInfo", name: KeyboardPhase.willShow.rawValue, userInfo: { nil },
      error: .missingUserInfo),
    Failure(
      description: "no end frame", name: KeyboardPhase.willShow.rawValue,
      userInfo: { userInfo(end: nil) }, error: .missingEndFrame),
    Failure(
      description: "end frame is a string", name: KeyboardPhase.willShow.rawValue,
      userInfo: { userInfo(end: "{{0, 516}, {393, 336}}") },
      error: .endFrameNotARect(found: "String")),
    Failure(
      description: "end frame is a number", name: KeyboardPhase.didHide.rawValue,
      userInfo: { userInfo(end: 336) }, error: .endFrameNotARect(found: "Int")),
    Failure(
      description: "NaN end frame", name: KeyboardPhase.willShow.rawValue,
      userInfo: { userInfo(end: CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336)) },
      error: .nonFiniteEndFrame),
    Failure(
      description: "infinite end frame", name: KeyboardPhase.willChangeFrame.rawValue,
      userInfo: { userInfo(end: CGRect(x: 0, y: 516, width: CGFloat.infinity, height: 336)) },
      error: .nonFiniteEndFrame),
  ]

  @Test("Unrepairable notifications give a typed error", arguments: failures)
  func unrepairable(failure: Failure) {
    #expect(throws: failure.error) {
      try KeyboardEvent(notificationName: failure.name, userInfo: failure.userInfo())
    }
  }

  struct Repair: Sendable, CustomStringConvertible {
    let description: String
    let phase: KeyboardPhase
    let userInfo: @Sendable () -> [AnyHashable: Any]
    let repairs: KeyboardEvent.Repairs
    let animation: KeyboardAnimation?
    let beginFrame: CGRect?
    let isLocal: Bool
  }

  static let keyboardCurve = KeyboardAnimation(duration: 0.25, curve: .keyboard)
  static let curve5 = KeyboardAnimationCurve(rawValue: 5) ?? .keyboard

  static let repairs: [Repair] = [
    Repair(
      description: "missing begin frame", phase: .willShow, userInfo: { userInfo(begin: nil) },
      repairs: .beginFrameMissing, animation: keyboardCurve, beginFrame: nil, isLocal: true),
    Repair(
      description: "NaN begin frame", phase: .willShow,
      userInfo: { userInfo(begin: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) },
      repairs: .beginFrameInvalid, animation: keyboardCurve, beginFrame: nil, isLocal: true),
    Repair(
      description: "begin frame of the wrong type", phase: .willShow,
      userInfo: { userInfo(begin: "nope") },
      repairs: .beginFrameInvalid, animation: keyboardCurve, beginFrame: nil, isLocal: true),
    Repair(
      description: "missing duration on will", phase: .willHide,
      userInfo: { userInfo(duration: nil) },
      repairs: .durationMissing, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "negative duration", phase: .willShow, userInfo: { userInfo(duration: -1.0) },
      repairs: .durationInvalid, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "NaN duration", phase: .willShow, userInfo: { userInfo(duration: Double.nan) },
      repairs: .durationInvalid, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "infinite duration", phase: .willShow,
      userInfo: { userInfo(duration: Double.infinity) },
      repairs: .durationInvalid, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "duration as a string", phase: .willShow,
      userInfo: { userInfo(duration: "0.25") },
      repairs: .durationInvalid, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "zero duration is kept", phase: .willShow, userInfo: { userInfo(duration: 0.0) },
      repairs: [], animation: KeyboardAnimation(duration: 0, curve: .keyboard), beginFrame: begin,
      isLocal: true),
    Repair(
      description: "missing curve", phase: .willShow, userInfo: { userInfo(curve: nil) },
      repairs: .curveMissing, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "curve 99", phase: .willShow, userInfo: { userInfo(curve: 99) },
      repairs: .curveUnknown, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "negative curve", phase: .willShow, userInfo: { userInfo(curve: -3) },
      repairs: .curveUnknown, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "fractional curve", phase: .willShow, userInfo: { userInfo(curve: 2.5) },
      repairs: .curveUnknown, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "undocumented curve 5 is kept", phase: .willShow,
      userInfo: { userInfo(curve: 5) },
      repairs: [], animation: KeyboardAnimation(duration: 0.25, curve: curve5),
      beginFrame: begin, isLocal: true),
    Repair(
      description: "missing isLocal (before iOS 9)", phase: .willShow,
      userInfo: { userInfo(isLocal: nil) },
      repairs: .isLocalMissing, animation: keyboardCurve, beginFrame: begin, isLocal: true),
    Repair(
      description: "isLocal of the wrong type: not this app's keyboard", phase: .willShow,
      userInfo: { userInfo(isLocal: "yes") },
      repairs: .isLocalInvalid, animation: keyboardCurve, beginFrame: begin, isLocal: false),
    Repair(
      description: "did-show carries no animation", phase: .didShow,
      userInfo: { userInfo(duration: nil, curve: nil) },
      repairs: [], animation: nil, beginFrame: begin, isLocal: true),
    Repair(
      description: "everything missing but the end frame", phase: .willChangeFrame,
      userInfo: { [KeyboardUserInfoKey.frameEnd: frame] },
      repairs: [.beginFrameMissing, .durationMissing, .curveMissing, .isLocalMissing],
      animation: keyboardCurve, beginFrame: nil, isLocal: true),
  ]

  @Test("Repairable problems get the documented fallback", arguments: repairs)
  func repairable(repair: Repair) throws {
    let event = try KeyboardEvent(phase: repair.phase, userInfo: repair.userInfo())
    #expect(event.repairs == repair.repairs)
    #expect(event.animation == repair.animation)
    #expect(event.beginFrame == repair.beginFrame)
    #expect(event.isLocal == repair.isLocal)
    #expect(event.endFrame == Self.frame)
  }

  @Test("A zero end frame is a valid event, not an error")
  func zeroFrame() throws {
    let event = try KeyboardEvent(
      phase: .willChangeFrame, userInfo: Self.userInfo(end: CGRect.zero))
    #expect(event.endFrame == .zero)
  }

  @Test("Curves turn into animation options by shifting into bits 16-19")
  func curveOptions() {
    #expect(KeyboardAnimationCurve.keyboard.animationOptionsRawValue == 0x70000)
    #expect(KeyboardAnimationCurve.linear.animationOptionsRawValue == 3 << 16)
    #expect(KeyboardAnimationCurve(rawValue: 16) == nil)
    #expect(KeyboardAnimationCurve(rawValue: 15)?.animationOptionsRawValue == 0xF0000)
  }

  @Test("Errors describe themselves in one line")
  func errorDescriptions() {
    let errors: [KeyboardEventError] = [
      .unknownNotification("X"), .missingUserInfo, .missingEndFrame,
      .endFrameNotARect(found: "String"), .nonFiniteEndFrame,
    ]
    for error in errors {
      #expect(!error.description.isEmpty)
      #expect(!error.description.contains("\n"))
    }
  }
}

extension KeyboardEventParsingTests {
  @Test("An end frame with a negative size is taken standardized, and the repair is named")
  func negativeEndFrame() throws {
    let flipped = CGRect(x: 393, y: 852, width: -393, height: -336)
    let event = try KeyboardEvent(phase: .willShow, userInfo: Self.userInfo(end: flipped))
    #expect(event.endFrame == Self.frame)
    #expect(event.repairs == .endFrameNegativeSize)
  }
}

extension KeyboardEventParsingTests {
  @Test("A duration beyond any keyboard's is clamped and named as a repair")
  func hugeDuration() throws {
    let event = try KeyboardEvent(
      notificationName: KeyboardPhase.willShow.rawValue, userInfo: Self.userInfo(duration: 1e6))
    #expect(event.animation?.duration == KeyboardAnimation.maximumDuration)
    #expect(event.repairs.contains(.durationTooLong))
    var state = KeyboardState()
    state.apply(event)
    #expect((state.lastAnimation?.duration ?? .infinity) <= KeyboardAnimation.maximumDuration)
  }

  static let unreadableFlags: [(String, any Sendable)] = [
    ("a string", "false"), ("another string", "true"), ("a date", Date(timeIntervalSince1970: 0)),
  ]

  @Test(
    "An isLocal that is there but unreadable makes the keyboard another app's, never this one's",
    arguments: unreadableFlags)
  func unreadableIsLocal(_ row: (String, any Sendable)) throws {
    let event = try KeyboardEvent(
      notificationName: KeyboardPhase.willShow.rawValue, userInfo: Self.userInfo(isLocal: row.1))
    #expect(!event.isLocal, "\(row.0)")
    #expect(event.repairs.contains(.isLocalInvalid))
    #expect(!event.repairs.contains(.isLocalMissing))
  }
}

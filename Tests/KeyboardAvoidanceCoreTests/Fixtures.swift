import Foundation

@testable import KeyboardAvoidanceCore

/// Small builders for keyboard events and environments, in the numbers of the article “UIKit's
/// keyboard behaviours”.
enum Fixture {
  /// iPhone 15 portrait: 393×852.
  static let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// iPhone 15 landscape: 852×393.
  static let phoneLandscape = CGRect(x: 0, y: 0, width: 852, height: 393)
  /// iPad Pro 12.9" portrait.
  static let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

  static func docked(height: CGFloat, on screen: CGRect = phone) -> CGRect {
    CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
  }

  static func offscreen(height: CGFloat = 336, on screen: CGRect = phone) -> CGRect {
    CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
  }

  static func event(
    _ phase: KeyboardPhase, _ frame: CGRect, begin: CGRect? = nil, isLocal: Bool = true,
    duration: Double = 0.25
  ) -> KeyboardEvent {
    KeyboardEvent(
      phase: phase, beginFrame: begin, endFrame: frame,
      animation: phase.isWill ? KeyboardAnimation(duration: duration, curve: .keyboard) : nil,
      isLocal: isLocal)
  }

  /// The show quartet: WillChangeFrame → WillShow → DidChangeFrame → DidShow (§1.3).
  static func show(_ frame: CGRect, isLocal: Bool = true) -> [KeyboardEvent] {
    [
      event(.willChangeFrame, frame, isLocal: isLocal), event(.willShow, frame, isLocal: isLocal),
      event(.didChangeFrame, frame, isLocal: isLocal), event(.didShow, frame, isLocal: isLocal),
    ]
  }

  /// The hide quartet: WillChangeFrame → WillHide → DidChangeFrame → DidHide (§1.3).
  static func hide(_ frame: CGRect = offscreen(), isLocal: Bool = true) -> [KeyboardEvent] {
    [
      event(.willChangeFrame, frame, isLocal: isLocal), event(.willHide, frame, isLocal: isLocal),
      event(.didChangeFrame, frame, isLocal: isLocal), event(.didHide, frame, isLocal: isLocal),
    ]
  }
}

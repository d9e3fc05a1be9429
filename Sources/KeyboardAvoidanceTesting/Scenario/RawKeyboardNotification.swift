import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A notification posted as it is, with any name and any `userInfo` — to test how avoidance
/// takes what a real device (or a hostile value) hands it. The world's keyboard does not move
/// for it: the engine alone hears it.
///
/// ```swift
/// let bad = RawKeyboardNotification(
///   name: KeyboardPhase.willShow.rawValue,
///   userInfo: [KeyboardUserInfoKey.frameEnd: .string("not a frame")])
/// let steps: [ScenarioStep] = [.focus("email"), .postNotification(bad)]
/// ```
public struct RawKeyboardNotification: Sendable, Equatable {
  /// A `userInfo` value, of the types UIKit uses and some it does not.
  public enum Value: Sendable, Equatable {
    /// A rectangle (an `NSValue` on a device).
    case rect(CGRect)
    /// An `NSNumber` holding a double.
    case number(Double)
    /// An `NSNumber` holding a Boolean.
    case bool(Bool)
    /// A string, where UIKit never puts one.
    case string(String)
  }

  /// The notification's name.
  public var name: String
  /// The `userInfo`, or `nil` for none.
  public var userInfo: [String: Value]?

  /// Creates a notification.
  public init(name: String, userInfo: [String: Value]?) {
    self.name = name
    self.userInfo = userInfo
  }

  /// The `userInfo` as Foundation types.
  var foundationUserInfo: [AnyHashable: Any]? {
    userInfo?.mapValues { value -> Any in
      switch value {
      case .rect(let rect): rect
      case .number(let number): NSNumber(value: number)
      case .bool(let flag): NSNumber(value: flag)
      case .string(let text): text
      }
    }
  }
}

import Foundation

/// A notification as the engine received it: its name, the raw values of the `userInfo` keys
/// keyboard avoidance reads (nothing else — no object, no text), and what the parser made of
/// it: the event with its repairs, or why it could not be read.
///
/// ```swift
/// let traced = TracedNotification(name: "UIKeyboardWillShowNotification", userInfo: userInfo)
/// traced.values[KeyboardUserInfoKey.frameEnd]  // .rect(…)
/// ```
public struct TracedNotification: Sendable, Equatable, Codable {
  /// The notification's name.
  public var name: String
  /// The raw values of the keyboard keys it carried (``KeyboardUserInfoKey``).
  public var values: [String: TraceValue]
  /// Why the notification could not be read, or `nil` when it could (the event, with the
  /// repairs the parser made, follows as its own entry).
  public var error: String?

  /// Creates a traced notification.
  public init(name: String, values: [String: TraceValue], error: String? = nil) {
    self.name = name
    self.values = values
    self.error = error
  }

  /// Keeps the keyboard keys of `userInfo`, raw.
  public init(name: String, userInfo: [AnyHashable: Any]?, error: String? = nil) {
    var values: [String: TraceValue] = [:]
    if let userInfo {
      for key in Self.keys {
        if let value = KeyboardEvent.value(key, in: userInfo) { values[key] = TraceValue(value) }
      }
    }
    self.init(name: name, values: values, error: error)
  }

  /// The `userInfo` keys a trace keeps.
  public static let keys = [
    KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd,
    KeyboardUserInfoKey.animationDuration, KeyboardUserInfoKey.animationCurve,
    KeyboardUserInfoKey.isLocal,
  ]

  /// The `userInfo` to post it again with.
  public var userInfo: [AnyHashable: Any] {
    var userInfo: [AnyHashable: Any] = [:]
    for (key, value) in values { userInfo[key] = value.userInfoValue }
    return userInfo
  }
}

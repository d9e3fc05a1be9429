/// Why a keyboard notification could not be turned into a ``KeyboardEvent``.
///
/// Only problems that leave no usable end frame are errors; everything else (a missing begin
/// frame, a bad duration or curve, a missing `isLocal`) is repaired with a documented fallback
/// and recorded in ``KeyboardEvent/repairs``.
///
/// ```swift
/// do {
///   _ = try KeyboardEvent(notificationName: "Other", userInfo: [:])
/// } catch {
///   print(error)  // unknown keyboard notification "Other"
/// }
/// ```
public enum KeyboardEventError: Error, Sendable, Hashable {
  /// The notification name is not one of the six keyboard notifications.
  case unknownNotification(String)
  /// The notification carried no `userInfo` at all.
  case missingUserInfo
  /// The end frame key is absent.
  case missingEndFrame
  /// The end frame is present but is not a rectangle; `found` names the value's type.
  case endFrameNotARect(found: String)
  /// The end frame has a NaN or infinite component.
  case nonFiniteEndFrame
}

extension KeyboardEventError: CustomStringConvertible {
  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unknownNotification(let name): "unknown keyboard notification \"\(name)\""
    case .missingUserInfo: "keyboard notification without userInfo"
    case .missingEndFrame: "keyboard notification without \(KeyboardUserInfoKey.frameEnd)"
    case .endFrameNotARect(let found):
      "\(KeyboardUserInfoKey.frameEnd) holds a \(found), not a rectangle"
    case .nonFiniteEndFrame: "\(KeyboardUserInfoKey.frameEnd) has a NaN or infinite component"
    }
  }
}

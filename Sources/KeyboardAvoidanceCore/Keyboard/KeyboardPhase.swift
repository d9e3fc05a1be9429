/// Which of UIKit's six keyboard notifications an event came from.
///
/// The raw values are the notifications' names as UIKit posts them (the `rawValue` of
/// `UIResponder.keyboardWillShowNotification` and its siblings), so events can be parsed from
/// a `Notification` on any platform.
///
/// ```swift
/// let phase = KeyboardPhase(rawValue: "UIKeyboardWillShowNotification")  // .willShow
/// ```
public enum KeyboardPhase: String, Sendable, Hashable, CaseIterable, Codable {
  /// `UIResponder.keyboardWillShowNotification`.
  case willShow = "UIKeyboardWillShowNotification"
  /// `UIResponder.keyboardDidShowNotification`.
  case didShow = "UIKeyboardDidShowNotification"
  /// `UIResponder.keyboardWillHideNotification`.
  case willHide = "UIKeyboardWillHideNotification"
  /// `UIResponder.keyboardDidHideNotification`.
  case didHide = "UIKeyboardDidHideNotification"
  /// `UIResponder.keyboardWillChangeFrameNotification`.
  case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
  /// `UIResponder.keyboardDidChangeFrameNotification`.
  case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

  /// Whether this is one of the three "will" notifications, the only ones that carry the
  /// animation's duration and curve.
  public var isWill: Bool {
    switch self {
    case .willShow, .willHide, .willChangeFrame: true
    case .didShow, .didHide, .didChangeFrame: false
    }
  }

  /// Whether this notification announces that the keyboard goes away (or undocks).
  public var isHide: Bool { self == .willHide || self == .didHide }

  /// Whether this notification announces that the keyboard is shown (or re-docks).
  public var isShow: Bool { self == .willShow || self == .didShow }
}

/// The `userInfo` keys of UIKit's keyboard notifications, as their raw string values.
///
/// These are the values of `UIResponder.keyboardFrameBeginUserInfoKey` and its siblings.
public enum KeyboardUserInfoKey {
  /// `UIResponder.keyboardFrameBeginUserInfoKey`: the frame before the change, in screen
  /// coordinates.
  public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIResponder.keyboardFrameEndUserInfoKey`: the frame after the change, in screen
  /// coordinates.
  public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIResponder.keyboardAnimationDurationUserInfoKey`: the animation's duration in seconds.
  public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIResponder.keyboardAnimationCurveUserInfoKey`: the animation curve's raw value.
  public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// `UIResponder.keyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app.
  public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}

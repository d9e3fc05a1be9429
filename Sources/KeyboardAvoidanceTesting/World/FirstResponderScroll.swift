/// When UIKit's `UIScrollView` scrolls its first responder into view by itself (§11.1 of the
/// article "UIKit's keyboard behaviours").
///
/// A text field that becomes first responder is scrolled into view by its enclosing scroll
/// view (openradar 20798351), and Apple's "Scrolling Content" sample says
/// `scrollRectToVisible(_:animated:)` is also called "automatically by iOS after keyboard
/// changes". When that second scroll happens — before the app's observers hear of the keyboard,
/// or after its "did" notifications — is not documented, so the world models each, and the
/// package's tests pass all three.
///
/// ```swift
/// world.firstResponderScroll = .afterKeyboardDidNotifications
/// ```
public enum FirstResponderScroll: String, Sendable, Hashable, CaseIterable {
  /// Only when a text field becomes first responder (the first model).
  case whenFocused
  /// Also on each of this app's keyboard "will" notifications (not a hide), before the app's
  /// observers hear of it: the first responder is scrolled above the keyboard's end frame.
  case beforeKeyboardObservers
  /// Also once the app's observers heard a keyboard "did" notification (not a hide).
  case afterKeyboardDidNotifications
}

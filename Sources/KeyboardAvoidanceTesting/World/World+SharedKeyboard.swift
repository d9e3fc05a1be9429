import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The world's `KeyboardObserver.shared`: the core's `KeyboardMonitor` fed the app's keyboard,
/// editing and lifecycle notifications, with the app's key window, and the keyboard layout
/// guide's moves once a keyboard-aware view installed its tracker; its subscribers hear each new
/// value. Like the real one it exists from its first use on (a `static let` is made when first
/// read): what was posted before is lost to it, a keyboard already up included (SwiftUI review
/// #11) — the tracker's first report is then all it learns.
extension World {
  /// Hands a notification to the shared keyboard observer, and its value to its subscribers
  /// when it changed.
  func sharedKeyboardReceive(_ notification: WorldNotification) {
    guard sharedKeyboardExists else { return }
    // The app's key window, as the UIKit layer reads it with the screen.
    let window = windows.first { $0.isKey }?.frame
    guard
      sharedKeyboard.receive(
        name: notification.name, object: notification.object, userInfo: notification.userInfo,
        screen: screen, window: window)
    else { return }
    publishSharedKeyboard()
  }

  /// A keyboard layout guide's tracker reported the keyboard's frame (an interactive drag, or
  /// its first layout), with where the guide rests without a keyboard, as the UIKit layer's
  /// tracker reports them.
  package func sharedKeyboardLayoutGuideMoved(to frame: CGRect) {
    guard sharedKeyboardExists,
      sharedKeyboard.layoutGuideMoved(
        to: frame, screen: screen, restingTop: keyboard.layoutGuideRestingTop)
    else { return }
    publishSharedKeyboard()
  }

  /// Calls `handler` with each new value of the shared keyboard observer, for as long as
  /// `owner` exists (`KeyboardObserver.shared.publisher`).
  package func observeSharedKeyboard(
    owner: AnyObject, _ handler: @escaping (KeyboardInfo) -> Void
  ) {
    sharedKeyboardExists = true
    sharedKeyboardObservers.append((WeakBox(owner), handler))
  }

  /// A subscriber of the shared keyboard observer.
  typealias SharedKeyboardObserver = (
    owner: WeakBox<AnyObject>, handler: (KeyboardInfo) -> Void
  )

  private func publishSharedKeyboard() {
    sharedKeyboardObservers.removeAll { $0.owner.value == nil }
    for observer in sharedKeyboardObservers { observer.handler(sharedKeyboard.info) }
  }
}

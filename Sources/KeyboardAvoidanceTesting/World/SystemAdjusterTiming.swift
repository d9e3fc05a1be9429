/// When a `UITableViewController`'s or `UICollectionViewController`'s own keyboard support hears
/// the keyboard, and how it moves its list (§11.1 of the article "UIKit's keyboard behaviours").
///
/// The controller registers its keyboard observers in `viewWillAppear(_:)` — after an avoider
/// the app attached in `viewDidLoad()`, and again after a push and a pop, behind every observer
/// registered meanwhile — and `NotificationCenter` calls observers in the order they registered,
/// one notification at a time. Which of the keyboard's notifications the controller observes,
/// and whether its scroll of the first responder's cell runs over several frames, UIKit does not
/// document. The world models every candidate, and the package's tests pass all of them.
///
/// ```swift
/// world.systemAdjuster = SystemAdjusterTiming(order: .afterApp, notifications: .willChangeFrame)
/// ```
public struct SystemAdjusterTiming: Sendable, Hashable, CustomStringConvertible {
  /// Where the controller's observer stands among the app's observers of a notification.
  public enum Order: String, Sendable, Hashable, CaseIterable {
    /// Before every observer of the app's (registered before the app's, which no
    /// `viewDidLoad()` attachment does; kept as the candidate farthest from the usual).
    case beforeApp
    /// After the app's first two observers and before the others: an app-wide keyboard
    /// observer registered early and the first avoider, then the controller (re-registered
    /// by a push and a pop), then avoiders attached later.
    case amongApp
    /// After every observer of the app's (`viewWillAppear(_:)` after `viewDidLoad()`).
    case afterApp
  }

  /// Which of the keyboard's "will" notifications the controller acts on: once for each it
  /// observes.
  public enum Notifications: String, Sendable, Hashable, CaseIterable {
    /// `keyboardWillChangeFrameNotification` only.
    case willChangeFrame
    /// `keyboardWillShowNotification` and `keyboardWillHideNotification` only.
    case willShowAndHide
    /// All three: the controller acts twice on a show or a hide.
    case every
  }

  /// Where the controller's observer stands among the app's.
  public var order: Order
  /// Which notifications it acts on.
  public var notifications: Notifications
  /// Whether UIKit's own scrolls after a keyboard change — the controller's scroll of the first
  /// responder's cell, and a scroll view's scroll of its first responder above the keyboard
  /// (``FirstResponderScroll``) — run over several display frames
  /// (`scrollRectToVisible(_:animated: true)`) or at once.
  public var scrollsAnimated: Bool

  /// A timing.
  public init(
    order: Order = .afterApp, notifications: Notifications = .willShowAndHide,
    scrollsAnimated: Bool = false
  ) {
    self.order = order
    self.notifications = notifications
    self.scrollsAnimated = scrollsAnimated
  }

  /// Every candidate the world models.
  public static let allCases: [SystemAdjusterTiming] = Order.allCases.flatMap { order in
    Notifications.allCases.flatMap { notifications in
      [false, true].map {
        SystemAdjusterTiming(order: order, notifications: notifications, scrollsAnimated: $0)
      }
    }
  }

  /// Whether the controller acts on a notification of `phase`.
  package func acts(on phase: KeyboardPhase) -> Bool {
    switch (notifications, phase) {
    case (.every, .willChangeFrame), (.every, .willShow), (.every, .willHide): true
    case (.willChangeFrame, .willChangeFrame): true
    case (.willShowAndHide, .willShow), (.willShowAndHide, .willHide): true
    default: false
    }
  }

  /// How many of the app's observers hear a notification before the controller does.
  package var appObserversBefore: Int {
    switch order {
    case .beforeApp: 0
    case .amongApp: 2
    case .afterApp: Int.max
    }
  }

  /// The timing in a few words, for a scenario's summary.
  public var description: String {
    "\(order.rawValue), \(notifications.rawValue)\(scrollsAnimated ? ", animated" : "")"
  }
}

/// A notification posted in the headless world, shaped like `Foundation.Notification`.
public struct WorldNotification {
  /// The name, as UIKit's raw value (`UIKeyboardWillShowNotification`…).
  public let name: String
  /// The object: the text input for text notifications, `nil` for keyboard notifications.
  public let object: AnyObject?
  /// The user info, with the same keys and value types UIKit uses.
  public let userInfo: [AnyHashable: Any]?
}

/// The headless world's notification center: synchronous delivery in registration order, and
/// observers that are held weakly, so that an observer that goes away stops receiving.
public final class WorldNotificationCenter {
  private struct Registration {
    weak var owner: AnyObject?
    let names: Set<String>
    let handler: (WorldNotification) -> Void
  }

  private var registrations: [Registration] = []
  /// The names of every notification posted so far, in order (objects are not kept, so that
  /// the log never keeps a view alive).
  package private(set) var log: [String] = []

  /// Creates an empty center.
  public init() {}

  /// Delivers notifications named `names` to `handler` for as long as `owner` exists.
  public func addObserver(
    _ owner: AnyObject, names: Set<String>, handler: @escaping (WorldNotification) -> Void
  ) {
    registrations.append(Registration(owner: owner, names: names, handler: handler))
  }

  /// Stops delivering to `owner`.
  public func removeObserver(_ owner: AnyObject) {
    registrations.removeAll { $0.owner == nil || $0.owner === owner }
  }

  /// The number of live observers.
  package var observerCount: Int { registrations.filter { $0.owner != nil }.count }

  /// Posts a notification to every live observer of its name, synchronously.
  public func post(name: String, object: AnyObject? = nil, userInfo: [AnyHashable: Any]? = nil) {
    post(name: name, object: object, userInfo: userInfo, system: nil)
  }

  /// Posts a notification as ``post(name:object:userInfo:)`` does, with an observer of the
  /// system's among the app's: `system` runs after `appObserversBefore` of the app's live
  /// observers of the name have heard it (all of them, when there are fewer), as UIKit's own
  /// observers — registered in `viewWillAppear(_:)`, say — stand among the app's in
  /// registration order (§11.1).
  package func post(
    name: String, object: AnyObject? = nil, userInfo: [AnyHashable: Any]?,
    system: (appObserversBefore: Int, handler: () -> Void)?
  ) {
    let notification = WorldNotification(name: name, object: object, userInfo: userInfo)
    log.append(name)
    registrations.removeAll { $0.owner == nil }
    var heard = 0
    var systemRan = system == nil
    for registration in registrations where registration.names.contains(name) {
      guard registration.owner != nil else { continue }
      if !systemRan, let system, heard >= system.appObserversBefore {
        system.handler()
        systemRan = true
      }
      registration.handler(notification)
      heard += 1
    }
    if !systemRan { system?.handler() }
  }
}

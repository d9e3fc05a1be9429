extension KeyboardAvoidanceCoordinator {
  /// The notification names a host observes: the six keyboard notifications and the text
  /// inputs' begin-editing, end-editing and text-change notifications.
  public static var observedNotificationNames: [String] {
    KeyboardPhase.allCases.map(\.rawValue) + TextInputNotificationName.all
  }

  /// Routes one observed notification, after the host updated its ``FocusTracker`` with
  /// ``FocusTracker/note(notificationName:object:)``.
  ///
  /// Every host routes through these two calls, so the UIKit adapter and the headless world map
  /// notifications to events identically. A malformed keyboard notification changes nothing;
  /// it is counted in ``statistics`` and kept in ``lastError``.
  ///
  /// ```swift
  /// @objc func didReceive(_ note: Notification) {
  ///   focus.note(notificationName: note.name.rawValue, object: note.object as AnyObject?)
  ///   coordinator.route(name: note.name.rawValue, userInfo: note.userInfo)
  /// }
  /// ```
  public func route(name: String, userInfo: [AnyHashable: Any]?) {
    try? handleNotification(name: name, userInfo: userInfo)
  }
}

extension FocusTracker {
  /// Updates the focus from a begin- or end-editing notification, whose object is the input;
  /// other notifications change nothing.
  ///
  /// Returns the input when the notification is its begin-editing — the moment a host
  /// prepares the field for navigation (its return key, the toolbar) — and `nil` otherwise.
  @discardableResult
  public mutating func note(notificationName name: String, object: AnyObject?) -> View? {
    guard let view = object as? View else { return nil }
    switch TextInputNotificationName.kind(of: name) {
    case .began:
      began(view)
      return view
    case .ended:
      ended(view)
      return nil
    case .changed, nil:
      return nil
    }
  }
}

extension KeyboardAvoidanceCoordinator {
  /// Routes one notification by name: every host's notifications reach the coordinator through
  /// this call, so UIKit and the headless world map them to events identically. A malformed
  /// keyboard notification changes nothing; it is counted in ``statistics`` and kept in
  /// ``lastError``.
  func route(name: String, userInfo: [AnyHashable: Any]?) {
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
  package mutating func note(notificationName name: String, object: AnyObject?) -> View? {
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

extension KeyboardAvoidanceCoordinator {
  /// Routes one notification by name: every host's notifications reach the coordinator through
  /// this call, so UIKit and the headless world map them to events identically. A malformed
  /// keyboard notification changes nothing; it is counted in ``statistics`` and kept in
  /// ``lastError``.
  func route(name: String, userInfo: [AnyHashable: Any]?) {
    try? handleNotification(name: name, userInfo: userInfo)
  }
}

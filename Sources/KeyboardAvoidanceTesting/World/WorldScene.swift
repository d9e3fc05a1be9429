import Foundation

/// A window scene of the app (`UIWindowScene`): each posts its own lifecycle notifications,
/// with itself as the object. An app in Split View or Stage Manager may have several, and
/// one of them may go to the background while another stays in front (§1.3).
package final class WorldScene: Sendable {
  /// Creates a scene.
  package init() {}
}

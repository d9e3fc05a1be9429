import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Which screen a keyboard notification that names none is about (§1.2: before iOS 16.1 the
/// notification's object is `nil`): the screen of one of the app's own window scenes, never
/// an external display's or CarPlay's, preferring the scene with the key window, then one in
/// the foreground.
///
/// ```swift
/// let candidates = scenes.map { scene in
///   KeyboardScreen.Candidate(
///     isApplicationRole: scene.session.role == .windowApplication,
///     isForegroundActive: scene.activationState == .foregroundActive,
///     hasKeyWindow: scene.windows.contains { $0.isKeyWindow })
/// }
/// let screen = KeyboardScreen.choose(candidates).map { scenes[$0].screen }
/// ```
package enum KeyboardScreen {
  /// What a host reads off one connected window scene.
  package struct Candidate: Sendable, Equatable {
    /// The session's role is the app's own window (`UISceneSession.Role.windowApplication`),
    /// not an external display's or CarPlay's.
    package var isApplicationRole: Bool
    /// The scene is `.foregroundActive`.
    package var isForegroundActive: Bool
    /// One of the scene's windows is the key window.
    package var hasKeyWindow: Bool

    /// Creates a candidate.
    package init(isApplicationRole: Bool, isForegroundActive: Bool, hasKeyWindow: Bool) {
      self.isApplicationRole = isApplicationRole
      self.isForegroundActive = isForegroundActive
      self.hasKeyWindow = hasKeyWindow
    }
  }

  /// The index of the scene whose screen the keyboard is on; `nil` when no scene is the app's
  /// own window. Among equals, the first.
  package static func choose(_ candidates: [Candidate]) -> Int? {
    var best: (index: Int, rank: Int)?
    for (index, candidate) in candidates.enumerated() where candidate.isApplicationRole {
      let rank = (candidate.hasKeyWindow ? 2 : 0) + (candidate.isForegroundActive ? 1 : 0)
      if rank > (best?.rank ?? -1) { best = (index, rank) }
    }
    return best?.index
  }
}

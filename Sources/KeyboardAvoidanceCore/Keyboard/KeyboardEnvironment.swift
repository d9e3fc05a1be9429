import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The screen and window a keyboard frame is judged against, both in screen coordinates.
///
/// Pass the screen's `coordinateSpace` bounds (which follow the interface orientation) and the
/// window's frame converted into that space. In full screen both are equal; in Split View,
/// Slide Over and Stage Manager the window is smaller and may sit anywhere.
///
/// ```swift
/// let environment = KeyboardEnvironment(
///   screen: CGRect(x: 0, y: 0, width: 1024, height: 1366),
///   window: CGRect(x: 0, y: 0, width: 678, height: 1366))
/// ```
public struct KeyboardEnvironment: Sendable, Equatable, Codable {
  /// The screen's bounds in its interface-oriented coordinate space.
  public var screen: CGRect
  /// The window's frame in the screen's coordinate space.
  public var window: CGRect

  /// Creates an environment; the window defaults to the whole screen.
  public init(screen: CGRect, window: CGRect? = nil) {
    self.screen = screen
    self.window = window ?? screen
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Conversions between the keyboard's screen coordinates and windows and views.
///
/// UIKit reports keyboard frames in the screen's coordinate space. Windows need not cover the
/// screen (Split View, Slide Over, Stage Manager) and containers may sit anywhere in them (form
/// sheets, popovers), so the frame is converted into the window and intersected with it before
/// it is compared with a container (§1.2, §7).
///
/// ```swift
/// let inWindow = KeyboardGeometry.frameInWindow(
///   CGRect(x: 0, y: 1030, width: 1024, height: 336),
///   windowFrameInScreen: CGRect(x: 100, y: 200, width: 800, height: 900))
/// // (0, 830, 800, 70) in window coordinates
/// ```
package enum KeyboardGeometry {
  /// The keyboard frame in window coordinates, clipped to the window's bounds; `nil` when the
  /// keyboard does not cover the window at all.
  package static func frameInWindow(_ keyboard: CGRect, windowFrameInScreen window: CGRect)
    -> CGRect?
  {
    guard keyboard.hasArea, window.hasArea else { return nil }
    let clipped = keyboard.intersection(window)
    guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
    return clipped.offsetBy(dx: -window.minX, dy: -window.minY)
  }

  /// How many points of a container, measured up from its bottom edge, the keyboard covers.
  ///
  /// Both rectangles are in window coordinates. The keyboard must overlap the container
  /// horizontally; the result is never negative and never more than the container's height
  /// (§10.3: overlap, not keyboard height).
  package static func bottomOverlap(keyboardInWindow keyboard: CGRect?, container: CGRect)
    -> CGFloat
  {
    guard let keyboard, keyboard.hasArea, container.hasArea else { return 0 }
    guard keyboard.overlapsHorizontally(container), keyboard.minY < container.maxY,
      keyboard.maxY > container.minY
    else {
      return 0
    }
    return (container.maxY - keyboard.minY).clamped(0, container.height)
  }

  /// The overlap of a keyboard frame in screen coordinates with a container, in one step.
  package static func bottomOverlap(
    keyboardInScreen keyboard: CGRect?, windowFrameInScreen window: CGRect,
    containerInWindow container: CGRect
  ) -> CGFloat {
    guard let keyboard else { return 0 }
    return bottomOverlap(
      keyboardInWindow: frameInWindow(keyboard, windowFrameInScreen: window),
      container: container)
  }
}

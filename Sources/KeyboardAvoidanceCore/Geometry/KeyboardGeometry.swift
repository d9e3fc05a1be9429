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

  /// What a table or collection view controller is expected to add to its list's bottom
  /// inset for a keyboard (§11.1), before it has: the most it may add, whatever the app's own
  /// inset — the keyboard's overlap from the list's bottom, clipped to its window, less the
  /// system's inset there. That is what the world's controller adds; one measuring the two
  /// rects' intersection adds no more (less for a window moved past the screen's bottom,
  /// 7/122). How much a controller adds is not documented. Counting on less than comes pulls a
  /// field already shown back (7/77880); counting on more stops a list's move frame by frame
  /// where the range it has ends (``ListMotion``), and lasts only while the keyboard's
  /// animation runs.
  package static func expectedSystemPart(
    keyboardInWindow keyboard: CGRect?, container: CGRect, windowHeight: CGFloat,
    systemBottom: CGFloat
  ) -> CGFloat {
    var clipped = container
    clipped.size.height = max(0, min(container.maxY, windowHeight) - container.minY)
    let overlap = bottomOverlap(keyboardInWindow: keyboard, container: clipped)
    guard overlap > 0 else { return 0 }
    return max(0, (overlap - systemBottom).finiteOrZero)
  }

  /// What a table or collection view controller adds to its list's bottom inset for a keyboard
  /// (§11.1, as the world models it): the keyboard's rect over the list, less the system's
  /// inset there; whatever the app's own inset.
  package static func controllerPart(
    keyboardInWindow keyboard: CGRect?, container: CGRect, systemBottom: CGFloat
  ) -> CGFloat {
    guard let keyboard, bottomOverlap(keyboardInWindow: keyboard, container: container) > 0
    else { return 0 }
    let intersection = keyboard.intersection(container)
    let covered = intersection.isNull ? 0 : intersection.height
    return max(0, (covered - systemBottom).finiteOrZero)
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

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard's frame as a window's keyboard layout guide tells it while no notification
/// does — the user dragging the keyboard down (interactive dismissal, §6 of the article
/// "UIKit's keyboard behaviours"): the host reports where the guide's top is on the screen
/// after each layout, and this says which frame that is and whether it is news.
///
/// A docked keyboard spans the screen's width from the guide's top to the screen's bottom; a
/// top that has not moved since the last report is no news (layout runs for other reasons too).
///
/// ```swift
/// var report = LayoutGuideReport()
/// if let frame = report.frame(guideTop: top, screen: screen.bounds) { post(frame) }
/// ```
package struct LayoutGuideReport: Sendable, Equatable {
  private var reportedTop: CGFloat?

  /// A guide that reported nothing yet.
  package init() {}

  /// The keyboard's frame, in screen coordinates, for a guide whose top is at `guideTop` on a
  /// screen of `screen` bounds; `nil` when that top was reported already or is not finite.
  package mutating func frame(guideTop: CGFloat, screen: CGRect) -> CGRect? {
    guard guideTop.isFinite, guideTop != reportedTop else { return nil }
    reportedTop = guideTop
    return CGRect(
      x: screen.minX, y: guideTop, width: screen.width, height: max(0, screen.maxY - guideTop))
  }
}

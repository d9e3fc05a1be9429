import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A keyboard's hide held while a field keeps its focus: a rotation on a device hides the
/// keyboard before it and shows it after, in a later turn of the run loop (§11.2 of the article
/// “UIKit's keyboard behaviours”), and the two are one keyboard as far as content goes — it is
/// not put back in between, and a scroll of the user's before still counts. The UIKit
/// containers and the SwiftUI scroll view hold alike.
///
/// The hold ends on the notifications that follow: a show, or the end of editing. With no
/// rotation under way — the screen still the size the keyboard was up in, as when a hardware
/// keyboard is attached and no show is coming — it ends after ``window``. Once the screen
/// changed size (a rotation, a Stage Manager resize), the show comes when the rotation and the
/// keyboard are done, which on an iPad or with iOS 17's out-of-process keyboard can be later
/// than that (review N10): the hold lasts until ``rotationWindow`` after the last change.
///
/// The size noted is one the keyboard does not change: the screen's, for the UIKit containers
/// and for the SwiftUI scroll view whose host reads it — else the scroll view's width (its
/// height follows the keyboard's safe area; an iPad's sheet keeps its width through a
/// rotation, so the screen's size is what sees the rotation there).
///
/// ```swift
/// var hold = HideHold(at: now, size: sizeWhenShown)
/// hold.note(size: reading.environment.screen.size, at: now)
/// if hold.holds(at: now) { return }
/// ```
package struct HideHold: Sendable, Equatable, Codable {
  /// Seconds a hide with the focus kept waits for a show while the screen keeps its size.
  package static let window: TimeInterval = 0.5
  /// Seconds it waits after the screen last changed size (assumption: longer than an iPad's
  /// rotation and its layout, about 0.4 s, with room for a keyboard that answers late).
  package static let rotationWindow: TimeInterval = 1.5
  /// How far past a deadline a host re-decides, so that the hold is over whatever the clock's
  /// rounding.
  package static let recheckMargin: TimeInterval = 0.05
  /// When a host re-decides after a hide: a little after ``window``.
  package static let recheckDelay: TimeInterval = window + recheckMargin

  /// When the hide came.
  package private(set) var start: TimeInterval
  /// The size as last seen.
  package private(set) var size: CGSize?
  /// When the screen last changed size during the hold.
  package private(set) var resized: TimeInterval?

  /// A hold from `time`, with `size` the size the keyboard was up in.
  package init(at time: TimeInterval, size: CGSize?) {
    start = time
    self.size = size
  }

  /// Notes the size read at `time`.
  package mutating func note(size read: CGSize, at time: TimeInterval) {
    guard let known = size else {
      size = read
      return
    }
    guard read != known else { return }
    size = read
    resized = time
  }

  /// When the hold ends if no show comes.
  package var deadline: TimeInterval {
    resized.map { $0 + Self.rotationWindow } ?? start + Self.window
  }

  /// Whether the hold still holds at `time`.
  package func holds(at time: TimeInterval) -> Bool { time < deadline }

  /// Seconds from `time` until a little after the deadline, when a host re-decides; `nil` once
  /// the deadline passed.
  package func recheckDelay(at time: TimeInterval) -> TimeInterval? {
    let left = deadline - time
    return left > 0 ? left + Self.recheckMargin : nil
  }
}

import Foundation

/// How long a keyboard's hide is held while a field keeps its focus: a rotation on a device
/// hides the keyboard before it and shows it after, in a later turn of the run loop (§11.2 of
/// the article “UIKit's keyboard behaviours”), and the two are one keyboard as far as content
/// goes — it is not put back in between, and a scroll of the user's before still counts. The
/// UIKit containers and the SwiftUI scroll view hold alike.
///
/// ```swift
/// host.schedule(after: HideHold.recheckDelay) { keeper.hideHoldEnded(facts()) }
/// ```
package enum HideHold {
  /// Seconds a hide with the focus kept waits for a show.
  package static let window: TimeInterval = 0.5
  /// When a host re-decides after a hide, so that the hold is over whatever the clock's
  /// rounding: a little after ``window``.
  package static let recheckDelay: TimeInterval = window + 0.05

  /// Whether a hide held since `start` still holds at `time`.
  package static func holds(since start: TimeInterval, at time: TimeInterval) -> Bool {
    time - start < window
  }
}

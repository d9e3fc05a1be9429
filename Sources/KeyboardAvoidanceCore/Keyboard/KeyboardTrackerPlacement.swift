/// Where the keyboard tracker — the view that follows a window's keyboard layout guide while
/// the user drags the keyboard (§6 of the article "UIKit's keyboard behaviours") — goes among
/// its window's subviews (review N11).
///
/// Code reads a window's first subview as its root view, and HUD, toast and SDK code adds its
/// overlays to the window's last subview. The tracker goes right above the root view (the
/// first subview where the root view is not one of them), below whatever was presented or
/// added since, and is placed again at each keyboard show: UIKit adds a presentation's views,
/// and apps add theirs, after it, and a new root view controller's view comes last. Where the
/// root view is the only other subview the tracker is the last one; it fills its window and
/// lets touches through, so that an overlay added to it shows and works as one added to the
/// window.
///
/// ```swift
/// KeyboardTrackerPlacement.move(tracker: nil, count: 1, rootView: 0)  // .insert(above: 0)
/// KeyboardTrackerPlacement.move(tracker: 0, count: 2, rootView: 1)    // .insert(above: 1)
/// ```
package enum KeyboardTrackerPlacement {
  /// What the host does with the tracker.
  package enum Move: Sendable, Hashable {
    /// It is where it belongs.
    case stay
    /// The window has no other subview: the tracker is added (or stays) as its only one.
    case add
    /// The tracker goes right above the window's subview at this index.
    case insert(above: Int)
  }

  /// The move for a tracker at index `tracker` (`nil`: not installed yet) among a window's
  /// `count` subviews (the tracker included), whose root view controller's view is at index
  /// `rootView` (`nil`: not among them).
  package static func move(tracker: Int?, count: Int, rootView: Int?) -> Move {
    let others = (0..<count).filter { $0 != tracker }
    guard let anchor = rootView.flatMap({ others.contains($0) ? $0 : nil }) ?? others.first
    else { return tracker == nil ? .add : .stay }
    if let tracker, tracker == anchor + 1 { return .stay }
    return .insert(above: anchor)
  }
}

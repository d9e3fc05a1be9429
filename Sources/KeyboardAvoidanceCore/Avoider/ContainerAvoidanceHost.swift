import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The container side of a `ContainerAvoidance`: the UIKit avoider and the headless world's
/// both conform, and each only **reads raw facts** and **writes updates**; every decision is
/// the core's.
///
/// Eleven reads, seven writes and a timer; the events a host forwards are
/// ``ContainerAvoidance``'s (`receive`, `contentOffsetDidChange(from:)`, `turnDidEnd()`,
/// `frameDidTick(timestamp:targetTimestamp:)`, layout passes, taps):
///
/// | requirement | kind | what it is |
/// | --- | --- | --- |
/// | ``container`` | read | the container view |
/// | ``readContainer()`` | read | its raw properties, `nil` out of a window |
/// | ``scrollState()`` | read | a scroll view's offset, inset, the user's hands on it, the pacer shown |
/// | ``parent(of:)`` | read | a view's superview |
/// | ``facts(of:)`` | read | a view's raw facts |
/// | ``rect(of:)`` | read | a view's bounds in the container's bounds coordinates |
/// | ``caretRect(of:)`` | read | a text input's caret, same coordinates |
/// | ``pinnedViews()`` | read | the views the app pinned to the keyboard |
/// | ``companions(of:)`` | read | the views the app made a field's companions |
/// | ``fieldFacts(of:)`` | read | a text input's return key and accessory view |
/// | ``position(of:)`` | read | a field's place in its navigator's order (in a list, once the turn ends) |
/// | ``write(_:)`` | write | size, insets and offset, at once or animated; the pacer started |
/// | ``write(_:position:to:)`` | write | a field's return key and toolbar |
/// | ``startTrackingKeyboard()`` | write | makes the window report keyboard layout-guide moves |
/// | ``stopObserving()`` | write | stops observing and leaves the container |
/// | ``runFrameClock(_:)`` | write | starts or stops display-frame ticks |
/// | ``watchTurnEnd()`` | write | asks for the end of the current run-loop turn, once |
/// | ``schedule(after:_:)`` | timer | runs an action on the main queue after a delay |
/// | ``attachEnclosingAvoider(to:configuration:)`` | write | an avoider for a scroll view around the container |
///
/// ```swift
/// extension MyAvoider: ContainerAvoidanceHost {
///   func readContainer() -> ContainerReading? { … }
///   func write(_ write: HostWrite) { … }
///   …
/// }
/// ```
package protocol ContainerAvoidanceHost: AnyObject {
  /// The kind of view the host is made of.
  associatedtype View: AnyObject

  /// The container, while it exists.
  var container: View? { get }
  /// The container's raw properties, or `nil` when it is not in a window.
  func readContainer() -> ContainerReading?
  /// A scroll view's offset, content inset and the user's hands on it; `nil` for a container
  /// that is no scroll view.
  func scrollState() -> ScrollState?
  /// A view's superview.
  func parent(of view: View) -> View?
  /// A view's raw facts.
  func facts(of view: View) -> ViewFacts
  /// A view's bounds in the container's bounds coordinates.
  func rect(of view: View) -> CGRect
  /// The caret (the end of the selection) of a text input in the container's bounds
  /// coordinates; `nil` for views that have no caret or no selection.
  func caretRect(of view: View) -> CGRect?
  /// Every view the app pinned to the keyboard's top, in any window, shown or not.
  func pinnedViews() -> [PinnedViewReading]
  /// The views the app registered as companions of `field`, shown or not.
  func companions(of field: View) -> [View]
  /// A text input's return key and accessory view; `nil` for a view that is no text input.
  func fieldFacts(of field: View) -> FieldFacts?
  /// Where `field` stands in the container's field order.
  func position(of field: View) -> FieldPosition?
  /// VoiceOver's cursor, while VoiceOver runs and its cursor is on an element; `nil` otherwise.
  func voiceOverCursor() -> VoiceOverCursorReading<View>?

  /// Writes what `write` holds and nothing else (see ``HostWrite``): its start offset first,
  /// without animation; the rest inside an animation with its duration and curve
  /// (`curve << 16` as `UIView.AnimationOptions`), or at once when it has none; always in the
  /// run-loop turn of the event that caused it.
  func write(_ write: HostWrite)
  /// Writes what navigation decided for a field that began editing: the return key (and the
  /// target its Return needs) and the toolbar, installed or updated for `position`.
  func write(_ preparation: FieldPreparation, position: FieldPosition?, to field: View)
  /// Undoes navigation's changes to a field when the avoider is detached: the return key and
  /// its target, the toolbar.
  func write(_ undo: FieldPreparation.Undo, to field: View)
  /// Makes the container's window report moves of its keyboard layout guide (interactive
  /// dismissal posts no notification); once per window is enough.
  func startTrackingKeyboard()
  /// Stops every observation and removes the avoider from its container.
  func stopObserving()
  /// Starts (`true`) or stops calling ``ContainerAvoidance/frameDidTick(timestamp:targetTimestamp:)``
  /// once per display frame (a `CADisplayLink`; the world's frame clock).
  func runFrameClock(_ running: Bool)
  /// Calls ``ContainerAvoidance/turnDidEnd()`` once, when the current run-loop turn ends (after
  /// Core Animation's commit; the world's end of turn).
  func watchTurnEnd()
  /// Runs `action` on the main queue (the world: at its clock's time) `delay` seconds from now.
  func schedule(after delay: TimeInterval, _ action: @escaping () -> Void)
  /// Ends editing in the container's window: the focused field resigns, the keyboard goes down.
  func endEditing()
  /// Attaches an avoider with `configuration` to `view`, a scroll view around the container
  /// that has none, on this one's behalf (``AvoiderAttachment/automatic``, as automatic mode
  /// would); its avoidance, or `nil` when none could be attached.
  func attachEnclosingAvoider(to view: View, configuration: AvoidanceConfiguration)
    -> ContainerAvoidance<Self>?
}

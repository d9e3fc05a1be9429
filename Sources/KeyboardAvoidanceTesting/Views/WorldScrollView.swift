import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scroll view of the headless world: content size, insets, the adjusted inset per
/// `contentInsetAdjustmentBehavior`, indicator insets and the offset range (§3 of the facts
/// sheet).
///
/// ```swift
/// let scrollView = WorldScrollView(name: "form", frame: window.bounds)
/// scrollView.contentSize = CGSize(width: 393, height: 1400)
/// scrollView.adjustedContentInset  // contentInset + the safe area the behaviour adds
/// ```
public class WorldScrollView: WorldView {
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum InsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
    /// Like `scrollableAxes`, plus top and bottom for a controller in a navigation controller
    /// that adjusts scroll-view insets, whether or not the content scrolls.
    case automatic
    /// The safe area on the axes that scroll only.
    case scrollableAxes
    /// Never the safe area.
    case never
    /// Always the safe area.
    case always

    /// UIKit's raw value of the behaviour, as a host reads it.
    package var uiKitRawValue: Int {
      switch self {
      case .automatic: 0
      case .scrollableAxes: 1
      case .never: 2
      case .always: 3
      }
    }
  }

  /// The content size.
  public var contentSize: CGSize = .zero {
    didSet {
      if oldValue != contentSize {
        setNeedsLayout()
        world?.keyValueDidChange(self)
      }
    }
  }
  /// The app's (and the engine's) `contentInset`.
  public var contentInset: AvoidanceInsets = .zero {
    didSet {
      if oldValue != contentInset {
        setNeedsLayout()
        world?.keyValueDidChange(self)
      }
    }
  }
  /// `contentInsetAdjustmentBehavior`.
  public var contentInsetAdjustmentBehavior: InsetAdjustmentBehavior = .automatic
  /// `verticalScrollIndicatorInsets`.
  public var verticalScrollIndicatorInsets: AvoidanceInsets = .zero
  /// `automaticallyAdjustsScrollIndicatorInsets`.
  public var automaticallyAdjustsScrollIndicatorInsets = true
  /// `alwaysBounceVertical`.
  public var alwaysBounceVertical = false
  /// `bounces` (UIKit's default `true`): a user's drag past an edge of the content goes on
  /// with resistance, and the content springs back once the finger lifts
  /// (`WorldScrollView+Bounce.swift`).
  package var bounces = true
  /// How far the finger of the drag under way has gone past an edge of the content (up
  /// negative, as offsets): what the rubber band resists. Zero inside the range.
  var fingerOvershoot: CGFloat = 0
  /// `showsVerticalScrollIndicator`: with `false` the indicator leaves the scroll view at once
  /// and shows no more until the flag is back.
  public var showsVerticalScrollIndicator = true {
    didSet { flagDidChange() }
  }
  /// UIKit's vertical scroll indicator, once it first showed (``showVerticalIndicator()``).
  var verticalIndicator: WorldView?
  /// Counts the indicator's shows and fades: a scheduled fade runs only if it is the last.
  var indicatorFade = 0
  /// `isScrollEnabled`: with `false` the user cannot scroll it, though code still can (§11.4).
  public var isScrollEnabled = true
  /// `isTracking`: a finger touches the content.
  public var isTracking = false
  /// `isDragging`: the user's finger moved the content (it stays `true` until the finger
  /// lifts).
  public var isDragging = false
  /// `isDecelerating`: the content still moves after the finger lifted from a drag with speed.
  public var isDecelerating = false
  /// The vertical translation of the scroll view's pan (`panGestureRecognizer.translation(in:)`):
  /// the finger's total move since its gesture began, up negative. It changes only when the
  /// finger moves, whether it scrolls content or drags the keyboard (§11.1).
  package var fingerTranslation: CGFloat = 0

  /// UIKit's animated scroll under way, if any (see `setContentOffset(_:animated:)`).
  var animatedScroll: AnimatedScroll?
  /// The deceleration under way after the user's drag, if any (see `decelerate(by:)`).
  var deceleration: Deceleration?
  /// The owner of the deceleration's frame clock (the animated scroll's is the view itself).
  let decelerationClock = DecelerationClock()

  /// The three flags as the core reads them.
  package var activity: ScrollActivity {
    ScrollActivity(
      isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating,
      fingerTranslation: fingerTranslation)
  }
  /// `keyboardDismissMode == .interactive`.
  public var dismissesKeyboardInteractively = false

  private var placedTop: CGFloat?
  /// The last move of content resting at its top to the top of a changed adjusted inset.
  package var lastTopFollow: (from: CGFloat, to: CGFloat)?

  /// On the first layout in a window, the content starts at its top, below the adjusted inset;
  /// while it rests at its top, it follows changes of the adjusted top inset — as UIKit places
  /// content.
  package override func layoutSubviews() {
    super.layoutSubviews()
    guard window != nil else { return }
    let top = adjustedContentInset.top
    if let placedTop {
      // A change below the tolerance is rounding (the safe area is read through the offset),
      // not a new inset: following it would count the engine's own scroll as UIKit's.
      if abs(top - placedTop) > Tolerance.points
        && abs(contentOffset.y + placedTop) <= Tolerance.points
      {
        foreignScrollCount += 1
        noteProgrammaticMove()
        lastTopFollow = (from: contentOffset.y, to: -top)
        // Inside an app's animation block the move animates with the block, as any change of
        // the bounds there does (§3.4).
        if let world, world.ambientAnimation != nil {
          world.animate(
            .contentOffset(ObjectIdentifier(self)),
            from: CGRect(origin: contentOffset, size: .zero),
            to: CGRect(origin: CGPoint(x: contentOffset.x, y: -top), size: .zero), animation: nil,
            overridesInherited: false)
        }
        contentOffset.y = -top
        offsetAfterSystemScroll = contentOffset
      }
    } else {
      contentOffset = CGPoint(x: -adjustedContentInset.left, y: -top)
    }
    placedTop = top
    placeVerticalIndicator()
  }

  /// The content offset: the bounds' origin. A change reaches key-value observers at once,
  /// with the old value (an avoider observes it, as it does content size and inset).
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Whether the content scrolls vertically, in UIKit's sense for `scrollableAxes`: taller than the
  /// frame, or always bouncing. Assumption (UIKit's documentation is silent): insets do not count.
  package var scrollsVertically: Bool {
    contentSize.height > frame.height || alwaysBounceVertical
  }

  /// Whether the content scrolls horizontally.
  package var scrollsHorizontally: Bool { contentSize.width > frame.width }

  /// The safe-area part UIKit adds to `contentInset` under the adjustment behaviour.
  package var systemContentInset: AvoidanceInsets {
    let safe = safeAreaInsets
    switch contentInsetAdjustmentBehavior {
    case .never:
      return .zero
    case .always:
      return safe
    case .scrollableAxes, .automatic:
      let automatic =
        contentInsetAdjustmentBehavior == .automatic
        && (enclosingViewController?.adjustsScrollViewInsets ?? false)
      let vertical = scrollsVertically || automatic
      return AvoidanceInsets(
        top: vertical ? safe.top : 0, left: scrollsHorizontally ? safe.left : 0,
        bottom: vertical ? safe.bottom : 0, right: scrollsHorizontally ? safe.right : 0)
    }
  }

  /// `adjustedContentInset`: the content inset plus the system's part.
  public var adjustedContentInset: AvoidanceInsets { contentInset + systemContentInset }

  /// The valid range of the vertical content offset, as UIKit bounds scrolling: from
  /// `-adjustedContentInset.top` to the offset that shows the content's end above the bottom
  /// inset, collapsed to the top for short content (§3).
  ///
  /// The world states UIKit's rule itself rather than calling the core's `ScrollGeometry`: the
  /// invariant checker measures the engine against this model, and a shared formula would hide
  /// a bug in it from both.
  package var verticalOffsetRange: ClosedRange<CGFloat> {
    let adjusted = adjustedContentInset
    let top = -adjusted.top
    let end = contentSize.height + adjusted.bottom - bounds.height
    return top...max(top, end)
  }

  /// `y` clamped into ``verticalOffsetRange``.
  package func clampedOffset(_ y: CGFloat) -> CGFloat {
    let range = verticalOffsetRange
    return min(max(y, range.lowerBound), range.upperBound)
  }

  /// The content offset right after UIKit last moved the content on its own — its scroll to a
  /// new first responder (before anyone was told about the focus), or keeping content that
  /// rests at its top under a changed top inset; `nil` until then. The invariant checker
  /// resets it every step and measures the engine's scrolling from it.
  package internal(set) var offsetAfterSystemScroll: CGPoint?

  /// How many times something other than an avoider scrolled the content by more than half a
  /// point (what the engine tolerates as the same place): the user, the app, or UIKit's own
  /// scrolling (`scrollRectToVisible`).
  package internal(set) var foreignScrollCount = 0

  /// The part of the bottom inset a table or collection view controller's keyboard support
  /// added (§11.1); 0 for other scroll views.
  package var systemKeyboardInset: CGFloat = 0
  /// Whether this is a SwiftUI `ScrollView`'s scroll view, whose insets SwiftUI owns
  /// (``World/swiftUI``).
  package var isSwiftUI = false

  /// What the shown subviews of the app's span from the content's origin: the content size a
  /// `KeyboardAvoidingScrollView` needs while the keyboard is up (§11.1). The scroll indicator
  /// is UIKit's, not content: the invariant checker measures the app's subviews only.
  package var subviewsExtent: CGSize {
    var extent = CGSize.zero
    for view in subviews
    where !view.isHidden && view.alpha > 0.01 && view !== verticalIndicator {
      extent.width = max(extent.width, view.frame.maxX)
      extent.height = max(extent.height, view.frame.maxY)
    }
    return extent
  }

  /// How many of the foreign scrolls were the user's. After one, hiding the keyboard leaves
  /// content where it is (§10.5); code's scrolls — UIKit's to a first responder (§11.1),
  /// navigation's — do not count. The avoider's host reads it, as the UIKit avoider counts
  /// offset changes while the user drags or the content decelerates.
  package internal(set) var userScrollCount = 0

  private var programmaticMove: (turn: Int, from: CGPoint)?

  private func noteProgrammaticMove() {
    if lastAvoidanceOffset != nil { codeMovedAfterAvoidance = true }
    guard let turn = world?.turn, programmaticMove?.turn != turn else { return }
    programmaticMove = (turn, contentOffset)
  }

  /// UIKit itself moves the content (a controller's keyboard support): a foreign scroll.
  package func scrollBySystem(to offset: CGPoint) {
    if abs(offset.y - contentOffset.y) > Tolerance.points {
      foreignScrollCount += 1
      noteProgrammaticMove()
    }
    contentOffset = offset
  }

  /// The user drags the content by `distance` points in `steps` moves, a layout pass after
  /// each — self-sizing rows are measured under the finger (§11.3) — then lets go; the avoider
  /// looks again at the end of that turn, as the UIKit layer's does. Each touch UIKit delivers
  /// is a run-loop turn of its own: every move, and the lift.
  ///
  /// With `decelerating`, the finger lifts with speed: the content goes on by that many points,
  /// frame by frame, with `isDecelerating` set (`decelerate(by:)`).
  public func userDrag(by distance: CGFloat, steps: Int = 4, decelerating: CGFloat = 0) {
    guard isScrollEnabled else { return }
    let count = max(1, steps)
    // A new gesture: its translation starts again.
    fingerTranslation = 0
    fingerOvershoot = 0
    for _ in 0..<count {
      world?.beginTurn()
      isTracking = true
      isDragging = true
      moveUnderFinger(by: distance / CGFloat(count), bouncing: bounces)
      world?.layoutPass()
    }
    world?.beginTurn()
    isTracking = false
    isDragging = false
    // Let go past an edge, the content springs back instead of going on.
    if !bounceBack() { decelerate(by: decelerating) }
    if !isDecelerating { scheduleIndicatorFade() }
    world?.layoutPass()
  }

  /// Scrolls as the user does, by `distance` points, clamped to the valid range: one move of a
  /// finger that stays (``userDrag(by:steps:decelerating:)`` lifts it, and bounces).
  public func userScroll(by distance: CGFloat) {
    moveUnderFinger(by: distance, bouncing: false)
  }

  /// One move of the user's finger by `distance`: clamped to the range, or past an edge with
  /// the rubber band's resistance when `bouncing`.
  func moveUnderFinger(by distance: CGFloat, bouncing: Bool) {
    guard isScrollEnabled else { return }
    // A finger on the content stops UIKit's animated scroll, and the content's deceleration.
    stopAnimatedScroll()
    stopDeceleration()
    // The finger moves before the content follows it (the pan's handler sets the offset).
    fingerTranslation -= distance
    let target =
      bouncing && dragsVertically
      ? rubberBandedOffset(moving: distance) : clampedOffset(contentOffset.y + distance)
    // Every move of the finger's is the user's scroll, however small: a slow drag is many
    // moves under half a point each (only arithmetic's last bits are none, `Tolerance.noise`).
    if abs(target - contentOffset.y) > Tolerance.noise {
      foreignScrollCount += 1
      userScrollCount += 1
    }
    contentOffset.y = target
    // The indicator shows under the finger wherever the content can scroll (or bounces).
    if dragsVertically {
      showVerticalIndicator()
      if !isTracking { scheduleIndicatorFade() }
    }
  }

  /// Scrolls the least amount that makes `rect` (in content coordinates) visible inside the
  /// adjusted insets; a rect already visible causes no scroll (§3).
  public func scrollRectToVisible(_ rect: CGRect) {
    scroll(toShow: rect, above: nil)
  }

  /// `scrollRectToVisible(_:animated:)`: with `animated`, the offset moves once per display
  /// frame (``setContentOffset(_:animated:)``).
  package func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    scroll(toShow: rect, above: nil, animated: animated)
  }

  /// UIKit's own `scrollRectToVisible` of a first responder (§11.1): inside the adjusted insets,
  /// or, when `keyboardTop` (in content coordinates) is given, below the adjusted top inset and
  /// above that. A
  /// `KeyboardAvoiding…` subclass overrides the method, so its avoider may take the scroll
  /// over. Returns whether content moved.
  /// With `animated`, the scroll moves the offset once per display frame (as a text field's scroll
  /// of itself into view does) and this returns whether one started.
  @discardableResult
  func systemScrollRectToVisible(
    _ rect: CGRect, above keyboardTop: CGFloat? = nil, animated: Bool = false
  ) -> Bool {
    if let avoider = keyboardAvoider, avoider.attachment == .subclass,
      avoider.takesOverSystemScroll(toShow: rect)
    {
      return false
    }
    let before = contentOffset.y
    scroll(toShow: rect, above: keyboardTop, animated: animated)
    return abs((animatedScroll?.to.y ?? contentOffset.y) - before) > Tolerance.points
  }

  private func scroll(toShow rect: CGRect, above keyboardTop: CGFloat?, animated: Bool = false) {
    let adjusted = adjustedContentInset
    let top = contentOffset.y + adjusted.top
    let bottom = keyboardTop ?? contentOffset.y + bounds.height - adjusted.bottom
    var y = contentOffset.y
    if rect.height > bottom - top || rect.minY < top {
      y = rect.minY - adjusted.top
    } else if rect.maxY > bottom {
      y += rect.maxY - bottom
    }
    y = clampedOffset(y)
    if abs(y - contentOffset.y) > Tolerance.points {
      foreignScrollCount += 1
      noteProgrammaticMove()
    }
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A container at one moment, as the coordinator reads it: the container's properties, the
/// focused input's targets, the height of the views pinned to the keyboard, and whether the
/// system avoids the keyboard for it.
///
/// Insets are the values the container reports now, the engine's own contribution included;
/// the coordinator separates them. Rectangles are in the coordinate spaces UIKit gives:
/// the environment in screen coordinates, `frameInWindow` in the window's, `bounds` and the
/// focus targets in the container's own.
///
/// ```swift
/// let geometry = ContainerGeometry(
///   environment: KeyboardEnvironment(screen: screenBounds, window: windowFrame),
///   frameInWindow: scrollView.convert(scrollView.bounds, to: nil),
///   bounds: scrollView.bounds, contentSize: scrollView.contentSize)
/// ```
public struct ContainerGeometry: Sendable, Equatable, Codable {
  /// The screen and window, in screen coordinates.
  public var environment: KeyboardEnvironment
  /// The container's frame in its window.
  public var frameInWindow: CGRect
  /// The container's bounds (the origin is the content offset).
  public var bounds: CGRect
  /// The content size; for a container that does not scroll, its bounds' size.
  public var contentSize: CGSize
  /// `contentInset` as reported now.
  public var contentInset: AvoidanceInsets
  /// `adjustedContentInset` as reported now.
  public var adjustedContentInset: AvoidanceInsets
  /// `safeAreaInsets`.
  public var safeAreaInsets: AvoidanceInsets
  /// The window's bottom safe-area inset: the window's keyboard layout guide rests that far
  /// above the window's bottom once the keyboard is gone (§6).
  public var windowSafeAreaBottom: CGFloat = 0
  /// `verticalScrollIndicatorInsets` as reported now.
  public var verticalIndicatorInsets: AvoidanceInsets
  /// `automaticallyAdjustsScrollIndicatorInsets`.
  public var automaticallyAdjustsIndicatorInsets: Bool
  /// The focused input and what must stay visible with it, in the container's bounds
  /// coordinates; `nil` when the focused input is not inside this container.
  public var focus: AvoidanceTargets?
  /// Whether the container is a scroll view. A container that is not (a plain view controller
  /// view) is moved by shifting its bounds' origin: it has no insets of its own, its content
  /// is its bounds' size, and the engine keeps its inset bookkeeping virtually.
  public var isScrollable: Bool
  /// The height of the views pinned to the keyboard's top edge (a Send bar on the keyboard
  /// layout guide), which cover content just like the keyboard does.
  public var pinnedHeight: CGFloat
  /// The top of the highest view pinned to the keyboard, in window coordinates, when it is
  /// known. Such a view rests on its own view's safe-area bottom when no keyboard lifts it
  /// (§6) — which need not be this container's bottom.
  public var pinnedTop: CGFloat?
  /// Whether the system moves this container out of the keyboard's way itself — it is in a
  /// popover or an alert (§7) — in which case the coordinator stays out of the way unless
  /// ``AvoidanceConfiguration/systemKeyboardHandling`` is ``SystemKeyboardHandling/takeOver``.
  public var isSystemAvoiding: Bool
  /// Whether this container is the list of a `UITableViewController` or
  /// `UICollectionViewController`, whose keyboard support adjusts its inset and scrolls the
  /// first responder's cell itself (§11.1); ``AvoidanceConfiguration/systemKeyboardHandling``
  /// says what the coordinator does then.
  public var isSystemAdjustedList = false
  /// Where the screen still shows content when code other than the engine — UIKit scrolling
  /// its first responder into view (§11.1), a list scrolling a row in — moved it earlier in
  /// this run-loop turn; `nil` when nothing but the user and the engine moved it in this turn.
  /// The engine takes such a move over: it solves from here, and its animation starts here, so
  /// the screen shows one movement.
  public var offsetBeforeProgrammaticScroll: CGPoint?
  /// The offset at which content was at its top where the screen shows it (``shownOffset``):
  /// the adjusted top inset's now, or — when code moved content in this turn — the one of the
  /// last reading that showed content there, before the turn changed the top (a rotation or a
  /// window that grew made content scrollable, and UIKit added the safe area to the top inset
  /// and kept content at its new top, §10.5). `nil` where the host cannot say: the top now then.
  package var shownTopOffset: CGFloat?
  /// Where the screen shows content now — a scroll view's presentation layer, an animation
  /// under way at the frame it shows — or `nil` where the host cannot say (and in a layout
  /// pass, which does not ask). A glide runs in whatever time UIKit gives its curve (§1.1): a
  /// notification that comes while the engine's own glide is under way solves from here.
  package var presentedOffset: CGPoint?
  /// Where a list's frame-by-frame move under way (``ListMotion``) takes its offset; `nil` when
  /// none runs. A scroll view moved in an animation has its bounds there already, with the
  /// presentation on the way; a list moved frame by frame has its bounds on the way: this is
  /// what its bounds would say, so that a layout pass or a notification during the move knows
  /// content is going where the engine put it.
  package var movingTo: CGPoint?
  /// How many times the user has scrolled the content — dragged it, or let it decelerate — as
  /// the host counts (UIKit: content offset changes while `isTracking`, `isDragging` or
  /// `isDecelerating`); only changes of the count matter. Only the user's scrolls keep the
  /// engine from putting content back where it was before the keyboard (§10.5): UIKit's own
  /// scroll to a first responder does not (§11.1). `nil` where the host does not count: any
  /// scroll but the engine's counts then, except one the engine takes over.
  public var userScrollCount: Int?
  /// Whether the user is scrolling the content now: touching it (`isTracking`), dragging it or
  /// letting it decelerate. A layout pass then never moves the offset (§11.3).
  public var isUserScrolling = false
  /// What the subviews of a `KeyboardAvoidingScrollView` span from its content's origin, when
  /// the engine sizes content to them: an app that follows TPKeyboardAvoiding's README places
  /// its fields in the scroll view and never sets `contentSize`, so with the keyboard up nobody
  /// could scroll to the lower fields by hand. While the engine has its part applied, content
  /// is at least this large; the app's own size comes back with the rest. `nil` elsewhere.
  public var subviewsExtent: CGSize?

  /// Creates a reading.
  public init(
    environment: KeyboardEnvironment, frameInWindow: CGRect, bounds: CGRect,
    contentSize: CGSize, contentInset: AvoidanceInsets = .zero,
    adjustedContentInset: AvoidanceInsets? = nil, safeAreaInsets: AvoidanceInsets = .zero,
    verticalIndicatorInsets: AvoidanceInsets = .zero,
    automaticallyAdjustsIndicatorInsets: Bool = true, focus: AvoidanceTargets? = nil,
    isScrollable: Bool = true, pinnedHeight: CGFloat = 0,
    isSystemAvoiding: Bool = false, windowSafeAreaBottom: CGFloat = 0
  ) {
    self.environment = environment
    self.frameInWindow = frameInWindow
    self.bounds = bounds
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset ?? contentInset
    self.safeAreaInsets = safeAreaInsets
    self.verticalIndicatorInsets = verticalIndicatorInsets
    self.automaticallyAdjustsIndicatorInsets = automaticallyAdjustsIndicatorInsets
    self.focus = focus
    self.isScrollable = isScrollable
    self.pinnedHeight = pinnedHeight
    self.isSystemAvoiding = isSystemAvoiding
    self.windowSafeAreaBottom = windowSafeAreaBottom
  }

  /// Where the screen shows content: before code's moves in this run-loop turn, when there were
  /// any (see ``offsetBeforeProgrammaticScroll``), else the bounds' origin.
  public var shownOffset: CGPoint { offsetBeforeProgrammaticScroll ?? bounds.origin }

  /// The offset at which content is at its top where it shows: ``shownTopOffset``, else the
  /// adjusted top inset's now.
  package var shownTop: CGFloat { shownTopOffset ?? -adjustedContentInset.top }

  /// The part of the adjusted inset that UIKit adds for the safe area.
  public var systemContentInset: AvoidanceInsets { adjustedContentInset - contentInset }

  /// Whether UIKit adds the safe area's top and bottom only while content is taller than the
  /// container (`.scrollableAxes`, content that does not always bounce, §3.2): a content size
  /// the engine writes or gives back then adds or takes away that part. `nil` reads as `false`.
  package var addsVerticalSafeAreaOnlyWhenScrolling: Bool?

  /// The part UIKit adds for the safe area once content is `contentHeight` tall: the part now,
  /// but for the safe area's top and bottom where they come and go with scrolling (fuzz 2/84639:
  /// content sized by the engine for the keyboard gained the top, given back it lost it). A
  /// height that scrolls as the content now does keeps the part read; the left and right parts
  /// read stand (the engine solves vertically).
  package func systemContentInset(contentHeight: CGFloat) -> AvoidanceInsets {
    var inset = systemContentInset
    let scrolls = contentHeight > bounds.height
    guard addsVerticalSafeAreaOnlyWhenScrolling == true,
      scrolls != (contentSize.height > bounds.height)
    else { return inset }
    inset.top = scrolls ? safeAreaInsets.top.finiteOrZero : 0
    inset.bottom = scrolls ? safeAreaInsets.bottom.finiteOrZero : 0
    return inset
  }

  /// The insets as the ledger sees them.
  public var scrollInsets: ScrollInsets {
    ScrollInsets(content: contentInset, indicator: verticalIndicatorInsets)
  }

  /// The height of the views pinned to the keyboard (see ``pinnedHeight``) that cover a
  /// container: the tallest of those that overlap it horizontally. Frames are in the window's
  /// coordinates.
  static func pinnedHeight(pinnedViews frames: [CGRect], container: CGRect) -> CGFloat {
    var height: CGFloat = 0
    for frame in frames where frame.hasArea && frame.overlapsHorizontally(container) {
      height = max(height, frame.height)
    }
    return height
  }

  /// The reading as a scroll view would report it. A plain container reports the insets the
  /// engine last gave it (`virtualInsets`), no safe-area part of them, and its bounds' size as
  /// its content size.
  func normalized(virtualInsets: ScrollInsets?) -> ContainerGeometry {
    var copy = self
    copy.normalize(virtualInsets: virtualInsets)
    return copy
  }

  /// Normalizes in place (``normalized(virtualInsets:)``), without copying the reading.
  mutating func normalize(virtualInsets: ScrollInsets?) {
    guard !isScrollable else { return }
    let insets = virtualInsets ?? ScrollInsets(content: .zero, indicator: .zero)
    contentSize = bounds.size
    contentInset = insets.content
    adjustedContentInset = insets.content
    verticalIndicatorInsets = insets.indicator
  }

  /// What covers this container's window from below while a keyboard is up — the keyboard's
  /// frame, extended upward by the views pinned to it — with the height those views add; `nil`
  /// when nothing covers the window.
  ///
  /// A view pinned to the keyboard layout guide sits on the keyboard only while the keyboard's
  /// top is above the safe area's bottom; otherwise — a hardware keyboard's bar behind a tab
  /// bar, a Stage Manager window or a sheet above the keyboard — it rests on the safe area's
  /// bottom, and there it covers content like any bar: the field being edited must not end
  /// under it. The frame then reaches up to the resting view's top (the app's own insets keep
  /// room for it, so a scroll view gets no extra inset, only a scroll).
  ///
  /// While the user drags the keyboard (`dragged`), a keyboard whose top reached the window's
  /// safe-area bottom — where its keyboard layout guide rests once the keyboard is gone (§6) — covers
  /// nothing: the resting strip is no keyboard. It is an empty frame at the window's bottom
  /// then, so that the avoider holds instead of releasing mid-drag.
  func keyboardFrameInWindow(avoiding keyboard: CGRect, dragged: Bool = false)
    -> (frame: CGRect, pinned: CGFloat)?
  {
    let safeBottom = frameInWindow.maxY - safeAreaInsets.bottom.finiteOrZero
    let inWindow = KeyboardGeometry.frameInWindow(keyboard, windowFrameInScreen: environment.window)
    let window = CGRect(origin: .zero, size: environment.window.size)
    let guideRest = window.maxY - windowSafeAreaBottom.finiteOrZero
    if dragged, (inWindow?.minY ?? .infinity) >= guideRest - Tolerance.points {
      return (CGRect(x: 0, y: window.maxY, width: window.width, height: 0), 0)
    }
    let pinned = pinnedHeight.finiteOrZero
    // The views sit on the keyboard when its top is above the container's safe-area bottom,
    // or when they are seen there (their own view's safe area ends below the container's).
    let seenOnKeyboard = { (keyboardTop: CGFloat) -> Bool in
      guard let pinnedTop, pinnedTop.isFinite else { return false }
      return abs(pinnedTop + pinned - keyboardTop) <= Tolerance.points
    }
    if let inWindow, pinned > 0,
      inWindow.minY < safeBottom - Tolerance.points || seenOnKeyboard(inWindow.minY)
    {
      let top = max(0, inWindow.minY - pinned)
      let frame = CGRect(
        x: inWindow.minX, y: top, width: inWindow.width, height: inWindow.maxY - top)
      return (frame, pinned)
    }
    guard pinned > 0 else { return inWindow.map { ($0, 0) } }
    // The pinned views rest on their view's safe-area bottom: this container's, or lower
    // where they are lower (a container that ends above its view controller's bottom). A
    // frame higher than that is one the keyboard's animation has yet to move (§6).
    let below = pinnedTop.flatMap { $0.isFinite ? $0 : nil } ?? -.infinity
    let restingTop = max(0, safeBottom - pinned, below)
    let top = min(inWindow?.minY ?? .infinity, restingTop)
    return (CGRect(x: window.minX, y: top, width: window.width, height: window.maxY - top), 0)
  }
}

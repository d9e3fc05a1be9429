import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view of the headless world: the part of `UIView` that keyboard avoidance touches.
///
/// Frames are in the superview's bounds coordinates, bounds' origins shift content (as a scroll
/// view's `contentOffset` does), and ``convert(_:to:)`` converts between any two views of a
/// window exactly as UIKit does for untransformed views.
///
/// ```swift
/// let root = WorldView(name: "root", frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let field = WorldTextField(name: "email", frame: CGRect(x: 16, y: 700, width: 361, height: 44))
/// root.addSubview(field)
/// root.convert(field.bounds, from: field)  // (16, 700, 361, 44)
/// ```
public class WorldView {
  /// A name for storyboards and failure messages.
  public let name: String
  /// The frame in the superview's bounds coordinates.
  public var frame: CGRect {
    didSet {
      bounds.size = frame.size
      // Size changes reach observers (the UIKit adapter's probe view resizes with its
      // container); moves alone do not.
      if oldValue.size != frame.size {
        setNeedsLayout()
        world?.viewDidChangeGeometry(self)
      }
    }
  }
  /// The bounds; the origin shifts the content (a scroll view's `contentOffset`).
  public var bounds: CGRect {
    didSet {
      if oldValue != bounds { setNeedsLayout() }
      if oldValue.origin != bounds.origin {
        world?.contentWillMove(ObjectIdentifier(self), from: oldValue.origin)
        world?.contentOffsetDidChange(self, from: oldValue.origin)
      }
    }
  }
  /// Whether the view is hidden.
  public var isHidden = false {
    didSet { superview?.setNeedsLayout() }
  }
  /// The view's opacity.
  public var alpha: CGFloat = 1
  /// The superview.
  public private(set) weak var superview: WorldView?
  /// The subviews, back to front.
  public private(set) var subviews: [WorldView] = []
  /// The view controller whose root view this is, if any.
  public internal(set) weak var viewController: WorldViewController?
  /// Whether `layoutSubviews()` is due at the next layout pass.
  package private(set) var needsLayout = true
  /// How many times `layoutSubviews()` ran.
  package private(set) var layoutCount = 0
  /// The avoider attached to this view, kept alive by it (UIKit keeps it as an associated
  /// object, or as the subclass's property).
  public internal(set) var keyboardAvoider: WorldKeyboardAvoider?
  /// How many times an avoider changed this view's insets or offset.
  package internal(set) var avoidanceWriteCount = 0
  /// How many of those writes moved the offset (a scroll view's) or the bounds' origin.
  package internal(set) var avoidanceOffsetWriteCount = 0
  /// Where content was before an avoider's first offset write since the invariant checker last
  /// cleared it (at each step's start): where the user left it, in a step of the user's scroll.
  package internal(set) var offsetBeforeFirstAvoidanceWrite: CGPoint?
  /// How many times an avoider wrote the offset while the user was scrolling the container.
  package internal(set) var offsetWritesUnderFinger = 0
  /// How many of those writes changed a scroll view's content or indicator insets.
  package internal(set) var avoidanceInsetChangeCount = 0
  /// Whether the avoider's last write gave its part back (it carried no adjustment): the
  /// container then holds nothing of the avoider's to restore.
  package internal(set) var lastAvoidanceWriteReleased = false
  /// How many of the avoider's writes gave its part back (see ``lastAvoidanceWriteReleased``).
  package internal(set) var avoidanceReleaseCount = 0
  /// Whether a late new keyboard was announced (``World/keyboardSwitchArrivesLate``) and the
  /// avoider has not written since.
  package var awaitsWriteAfterLateSwitch = false
  /// Where the screen showed content when the avoider first wrote after that announcement —
  /// after a list's frame-by-frame move caught up with its timing — for the invariant checker.
  package var shownAtLateSwitch: CGPoint?
  /// Where the content was when the avoider first wrote since the invariant checker last
  /// reset it: what UIKit, navigation or the app scrolled before that is where content rests.
  package internal(set) var offsetBeforeAvoidanceWrite: CGPoint?
  /// How many scrolls of the user's a scroll view had counted at that first write:
  /// those after it moved content the avoider had already placed.
  package internal(set) var userScrollsBeforeAvoidanceWrite = 0
  /// Where the screen showed content before UIKit or navigation moved it in the turn of an
  /// avoider's write that took that move over (§11.1), since the invariant checker last reset
  /// it: the engine's movement is measured from there.
  package internal(set) var takenOverScrollStart: CGPoint?
  /// The content offset an avoider last wrote, since the invariant checker last reset it.
  package internal(set) var lastAvoidanceOffset: CGPoint?
  /// Whether code other than an avoider (UIKit's keyboard support of a list controller, its
  /// scroll to a first responder) moved content after an avoider's offset write, since the
  /// invariant checker last reset it: the distance content travelled is then partly UIKit's.
  package internal(set) var codeMovedAfterAvoidance = false
  /// The field's navigation group (`keyboardNavigationGroup` in the UIKit adapter).
  public var keyboardNavigationGroup: String?
  /// Whether the view is a control (a button, a switch) or a bar: a tap on it is its own.
  public var isControl = false
  /// The room this field asks for around itself instead of its container's padding (UIKit:
  /// `keyboardAvoidancePadding`); `nil` keeps the container's.
  public var keyboardAvoidancePadding: CGFloat?
  /// Whether this is an avoider's probe view: part of the hierarchy, not of the app's form.
  package var isProbe = false
  /// The view's reading direction (`effectiveUserInterfaceLayoutDirection`).
  public var layoutDirection: LayoutDirection = .leftToRight
  /// Whether automatic mode may move this view or look past it for a container; `false` opts
  /// the view (and the fields in it) out, as `avoidsKeyboardAutomatically` does in UIKit.
  public var avoidsKeyboardAutomatically = true

  /// Creates a view.
  public init(name: String, frame: CGRect = .zero) {
    self.name = name
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
  }

  /// The world the view lives in, through its window.
  public var world: World? { window?.owner }

  /// The view and its superviews, nearest first.
  package var selfAndAncestors: UnfoldSequence<WorldView, (WorldView?, Bool)> {
    sequence(first: self, next: \.superview)
  }

  /// The window the view is in, if any.
  public var window: WorldWindow? {
    for case let window as WorldWindow in selfAndAncestors { return window }
    return nil
  }

  /// Adds a subview on top.
  public func addSubview(_ view: WorldView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsLayout()
    view.didMoveToWindow()
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    // A first responder that leaves its window resigns, as in UIKit (§5): its end-editing is
    // posted and the keyboard goes.
    if let world, let focused = world.focusedInput, focused.isDescendant(of: self) {
      world.endEditing(hidingKeyboard: true)
    }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsLayout()
    didMoveToWindow()
  }

  /// Called when the view joins or leaves a window; subclasses override it and call `super`.
  package func didMoveToWindow() {
    world?.track(self)
    // What the UIKit adapter's probe view reports to an attached avoider.
    keyboardAvoider?.containerDidMoveToWindow()
    for subview in subviews { subview.didMoveToWindow() }
  }

  /// Marks the view for layout at the next layout pass.
  package func setNeedsLayout() { needsLayout = true }

  /// Lays out subviews; subclasses override it and call `super`.
  package func layoutSubviews() {}

  /// Runs `layoutSubviews()` if it is due, then does the same for the subviews.
  package func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutCount += 1
      layoutSubviews()
      world?.viewDidLayout(self)
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Whether the view is `view` or inside it.
  public func isDescendant(of view: WorldView) -> Bool {
    selfAndAncestors.contains { $0 === view }
  }

  /// Whether the view or any ancestor up to (not including) `ancestor` is hidden or fully
  /// transparent.
  package func isEffectivelyHidden(below ancestor: WorldView?) -> Bool {
    for view in selfAndAncestors {
      if view === ancestor { return false }
      if ViewVisibility.isHidden(isHidden: view.isHidden, alpha: view.alpha) { return true }
    }
    return false
  }

  /// `rect`, in this view's bounds coordinates, in the screen's coordinates (through its
  /// window's place on the screen).
  package func convertToScreen(_ rect: CGRect) -> CGRect {
    let origin = window?.frame.origin ?? .zero
    return convert(rect, to: nil).offsetBy(dx: origin.x, dy: origin.y)
  }

  // MARK: Coordinates

  /// The offset that turns this view's bounds coordinates into its window's coordinates.
  func originInWindow() -> CGPoint {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var view: WorldView? = self
    while let current = view, !(current is WorldWindow) {
      x += current.frame.minX - current.bounds.minX
      y += current.frame.minY - current.bounds.minY
      view = current.superview
    }
    if let window = view as? WorldWindow {
      x -= window.bounds.minX
      y -= window.bounds.minY
    }
    return CGPoint(x: x, y: y)
  }

  /// Converts a rectangle from this view's bounds coordinates to `view`'s (its window's when
  /// `view` is `nil`).
  public func convert(_ rect: CGRect, to view: WorldView?) -> CGRect {
    let mine = originInWindow()
    let theirs = view?.originInWindow() ?? .zero
    return rect.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
  }

  /// Converts a rectangle from `view`'s bounds coordinates (the window's when `nil`) to this
  /// view's.
  public func convert(_ rect: CGRect, from view: WorldView?) -> CGRect {
    let mine = originInWindow()
    let theirs = view?.originInWindow() ?? .zero
    return rect.offsetBy(dx: theirs.x - mine.x, dy: theirs.y - mine.y)
  }

  /// The view's frame in its window's coordinates.
  package var frameInWindow: CGRect { convert(bounds, to: nil) }

  // MARK: Safe area

  /// The safe-area insets: how far the view reaches into the bars and screen edges of its view
  /// controller (the window's safe area, navigation and tab bars, and the view controller's
  /// `additionalSafeAreaInsets`), as UIKit computes them.
  public var safeAreaInsets: AvoidanceInsets {
    guard let window else { return .zero }
    let safe = window.safeRegion(for: self)
    let frame = frameInWindow
    return AvoidanceInsets(
      top: max(0, min(frame.height, safe.minY - frame.minY)),
      left: max(0, min(frame.width, safe.minX - frame.minX)),
      bottom: max(0, min(frame.height, frame.maxY - safe.maxY)),
      right: max(0, min(frame.width, frame.maxX - safe.maxX)))
  }

  /// The nearest view controller that owns this view or an ancestor.
  package var enclosingViewController: WorldViewController? {
    selfAndAncestors.lazy.compactMap(\.viewController).first
  }
}

/// The world's views answer the core's view-tree reads under UIKit's names.
extension WorldView: ViewTreeNode {}

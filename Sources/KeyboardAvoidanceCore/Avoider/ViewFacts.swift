import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a host reads off one view, as the platform reports it, with nothing decided: the
/// core turns these facts into every rule about the view (``ViewVisibility``, the automatic
/// mode's ``AncestorTraits``, which avoider owns a field).
///
/// ```swift
/// let facts = ViewFacts(
///   isHidden: view.isHidden, alpha: view.alpha,
///   scrollView: ViewFacts.ScrollFacts(contentSize: size, boundsSize: bounds.size))
/// ```
package struct ViewFacts: Sendable, Equatable {
  /// `isHidden`.
  package var isHidden: Bool
  /// `alpha`.
  package var alpha: CGFloat
  /// The UIKit classes the view is an instance of.
  package var classes: ViewClasses
  /// The view is a window (a chain of ancestors ends below it).
  package var isWindow: Bool { classes.contains(.window) }
  /// The view is a text field or a text view.
  package var isTextInput: Bool { classes.isTextInput }
  /// The view is a control (a button, a switch, a segmented control, a slider) or a bar (a
  /// navigation bar, a toolbar, a tab bar): a tap on it is its own.
  package var isControlOrBar: Bool { classes.isControlOrBar }
  /// The scroll view's facts, or `nil` when the view is not a scroll view.
  package var scrollView: ScrollFacts?
  /// How the view's avoider came to it, or `nil` when it has none.
  package var avoider: AvoiderAttachment?
  /// The app pinned the view to the keyboard's top (`pinToKeyboard(in:)`).
  package var isPinnedToKeyboard: Bool
  /// The view's window's level's raw value (`UIWindow.Level.normal` is 0), or `nil` when the
  /// view is in no window.
  package var windowLevel: CGFloat?
  /// The view's window is above the app's normal level: the keyboard's own window, which holds
  /// input accessory views — or an app's own window for a login or PIN screen (§11.4).
  package var isInWindowAboveNormal: Bool { (windowLevel ?? 0) > 0 }
  /// The view's window is the key window: an app's window, which receives the keyboard's input
  /// — never the keyboard's own host window. `nil` when the view is in no window.
  package var isKeyWindow: Bool?
  /// Whether the view is in the key window (see ``isKeyWindow``).
  package var isInKeyWindow: Bool { isKeyWindow ?? false }
  /// The app set the view's own opt-out of automatic mode.
  package var isOptedOut: Bool
  /// The view controller this view is the root view of, or `nil`.
  package var controller: ControllerFacts?

  /// Creates facts; every fact defaults to the plain, visible, unmanaged view's.
  package init(
    isHidden: Bool = false, alpha: CGFloat = 1, classes: ViewClasses = [],
    scrollView: ScrollFacts? = nil, avoider: AvoiderAttachment? = nil,
    isPinnedToKeyboard: Bool = false, windowLevel: CGFloat? = nil, isKeyWindow: Bool? = nil,
    isOptedOut: Bool = false, controller: ControllerFacts? = nil
  ) {
    self.isHidden = isHidden
    self.alpha = alpha
    self.classes = classes
    self.scrollView = scrollView
    self.avoider = avoider
    self.isPinnedToKeyboard = isPinnedToKeyboard
    self.windowLevel = windowLevel
    self.isKeyWindow = isKeyWindow
    self.isOptedOut = isOptedOut
    self.controller = controller
  }

  /// Whether the view shows nothing (``ViewVisibility``).
  package var showsNothing: Bool { ViewVisibility.isHidden(isHidden: isHidden, alpha: alpha) }

  /// A scroll view's facts.
  package struct ScrollFacts: Sendable, Equatable {
    /// `contentSize`.
    package var contentSize: CGSize
    /// `bounds.size`.
    package var boundsSize: CGSize
    /// `alwaysBounceVertical`.
    package var alwaysBounceVertical: Bool
    /// A collection view's flow layout's `scrollDirection` raw value (0 vertical, 1
    /// horizontal); `nil` for any other layout or scroll view.
    package var flowLayoutScrollDirection: Int?
    /// A collection view's compositional layout's `configuration.scrollDirection` raw value (0
    /// vertical, 1 horizontal); `nil` for any other layout or scroll view.
    package var compositionalLayoutScrollDirection: Int?
    /// `isScrollEnabled`: `false` for a self-sizing table inside an outer scroll view, or an
    /// orthogonal section whose items fit (§11.4).
    package var isScrollEnabled: Bool
    /// The scroll view is a table or collection view, whose content size UIKit keeps.
    package var isList: Bool

    /// Creates a scroll view's facts.
    package init(
      contentSize: CGSize, boundsSize: CGSize, alwaysBounceVertical: Bool = false,
      flowLayoutScrollDirection: Int? = nil, compositionalLayoutScrollDirection: Int? = nil,
      isScrollEnabled: Bool = true, isList: Bool = false
    ) {
      self.isScrollEnabled = isScrollEnabled
      self.isList = isList
      self.contentSize = contentSize
      self.boundsSize = boundsSize
      self.alwaysBounceVertical = alwaysBounceVertical
      self.flowLayoutScrollDirection = flowLayoutScrollDirection
      self.compositionalLayoutScrollDirection = compositionalLayoutScrollDirection
    }

    /// `UICollectionView.ScrollDirection.horizontal`'s raw value.
    package static let horizontalScrollDirection = 1

    /// Whether the collection view's layout says it scrolls horizontally — a flow layout's
    /// or a compositional layout's scroll direction (§4); a layout of another kind says
    /// nothing, and the content's extent decides (``AncestorTraits/isHorizontalOnly(contentSize:boundsSize:alwaysBounceVertical:layoutScrollsHorizontally:)``).
    package var layoutScrollsHorizontally: Bool {
      (flowLayoutScrollDirection ?? compositionalLayoutScrollDirection)
        == Self.horizontalScrollDirection
    }
  }

  /// Facts about the view controller a view is the root view of.
  package struct ControllerFacts: Sendable, Equatable {
    /// The kind of controller, by its public class.
    package var kind: Kind
    /// The app set the controller's opt-out of automatic mode.
    package var isOptedOut: Bool
    /// The controller is an alert (`UIAlertController`).
    package var isAlert: Bool
    /// The controller is presented (`presentingViewController != nil`).
    package var isPresented: Bool
    /// Its popover presentation controller, when it is presented with the `.popover` style.
    package var popover: PopoverFacts?
    /// A table or collection view controller's `tableView` or `collectionView` once its view is
    /// loaded — its root view, or a list inside a wrapper view; `nil` for other controllers.
    package var list: ObjectIdentifier?

    /// Creates a controller's facts.
    package init(
      kind: Kind = .content, isOptedOut: Bool = false, isAlert: Bool = false,
      isPresented: Bool = false, popover: PopoverFacts? = nil, list: ObjectIdentifier? = nil
    ) {
      self.list = list
      self.kind = kind
      self.isOptedOut = isOptedOut
      self.isAlert = isAlert
      self.isPresented = isPresented
      self.popover = popover
    }

    /// The system moves the controller clear of the keyboard itself: an alert, or a presented
    /// popover shown as one (§7 of the article “UIKit's keyboard behaviours”).
    package var isSystemAvoidingPresentation: Bool {
      isAlert || (isPresented && popover?.isShownAsPopover == true)
    }

    /// A popover presentation controller's raw facts.
    ///
    /// ```swift
    /// PopoverFacts(arrowDirection: 1, permittedArrowDirections: 15, isHorizontallyCompact: false)
    /// ```
    package struct PopoverFacts: Sendable, Equatable {
      /// `arrowDirection`'s raw value: `UIPopoverArrowDirection.unknown` (all bits set) until
      /// the presentation is on screen, and for a popover without an arrow.
      package var arrowDirection: UInt
      /// `permittedArrowDirections`' raw value: 0 for a popover without an arrow.
      package var permittedArrowDirections: UInt
      /// Whether the presenting context is horizontally compact (an iPhone, Slide Over), where a
      /// popover adapts to a sheet unless its delegate keeps it.
      package var isHorizontallyCompact: Bool
      /// Whether the delegate keeps the popover in compact widths
      /// (`adaptivePresentationStyle(for:traitCollection:)` answers `.none`).
      package var delegateKeepsPopover: Bool

      /// Creates a popover's facts.
      package init(
        arrowDirection: UInt = Self.unknownArrow, permittedArrowDirections: UInt = 15,
        isHorizontallyCompact: Bool = false, delegateKeepsPopover: Bool = false
      ) {
        self.arrowDirection = arrowDirection
        self.permittedArrowDirections = permittedArrowDirections
        self.isHorizontallyCompact = isHorizontallyCompact
        self.delegateKeepsPopover = delegateKeepsPopover
      }

      /// `UIPopoverArrowDirection.unknown`'s raw value.
      package static let unknownArrow = UInt.max

      /// Whether the controller shows as a popover — which the system moves clear of the
      /// keyboard (§7) — rather than adapted to a sheet: an arrow is known once it is on
      /// screen; before that (a field focused in `viewWillAppear`), or without an arrow at all,
      /// the popover is one unless a compact width adapts it.
      package var isShownAsPopover: Bool {
        arrowDirection != Self.unknownArrow || !isHorizontallyCompact || delegateKeepsPopover
      }
    }

    /// A view controller's kind, by its public class.
    package enum Kind: Sendable, Hashable {
      /// Any content view controller.
      case content
      /// A `UITableViewController` (its root view is its table).
      case tableViewController
      /// A `UICollectionViewController`.
      case collectionViewController
      /// A navigation, tab bar, split view or page view controller.
      case container
      /// A SwiftUI `UIHostingController`, whatever its content: its views avoid the keyboard
      /// themselves (SwiftUI's keyboard safe area, §8 and §11.4).
      case swiftUIHosting
    }
  }
}

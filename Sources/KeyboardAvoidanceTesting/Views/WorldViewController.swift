import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view controller of the headless world: a root view and the bars that cover it.
///
/// The bars model a navigation controller's bar and a tab bar controller's bar as insets of the
/// safe area, which is all keyboard avoidance sees of them.
public final class WorldViewController {
  /// The kind of controller, for automatic mode's choice of container.
  public enum Kind: Sendable, Hashable {
    /// A content view controller.
    case content
    /// A `UITableViewController`, whose keyboard support adjusts its table (§11.1).
    case tableViewController
    /// A `UICollectionViewController`, whose keyboard support adjusts its collection view — its
    /// view or a list inside a wrapper view (§11.1).
    case collectionViewController
    /// A navigation, tab bar or split view controller.
    case container
    /// A SwiftUI `UIHostingController`: the keyboard's overlap is part of its views' safe area
    /// (SwiftUI's keyboard safe area region), so they move out of its way themselves (§8).
    case swiftUIHosting
  }

  /// A name for storyboards.
  public let name: String
  /// The root view.
  public let view: WorldView
  /// The kind of controller.
  public let kind: Kind
  /// Insets the bars add to the safe area (navigation bar on top, tab bar at the bottom).
  public var barInsets: AvoidanceInsets
  /// `additionalSafeAreaInsets`.
  public var additionalSafeAreaInsets: AvoidanceInsets = .zero
  /// Whether the controller is shown in a popover, with its arrow known, which the system
  /// moves clear of the keyboard itself (§7).
  public var isPresentedInPopover: Bool {
    get { popover != nil }
    set { popover = newValue ? .init(arrowDirection: 1) : nil }
  }
  /// The popover presentation's raw facts (its arrow, adaptation) when the controller is
  /// presented with the `.popover` style.
  package var popover: ViewFacts.ControllerFacts.PopoverFacts?
  /// Whether a table or collection view controller's own keyboard support is on (§11.1): it
  /// adds the keyboard's overlap to its list's bottom inset and scrolls the first responder's
  /// cell into view. An app turns it off by overriding `viewWillAppear(_:)` without calling
  /// `super`; UIKit offers no way to read it.
  public var handlesKeyboard = true
  /// Whether automatic mode works in this controller's views; `false` opts it out, as
  /// `avoidsKeyboardAutomatically` does in UIKit.
  public var avoidsKeyboardAutomatically = true
  /// Whether the controller sits in a navigation controller with automatic scroll-view insets,
  /// which makes `.automatic` add the top and bottom safe area even to short content (§3).
  public var adjustsScrollViewInsets: Bool

  /// Creates a controller and makes it own `view`.
  public init(
    name: String, view: WorldView, kind: Kind = .content, barInsets: AvoidanceInsets = .zero,
    adjustsScrollViewInsets: Bool = false
  ) {
    self.name = name
    self.view = view
    self.kind = kind
    self.barInsets = barInsets
    self.adjustsScrollViewInsets = adjustsScrollViewInsets
    view.viewController = self
  }
}

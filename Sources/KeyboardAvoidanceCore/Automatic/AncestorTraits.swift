import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a host knows about one view on the way from a focused input up to its window, for
/// automatic mode's choice of container.
///
/// ```swift
/// let traits = AncestorTraits(isScrollView: true)
/// ```
package struct AncestorTraits: Sendable, Hashable {
  /// The view is a scroll view (a `UIScrollView` or subclass, text views included).
  package var isScrollView: Bool
  /// The scroll view only scrolls horizontally (a carousel: content wider than its bounds, not
  /// taller, no vertical bounce), so it is no container for vertical avoidance. A vertical
  /// scroll view whose content happens to fit is still a container: the keyboard's inset makes
  /// it scroll.
  package var isHorizontalOnly: Bool
  /// The view is a text input (a `UITextView` is a scroll view, but never its own container).
  package var isTextInput: Bool
  /// The system already avoids the keyboard for this view: the table view of a
  /// `UITableViewController`, or the content of a popover (§4, §7 of
  /// the article “UIKit's keyboard behaviours”).
  package var isSystemManaged: Bool
  /// The app opted this view (or the view controller it is the root of) out of automatic mode.
  package var isOptedOut: Bool
  /// A subclass or an attached avoider already manages this view.
  package var hasAvoider: Bool
  /// The view is the root view of a content view controller.
  package var isViewControllerRoot: Bool
  /// The view is the root view of a container view controller (navigation, tab bar, split
  /// view), whose bars must never move.
  package var isContainerControllerRoot: Bool
  /// The view is the root of a presentation the system itself moves clear of the keyboard: a
  /// popover's content, an alert. Everything inside is left to the system.
  package var isSystemAvoidingPresentation: Bool
  /// The view moves with the keyboard: pinned to its top (a Send bar), or in a window above the
  /// app's (an input accessory view). A field inside moves with the keyboard already.
  package var movesWithKeyboard: Bool
  /// The view is the root view of a SwiftUI hosting controller, which moves its content out of
  /// the keyboard's way itself (§11.4): an avoider inside would double that.
  package var isSwiftUIHostRoot = false

  /// Creates traits; every trait defaults to `false`.
  package init(
    isScrollView: Bool = false, isHorizontalOnly: Bool = false, isTextInput: Bool = false,
    isSystemManaged: Bool = false, isOptedOut: Bool = false, hasAvoider: Bool = false,
    isViewControllerRoot: Bool = false, isContainerControllerRoot: Bool = false,
    isSystemAvoidingPresentation: Bool = false, movesWithKeyboard: Bool = false
  ) {
    self.isScrollView = isScrollView
    self.isHorizontalOnly = isHorizontalOnly
    self.isTextInput = isTextInput
    self.isSystemManaged = isSystemManaged
    self.isOptedOut = isOptedOut
    self.hasAvoider = hasAvoider
    self.isViewControllerRoot = isViewControllerRoot
    self.isContainerControllerRoot = isContainerControllerRoot
    self.isSystemAvoidingPresentation = isSystemAvoidingPresentation
    self.movesWithKeyboard = movesWithKeyboard
  }

  /// The traits of a view with these raw facts — every rule in one place:
  /// - an avoider counts unless automatic mode attached it (it may move on);
  /// - a scroll view with scrolling disabled counts as a plain view;
  /// - a table or collection view controller's list is adjusted by the system — which needs the
  ///   view's place in the tree, so ``AutomaticContainerPolicy/chain(from:parent:facts:)``
  ///   decides it;
  /// - a view moves with the keyboard when the app pinned it there or its window is above the
  ///   app's and not the key window (the keyboard's own, holding input accessory views — an
  ///   app's login or PIN window above `.normal` is key, and its fields are avoided, §11.4);
  /// - an opt-out on the view or on the controller it is the root of counts the same.
  package init(_ facts: ViewFacts) {
    let controller = facts.controller
    let isContainerController = controller?.kind == .container
    self.init(
      // A scroll view that cannot scroll is no container: the one further up is (§11.4).
      isScrollView: facts.scrollView?.isScrollEnabled ?? false,
      isHorizontalOnly: facts.scrollView.map {
        Self.isHorizontalOnly(
          contentSize: $0.contentSize, boundsSize: $0.boundsSize,
          alwaysBounceVertical: $0.alwaysBounceVertical,
          layoutScrollsHorizontally: $0.layoutScrollsHorizontally)
      } ?? false,
      isTextInput: facts.isTextInput,
      isSystemManaged: false,
      isOptedOut: facts.isOptedOut || (controller?.isOptedOut ?? false),
      hasAvoider: facts.avoider.map { $0 != .automatic } ?? false,
      isViewControllerRoot: controller != nil && !isContainerController,
      isContainerControllerRoot: isContainerController,
      isSystemAvoidingPresentation: controller?.isSystemAvoidingPresentation ?? false,
      movesWithKeyboard: facts.isPinnedToKeyboard
        || (facts.isInWindowAboveNormal && !facts.isInKeyWindow))
    isSwiftUIHostRoot = controller?.kind == .swiftUIHosting
  }

  /// Whether a scroll view is a horizontal carousel: its layout scrolls horizontally, or its
  /// content is wider than its bounds and not taller, without vertical bounce.
  package static func isHorizontalOnly(
    contentSize: CGSize, boundsSize: CGSize, alwaysBounceVertical: Bool,
    layoutScrollsHorizontally: Bool = false
  ) -> Bool {
    layoutScrollsHorizontally
      || (contentSize.width > boundsSize.width && contentSize.height <= boundsSize.height
        && !alwaysBounceVertical)
  }
}

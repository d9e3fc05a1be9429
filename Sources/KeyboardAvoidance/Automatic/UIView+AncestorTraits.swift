#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// The view controller whose root view this is.
    var owningViewController: UIViewController? {
      guard let controller = next as? UIViewController, controller.viewIfLoaded === self else {
        return nil
      }
      return controller
    }

    /// What the core's ``AutomaticContainerPolicy`` needs to know about this view.
    var ancestorTraits: AncestorTraits {
      let scrollView = self as? UIScrollView
      let controller = owningViewController
      let isContainerController =
        controller is UINavigationController || controller is UITabBarController
        || controller is UISplitViewController || controller is UIPageViewController
      let horizontalLayout =
        ((self as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout)?
        .scrollDirection == .horizontal
      let registry = KeyboardAvoidanceRegistry.shared
      // A window above the app's (the keyboard's own, holding an input accessory view) rides
      // on the keyboard; so does a view pinned to it.
      let ridesKeyboard =
        registry.isRidingView(self)
        || (window?.windowLevel ?? .normal) > .normal
      return AncestorTraits(
        isScrollView: scrollView != nil,
        isHorizontalOnly: scrollView.map {
          AncestorTraits.isHorizontalOnly(
            contentSize: $0.contentSize, boundsSize: $0.bounds.size,
            alwaysBounceVertical: $0.alwaysBounceVertical,
            layoutScrollsHorizontally: horizontalLayout)
        } ?? false,
        isTextInput: self is UITextView || self is UITextField,
        isSystemManaged: isManagedByTableViewController,
        isOptedOut: !avoidsKeyboardAutomatically
          || !(controller?.avoidsKeyboardAutomatically ?? true),
        hasAvoider: keyboardAvoider.map { $0.attachment != .automatic } ?? false,
        isViewControllerRoot: controller != nil && !isContainerController,
        isContainerControllerRoot: isContainerController,
        isSystemAvoidingPresentation: controller?.isSystemAvoidingPresentation ?? false,
        ridesKeyboard: ridesKeyboard)
    }

    /// Whether this is the table view of a `UITableViewController`, which adjusts its own insets
    /// for the keyboard: a second adjuster would double them.
    var isManagedByTableViewController: Bool {
      guard let table = self as? UITableView,
        let controller = table.next as? UITableViewController
      else { return false }
      return controller.tableView === table
    }

    /// The views from this one up to, but not including, its window.
    var ancestorChain: [UIView] {
      var chain: [UIView] = []
      var view: UIView? = self
      while let current = view, !(current is UIWindow) {
        chain.append(current)
        view = current.superview
      }
      return chain
    }
  }

  extension UIViewController {
    /// Whether the system moves this controller's view clear of the keyboard itself: the
    /// content of a popover shown as a popover (not adapted to a sheet), or an alert.
    var isSystemAvoidingPresentation: Bool {
      if self is UIAlertController { return true }
      guard let popover = popoverPresentationController, presentingViewController != nil else {
        return false
      }
      return popover.arrowDirection != .unknown
    }
  }
#endif

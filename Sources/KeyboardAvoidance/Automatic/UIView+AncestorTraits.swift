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
      return AncestorTraits(
        isScrollView: scrollView != nil,
        isHorizontalOnly: scrollView.map(\.isHorizontalOnly) ?? false,
        isTextInput: self is UITextView || self is UITextField,
        isSystemManaged: isManagedByTableViewController
          || (controller?.isPresentedInPopover ?? false),
        isOptedOut: !avoidsKeyboardAutomatically
          || !(controller?.avoidsKeyboardAutomatically ?? true),
        hasAvoider: keyboardAvoider.map { $0.attachment != .automatic } ?? false,
        isViewControllerRoot: controller != nil && !isContainerController,
        isContainerControllerRoot: isContainerController)
    }

    /// Whether this is the table view of a `UITableViewController`, which adjusts its own insets
    /// for the keyboard (§4): a second adjuster would double them.
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

  extension UIScrollView {
    /// A carousel: content wider than the bounds and not taller, no vertical bounce.
    var isHorizontalOnly: Bool {
      if let layout = (self as? UICollectionView)?.collectionViewLayout
        as? UICollectionViewFlowLayout,
        layout.scrollDirection == .horizontal
      {
        return true
      }
      return contentSize.width > bounds.width && contentSize.height <= bounds.height
        && !alwaysBounceVertical
    }
  }

  extension UIViewController {
    /// Whether this controller, or one it is contained in, is shown as a popover, which the
    /// system itself moves above the keyboard (§7).
    var isPresentedInPopover: Bool {
      var controller: UIViewController? = self
      while let current = controller {
        if current.modalPresentationStyle == .popover, current.presentingViewController != nil,
          current.traitCollection.horizontalSizeClass == .regular
        {
          return true
        }
        controller = current.parent
      }
      return false
    }
  }
#endif

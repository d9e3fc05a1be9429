#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// The raw facts of this view the core decides from: what UIKit reports, nothing decided.
    var keyboardAvoidanceFacts: ViewFacts {
      let scrollView = self as? UIScrollView
      let horizontalLayout =
        ((self as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout)?
        .scrollDirection == .horizontal
      return ViewFacts(
        isHidden: isHidden, alpha: alpha, isWindow: self is UIWindow,
        isTextInput: self is UITextView || self is UITextField,
        scrollView: scrollView.map {
          ViewFacts.ScrollFacts(
            contentSize: $0.contentSize, boundsSize: $0.bounds.size,
            alwaysBounceVertical: $0.alwaysBounceVertical,
            layoutScrollsHorizontally: horizontalLayout)
        },
        avoider: keyboardAvoider?.attachment,
        isPinnedToKeyboard: KeyboardAvoidanceRegistry.shared.isPinnedView(self),
        isInWindowAboveNormal: (window?.windowLevel ?? .normal) > .normal,
        isOptedOut: !avoidsKeyboardAutomatically,
        controller: owningViewController?.keyboardAvoidanceFacts)
    }

    /// The view controller whose root view this is.
    var owningViewController: UIViewController? {
      guard let controller = next as? UIViewController, controller.viewIfLoaded === self else {
        return nil
      }
      return controller
    }
  }

  extension UIViewController {
    /// The raw facts of this controller the core decides from.
    var keyboardAvoidanceFacts: ViewFacts.ControllerFacts {
      let kind: ViewFacts.ControllerFacts.Kind
      if self is UITableViewController {
        kind = .tableViewController
      } else if self is UINavigationController || self is UITabBarController
        || self is UISplitViewController || self is UIPageViewController
      {
        kind = .container
      } else {
        kind = .content
      }
      return ViewFacts.ControllerFacts(
        kind: kind, isOptedOut: !avoidsKeyboardAutomatically,
        isPopoverOrAlert: isPopoverOrAlert)
    }

    /// The controller is an alert, or shown as a popover with an arrow (not adapted to a
    /// sheet).
    private var isPopoverOrAlert: Bool {
      if self is UIAlertController { return true }
      guard let popover = popoverPresentationController, presentingViewController != nil else {
        return false
      }
      return popover.arrowDirection != .unknown
    }
  }
#endif

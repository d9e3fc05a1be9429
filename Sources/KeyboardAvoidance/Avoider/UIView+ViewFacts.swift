#if canImport(UIKit)
  import UIKit

  /// UIKit's views answer the core's view-tree reads (superview, subviews, visibility,
  /// conversion) as they are.
  extension UIView: @preconcurrency ViewTreeNode {}

  extension UIView {
    /// The raw facts of this view the core decides from: what UIKit reports, nothing decided.
    var keyboardAvoidanceFacts: ViewFacts {
      let scrollView = self as? UIScrollView
      let layout = (self as? UICollectionView)?.collectionViewLayout
      let classes = keyboardAvoidanceClasses
      return ViewFacts(
        isHidden: isHidden, alpha: alpha, classes: classes,
        scrollView: scrollView.map {
          ViewFacts.ScrollFacts(
            contentSize: $0.contentSize, boundsSize: $0.bounds.size,
            alwaysBounceVertical: $0.alwaysBounceVertical,
            flowLayoutScrollDirection: (layout as? UICollectionViewFlowLayout)?.scrollDirection
              .rawValue,
            compositionalLayoutScrollDirection: (layout as? UICollectionViewCompositionalLayout)?
              .configuration.scrollDirection.rawValue,
            isScrollEnabled: $0.isScrollEnabled, isList: classes.isList)
        },
        avoider: keyboardAvoider?.attachment,
        isPinnedToKeyboard: KeyboardAvoidanceRegistry.shared.isPinnedView(self),
        windowLevel: window?.windowLevel.rawValue, isKeyWindow: window?.isKeyWindow,
        isOptedOut: !avoidsKeyboardAutomatically,
        controller: owningViewController?.keyboardAvoidanceFacts)
    }

    /// The UIKit classes this view is an instance of, one `is` check each.
    var keyboardAvoidanceClasses: ViewClasses {
      ViewClasses(
        isWindow: self is UIWindow, isTextField: self is UITextField,
        isTextView: self is UITextView, isControl: self is UIControl,
        isNavigationBar: self is UINavigationBar, isToolbar: self is UIToolbar,
        isTabBar: self is UITabBar, isTableView: self is UITableView,
        isCollectionView: self is UICollectionView)
    }

    /// A text input's return key and input accessory view as the core reads them; `nil` for a
    /// view that is no text field or text view.
    var keyboardAvoidanceFieldFacts: FieldFacts? {
      let returnKeyType: UIReturnKeyType
      if let textField = self as? UITextField {
        returnKeyType = textField.returnKeyType
      } else if let textView = self as? UITextView {
        returnKeyType = textView.returnKeyType
      } else {
        return nil
      }
      return FieldFacts(
        isTextField: self is UITextField,
        returnKey: FieldFacts.ReturnKey(uiKitRawValue: returnKeyType.rawValue),
        isReturnKeyManaged: isReturnKeyManaged,
        accessory: FieldFacts.Accessory(
          hasView: inputAccessoryView != nil,
          isNavigationToolbar: inputAccessoryView is KeyboardToolbar),
        padding: KeyboardAvoidanceRegistry.shared.padding(of: self),
        isFirstResponder: isFirstResponder,
        delegateHandlesReturn: (self as? UITextField)?.delegate?.responds(
          to: #selector(UITextFieldDelegate.textFieldShouldReturn(_:))) == true)
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
      let classes = ViewControllerClasses(
        isTableViewController: self is UITableViewController,
        isCollectionViewController: self is UICollectionViewController,
        isNavigationController: self is UINavigationController,
        isTabBarController: self is UITabBarController,
        isSplitViewController: self is UISplitViewController,
        isPageViewController: self is UIPageViewController,
        isSwiftUIHosting: self is SwiftUIHostingController)
      // The list of a table or collection view controller, read only once its view is loaded
      // (reading `tableView` would load it).
      var list: UIView?
      if viewIfLoaded != nil {
        list =
          (self as? UITableViewController)?.tableView
          ?? (self as? UICollectionViewController)?.collectionView
      }
      return ViewFacts.ControllerFacts(
        kind: ViewFacts.ControllerFacts.Kind(classes), isOptedOut: !avoidsKeyboardAutomatically,
        isAlert: self is UIAlertController,
        isPresented: presentingViewController != nil,
        popover: popoverFacts, list: list.map(ObjectIdentifier.init))
    }

    /// The popover presentation's raw facts, when the controller is presented as a popover
    /// (reading `popoverPresentationController` of another style would create one).
    private var popoverFacts: ViewFacts.ControllerFacts.PopoverFacts? {
      guard modalPresentationStyle == .popover, let popover = popoverPresentationController
      else { return nil }
      let compact = UITraitCollection(horizontalSizeClass: .compact)
      return ViewFacts.ControllerFacts.PopoverFacts(
        arrowDirection: popover.arrowDirection.rawValue,
        permittedArrowDirections: popover.permittedArrowDirections.rawValue,
        isHorizontallyCompact: traitCollection.horizontalSizeClass == .compact,
        delegateKeepsPopover: popover.delegate?.adaptivePresentationStyle?(
          for: popover, traitCollection: compact) == UIModalPresentationStyle.none)
    }
  }

  extension UIScrollView {
    /// The raw frames and visibility of the scroll view's subviews, from which the core works
    /// out what they span. UIKit's scroll indicators are subviews too while they show (during
    /// and shortly after a scroll): read with both indicators turned off, which takes them out,
    /// and turned back on after (§11.1, review N13). No class is matched.
    var subviewReadings: [ContainerReading.SubviewReading] {
      let showsVertical = showsVerticalScrollIndicator
      let showsHorizontal = showsHorizontalScrollIndicator
      showsVerticalScrollIndicator = false
      showsHorizontalScrollIndicator = false
      defer {
        showsVerticalScrollIndicator = showsVertical
        showsHorizontalScrollIndicator = showsHorizontal
      }
      return subviews.map {
        ContainerReading.SubviewReading(frame: $0.frame, isHidden: $0.isHidden, alpha: $0.alpha)
      }
    }
  }
#endif

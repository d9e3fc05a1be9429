import Foundation

/// The UIKit classes a view is an instance of, as a host reads them (`view is UITextField`):
/// raw facts, from which the core decides what the view is to the keyboard — a text input, a
/// control or a bar whose taps are its own, a list whose content size UIKit keeps.
///
/// ```swift
/// ViewClasses(isTextField: true).isTextInput  // true
/// ViewClasses(isToolbar: true).isControlOrBar  // true
/// ```
package struct ViewClasses: OptionSet, Sendable, Hashable {
  package let rawValue: Int

  /// Creates a set of classes from its raw value.
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// `UIWindow`.
  package static let window = ViewClasses(rawValue: 1 << 0)
  /// `UITextField`.
  package static let textField = ViewClasses(rawValue: 1 << 1)
  /// `UITextView`.
  package static let textView = ViewClasses(rawValue: 1 << 2)
  /// `UIControl` (buttons, switches, segmented controls, sliders — and text fields).
  package static let control = ViewClasses(rawValue: 1 << 3)
  /// `UINavigationBar`.
  package static let navigationBar = ViewClasses(rawValue: 1 << 4)
  /// `UIToolbar`.
  package static let toolbar = ViewClasses(rawValue: 1 << 5)
  /// `UITabBar`.
  package static let tabBar = ViewClasses(rawValue: 1 << 6)
  /// `UITableView`.
  package static let tableView = ViewClasses(rawValue: 1 << 7)
  /// `UICollectionView`.
  package static let collectionView = ViewClasses(rawValue: 1 << 8)

  /// The classes a host's `is` checks found, one flag per class.
  package init(
    isWindow: Bool = false, isTextField: Bool = false, isTextView: Bool = false,
    isControl: Bool = false, isNavigationBar: Bool = false, isToolbar: Bool = false,
    isTabBar: Bool = false, isTableView: Bool = false, isCollectionView: Bool = false
  ) {
    let flags: [(Bool, ViewClasses)] = [
      (isWindow, .window), (isTextField, .textField), (isTextView, .textView),
      (isControl, .control), (isNavigationBar, .navigationBar), (isToolbar, .toolbar),
      (isTabBar, .tabBar), (isTableView, .tableView), (isCollectionView, .collectionView),
    ]
    self = flags.reduce(into: []) { classes, flag in
      if flag.0 { classes.insert(flag.1) }
    }
  }

  /// A text field or a text view: what the keyboard edits.
  package var isTextInput: Bool { !isDisjoint(with: [.textField, .textView]) }

  /// A control or a bar (a navigation bar, a toolbar, a tab bar): a tap on it is its own.
  package var isControlOrBar: Bool {
    !isDisjoint(with: [.control, .navigationBar, .toolbar, .tabBar])
  }

  /// A table or collection view, whose content size UIKit keeps.
  package var isList: Bool { !isDisjoint(with: [.tableView, .collectionView]) }
}

/// The UIKit view controller classes a controller is an instance of, as a host reads them: raw
/// facts, from which the core decides the controller's ``ViewFacts/ControllerFacts/Kind``.
package struct ViewControllerClasses: OptionSet, Sendable, Hashable {
  package let rawValue: Int

  /// Creates a set of classes from its raw value.
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// `UITableViewController`.
  package static let tableViewController = ViewControllerClasses(rawValue: 1 << 0)
  /// `UICollectionViewController`.
  package static let collectionViewController = ViewControllerClasses(rawValue: 1 << 1)
  /// `UINavigationController`.
  package static let navigationController = ViewControllerClasses(rawValue: 1 << 2)
  /// `UITabBarController`.
  package static let tabBarController = ViewControllerClasses(rawValue: 1 << 3)
  /// `UISplitViewController`.
  package static let splitViewController = ViewControllerClasses(rawValue: 1 << 4)
  /// `UIPageViewController`.
  package static let pageViewController = ViewControllerClasses(rawValue: 1 << 5)
  /// SwiftUI's `UIHostingController`, whatever its content.
  package static let swiftUIHosting = ViewControllerClasses(rawValue: 1 << 6)

  /// The classes a host's `is` checks found, one flag per class.
  package init(
    isTableViewController: Bool = false, isCollectionViewController: Bool = false,
    isNavigationController: Bool = false, isTabBarController: Bool = false,
    isSplitViewController: Bool = false, isPageViewController: Bool = false,
    isSwiftUIHosting: Bool = false
  ) {
    let flags: [(Bool, ViewControllerClasses)] = [
      (isTableViewController, .tableViewController),
      (isCollectionViewController, .collectionViewController),
      (isNavigationController, .navigationController), (isTabBarController, .tabBarController),
      (isSplitViewController, .splitViewController), (isPageViewController, .pageViewController),
      (isSwiftUIHosting, .swiftUIHosting),
    ]
    self = flags.reduce(into: []) { classes, flag in
      if flag.0 { classes.insert(flag.1) }
    }
  }
}

extension ViewFacts.ControllerFacts.Kind {
  /// The kind a controller of these classes is: a list controller before anything else, then
  /// a container (navigation, tab bar, split view, page view), then SwiftUI's hosting
  /// controller; any other is content.
  package init(_ classes: ViewControllerClasses) {
    let containers: ViewControllerClasses = [
      .navigationController, .tabBarController, .splitViewController, .pageViewController,
    ]
    if classes.contains(.tableViewController) {
      self = .tableViewController
    } else if classes.contains(.collectionViewController) {
      self = .collectionViewController
    } else if !classes.isDisjoint(with: containers) {
      self = .container
    } else if classes.contains(.swiftUIHosting) {
      self = .swiftUIHosting
    } else {
      self = .content
    }
  }
}

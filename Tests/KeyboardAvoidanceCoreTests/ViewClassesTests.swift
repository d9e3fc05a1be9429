import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// What a view is to the keyboard, decided from the UIKit classes a host reads.
@Suite("View classes")
struct ViewClassesTests {
  @Test(
    "What a tap on a view of each class is, and whether it is edited or a list",
    arguments: [
      ("a plain view", ViewClasses(), false, false, false),
      ("a text field", ViewClasses(isTextField: true, isControl: true), true, true, false),
      ("a text view", ViewClasses(isTextView: true), true, false, false),
      ("a button", ViewClasses(isControl: true), false, true, false),
      ("a navigation bar", ViewClasses(isNavigationBar: true), false, true, false),
      ("a toolbar", ViewClasses(isToolbar: true), false, true, false),
      ("a tab bar", ViewClasses(isTabBar: true), false, true, false),
      ("a table", ViewClasses(isTableView: true), false, false, true),
      ("a collection view", ViewClasses(isCollectionView: true), false, false, true),
      ("a window", ViewClasses(isWindow: true), false, false, false),
    ])
  func classes(
    name: String, classes: ViewClasses, isTextInput: Bool, isControlOrBar: Bool, isList: Bool
  ) {
    #expect(classes.isTextInput == isTextInput, "\(name)")
    #expect(classes.isControlOrBar == isControlOrBar, "\(name)")
    #expect(classes.isList == isList, "\(name)")
    #expect(ViewFacts(classes: classes).isWindow == (name == "a window"))
  }

  @Test(
    "A controller's kind: lists first, then containers, then SwiftUI's hosting controller",
    arguments: [
      (ViewControllerClasses(), ViewFacts.ControllerFacts.Kind.content),
      (ViewControllerClasses(isTableViewController: true), .tableViewController),
      (ViewControllerClasses(isCollectionViewController: true), .collectionViewController),
      (ViewControllerClasses(isNavigationController: true), .container),
      (ViewControllerClasses(isTabBarController: true), .container),
      (ViewControllerClasses(isSplitViewController: true), .container),
      (ViewControllerClasses(isPageViewController: true), .container),
      (ViewControllerClasses(isSwiftUIHosting: true), .swiftUIHosting),
      // A table view controller subclass that also hosts SwiftUI is still a list controller.
      (
        ViewControllerClasses(isTableViewController: true, isSwiftUIHosting: true),
        .tableViewController
      ),
    ])
  func controllerKind(classes: ViewControllerClasses, kind: ViewFacts.ControllerFacts.Kind) {
    #expect(ViewFacts.ControllerFacts.Kind(classes) == kind)
  }

  @Test(
    "A window above the normal level moves with the keyboard; no window is not the key one",
    arguments: [
      (CGFloat?.none, Bool?.none, false, false),
      (0, true, false, true),
      (1, false, true, false),
      (2000, true, true, true),
      (-1, true, false, true),
    ])
  func window(level: CGFloat?, isKey: Bool?, aboveNormal: Bool, inKeyWindow: Bool) {
    let facts = ViewFacts(windowLevel: level, isKeyWindow: isKey)
    #expect(facts.isInWindowAboveNormal == aboveNormal)
    #expect(facts.isInKeyWindow == inKeyWindow)
  }

  @Test(
    "UIKit's keyboard dismiss modes by raw value; an unknown one dismisses nothing",
    arguments: [
      (0, ContainerReading.KeyboardDismissMode.none), (1, .onDrag), (2, .interactive),
      (3, .onDragWithAccessory), (4, .interactiveWithAccessory), (5, .none), (-1, .none),
    ])
  func dismissMode(raw: Int, mode: ContainerReading.KeyboardDismissMode) {
    #expect(ContainerReading.KeyboardDismissMode(uiKitRawValue: raw) == mode)
  }
}

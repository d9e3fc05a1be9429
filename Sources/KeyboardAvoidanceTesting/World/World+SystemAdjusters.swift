import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// UIKit's own keyboard handling in table and collection view controllers (§11.1 of the article
/// "UIKit's keyboard behaviours"): on this app's keyboard notifications, a
/// `UITableViewController` or `UICollectionViewController` whose keyboard support is on adds the
/// keyboard's overlap to its list's bottom inset and scrolls the first responder's *cell* into
/// view — the cell, not the field, with no padding and no companions; on the hide it takes its
/// part back and scrolls content back into range.
///
/// The world runs it once for each "will" notification the controller observes, where its
/// observer stands among the app's (``World/systemAdjuster``: neither is documented).
/// Assumptions (**[U]** in the facts sheet): its part is the overlap less what the adjusted inset
/// already covers, and its scroll is the minimal `scrollRectToVisible` of the cell.
extension World {
  /// The lists whose controllers adjust them for the keyboard, in every window.
  var systemAdjustedLists: [WorldScrollView] {
    var lists: [WorldScrollView] = []
    func visit(_ view: WorldView) {
      if let controller = view.viewController, controller.kind.adjustsListForKeyboard,
        controller.handlesKeyboard, let list = controller.list
      {
        lists.append(list)
      }
      for subview in view.subviews { visit(subview) }
    }
    for window in windows { visit(window) }
    return lists
  }

  /// Runs the system's adjusters for a keyboard that moves to `end` (a hide when `hides`).
  func runSystemAdjusters(keyboardEnd end: CGRect, hides: Bool) {
    for list in systemAdjustedLists {
      let window = list.window?.frame ?? screen
      let frame = list.convertToScreen(list.bounds)
      let top = hides || !end.hasArea ? window.maxY : max(end.minY, window.minY)
      let overlap = max(0, min(frame.maxY, window.maxY) - top)
      let part = max(0, overlap - list.systemContentInset.bottom)
      var inset = list.contentInset
      inset.bottom += part - list.systemKeyboardInset
      list.systemKeyboardInset = part
      list.contentInset = inset
      if hides || part == 0 {
        // Content goes back into range as the inset shrinks.
        let clamped = list.clampedOffset(list.contentOffset.y)
        if abs(clamped - list.contentOffset.y) > Tolerance.points {
          list.scrollBySystem(to: CGPoint(x: list.contentOffset.x, y: clamped))
          list.offsetAfterSystemScroll = list.contentOffset
        }
      } else if let input = focusedInput, input.isDescendant(of: list) {
        // The first responder's cell (or the field itself outside a cell), minimally.
        var cell: WorldView = input
        while let parent = cell.superview, parent !== list { cell = parent }
        let before = list.contentOffset
        // At once, or frame by frame, as the world's timing says (§11.1); an animated scroll
        // notes each frame as UIKit's own itself.
        list.scrollRectToVisible(
          list.convert(cell.bounds, from: cell), animated: systemAdjuster.scrollsAnimated)
        // UIKit's own scroll, as the invariant checker measures the engine's from (§11.1).
        if list.contentOffset != before { list.offsetAfterSystemScroll = list.contentOffset }
      }
    }
  }
}

extension WorldViewController.Kind {
  /// Whether UIKit's keyboard support of this kind of controller adjusts its list (§11.1).
  var adjustsListForKeyboard: Bool {
    self == .tableViewController || self == .collectionViewController
  }
}

extension WorldViewController {
  /// The list a table or collection view controller manages: its view when that is a scroll
  /// view, else the first scroll view inside it (a collection view may sit in a wrapper view).
  var list: WorldScrollView? {
    if let scrollView = view as? WorldScrollView { return scrollView }
    func first(in view: WorldView) -> WorldScrollView? {
      for subview in view.subviews {
        if let scrollView = subview as? WorldScrollView { return scrollView }
        if let found = first(in: subview) { return found }
      }
      return nil
    }
    return first(in: view)
  }
}

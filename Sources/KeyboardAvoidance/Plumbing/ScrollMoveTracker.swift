#if canImport(UIKit)
  import CoreFoundation
  import UIKit

  /// Tells the user's scrolls from code's, as key-value observation of `contentOffset` reports
  /// them (§11.1 of the article "UIKit's keyboard behaviours").
  ///
  /// A change while the scroll view is dragging or decelerating is the user's: it is counted,
  /// and only such scrolls keep content from going back on hide. (`isTracking` is not enough:
  /// it is true from the first touch, while UIKit may scroll a tapped field into view.) Any
  /// other change the avoider did not make is code's — UIKit scrolling its first responder into
  /// view, a list scrolling a row in, the app: the offset before the first such change in a
  /// run-loop turn is what the screen still shows, until the turn ends. The turn ends for it
  /// after Core Animation commits — layout in that commit may scroll too — when the main run
  /// loop is about to wait, or leaves its mode.
  @MainActor
  final class ScrollMoveTracker {
    /// How many changes of the offset the user made.
    private(set) var userScrollCount = 0
    /// The offset before code first moved content in this turn; `nil` when it did not.
    private(set) var offsetBeforeProgrammaticScroll: CGPoint?
    private var endOfTurn: CFRunLoopObserver?
    /// The scroll view the user is scrolling, until a turn ends with the user's hands off it.
    private weak var userScrolled: UIScrollView?
    /// Called at the end of the first turn after the user let go of the content (no longer
    /// tracking, dragging or decelerating): no layout pass need follow, so the avoider looks
    /// again then (§11.3).
    var onUserLetGo: (() -> Void)?

    /// Core Animation commits at order 2,000,000; the record is cleared after that.
    private static let order = 2_000_001

    /// The offset of `scrollView` changed from `old`; `byAvoider` when the avoider wrote it.
    func offsetDidChange(in scrollView: UIScrollView, from old: CGPoint?, byAvoider: Bool) {
      guard !byAvoider else { return }
      if scrollView.isDragging || scrollView.isDecelerating {
        userScrollCount += 1
        userScrolled = scrollView
        observeEndOfTurn()
        return
      }
      guard offsetBeforeProgrammaticScroll == nil, let old else { return }
      offsetBeforeProgrammaticScroll = old
      observeEndOfTurn()
    }

    private func turnDidEnd() {
      offsetBeforeProgrammaticScroll = nil
      guard let scrollView = userScrolled,
        !(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
      else { return }
      userScrolled = nil
      onUserLetGo?()
      // This turn's Core Animation commit is over: what the avoider wrote is committed when the
      // run loop next turns, so it turns now instead of sleeping.
      CFRunLoopWakeUp(CFRunLoopGetMain())
    }

    /// Stops watching the run loop.
    func invalidate() {
      if let endOfTurn {
        CFRunLoopRemoveObserver(CFRunLoopGetMain(), endOfTurn, .commonModes)
        CFRunLoopObserverInvalidate(endOfTurn)
      }
      endOfTurn = nil
      offsetBeforeProgrammaticScroll = nil
      userScrolled = nil
      onUserLetGo = nil
    }

    /// One repeating observer for the tracker's life, added the first time code scrolls.
    private func observeEndOfTurn() {
      guard endOfTurn == nil else { return }
      let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
      let observer = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, activities, true, Self.order
      ) { [weak self] _, _ in
        assumeMainThread { self?.turnDidEnd() }
      }
      endOfTurn = observer
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }
  }
#endif

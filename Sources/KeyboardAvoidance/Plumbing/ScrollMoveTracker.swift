#if canImport(UIKit)
  import CoreFoundation
  import UIKit

  /// Tells the user's scrolls from code's, as key-value observation of `contentOffset` reports
  /// them (§11.1 of the article "UIKit's keyboard behaviours").
  ///
  /// A change while the scroll view is tracking, dragging or decelerating is the user's: it is
  /// counted, and only such scrolls keep content from going back on hide. Any other change the
  /// avoider did not make is code's — UIKit scrolling its first responder into view, a list
  /// scrolling a row in, the app: the offset before the first such change in a run-loop turn is
  /// what the screen still shows, until the turn ends (an observer of the main run loop's
  /// `beforeWaiting`, which comes before Core Animation commits the turn).
  @MainActor
  final class ScrollMoveTracker {
    /// How many changes of the offset the user made.
    private(set) var userScrollCount = 0
    /// The offset before code first moved content in this turn; `nil` when it did not.
    private(set) var offsetBeforeProgrammaticScroll: CGPoint?
    private var endOfTurn: CFRunLoopObserver?

    /// The offset of `scrollView` changed from `old`; `byAvoider` when the avoider wrote it.
    func offsetDidChange(in scrollView: UIScrollView, from old: CGPoint?, byAvoider: Bool) {
      guard !byAvoider else { return }
      if scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating {
        userScrollCount += 1
        return
      }
      guard offsetBeforeProgrammaticScroll == nil, let old else { return }
      offsetBeforeProgrammaticScroll = old
      let observer = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, false, 0
      ) { [weak self] _, _ in
        assumeMainThread { self?.turnDidEnd() }
      }
      endOfTurn = observer
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }

    /// Stops waiting for the end of the turn.
    func invalidate() {
      if let endOfTurn { CFRunLoopObserverInvalidate(endOfTurn) }
      turnDidEnd()
    }

    private func turnDidEnd() {
      offsetBeforeProgrammaticScroll = nil
      endOfTurn = nil
    }
  }
#endif

import Foundation

@testable import KeyboardAvoidanceCore

/// A minimal scroll container for coordinator tests: a full-screen scroll view on an iPhone 15
/// under a navigation bar, with one focused field at a time.
final class TestHost: KeyboardAvoidanceHost {
  var screen = Fixture.phone
  var window = Fixture.phone
  var frameInWindow = Fixture.phone
  var offset = CGPoint(x: 0, y: -103)
  var contentSize = CGSize(width: 393, height: 1600)
  var contentInset = AvoidanceInsets.zero
  var indicatorInsets = AvoidanceInsets.zero
  var system = AvoidanceInsets(top: 103, bottom: 34)
  var focus: AvoidanceTargets?
  var isInWindow = true
  var isScrollable = true
  var pinnedHeight: CGFloat = 0
  var isSystemAvoiding = false
  var isSystemAdjustedList = false
  /// Whether the user's finger (or the deceleration after it) is scrolling the container.
  var isUserScrolling = false
  /// How many scrolls of the user's the host counted; `nil`: it does not count.
  var userScrollCount: Int?
  /// Where the screen shows content, as a presentation layer says; `nil`: the host cannot say.
  var presented: CGPoint?
  /// The safe area, where it is not the part UIKit adds (`system`): short content under
  /// `.scrollableAxes` gets none of its top and bottom.
  var safeArea: AvoidanceInsets?
  /// `.scrollableAxes`: UIKit adds the safe area's top and bottom only to content that scrolls.
  var addsSafeAreaOnlyWhenScrolling: Bool?
  /// What the subviews span, for content the engine sizes to them (a subclass's).
  var subviewsExtent: CGSize?
  private(set) var applied: [AvoidanceUpdate] = []
  /// The clock the coordinator reads.
  var now: TimeInterval = 0

  lazy var coordinator = KeyboardAvoidanceCoordinator(host: self, clock: { [unowned self] in now })

  func avoidanceGeometry() -> ContainerGeometry? {
    guard isInWindow else { return nil }
    var geometry = ContainerGeometry(
      environment: KeyboardEnvironment(screen: screen, window: window),
      frameInWindow: frameInWindow,
      bounds: CGRect(origin: offset, size: frameInWindow.size), contentSize: contentSize,
      contentInset: contentInset,
      adjustedContentInset: AvoidanceInsets(
        top: contentInset.top + system.top, left: contentInset.left,
        bottom: contentInset.bottom + system.bottom, right: contentInset.right),
      safeAreaInsets: safeArea ?? system, verticalIndicatorInsets: indicatorInsets, focus: focus,
      isScrollable: isScrollable, pinnedHeight: pinnedHeight,
      isSystemAvoiding: isSystemAvoiding)
    geometry.isSystemAdjustedList = isSystemAdjustedList
    geometry.isUserScrolling = isUserScrolling
    geometry.userScrollCount = userScrollCount
    geometry.presentedOffset = presented
    geometry.addsVerticalSafeAreaOnlyWhenScrolling = addsSafeAreaOnlyWhenScrolling
    geometry.subviewsExtent = subviewsExtent
    return geometry
  }

  func applyAvoidance(_ update: AvoidanceUpdate) {
    applied.append(update)
    if isScrollable {
      contentInset = update.insets.content
      indicatorInsets = update.insets.indicator
    }
    if let offset = update.contentOffset { self.offset = offset }
  }

  func focus(y: CGFloat, height: CGFloat = 44) {
    focus = AvoidanceTargets(field: CGRect(x: 16, y: y, width: 361, height: height))
  }

  /// The keyboard's frame on screen as the events sent so far left it: `nil` once hidden.
  private(set) var keyboardFrame: CGRect?

  func send(_ events: [KeyboardEvent]) {
    for event in events {
      keyboardFrame = event.phase.isHide ? nil : event.endFrame
      coordinator.handle(.keyboard(event))
    }
  }

  /// The visible region in content coordinates, between the bars and the keyboard — worked out
  /// from the frames the test sent, not from what the coordinator believes: a keyboard docked
  /// at the screen's bottom across its width covers what is below its top.
  var visibleRegion: ClosedRange<CGFloat> {
    var keyboardTop = window.maxY
    if let frame = keyboardFrame, frame.maxY >= screen.maxY - 1, frame.width >= screen.width - 1,
      frame.height > 0
    {
      keyboardTop = frame.minY
    }
    let bottom = min(frameInWindow.maxY, keyboardTop - window.minY) - frameInWindow.minY
    return (offset.y + system.top)...(offset.y + bottom)
  }
}

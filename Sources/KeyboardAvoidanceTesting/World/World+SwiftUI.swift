import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// SwiftUI's own part for a `ScrollView` and the keyboard (§1 and §3 of the SwiftUI facts
/// sheet), in the ways ``World/swiftUI`` chooses where Apple's documentation is silent.
///
/// - The keyboard safe area: a docked keyboard of this app ends a hosting controller's safe
///   region (``WorldWindow``); a scroll view either keeps its frame and insets its content by
///   it, or ends its frame at the keyboard's top (``SwiftUIBehavior/KeyboardSafeArea``), and
///   content goes back into range when the keyboard leaves (assumed, [U]).
/// - A focused `TextField` (a `UITextField`) is scrolled into the region above the keyboard,
///   touching it — no padding, no companions; a `TextEditor` (a `UITextView`) is not (§1).
/// - `scrollTo(_:anchor:)` aligns the same unit point of a marker and of the scroll view — its
///   frame, or the frame less its safe-area insets — clamped to the range or not (§3).
extension World {
  /// Whether SwiftUI's keyboard safe area holds a keyboard now: this app's docked keyboard (or a
  /// hardware keyboard's bar) is up and on screen, as ``WorldWindow`` lets it end a hosting
  /// controller's safe region. A keyboard announced off the screen — the hide a rotation posts
  /// before it, the show following later (§1.2 of the UIKit article) — holds nothing: after that
  /// hide, as after any, SwiftUI scrolls no field toward it (UIKit scrolls a first responder on
  /// the keyboard's changes, not on a hide, §11.1 there).
  package var swiftUIKeyboardSafeAreaIsUp: Bool {
    keyboard.dockedFrameOnScreen != nil && !keyboard.isUpForOtherApp
  }

  /// Whether SwiftUI's keyboard safe area leaves part of the keyboard out of `scrollView`: one
  /// is up and reaches into the view the scroll view fills (the real view measures that with a
  /// probe that ignores the keyboard safe area).
  package func swiftUIKeyboardCovers(_ scrollView: WorldScrollView) -> Bool {
    guard swiftUIKeyboardSafeAreaIsUp else { return false }
    let host = scrollView.superview ?? scrollView
    let frame = host.convertToScreen(host.bounds)
    let window = host.window?.frame ?? screen
    return keyboard.frame.minY < min(frame.maxY, window.maxY) - Tolerance.points
  }

  /// What a SwiftUI scroll view's keyboard probe measures, on screen: its background grown into
  /// the keyboard safe area at the edges it touches — the place it fills (its superview), or its
  /// own frame where it outgrows that place.
  package func swiftUIProbeFrame(of scrollView: WorldScrollView) -> CGRect {
    let frame = scrollView.convertToScreen(scrollView.bounds)
    guard let place = scrollView.superview else { return frame }
    return place.convertToScreen(place.bounds).union(frame)
  }

  /// The height a SwiftUI scroll view filling `host` has: all of it, or, when its frame ends at
  /// the keyboard's top (``SwiftUIBehavior/KeyboardSafeArea/shrinksFrame``), down to there.
  package func swiftUIScrollViewHeight(in host: WorldView) -> CGFloat {
    let height = host.bounds.height
    guard swiftUI.keyboardSafeArea == .shrinksFrame, swiftUIKeyboardSafeAreaIsUp else {
      return height
    }
    let top = keyboard.frame.minY - host.convertToScreen(host.bounds).minY
    return max(0, min(height, top))
  }

  /// After a keyboard change: content back into range, then a focused text field scrolled into
  /// the region above the keyboard, touching it, as SwiftUI does on its own (§1).
  package func swiftUIScrollsAfterKeyboardChange(_ scrollView: WorldScrollView) {
    let clamped = scrollView.clampedOffset(scrollView.contentOffset.y)
    if abs(clamped - scrollView.contentOffset.y) > Tolerance.points {
      scrollView.scrollBySystem(to: CGPoint(x: scrollView.contentOffset.x, y: clamped))
    }
    guard swiftUIKeyboardSafeAreaIsUp, let field = focusedInput as? WorldTextField,
      field.isDescendant(of: scrollView)
    else { return }
    // The least scroll inside the insets, which hold the keyboard (or a frame that ends at it).
    guard scrollView.systemScrollRectToVisible(scrollView.convert(field.bounds, from: field))
    else { return }
    scrollView.offsetAfterSystemScroll = scrollView.contentOffset
  }

  /// The content offset `scrollTo(_:anchor:)` leaves for a zero-height marker `markerY` points
  /// below the content's top and the anchor's unit `anchorY`, as ``World/swiftUI`` reads it.
  /// Across, the anchor's unit `x` is 0.5: the marker's centre `markerX` (in content
  /// coordinates) goes to the middle of the scroll view, inside the content's horizontal range
  /// (Apple: `swiftui/scrollviewproxy/scrollto(_:anchor:)` aligns the anchor of the view with
  /// the same anchor of the scroll view, on both axes).
  package func swiftUIScrollToOffset(
    markerX: CGFloat, markerY: CGFloat, anchorY: Double, in scrollView: WorldScrollView
  ) -> CGPoint {
    let inset = scrollView.adjustedContentInset
    let height = scrollView.bounds.height
    let point: CGFloat
    switch swiftUI.anchorReading {
    case .frame: point = CGFloat(anchorY) * height
    case .insideInsets: point = inset.top + CGFloat(anchorY) * (height - inset.top - inset.bottom)
    }
    let offset = markerY - point
    let y = swiftUI.scrollToClamps ? scrollView.clampedOffset(offset) : offset
    let left = -inset.left
    let right = max(left, scrollView.contentSize.width + inset.right - scrollView.bounds.width)
    let x = min(max(markerX - scrollView.bounds.width / 2, left), right)
    return CGPoint(x: x, y: y)
  }
}

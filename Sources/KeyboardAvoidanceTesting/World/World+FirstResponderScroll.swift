import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// UIKit's own scrolling of a first responder into view (§11.1 of the article "UIKit's keyboard
/// behaviours"), as ``World/firstResponderScroll`` says when.
///
/// Assumptions (**[U]** in the facts sheet): the scroll is the minimal `scrollRectToVisible` of the
/// enclosing scroll view (not a text view's own) — animated, frame by frame, when a text field
/// becomes first responder (`scrollRectToVisible(_:animated: true)`, see
/// `WorldScrollView.setContentOffset(_:animated:)`), after keyboard changes at once or frame by
/// frame (``SystemAdjusterTiming/scrollsAnimated``, both modelled) — measured inside
/// the adjusted insets — after keyboard changes, below the adjusted top inset and above the
/// keyboard's frame instead of the bottom inset (it avoids the keyboard); it shows a text
/// field's bounds and a text view's caret. A `KeyboardAvoiding…` subclass overrides
/// `scrollRectToVisible(_:animated:)`: its avoider may take the scroll over (see
/// ``WorldKeyboardAvoider``).
extension World {
  /// When a text field becomes first responder: its enclosing scroll view scrolls it into view,
  /// inside the adjusted insets, before the app hears about it (iOS 8+, §3.5).
  func scrollToFirstResponder(_ input: any WorldTextInput) {
    guard input is WorldTextField, let scrollView = enclosingScrollView(of: input) else { return }
    // Animated, frame by frame (`scrollRectToVisible(_:animated: true)`).
    let rect = scrollView.convert(input.bounds, from: input)
    if scrollView.systemScrollRectToVisible(rect, animated: true) {
      scrollView.offsetAfterSystemScroll = scrollView.contentOffset
    }
  }

  /// After a keyboard change (not a hide) to `end`, in screen coordinates: the first responder
  /// is scrolled into the part of its scroll view above the keyboard (all of it below the top
  /// inset when the keyboard does not reach it).
  func scrollFirstResponderAfterKeyboardChange(keyboardEnd end: CGRect) {
    // A docked keyboard's, or a hardware keyboard's bar: a floating or split one is not avoided
    // (as the keyboard layout guide follows only a docked one by default, §6).
    guard keyboard.mode == .docked || keyboard.mode == .hardware, let input = focusedInput,
      let scrollView = enclosingScrollView(of: input)
    else { return }
    let rect =
      input is WorldTextView
      ? scrollView.convert(input.caretRect, from: input)
      : scrollView.convert(input.bounds, from: input)
    let frame = scrollView.convertToScreen(scrollView.bounds)
    var keyboardTop = scrollView.contentOffset.y + frame.height
    if end.hasArea, end.minY < frame.maxY, end.maxY > frame.minY {
      keyboardTop = scrollView.contentOffset.y + (end.minY - frame.minY)
    }
    // At once or frame by frame: not documented, the world models both (§11.1).
    let animated = systemAdjuster.scrollsAnimated
    if scrollView.systemScrollRectToVisible(rect, above: keyboardTop, animated: animated),
      !animated
    {
      scrollView.offsetAfterSystemScroll = scrollView.contentOffset
    }
  }

  private func enclosingScrollView(of input: any WorldTextInput) -> WorldScrollView? {
    var view = input.superview
    while let candidate = view {
      if let scrollView = candidate as? WorldScrollView, !(scrollView is WorldTextView) {
        return scrollView
      }
      view = candidate.superview
    }
    return nil
  }
}

import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// UIKit's animated scrolling — `setContentOffset(_:animated: true)` and
/// `scrollRectToVisible(_:animated: true)`, which a text field uses to scroll itself into view
/// when it becomes first responder (§11.1 of the article "UIKit's keyboard behaviours").
///
/// A scroll view animates such a scroll itself, once per display frame: the content offset (its
/// model value, what key-value observers and `scrollViewDidScroll` see) changes on every frame,
/// not at once. Until the first frame an observer still reads where the screen shows content.
/// `setContentOffset(_:animated: false)` stops the animation where it is (openradar 16724593); a
/// plain `contentOffset` setter does not, and the next frame overrides it; a finger on the
/// content stops it too.
///
/// Assumptions (**[U]**): UIKit does not document the animation's length or curve; the world takes
/// 0.3 s, ease-in-out.
extension WorldScrollView {
  /// The length of UIKit's animated scroll, as the world models it.
  static let animatedScrollDuration: TimeInterval = 0.3

  /// `setContentOffset(_:animated:)`: with `animated`, the offset moves once per display frame;
  /// without, the offset is set at once and any animated scroll under way stops.
  package func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard animated, let world, world.animationsEnabled, offset != contentOffset else {
      stopAnimatedScroll()
      contentOffset = offset
      return
    }
    animatedScroll = AnimatedScroll(from: contentOffset, to: offset)
    world.startFrameClock(owner: self) { [weak self] _, target in
      self?.animatedScrollFrame(at: target)
    }
  }

  /// Whether an animated scroll of UIKit's is under way.
  package var isScrollingAnimated: Bool { animatedScroll != nil }

  /// Stops an animated scroll under way where it is.
  func stopAnimatedScroll() {
    guard animatedScroll != nil else { return }
    animatedScroll = nil
    world?.stopFrameClock(owner: self)
    world?.endFrameSteps(of: self)
  }

  private func animatedScrollFrame(at time: TimeInterval) {
    guard var scroll = animatedScroll else {
      world?.stopFrameClock(owner: self)
      return
    }
    let start = scroll.start ?? (time - World.frameInterval)
    scroll.start = start
    animatedScroll = scroll
    let elapsed = time - start
    let animation = KeyboardAnimation(duration: Self.animatedScrollDuration, curve: .easeInOut)
    let progress = CGFloat(animation.progress(afterElapsed: elapsed))
    let from = contentOffset
    let offset = CGPoint(
      x: scroll.from.x + (scroll.to.x - scroll.from.x) * progress,
      y: scroll.from.y + (scroll.to.y - scroll.from.y) * progress)
    contentOffset = offset
    offsetAfterSystemScroll = offset
    world?.noteFrameStep(of: self, from: from, to: offset)
    if elapsed >= Self.animatedScrollDuration { stopAnimatedScroll() }
  }
}

/// One animated scroll of UIKit's: from, to, and when its first frame showed.
struct AnimatedScroll {
  var from: CGPoint
  var to: CGPoint
  var start: TimeInterval?
}

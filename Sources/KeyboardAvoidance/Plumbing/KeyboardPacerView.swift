#if canImport(UIKit)
  import UIKit

  /// An invisible view whose alpha a UIKit animation takes from 0 to 1 in the keyboard's
  /// timing: a list moved frame by frame reads how far the screen shows it (its presentation
  /// layer) and so keeps the pace UIKit gives that animation — the one a scroll view's glide
  /// has, whatever time UIKit runs the keyboard's curve for (§1.1 of the article "UIKit's
  /// keyboard behaviours"). The core says when it runs, and in what (`HostWrite.pace`).
  @MainActor
  final class KeyboardPacerView: UIView {
    /// A pacer that draws nothing and takes no touches.
    static func make() -> KeyboardPacerView {
      let pacer = KeyboardPacerView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
      pacer.isUserInteractionEnabled = false
      pacer.isAccessibilityElement = false
      pacer.accessibilityElementsHidden = true
      pacer.backgroundColor = nil
      pacer.isOpaque = false
      pacer.alpha = 0
      return pacer
    }

    /// Runs afresh in `window`: the animation under way removed (UIKit adds animations of one
    /// property to each other), from 0 to 1 in `duration` with `options`.
    func run(in window: UIWindow, duration: TimeInterval, options: UIView.AnimationOptions) {
      window.addSubview(self)
      layer.removeAllAnimations()
      UIView.performWithoutAnimation { alpha = 0 }
      UIView.animate(
        withDuration: duration, delay: 0, options: options, animations: { self.alpha = 1 })
    }

    /// How far the screen shows the animation, in `0...1`; `nil` before the screen showed any.
    var shownProgress: Double? { layer.presentation().map { Double($0.opacity) } }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// Reads a UIKit container for the core: the primitive reads of ``AvoidanceViewTree``, which
  /// the core assembles exactly as it does for the headless world.
  @MainActor
  struct UIKitViewTree {
    let container: UIView
    let ridingViews: [UIView]
  }

  extension UIKitViewTree: @preconcurrency AvoidanceViewTree {
    func containerReading() -> ContainerGeometry? {
      guard let window = container.window else { return nil }
      // Keyboard frames are in the screen's coordinate space; windows in Split View,
      // Slide Over and Stage Manager are placed somewhere in it.
      let screenBounds: CGRect
      let windowFrame: CGRect
      if let screen = window.windowScene?.screen {
        screenBounds = screen.coordinateSpace.bounds
        windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
      } else {
        screenBounds = window.bounds
        windowFrame = window.bounds
      }
      let frameInWindow = container.convert(container.bounds, to: window)
      let riding = ridingViews.map { $0.convert($0.bounds, to: window) }
      let accessory = ContainerGeometry.keyboardAccessoryHeight(
        ridingViews: riding, container: frameInWindow)
      let environment = KeyboardEnvironment(screen: screenBounds, window: windowFrame)
      let systemAvoids = AutomaticContainerPolicy.systemAvoidsKeyboard(
        for: container.ancestorChain.map(\.ancestorTraits))
      guard let scrollView = container as? UIScrollView else {
        return ContainerGeometry(
          environment: environment, frameInWindow: frameInWindow, bounds: container.bounds,
          contentSize: container.bounds.size, safeAreaInsets: container.safeAreaInsets.avoidance,
          isScrollable: false, keyboardAccessoryHeight: accessory, isSystemAvoiding: systemAvoids)
      }
      return ContainerGeometry(
        environment: environment, frameInWindow: frameInWindow, bounds: scrollView.bounds,
        contentSize: scrollView.contentSize, contentInset: scrollView.contentInset.avoidance,
        adjustedContentInset: scrollView.adjustedContentInset.avoidance,
        safeAreaInsets: scrollView.safeAreaInsets.avoidance,
        verticalIndicatorInsets: scrollView.verticalScrollIndicatorInsets.avoidance,
        automaticallyAdjustsIndicatorInsets: scrollView.automaticallyAdjustsScrollIndicatorInsets,
        keyboardAccessoryHeight: accessory, isSystemAvoiding: systemAvoids)
    }

    func parent(of view: UIView) -> UIView? { view.superview }

    func isHidden(_ view: UIView) -> Bool {
      ViewVisibility.isHidden(isHidden: view.isHidden, alpha: view.alpha)
    }

    func hasAvoider(_ view: UIView) -> Bool { view.keyboardAvoider != nil }

    func ridesKeyboard(_ view: UIView) -> Bool { ridingViews.contains { $0 === view } }

    func rect(of view: UIView) -> CGRect { container.convert(view.bounds, from: view) }

    func caretRect(of view: UIView) -> CGRect? {
      guard let input = view as? UITextInput, let selection = input.selectedTextRange else {
        return nil
      }
      let caret = input.caretRect(for: selection.end)
      guard !caret.isNull, !caret.isInfinite else { return nil }
      return container.convert(caret, from: view)
    }
  }
#endif

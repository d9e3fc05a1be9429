import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Reads a headless-world container the way the UIKit adapter reads a `UIScrollView`: the
/// primitive reads of ``AvoidanceViewTree``, assembled by the core.
struct WorldContainerReader: AvoidanceViewTree {
  let container: WorldView
  let world: World
  let ridingViews: [WorldView]

  func containerReading() -> ContainerGeometry? {
    guard let window = container.window else { return nil }
    let frameInWindow = container.convert(container.bounds, to: nil)
    let riding = ridingViews.filter { !isHidden($0) && $0.window === window }
      .map { $0.convert($0.bounds, to: nil) }
    let accessory = ContainerGeometry.keyboardAccessoryHeight(
      ridingViews: riding, container: frameInWindow)
    let environment = KeyboardEnvironment(screen: world.screen, window: window.frame)
    let chain = WorldAutomaticAvoidance.chain(from: container).map(WorldAutomaticAvoidance.traits)
    let systemAvoids = AutomaticContainerPolicy.systemAvoidsKeyboard(for: chain)
    guard let scrollView = container as? WorldScrollView else {
      return ContainerGeometry(
        environment: environment, frameInWindow: frameInWindow, bounds: container.bounds,
        contentSize: container.bounds.size, safeAreaInsets: container.safeAreaInsets,
        isScrollable: false, keyboardAccessoryHeight: accessory, isSystemAvoiding: systemAvoids)
    }
    return ContainerGeometry(
      environment: environment, frameInWindow: frameInWindow, bounds: scrollView.bounds,
      contentSize: scrollView.contentSize, contentInset: scrollView.contentInset,
      adjustedContentInset: scrollView.adjustedContentInset,
      safeAreaInsets: scrollView.safeAreaInsets,
      verticalIndicatorInsets: scrollView.verticalScrollIndicatorInsets,
      automaticallyAdjustsIndicatorInsets: scrollView.automaticallyAdjustsScrollIndicatorInsets,
      keyboardAccessoryHeight: accessory, isSystemAvoiding: systemAvoids)
  }

  func parent(of view: WorldView) -> WorldView? { view.superview }

  func isHidden(_ view: WorldView) -> Bool {
    ViewVisibility.isHidden(isHidden: view.isHidden, alpha: view.alpha)
  }

  func hasAvoider(_ view: WorldView) -> Bool { view.keyboardAvoider != nil }

  func ridesKeyboard(_ view: WorldView) -> Bool { ridingViews.contains { $0 === view } }

  func rect(of view: WorldView) -> CGRect { container.convert(view.bounds, from: view) }

  func caretRect(of view: WorldView) -> CGRect? {
    guard let input = view as? any WorldTextInput else { return nil }
    return container.convert(input.caretRect, from: view)
  }
}

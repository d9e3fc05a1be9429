import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Stage {
  /// Lays out a SwiftUI stage in the keyboard safe area, moving frames in `animation` (SwiftUI
  /// animates a safe-area change in the keyboard's own animation, §1 of the SwiftUI article).
  ///
  /// Without a button the scroll view fills the hosting view, or ends at the keyboard's top
  /// (``SwiftUIBehavior/KeyboardSafeArea/shrinksFrame``). With one — `VStack { ScrollView { … };
  /// Button(…) }` — the button ends where the safe region does (on a docked keyboard of this
  /// app, else on the safe area's bottom) and the scroll view fills the stack's slot above it,
  /// so the keyboard never reaches the scroll view (§1 of the SwiftUI article). A scroll view
  /// the app gave a height (``swiftUIScrollViewMaxHeight``) takes no more than that.
  package func layoutSwiftUIStack(animation: KeyboardAnimation?) {
    guard let scrollView = container as? WorldScrollView, let host = scrollView.superview else {
      return
    }
    if let button = pinnedBar, host !== contentController.view {
      let view = contentController.view
      let safe = view.convert(window.safeRegion(for: view), from: nil)
      let top = max(0, min(view.bounds.height, safe.maxY) - Self.pinnedBarHeight)
      move(
        button, to: CGRect(x: 0, y: top, width: view.bounds.width, height: Self.pinnedBarHeight),
        animation)
      move(host, to: CGRect(x: 0, y: 0, width: view.bounds.width, height: top), animation)
    }
    var target = host.bounds
    target.size.height = min(
      world.swiftUIScrollViewHeight(in: host), swiftUIScrollViewMaxHeight ?? .infinity)
    move(scrollView, to: target, animation)
  }

  private func move(_ view: WorldView, to target: CGRect, _ animation: KeyboardAnimation?) {
    guard !view.frame.isSame(as: target) else { return }
    if let animation {
      world.animate(
        .frame(ObjectIdentifier(view)), from: view.frame, to: target, animation: animation)
    }
    view.frame = target
  }
}

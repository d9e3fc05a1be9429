#if canImport(UIKit)
  import UIKit

  extension KeyboardAvoider: @preconcurrency KeyboardAvoidanceHost {
    /// The view's geometry, read by the shared ``AvoidanceViewTree`` assembly.
    public func avoidanceGeometry() -> ContainerGeometry? {
      guard let tree = viewTree() else { return nil }
      let focused = focus.focused
      let companions =
        focused.map { KeyboardAvoidanceRegistry.shared.companions.companions(of: $0) } ?? []
      return tree.focusedGeometry(focus: focused, companions: companions)
    }

    /// The view and what rides on the keyboard in its window, for the core's reading.
    func viewTree() -> UIKitViewTree? {
      guard let view, let window = view.window else { return nil }
      return UIKitViewTree(
        container: view, ridingViews: KeyboardAvoidanceRegistry.shared.ridingViews(in: window))
    }

    /// Writes the update inside the keyboard's own animation — same duration, curve 7 passed
    /// through as `curve << 16` — or at once (inside whatever animation is running, such as a
    /// rotation's) when it has none.
    public func applyAvoidance(_ update: AvoidanceUpdate) {
      guard let view else { return }
      let changes = { [weak self] in
        self?.isApplying = true
        if let scrollView = view as? UIScrollView {
          scrollView.contentInset = UIEdgeInsets(update.insets.content)
          scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(update.insets.indicator)
          if let offset = update.contentOffset { scrollView.contentOffset = offset }
        } else if let offset = update.contentOffset {
          view.bounds.origin = offset
        }
        self?.isApplying = false
      }
      guard let animation = update.animation, !animation.isImmediate, view.window != nil else {
        changes()
        return
      }
      let curve = UIView.AnimationOptions(rawValue: animation.curve.animationOptionsRawValue)
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [curve, .beginFromCurrentState, .allowUserInteraction], animations: changes)
    }
  }
#endif

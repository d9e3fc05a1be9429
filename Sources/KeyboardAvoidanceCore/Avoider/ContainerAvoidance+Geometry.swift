import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ContainerAvoidance {
  /// The container's geometry without any focus, or `nil` when it is not in a window: the
  /// host's raw reading, with the height of the visible views pinned to the keyboard in the
  /// container's window and whether the system avoids the keyboard for it.
  func containerGeometry() -> ContainerGeometry? {
    guard let host, let container = host.container, let reading = host.readContainer() else {
      return nil
    }
    var pinned: [CGRect] = []
    for view in host.pinnedViews()
    where view.windowIdentity == reading.windowIdentity
      && !ViewVisibility.isHidden(isHidden: view.isHidden, alpha: view.alpha)
    {
      pinned.append(view.frameInWindow)
    }
    let environment = KeyboardEnvironment(screen: reading.screen, window: reading.window)
    let pinnedHeight = ContainerGeometry.pinnedHeight(
      pinnedViews: pinned, container: reading.frameInWindow)
    let chain = AutomaticContainerPolicy.chain(
      from: container, parent: host.parent, facts: host.facts)
    let systemAvoids = AutomaticContainerPolicy.systemAvoidsKeyboard(for: chain.map(\.traits))
    guard let scrollView = reading.scrollView else {
      return ContainerGeometry(
        environment: environment, frameInWindow: reading.frameInWindow, bounds: reading.bounds,
        contentSize: reading.bounds.size, safeAreaInsets: reading.safeAreaInsets,
        isScrollable: false, pinnedHeight: pinnedHeight, isSystemAvoiding: systemAvoids)
    }
    return ContainerGeometry(
      environment: environment, frameInWindow: reading.frameInWindow, bounds: reading.bounds,
      contentSize: scrollView.contentSize, contentInset: scrollView.contentInset,
      adjustedContentInset: scrollView.adjustedContentInset,
      safeAreaInsets: reading.safeAreaInsets,
      verticalIndicatorInsets: scrollView.verticalIndicatorInsets,
      automaticallyAdjustsIndicatorInsets: scrollView.automaticallyAdjustsIndicatorInsets,
      pinnedHeight: pinnedHeight, isSystemAvoiding: systemAvoids)
  }

  /// The container's geometry with the focused input and its visible companions as targets.
  ///
  /// The focused input counts only when this container owns it (``owns(_:)``) and its rect is
  /// finite. Companions count when they are inside and visible, with an area.
  func focusedGeometry(focus: Host.View, companions: [Host.View]) -> ContainerGeometry? {
    guard let host, var geometry = containerGeometry() else { return nil }
    guard owns(focus) else { return geometry }
    let field = host.rect(of: focus)
    guard field.isFiniteRect else { return geometry }
    var rects: [CGRect] = []
    for companion in companions where isVisibleInside(companion) {
      let frame = host.rect(of: companion)
      if frame.hasArea { rects.append(frame) }
    }
    let caret = host.caretRect(of: focus).flatMap { $0.isFiniteRect ? $0 : nil }
    geometry.focus = AvoidanceTargets(field: field, caret: caret, companions: rects)
    return geometry
  }

  /// Whether this container is the one that keeps `focus` visible: `focus` is inside it,
  /// shown (it and every view up to the container), not pinned to the keyboard (a field in a
  /// Send bar moves with the keyboard already), and not inside a nearer view with an avoider
  /// of its own (the innermost avoider owns the field, so nested avoiders never both move).
  package func owns(_ focus: Host.View) -> Bool {
    guard let host, let container = host.container else { return false }
    var view: Host.View? = focus
    while let current = view, current !== container {
      let facts = host.facts(of: current)
      if facts.showsNothing || facts.isPinnedToKeyboard { return false }
      if current !== focus && facts.avoider != nil { return false }
      view = host.parent(of: current)
    }
    return view != nil
  }

  private func isVisibleInside(_ view: Host.View) -> Bool {
    guard let host, let container = host.container else { return false }
    var current: Host.View? = view
    while let candidate = current, candidate !== container {
      if host.facts(of: candidate).showsNothing { return false }
      current = host.parent(of: candidate)
    }
    return current != nil
  }

  /// Prepares a field that began editing for navigation, as ``FieldNavigationOptions`` decides,
  /// when this container owns it.
  func prepareIfOwned(_ input: Host.View) {
    guard let host, owns(input), let facts = host.fieldFacts(of: input) else { return }
    let position = host.position(of: input)
    let preparation = FieldPreparation.decide(position: position, options: navigation, field: facts)
    host.write(preparation, position: position, to: input)
  }
}

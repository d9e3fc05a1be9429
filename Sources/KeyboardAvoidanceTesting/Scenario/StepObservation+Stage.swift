import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Observing a stage: what the screen shows now, measured from the world.
extension StepObservation {
  /// Observes `stage` as it is now; `checker` gives the visible region and the app's inset.
  init(of stage: Stage, checker: InvariantChecker) {
    let world = stage.world
    func screen(_ view: WorldView, _ rect: CGRect? = nil) -> CGRect {
      view.convertToScreen(rect ?? view.bounds)
    }
    let container = stage.container
    let scrollView = container as? WorldScrollView
    let appBottom = checker.appInset.bottom
    let metrics = Metrics(
      contentInset: scrollView?.contentInset ?? .zero,
      engineBottomInset: max(0, (scrollView?.contentInset.bottom ?? 0) - appBottom),
      adjustedContentInset: scrollView?.adjustedContentInset ?? .zero,
      contentOffset: container.bounds.origin,
      contentSize: scrollView?.contentSize ?? container.bounds.size)
    self.init(
      time: world.time, screen: world.screen, window: stage.window.frame,
      container: screen(container), bars: Self.bars(of: stage),
      keyboard: Self.keyboard(of: stage), visibleRegion: checker.visibleRegion(),
      elements: Self.elements(of: stage), pinnedBar: stage.pinnedBar.map { screen($0) },
      metrics: metrics)
  }

  private static func elements(of stage: Stage) -> [Element] {
    let world = stage.world
    func screen(_ view: WorldView, _ rect: CGRect? = nil) -> CGRect {
      view.convertToScreen(rect ?? view.bounds)
    }
    let focused = world.focusedInput
    let companions = focused.map { world.companions(of: $0) } ?? []
    var elements: [Element] = []
    if let stack = stage.stack {
      for item in stack.form.items {
        guard let view = stack.itemViews[item.id],
          !view.isEffectivelyHidden(below: stage.container), item.kind != .spacer
        else { continue }
        let input = view as? any WorldTextInput
        let isFocused = focused != nil && focused === view
        elements.append(
          Element(
            kind: item.kind, title: item.title, frame: screen(view),
            isFocused: isFocused, isCompanion: companions.contains { $0 === view },
            caret: isFocused ? input.map { screen(view, $0.caretRect) } : nil,
            isDisabled: !(input?.isEnabled ?? true)))
      }
    } else if let list = stage.list, let listForm = stage.listForm {
      for (path, cell) in list.visibleCells.sorted(by: { $0.key < $1.key }) {
        guard let row = listForm.row(at: path) else { continue }
        if let toggle = cell.toggle {
          elements.append(
            Element(kind: .toggle, title: row.title, frame: screen(toggle), isFocused: false))
        }
        for (input, item) in zip(cell.inputs, row.inputs) where !input.isHidden {
          let isFocused = focused === input
          elements.append(
            Element(
              kind: item.kind, title: item.title, frame: screen(input), isFocused: isFocused,
              caret: isFocused ? screen(input, input.caretRect) : nil,
              isDisabled: !input.isEnabled))
        }
      }
    }
    return elements
  }

  /// The keyboard as drawn, and this app's keyboard classified by the core for the app's
  /// window (the world's own frame, not what the notifications said).
  private static func keyboard(of stage: Stage) -> KeyboardObservation {
    let keyboard = stage.world.keyboard
    var state = KeyboardState()
    if keyboard.isShown {
      state.apply(KeyboardEvent(phase: .willShow, endFrame: keyboard.frame))
    }
    let environment = KeyboardEnvironment(screen: stage.world.screen, window: stage.window.frame)
    return KeyboardObservation(
      frame: keyboard.presentationFrame, situation: state.situation(in: environment),
      mode: keyboard.mode, isDragged: keyboard.isTracking,
      belongsToOtherApp: keyboard.isUpForOtherApp)
  }

  private static func bars(of stage: Stage) -> [Bar] {
    let window = stage.window.frame
    let navigation = stage.navigationController.view
    let content = navigation.convertToScreen(navigation.bounds)
    let safe = stage.window.windowSafeArea
    var bars: [Bar] = []
    if safe.top > 0 {
      bars.append(
        Bar(
          name: "status bar",
          frame: CGRect(x: window.minX, y: window.minY, width: window.width, height: safe.top)))
    }
    let insets = stage.navigationController.barInsets
    let contentTop = max(content.minY, window.minY + safe.top)
    if insets.top > 0 {
      bars.append(
        Bar(
          name: "navigation bar",
          frame: CGRect(x: content.minX, y: contentTop, width: content.width, height: insets.top)))
    }
    let contentBottom = min(content.maxY, window.maxY - safe.bottom)
    if insets.bottom > 0 {
      bars.append(
        Bar(
          name: "tab bar",
          frame: CGRect(
            x: content.minX, y: contentBottom - insets.bottom, width: content.width,
            height: insets.bottom)))
    }
    if safe.bottom > 0 {
      bars.append(
        Bar(
          name: "home indicator",
          frame: CGRect(
            x: window.minX, y: window.maxY - safe.bottom, width: window.width, height: safe.bottom))
      )
    }
    return bars
  }
}

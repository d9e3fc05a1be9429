import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Takes a ``StoryboardFrame`` of a stage: what the screen shows now.
enum StoryboardCapture {
  static func frame(
    of stage: Stage, checker: InvariantChecker, index: Int, title: String,
    checks: [StoryboardFrame.Check]
  ) -> StoryboardFrame {
    let world = stage.world
    let window = stage.window
    func screen(_ view: WorldView, _ rect: CGRect? = nil) -> CGRect {
      view.convertToScreen(rect ?? view.bounds)
    }
    let container = stage.container
    let focused = world.focusedInput
    let companions = focused.map { world.companions.companions(of: $0) } ?? []

    var elements: [StoryboardFrame.Element] = []
    if let stack = stage.stack {
      for item in stack.form.items {
        guard let view = stack.itemViews[item.id], !view.isEffectivelyHidden(below: container),
          item.kind != .spacer
        else { continue }
        let input = view as? any WorldTextInput
        let isFocused = focused != nil && focused === view
        elements.append(
          StoryboardFrame.Element(
            kind: item.kind, title: item.title, frame: screen(view),
            isFocused: isFocused, isCompanion: companions.contains { $0 === view },
            caret: isFocused ? input.map { screen(view, $0.caretRect) } : nil,
            isDisabled: !(input?.isEnabled ?? true)))
      }
    } else if let list = stage.list {
      let items = stage.setup.form.textInputs
      for (index, cell) in list.visibleCells.sorted(by: { $0.key < $1.key }) {
        let isFocused = focused === cell.field
        elements.append(
          StoryboardFrame.Element(
            kind: .textField, title: items.indices.contains(index) ? items[index].title : "",
            frame: screen(cell.field), isFocused: isFocused,
            caret: isFocused ? screen(cell.field, cell.field.caretRect) : nil,
            isDisabled: !cell.field.isEnabled))
      }
    }

    let scrollView = container as? WorldScrollView
    let appBottom = checker.appInset.bottom
    let metrics = StoryboardFrame.Metrics(
      contentInset: scrollView?.contentInset ?? .zero,
      engineBottomInset: max(0, (scrollView?.contentInset.bottom ?? 0) - appBottom),
      adjustedContentInset: scrollView?.adjustedContentInset ?? .zero,
      contentOffset: container.bounds.origin,
      contentSize: scrollView?.contentSize ?? container.bounds.size)

    return StoryboardFrame(
      index: index, title: title, time: world.time, screen: world.screen, window: window.frame,
      container: screen(container), bars: bars(of: stage),
      keyboard: world.keyboard.presentationFrame,
      keyboardSituation: situation(of: world), visibleRegion: checker.visibleRegion(),
      elements: elements, stickyBar: stage.stickyBar.map { screen($0) }, metrics: metrics,
      checks: checks)
  }

  private static func situation(of world: World) -> String {
    let keyboard = world.keyboard
    if keyboard.isUpForOtherApp { return "other app" }
    guard keyboard.isShown else { return "hidden" }
    if keyboard.isTracking { return "dragged" }
    switch keyboard.mode {
    case .docked: return "docked"
    case .hardware: return "hardware bar"
    case .floating: return "floating"
    case .split: return "split"
    }
  }

  private static func bars(of stage: Stage) -> [StoryboardFrame.Bar] {
    let window = stage.window.frame
    let navigation = stage.navigationController.view
    let content = navigation.convertToScreen(navigation.bounds)
    let safe = stage.window.windowSafeArea
    var bars: [StoryboardFrame.Bar] = []
    if safe.top > 0 {
      bars.append(
        .init(
          name: "status bar",
          frame: CGRect(x: window.minX, y: window.minY, width: window.width, height: safe.top)))
    }
    let insets = stage.navigationController.barInsets
    let contentTop = max(content.minY, window.minY + safe.top)
    if insets.top > 0 {
      bars.append(
        .init(
          name: "navigation bar",
          frame: CGRect(x: content.minX, y: contentTop, width: content.width, height: insets.top)))
    }
    let contentBottom = min(content.maxY, window.maxY - safe.bottom)
    if insets.bottom > 0 {
      bars.append(
        .init(
          name: "tab bar",
          frame: CGRect(
            x: content.minX, y: contentBottom - insets.bottom, width: content.width,
            height: insets.bottom)))
    }
    if safe.bottom > 0 {
      bars.append(
        .init(
          name: "home indicator",
          frame: CGRect(
            x: window.minX, y: window.maxY - safe.bottom, width: window.width, height: safe.bottom))
      )
    }
    return bars
  }
}

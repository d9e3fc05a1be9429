import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension FrameDrawing {
  /// The colors of the pictures.
  enum Palette {
    static let tint = "#007aff"
    static let companion = "#ff9500"
    static let error = "#ff3b30"
    static let text = "#1c1c1e"
    static let secondaryText = "#3c3c43"
    static let placeholder = "#a1a1a6"
    static let separator = "#c7c7cc"
  }

  /// Draws a form element, then its companion outline, focus ring and caret.
  mutating func drawElement(_ element: StoryboardFrame.Element) {
    let rect = map(element.frame)
    guard rect.width >= 0.5, rect.height >= 0.5 else { return }
    if element.isDisabled { svg.open("g", [("opacity", "0.45")]) }
    let radius = cornerRadius(for: element.kind, in: rect)
    switch element.kind {
    case .textField: drawTextField(element, in: rect, radius: radius)
    case .textView: drawTextView(element, in: rect, radius: radius)
    case .label, .sectionHeader:
      drawLabel(element.title, in: rect, color: Palette.secondaryText, weight: 500)
    case .toggle: drawButton(element, in: rect, radius: radius)
    case .validationLabel: drawLabel(element.title, in: rect, color: Palette.error, weight: 400)
    case .button: drawButton(element, in: rect, radius: radius)
    case .spacer: break
    }
    if element.isDisabled { svg.close("g") }
    if element.isCompanion {
      svg.rect(
        rect.insetBy(dx: -1.5, dy: -1), radius: max(radius, 2.5),
        paint: .init(stroke: Palette.companion, strokeWidth: 1.5))
    }
    if element.isFocused {
      svg.rect(
        rect.insetBy(dx: -1.25, dy: -1.25), radius: radius + 1.25,
        paint: .init(stroke: Palette.tint, strokeWidth: 2.5))
    }
    if let caret = element.caret, SVGBuilder.isDrawable(caret) {
      let caretRect = map(caret)
      let height = max(caretRect.height, 4)
      svg.line(
        from: CGPoint(x: caretRect.midX, y: caretRect.midY - height / 2),
        to: CGPoint(x: caretRect.midX, y: caretRect.midY + height / 2),
        paint: .init(stroke: Palette.tint, strokeWidth: 1.4))
    }
  }

  private func cornerRadius(for kind: FormItem.Kind, in rect: CGRect) -> CGFloat {
    switch kind {
    case .textField, .textView: min(max(8 * scale, 2.5), rect.height / 2)
    case .button, .toggle: min(max(10 * scale, 3), rect.height / 2)
    case .label, .validationLabel, .spacer, .sectionHeader: 1.5
    }
  }

  /// Horizontal padding inside inputs, in pixels.
  private var padding: CGFloat { max(10 * scale, 3.5) }

  private mutating func drawTextField(
    _ element: StoryboardFrame.Element, in rect: CGRect, radius: CGFloat
  ) {
    let fill = element.isDisabled ? "#e5e5ea" : "#ffffff"
    svg.rect(rect, radius: radius, paint: .init(fill: fill, stroke: Palette.separator))
    let size = min(textSize, rect.height * 0.55)
    guard size >= 3 else { return }
    var start = rect.minX + padding
    if let caret = element.caret, SVGBuilder.isDrawable(caret) {
      let caretX = map(caret).midX
      if caretX >= rect.minX, caretX < start + size { start = caretX + 2 }
    }
    let title = Markup.truncated(
      element.title, toWidth: rect.maxX - padding - start, fontSize: size)
    svg.text(
      title, at: CGPoint(x: start, y: rect.midY + size * 0.35),
      font: .init(size: size, fill: Palette.placeholder))
  }

  private mutating func drawTextView(
    _ element: StoryboardFrame.Element, in rect: CGRect, radius: CGFloat
  ) {
    let fill = element.isDisabled ? "#e5e5ea" : "#ffffff"
    svg.rect(rect, radius: radius, paint: .init(fill: fill, stroke: Palette.separator))
    let lineHeight = FormItem.lineHeight * scale
    let top = FormItem.textViewPadding / 2 * scale
    let size = min(textSize, lineHeight * 0.8)
    guard size >= 3 else { return }
    let title = Markup.truncated(
      element.title, toWidth: rect.width - 2 * padding, fontSize: size)
    svg.text(
      title, at: CGPoint(x: rect.minX + padding, y: rect.minY + top + lineHeight / 2 + size * 0.35),
      font: .init(size: size, fill: Palette.placeholder))
    let lengths: [CGFloat] = [0.86, 0.72, 0.9, 0.55, 0.8, 0.64]
    let count = Int(((rect.height - 2 * top) / lineHeight).rounded(.down))
    guard count > 1 else { return }
    let barHeight = max(size * 0.5, 2)
    for line in 1..<min(count, 40) {
      let width = (rect.width - 2 * padding) * lengths[line % lengths.count]
      let midY = rect.minY + top + (CGFloat(line) + 0.5) * lineHeight
      svg.rect(
        CGRect(x: rect.minX + padding, y: midY - barHeight / 2, width: width, height: barHeight),
        radius: barHeight / 2, paint: .init(fill: "#e5e5ea"))
    }
  }

  private mutating func drawLabel(
    _ text: String, in rect: CGRect, color: String, weight: Int
  ) {
    let size = min(textSize * 0.92, rect.height * 0.9)
    guard size >= 3 else { return }
    let title = Markup.truncated(text, toWidth: rect.width - 2, fontSize: size)
    svg.text(
      title, at: CGPoint(x: rect.minX + 1, y: rect.midY + size * 0.35),
      font: .init(size: size, fill: color, weight: weight))
  }

  private mutating func drawButton(
    _ element: StoryboardFrame.Element, in rect: CGRect, radius: CGFloat
  ) {
    let fill = element.isDisabled ? "#aeaeb2" : Palette.tint
    svg.rect(rect, radius: radius, paint: .init(fill: fill))
    let size = min(textSize, rect.height * 0.55)
    guard size >= 3 else { return }
    let title = Markup.truncated(
      element.title, toWidth: rect.width - 2 * padding, fontSize: size)
    svg.text(
      title, at: CGPoint(x: rect.midX, y: rect.midY + size * 0.35),
      font: .init(size: size, fill: "#ffffff", weight: 600, anchor: "middle"))
  }
}

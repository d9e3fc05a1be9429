import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Draws one `StoryboardFrame` as an SVG picture of a device.
///
/// Rectangles of the frame are in screen points; the picture maps them to pixels with `scale`
/// and a bezel around the screen, so strokes and fonts keep their pixel sizes at any scale.
struct FrameDrawing {
  /// The system font stack used by the pictures and the page.
  static let fontFamily =
    "-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif"

  let frame: StoryboardFrame
  let scale: CGFloat
  let ids: String
  let screen: CGRect
  let bezel: CGFloat
  var svg = SVGBuilder()

  /// Prepares a drawing; `ids` prefixes the clip paths' identifiers, unique on the page.
  init(frame: StoryboardFrame, scale: CGFloat, ids: String) {
    self.frame = frame
    let screen = SVGBuilder.isDrawable(frame.screen) ? frame.screen.standardized : .zero
    self.screen = screen
    self.scale = scale.isFinite && scale > 0 ? min(scale, 4) : Self.scale(for: screen)
    self.ids = ids
    self.bezel = Self.isTablet(screen) ? 10 : 7
  }

  /// The scale that makes a phone's screen about 300 px tall and keeps the longest side of a
  /// tablet or landscape screen at most 420 px.
  static func scale(for screen: CGRect) -> CGFloat {
    let width = screen.width
    let height = screen.height
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return 0.35 }
    let longest = max(width, height)
    if isTablet(screen) { return 420 / longest }
    return min(300 / height, 420 / longest)
  }

  static func isTablet(_ screen: CGRect) -> Bool {
    min(screen.width, screen.height) >= 600
  }

  /// The picture's size in pixels.
  var size: CGSize {
    CGSize(
      width: (screen.width * scale + 2 * bezel).rounded(.up),
      height: (screen.height * scale + 2 * bezel).rounded(.up))
  }

  /// The size of body text in pixels: UIKit's 17 pt, kept readable on small pictures.
  var textSize: CGFloat { min(max(17 * scale, 6.5), 11) }

  /// The size of the smallest captions (bar names) in pixels.
  var captionSize: CGFloat { min(max(11 * scale, 5.5), 8) }

  /// `rect`, from screen points to picture pixels.
  func map(_ rect: CGRect) -> CGRect {
    let rect = rect.standardized
    return CGRect(
      x: bezel + (rect.minX - screen.minX) * scale, y: bezel + (rect.minY - screen.minY) * scale,
      width: rect.width * scale, height: rect.height * scale)
  }

  /// The whole picture as an `<svg>` element.
  mutating func render() -> String {
    let size = size
    let label = "Step \(frame.index): \(frame.title)"
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", Markup.number(size.width)),
        ("height", Markup.number(size.height)),
        ("viewBox", "0 0 \(Markup.number(size.width)) \(Markup.number(size.height))"),
        ("role", "img"), ("aria-label", label), ("font-family", Self.fontFamily),
        ("class", "device"),
      ])
    svg.element("title", [], text: label)
    let screenRect = map(screen)
    let radius = screenRadius
    svg.open("defs")
    svg.clipPath(id: ids + "-screen", rect: screenRect, radius: radius)
    svg.clipPath(id: ids + "-container", rect: drawable(frame.container))
    svg.close("defs")
    svg.rect(
      CGRect(x: 0.5, y: 0.5, width: size.width - 1, height: size.height - 1),
      radius: radius + bezel, paint: .init(fill: "#1d1d1f", stroke: "#48484a"))
    svg.open("g", [("clip-path", "url(#\(ids)-screen)")])
    drawScreen()
    svg.close("g")
    svg.rect(
      screenRect, radius: radius, paint: .init(stroke: "#000000", strokeWidth: 0.8, opacity: 0.5))
    svg.close("svg")
    return svg.markup
  }

  private var screenRadius: CGFloat {
    let shortest = min(screen.width, screen.height)
    return shortest * (Self.isTablet(screen) ? 0.018 : 0.12) * scale
  }

  private func drawable(_ rect: CGRect) -> CGRect {
    SVGBuilder.isDrawable(rect) ? map(rect) : .zero
  }

  private mutating func drawScreen() {
    svg.rect(map(screen), paint: .init(fill: "#d1d1d6"))
    if SVGBuilder.isDrawable(frame.window) {
      svg.rect(map(frame.window), paint: .init(fill: "#f2f2f7"))
    }
    if SVGBuilder.isDrawable(frame.container) {
      svg.rect(map(frame.container), paint: .init(fill: "#ffffff"))
    }
    if let region = frame.visibleRegion, SVGBuilder.isDrawable(region) {
      svg.rect(map(region), paint: .init(fill: "#34c759", opacity: 0.11))
    }
    svg.open("g", [("clip-path", "url(#\(ids)-container)")])
    for element in frame.elements where SVGBuilder.isDrawable(element.frame) {
      drawElement(element)
    }
    svg.close("g")
    if SVGBuilder.isDrawable(frame.container) {
      svg.rect(
        map(frame.container).insetBy(dx: 0.5, dy: 0.5),
        paint: .init(stroke: "#8e8e93", strokeWidth: 1, opacity: 0.7))
    }
    for bar in frame.bars where SVGBuilder.isDrawable(bar.frame) {
      drawBar(bar)
    }
    if let region = frame.visibleRegion, SVGBuilder.isDrawable(region) {
      svg.rect(
        map(region).insetBy(dx: 0.75, dy: 0.75),
        paint: .init(stroke: "#28a745", strokeWidth: 1.2, dash: "4 3"))
    }
    drawOutsideWindow()
    if let bar = frame.pinnedBar, SVGBuilder.isDrawable(bar) {
      drawPinnedBar(map(bar))
    }
    if let keyboard = frame.keyboard.frame, SVGBuilder.isDrawable(keyboard) {
      drawKeyboard(map(keyboard))
    }
  }

  private mutating func drawBar(_ bar: StoryboardFrame.Bar) {
    let rect = map(bar.frame)
    svg.rect(rect, paint: .init(fill: "#f6f6f8"))
    let isTop = bar.frame.midY < screen.midY
    let edge = isTop ? rect.maxY - 0.25 : rect.minY + 0.25
    svg.line(
      from: CGPoint(x: rect.minX, y: edge), to: CGPoint(x: rect.maxX, y: edge),
      paint: .init(stroke: "#c6c6c8", strokeWidth: 0.5))
    let size = min(captionSize, rect.height * 0.7)
    guard size >= 4 else { return }
    let name = Markup.truncated(bar.name, toWidth: rect.width - 8, fontSize: size)
    svg.text(
      name, at: CGPoint(x: rect.midX, y: rect.midY + size * 0.35),
      font: .init(size: size, fill: "#8e8e93", weight: 500, anchor: "middle"))
  }

  /// Dims the part of the screen outside the window (Split View, Slide Over, Stage Manager).
  private mutating func drawOutsideWindow() {
    guard SVGBuilder.isDrawable(frame.window) else { return }
    let window = frame.window.standardized.intersection(screen)
    guard window != screen, !window.isNull else { return }
    let outer = map(screen)
    let inner = map(window)
    svg.element(
      "path",
      [
        ("d", Self.rectPath(outer) + " " + Self.rectPath(inner)), ("fill-rule", "evenodd"),
        ("fill", "#3a3a3c"), ("opacity", "0.42"),
      ])
    svg.rect(inner.insetBy(dx: 0.5, dy: 0.5), paint: .init(stroke: "#48484a", strokeWidth: 1))
    let slabs = [
      CGRect(x: outer.minX, y: outer.minY, width: inner.minX - outer.minX, height: outer.height),
      CGRect(x: inner.maxX, y: outer.minY, width: outer.maxX - inner.maxX, height: outer.height),
      CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
      CGRect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
    ]
    guard let slab = slabs.max(by: { $0.width * $0.height < $1.width * $1.height }),
      slab.width >= 48, slab.height >= 14
    else { return }
    let size = captionSize + 0.5
    svg.text(
      "outside window", at: CGPoint(x: slab.midX, y: slab.minY + slab.height * 0.3),
      font: .init(size: size, fill: "#ffffff", weight: 600, anchor: "middle"))
  }

  private mutating func drawPinnedBar(_ rect: CGRect) {
    svg.rect(rect, paint: .init(fill: "#ffffff"))
    svg.line(
      from: CGPoint(x: rect.minX, y: rect.minY + 0.25),
      to: CGPoint(x: rect.maxX, y: rect.minY + 0.25),
      paint: .init(stroke: "#c6c6c8", strokeWidth: 0.5))
    let pad = max(8 * scale, 3)
    let height = rect.height * 0.62
    guard height >= 4, rect.width > 40 else { return }
    let sendWidth = min(max(56 * scale, 26), rect.width * 0.3)
    let send = CGRect(
      x: rect.maxX - pad - sendWidth, y: rect.midY - height / 2, width: sendWidth, height: height)
    let input = CGRect(
      x: rect.minX + pad, y: send.minY, width: send.minX - rect.minX - 2 * pad, height: height)
    svg.rect(input, radius: height / 2, paint: .init(fill: "#ffffff", stroke: "#c7c7cc"))
    svg.rect(send, radius: height / 2, paint: .init(fill: "#007aff"))
    let size = min(textSize, height * 0.62)
    svg.text(
      "Send", at: CGPoint(x: send.midX, y: send.midY + size * 0.35),
      font: .init(size: size, fill: "#ffffff", weight: 600, anchor: "middle"))
    let message = Markup.truncated("Message", toWidth: input.width - height, fontSize: size)
    svg.text(
      message, at: CGPoint(x: input.minX + height / 2, y: input.midY + size * 0.35),
      font: .init(size: size, fill: "#aeaeb2"))
  }

  private mutating func drawKeyboard(_ rect: CGRect) {
    let radius = min(max(12 * scale, 3), 8)
    svg.rect(rect, radius: radius, paint: .init(fill: "#1c1c1e", opacity: 0.93))
    let size = min(textSize * 0.95, max(rect.height * 0.5, 4))
    let band = min(max(size * 2.2, rect.height * 0.14), rect.height)
    let keys = CGRect(
      x: rect.minX + 3, y: rect.minY + band,
      width: rect.width - 6, height: rect.height - band - rect.height * 0.08)
    let hasKeys = keys.height >= 30 && keys.width >= 60
    if hasKeys { drawKeys(in: keys) }
    let label = Markup.truncated(
      "keyboard · " + frame.keyboard.caption, toWidth: rect.width - 12, fontSize: size)
    let baseline = (hasKeys ? rect.minY + band / 2 : rect.midY) + size * 0.35
    svg.text(
      label, at: CGPoint(x: rect.midX, y: baseline),
      font: .init(size: size, fill: "#f2f2f7", weight: 600, anchor: "middle"))
  }

  /// A hint of keys: three rows of letters and a space bar row.
  private mutating func drawKeys(in area: CGRect) {
    let rows: [[CGFloat]] = [
      Array(repeating: 1, count: 10), Array(repeating: 1, count: 9),
      [1.4] + Array(repeating: 1, count: 7) + [1.4], [2.5, 5, 2.5],
    ]
    let unit = area.width / 10
    let gap = max(unit * 0.14, 1)
    let rowHeight = area.height / CGFloat(rows.count)
    let keyHeight = rowHeight * 0.76
    svg.open("g", [("fill", "#ffffff"), ("opacity", "0.2")])
    for (index, widths) in rows.enumerated() {
      let total = widths.reduce(0, +) * unit
      var x = area.minX + (area.width - total) / 2
      let y = area.minY + CGFloat(index) * rowHeight + (rowHeight - keyHeight) / 2
      for width in widths {
        let key = CGRect(x: x + gap / 2, y: y, width: width * unit - gap, height: keyHeight)
        svg.element(
          "rect",
          [
            ("x", Markup.number(key.minX)), ("y", Markup.number(key.minY)),
            ("width", Markup.number(key.width)), ("height", Markup.number(key.height)),
            ("rx", Markup.number(min(2, key.width / 4))),
          ])
        x += width * unit
      }
    }
    svg.close("g")
  }

  static func rectPath(_ rect: CGRect) -> String {
    let x0 = Markup.number(rect.minX)
    let y0 = Markup.number(rect.minY)
    let x1 = Markup.number(rect.maxX)
    let y1 = Markup.number(rect.maxY)
    return "M\(x0) \(y0)H\(x1)V\(y1)H\(x0)Z"
  }
}

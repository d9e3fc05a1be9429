import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Text helpers shared by the storyboard's HTML and SVG: escaping and number formatting.
enum Markup {
  /// `text` safe to place in XML or HTML content and in quoted attribute values.
  ///
  /// Escapes `& < > " '` and drops control characters that XML does not allow.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || value == 0x7F || value == 0xFFFE || value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `value` with at most one decimal and no trailing zero; NaN and infinities become "0".
  static func number(_ value: CGFloat) -> String {
    decimal(Double(value), places: 1) ?? "0"
  }

  /// `value` for a caption: at most one decimal, or "—" when it is NaN or infinite.
  static func metric(_ value: CGFloat) -> String {
    DecimalText.metric(Double(value))
  }

  /// `value` with at most `places` decimals (see ``DecimalText/decimal(_:places:keepZeros:)``).
  static func decimal(_ value: Double, places: Int, keepZeros: Bool = false) -> String? {
    DecimalText.decimal(value, places: places, keepZeros: keepZeros)
  }

  /// `text` shortened with an ellipsis so that it fits `width` at `fontSize`, by estimate.
  static func truncated(_ text: String, toWidth width: CGFloat, fontSize: CGFloat) -> String {
    guard width.isFinite, fontSize.isFinite, fontSize > 0 else { return "" }
    var used: CGFloat = 0
    var result = ""
    let ellipsis = 0.9 * fontSize
    for character in text {
      let advance = estimatedWidth(of: character) * fontSize
      if used + advance > width {
        while !result.isEmpty && used + ellipsis > width {
          if let last = result.popLast() { used -= estimatedWidth(of: last) * fontSize }
        }
        return result.isEmpty ? "" : result + "…"
      }
      used += advance
      result.append(character)
    }
    return result
  }

  /// The estimated width of `text` at `fontSize` in a system sans-serif font.
  static func estimatedWidth(of text: String, fontSize: CGFloat) -> CGFloat {
    text.reduce(0) { $0 + estimatedWidth(of: $1) * fontSize }
  }

  private static func estimatedWidth(of character: Character) -> CGFloat {
    if "iljI.,:;'|!ftr ".contains(character) { return 0.3 }
    if "mwMW@".contains(character) { return 0.85 }
    if character.isUppercase || character.isNumber { return 0.64 }
    return 0.54
  }
}

/// A small SVG writer: every attribute value and every text is escaped on the way in.
struct SVGBuilder {
  /// The markup written so far.
  private(set) var markup = ""

  /// The fill, stroke and opacity of a shape.
  struct Paint {
    var fill: String = "none"
    var stroke: String?
    var strokeWidth: CGFloat = 1
    var dash: String?
    var opacity: CGFloat?

    var attributes: [(String, String)] {
      var result = [("fill", fill)]
      if let stroke {
        result.append(("stroke", stroke))
        result.append(("stroke-width", Markup.number(strokeWidth)))
        if let dash { result.append(("stroke-dasharray", dash)) }
      }
      if let opacity {
        result.append(("opacity", Markup.decimal(Double(opacity), places: 2) ?? "1"))
      }
      return result
    }
  }

  /// The look of a text.
  struct Font {
    var size: CGFloat
    var fill: String = "#1c1c1e"
    var weight: Int = 400
    var anchor: String = "start"
  }

  /// Writes `<tag attributes>`.
  mutating func open(_ tag: String, _ attributes: [(String, String)] = []) {
    markup += "<" + tag + Self.attributeList(attributes) + ">"
  }

  /// Writes `</tag>`.
  mutating func close(_ tag: String) {
    markup += "</" + tag + ">"
  }

  /// Writes `<tag attributes/>`, or `<tag attributes>text</tag>` when `text` is given.
  mutating func element(_ tag: String, _ attributes: [(String, String)], text: String? = nil) {
    if let text {
      markup += "<" + tag + Self.attributeList(attributes) + ">"
      markup += Markup.escape(text) + "</" + tag + ">"
    } else {
      markup += "<" + tag + Self.attributeList(attributes) + "/>"
    }
  }

  /// Writes a rectangle with rounded corners; rectangles that are not finite are skipped.
  mutating func rect(_ rect: CGRect, radius: CGFloat = 0, paint: Paint) {
    guard Self.isDrawable(rect) else { return }
    element("rect", Self.geometry(rect, radius: radius) + paint.attributes)
  }

  /// Writes a straight line.
  mutating func line(from start: CGPoint, to end: CGPoint, paint: Paint) {
    element(
      "line",
      [
        ("x1", Markup.number(start.x)), ("y1", Markup.number(start.y)),
        ("x2", Markup.number(end.x)), ("y2", Markup.number(end.y)),
      ] + paint.attributes + [("stroke-linecap", "round")])
  }

  /// Writes one line of text whose baseline starts (or centers, or ends) at `point`.
  mutating func text(_ string: String, at point: CGPoint, font: Font) {
    guard !string.isEmpty else { return }
    var attributes = [
      ("x", Markup.number(point.x)), ("y", Markup.number(point.y)),
      ("font-size", Markup.number(font.size)), ("fill", font.fill),
    ]
    if font.weight != 400 { attributes.append(("font-weight", String(font.weight))) }
    if font.anchor != "start" { attributes.append(("text-anchor", font.anchor)) }
    element("text", attributes, text: string)
  }

  /// Writes a clip path made of one rounded rectangle.
  mutating func clipPath(id: String, rect: CGRect, radius: CGFloat = 0) {
    open("clipPath", [("id", id)])
    element("rect", Self.geometry(Self.isDrawable(rect) ? rect : .zero, radius: radius))
    close("clipPath")
  }

  /// Whether `rect` has finite numbers and no negative size.
  static func isDrawable(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
      && rect.size.height.isFinite && rect.size.width >= 0 && rect.size.height >= 0
  }

  private static func geometry(_ rect: CGRect, radius: CGFloat) -> [(String, String)] {
    var result = [
      ("x", Markup.number(rect.minX)), ("y", Markup.number(rect.minY)),
      ("width", Markup.number(rect.width)), ("height", Markup.number(rect.height)),
    ]
    let radius = min(radius, rect.width / 2, rect.height / 2)
    if radius > 0 { result.append(("rx", Markup.number(radius))) }
    return result
  }

  private static func attributeList(_ attributes: [(String, String)]) -> String {
    attributes.map { " " + $0.0 + "=\"" + Markup.escape($0.1) + "\"" }.joined()
  }
}

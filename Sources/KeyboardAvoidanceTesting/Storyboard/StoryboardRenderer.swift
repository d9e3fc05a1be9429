import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Renders a ``Storyboard`` as one self-contained HTML page with an inline SVG per frame.
///
/// The page needs nothing from the network: no fonts, scripts or images. Each frame becomes a
/// card with a picture of the device (screen, window, bars, keyboard, the visible region and
/// the form) and, under it, the step's title, time, the container's numbers and the checks.
///
/// ```swift
/// let storyboard = Storyboard(
///   title: "Sign-up", subtitle: "iPhone 15, portrait", frames: frames, summary: [])
/// try StoryboardRenderer.html(storyboard).write(
///   toFile: "storyboard.html", atomically: true, encoding: .utf8)
/// ```
public enum StoryboardRenderer {
  /// The whole page: title, subtitle, summary, legend and one card per frame.
  ///
  /// Every text from the storyboard is escaped, so titles read from JSON files cannot inject
  /// markup. Numbers never render as NaN or infinity: a non-finite metric shows as "—".
  ///
  /// ```swift
  /// let page = StoryboardRenderer.html(storyboard)
  /// ```
  public static func html(_ storyboard: Storyboard) -> String {
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    page += "<title>" + Markup.escape(storyboard.title) + "</title>\n"
    page += "<style>\n" + StoryboardPage.css + "</style>\n</head>\n<body>\n"
    page += header(storyboard)
    page += "<main class=\"frames\">\n"
    if storyboard.frames.isEmpty {
      page += "<p class=\"empty\">No steps.</p>\n"
    }
    for (position, frame) in storyboard.frames.enumerated() {
      page += card(frame, position: position + 1)
    }
    page += "</main>\n</body>\n</html>\n"
    return page
  }

  /// One frame as a standalone `<svg>` element, `scale` pixels per screen point.
  ///
  /// A non-finite or non-positive `scale` falls back to the page's own choice: a phone's
  /// screen about 300 px tall, a tablet's or a landscape screen's longest side about 420 px.
  /// Its clip paths are named after the frame's index; ``html(_:)`` names them per card.
  ///
  /// ```swift
  /// let picture = StoryboardRenderer.svg(frame, scale: 0.35)
  /// ```
  package static func svg(_ frame: StoryboardFrame, scale: CGFloat) -> String {
    var drawing = FrameDrawing(frame: frame, scale: scale, ids: "kb\(frame.index)")
    return drawing.render()
  }

  private static func header(_ storyboard: Storyboard) -> String {
    var html = "<header class=\"page-header\">\n"
    html += "<h1>" + Markup.escape(storyboard.title) + "</h1>\n"
    if !storyboard.subtitle.isEmpty {
      html += "<p class=\"subtitle\">" + Markup.escape(storyboard.subtitle) + "</p>\n"
    }
    html += status(storyboard.frames)
    let lines = storyboard.summary.filter { !$0.isEmpty }
    if !lines.isEmpty {
      html += "<ul class=\"summary\">\n"
      for line in lines {
        html += "<li>" + Markup.escape(line) + "</li>\n"
      }
      html += "</ul>\n"
    }
    html += StoryboardPage.legend
    html += "</header>\n"
    return html
  }

  /// The line that says whether every check passed, with links to the failing steps.
  private static func status(_ frames: [StoryboardFrame]) -> String {
    let total = frames.reduce(0) { $0 + $1.checks.count }
    let failing = frames.enumerated().filter { $0.element.checks.contains { !$0.passed } }
    let failed = frames.reduce(0) { $0 + $1.checks.filter { !$0.passed }.count }
    let steps = plural(frames.count, "step")
    guard failed > 0 else {
      let text = total == 0 ? "No checks in \(steps)" : "All \(plural(total, "check")) passed"
      let detail = total == 0 ? "" : " in \(steps)"
      return "<p class=\"status pass\"><span class=\"mark\">✓</span> \(text)\(detail)</p>\n"
    }
    let links = failing.map {
      "<a href=\"#step-\($0.offset + 1)\">\(Markup.escape(String($0.element.index)))</a>"
    }
    let label = failing.count == 1 ? "step" : "steps"
    return "<p class=\"status fail\"><span class=\"mark\">✗</span> \(failed) of "
      + "\(plural(total, "check")) failed — \(label) \(links.joined(separator: ", "))</p>\n"
  }

  private static func card(_ frame: StoryboardFrame, position: Int) -> String {
    var drawing = FrameDrawing(frame: frame, scale: 0, ids: "kb-step\(position)")
    let isWide = drawing.size.width > 320
    let failed = frame.checks.filter { !$0.passed }.count
    var classes = ["card"]
    if isWide { classes.append("wide") }
    if failed > 0 { classes.append("failed") }
    var html = "<article class=\"\(classes.joined(separator: " "))\" id=\"step-\(position)\">\n"
    html += "<div class=\"picture\">" + drawing.render() + "</div>\n"
    html += "<div class=\"details\">\n<div class=\"step\">"
    html += "<h2>Step \(frame.index) — " + Markup.escape(frame.title) + "</h2>"
    let time = Markup.decimal(frame.time, places: 2, keepZeros: true).map { "t = \($0) s" }
    html += "<span class=\"time\">" + (time ?? "t = —") + "</span></div>\n"
    if failed > 0 {
      html += "<p class=\"badge\">✗ \(plural(failed, "check")) failed</p>\n"
    }
    html += metrics(frame)
    html += checks(frame.checks)
    html += "</div>\n</article>\n"
    return html
  }

  private static func metrics(_ frame: StoryboardFrame) -> String {
    let metrics = frame.metrics
    let offset = metrics.contentOffset
    let size = metrics.contentSize
    let rows: [(String, String)] = [
      ("keyboard", frame.keyboard.caption),
      ("contentInset", insets(metrics.contentInset)),
      ("engine bottom", Markup.metric(metrics.engineBottomInset)),
      ("adjusted inset", insets(metrics.adjustedContentInset)),
      ("offset", "x " + Markup.metric(offset.x) + " · y " + Markup.metric(offset.y)),
      ("content size", Markup.metric(size.width) + " × " + Markup.metric(size.height)),
    ]
    var html = "<dl class=\"metrics\">\n"
    for (name, value) in rows {
      html += "<dt>" + Markup.escape(name) + "</dt><dd>" + Markup.escape(value) + "</dd>\n"
    }
    return html + "</dl>\n"
  }

  private static func insets(_ insets: AvoidanceInsets) -> String {
    [
      ("t", insets.top), ("l", insets.left), ("b", insets.bottom), ("r", insets.right),
    ]
    .map { $0.0 + " " + Markup.metric($0.1) }
    .joined(separator: " · ")
  }

  private static func checks(_ checks: [StoryboardFrame.Check]) -> String {
    guard !checks.isEmpty else { return "<p class=\"no-checks\">No checks.</p>\n" }
    var html = "<ul class=\"checks\">\n"
    for check in checks {
      let state = check.passed ? "pass" : "fail"
      let mark = check.passed ? "✓" : "✗"
      html += "<li class=\"\(state)\"><span class=\"mark\" aria-label=\"\(state)\">\(mark)</span>"
      html += "<span class=\"name\">" + Markup.escape(check.name) + "</span>"
      if !check.detail.isEmpty {
        html += "<span class=\"detail\">" + Markup.escape(check.detail) + "</span>"
      }
      html += "</li>\n"
    }
    return html + "</ul>\n"
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

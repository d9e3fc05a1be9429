import Foundation
import KeyboardAvoidanceTesting

/// Draws a trace: one picture per adjustment the recording applied — the window, the container,
/// the keyboard as last announced, and the focused field before (orange) and after (green) the
/// adjustment — with the steps today's engine decides differently marked.
internal enum TraceDrawing {
  /// The HTML page.
  internal static func html(_ trace: AvoidanceTrace, result: AvoidanceTraceReplay.Result) -> String
  {
    let differing = Set(result.differences.map(\.entryIndex))
    var keyboard: CGRect?
    var reading: ContainerGeometry?
    var eventIndex = -1
    var eventTitle = ""
    var frames: [String] = []
    for (index, entry) in trace.entries.enumerated() {
      switch entry {
      case .event(let event):
        eventIndex = index
        eventTitle = "\(event)".split(separator: "(").first.map(String.init) ?? "\(event)"
        if case .keyboard(let keyboardEvent) = event { keyboard = keyboardEvent.endFrame }
      case .releaseAdjustments:
        eventIndex = index
        eventTitle = "releaseAdjustments"
      case .reading(let geometry):
        if let geometry { reading = geometry }
      case .update(let update):
        guard let reading else { continue }
        frames.append(
          frame(
            reading: reading, update: update, keyboard: keyboard,
            title: "entry \(eventIndex): \(eventTitle)", differs: differing.contains(eventIndex)))
      default:
        break
      }
    }
    let summary =
      "\(result.steps.count) steps; \(result.differences.count) decided differently today"
    return """
      <!doctype html><html><head><meta charset="utf-8"><title>Trace replay</title>
      <style>body{font:13px -apple-system,sans-serif;margin:16px}
      figure{display:inline-block;margin:8px;vertical-align:top}
      figcaption{max-width:240px}.differs{color:#c00;font-weight:600}</style></head><body>
      <h1>Trace replay</h1><p>\(summary). Orange: the focused field before the adjustment;
      green: after it; grey: the keyboard; blue: the container.</p>
      \(frames.joined(separator: "\n"))
      </body></html>
      """
  }

  private static func frame(
    reading: ContainerGeometry, update: AvoidanceUpdate, keyboard: CGRect?, title: String,
    differs: Bool
  ) -> String {
    let window = reading.environment.window
    let scale = window.width > 0 ? 240 / window.width : 1
    func rect(_ r: CGRect, _ style: String) -> String {
      guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
        return ""
      }
      return "<rect x=\"\(r.minX * scale)\" y=\"\(r.minY * scale)\" width=\"\(r.width * scale)\" "
        + "height=\"\(r.height * scale)\" \(style)/>"
    }
    let container = reading.frameInWindow
    var shapes = [
      rect(CGRect(origin: .zero, size: window.size), "fill=\"#fafafa\" stroke=\"#999\"")
    ]
    shapes.append(rect(container, "fill=\"none\" stroke=\"#36c\" stroke-width=\"2\""))
    if let keyboard {
      let inWindow = keyboard.offsetBy(dx: -window.minX, dy: -window.minY)
      shapes.append(rect(inWindow, "fill=\"#888\" fill-opacity=\"0.5\""))
    }
    if let field = reading.focus?.field {
      let before = field.offsetBy(
        dx: container.minX - reading.bounds.minX, dy: container.minY - reading.bounds.minY)
      shapes.append(rect(before, "fill=\"#f90\" fill-opacity=\"0.5\""))
      if let offset = update.contentOffset {
        let after = before.offsetBy(dx: 0, dy: reading.bounds.minY - offset.y)
        shapes.append(rect(after, "fill=\"#3a3\" fill-opacity=\"0.7\""))
      }
    }
    let height = window.height * scale
    let caption = differs ? "<span class=\"differs\">\(title) — differs today</span>" : title
    return "<figure><svg width=\"240\" height=\"\(height)\">\(shapes.joined())</svg>"
      + "<figcaption>\(caption)</figcaption></figure>"
  }
}

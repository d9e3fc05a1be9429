import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One line per event for a person reading a log: what the engine was told, what it saw of the
/// container and the focused field, and what it did — or that it changed nothing.
///
/// ```text
/// willShow: field 600…644 in bounds at offset -103; → inset bottom 302, offset 26 (fits), 0.25 s
/// layoutChanged: field 600…644 in bounds at offset 26; no change
/// ```
public enum AvoidanceDecisionLine {
  /// The line for `event`, given the adjustment it led to (if any) and the last reading.
  public static func line(
    for event: AvoidanceEvent, update: AvoidanceUpdate?, reading: ContainerGeometry?
  ) -> String {
    var line = name(of: event) + ":"
    if let reading {
      if let field = reading.focus?.field {
        line += " field \(number(field.minY))…\(number(field.maxY)) in bounds"
      } else {
        line += " no focused field here;"
      }
      line += " at offset \(number(reading.bounds.minY))"
      let container = reading.frameInWindow
      line += ", container \(number(container.minY))…\(number(container.maxY)) in its window"
      line += ";"
    }
    guard let update else { return line + " no change" }
    line += " → inset bottom \(number(update.insets.content.bottom))"
    if let offset = update.contentOffset { line += ", offset \(number(offset.y))" }
    if let outcome = update.adjustment?.outcome { line += " (\(outcome))" }
    line += update.animation.map { ", \(number(CGFloat($0.duration))) s" } ?? ", at once"
    return line + " [\(update.cause)]"
  }

  private static func name(of event: AvoidanceEvent) -> String {
    switch event {
    case .keyboard(let keyboard):
      let frame = keyboard.endFrame
      return "\(keyboard.phase.shortName) to \(number(frame.minY))…\(number(frame.maxY))"
        + (keyboard.isLocal ? "" : " (another app's)")
        + (keyboard.repairs.isEmpty ? "" : " repaired \(keyboard.repairs.rawValue)")
    case .keyboardTracked(let frame, _, _): return "keyboard dragged to \(number(frame.minY))"
    case .focusChanged: return "focus changed"
    case .selectionChanged: return "text or caret changed"
    case .layoutChanged: return "layout changed"
    case .refresh(let animated): return animated ? "refresh" : "refresh (not animated)"
    case .enteredBackground: return "entered background"
    case .returnedToForeground(let editing):
      return "returned to foreground" + (editing ? " editing" : "")
    }
  }

  private static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "—" }
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
  }
}

extension KeyboardPhase {
  /// The phase without UIKit's prefix and suffix (`willShow`).
  var shortName: String {
    let name = rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
      .replacingOccurrences(of: "Notification", with: "")
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}

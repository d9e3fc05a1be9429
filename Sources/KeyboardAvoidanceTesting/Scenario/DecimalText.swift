/// Numbers as the checks' details, the storyboards and the summaries print them: written out by
/// hand so that the text never depends on a locale and never reads "-0".
enum DecimalText {
  /// `value` with at most `places` decimals, trailing zeros dropped unless `keepZeros`;
  /// `nil` when not finite.
  static func decimal(_ value: Double, places: Int, keepZeros: Bool = false) -> String? {
    guard value.isFinite else { return nil }
    let places = max(0, min(places, 6))
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let limit = 1e15 / factor  // keeps the scaled value well inside Int64
    let scaled = (min(max(value, -limit), limit) * factor).rounded()
    if scaled == 0 { return keepZeros && places > 0 ? "0." + zeros(places) : "0" }
    let magnitude = Int64(abs(scaled))
    let divisor = Int64(factor)
    var text = (scaled < 0 ? "-" : "") + String(magnitude / divisor)
    guard places > 0 else { return text }
    var fraction = String(magnitude % divisor)
    fraction = zeros(places - fraction.count) + fraction
    if !keepZeros {
      while fraction.hasSuffix("0") { fraction.removeLast() }
    }
    if !fraction.isEmpty { text += "." + fraction }
    return text
  }

  /// `value` for a caption: at most one decimal, or "—" when it is NaN or infinite.
  static func metric(_ value: Double) -> String {
    decimal(value, places: 1) ?? "—"
  }

  private static func zeros(_ count: Int) -> String {
    String(repeating: "0", count: max(0, count))
  }
}

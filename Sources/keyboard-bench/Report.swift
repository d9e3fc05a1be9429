import Foundation

/// Formats measurements as a plain-text table.
enum Report {
  static func table(_ measurements: [Measurement], countsAllocations: Bool) -> String {
    let nameWidth = max(40, (measurements.map(\.name.count).max() ?? 0) + 2)
    var lines: [String] = []
    let header =
      "operation".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      + pad("median ns", 11) + pad("p10 ns", 10) + pad("p90 ns", 10) + pad("allocs/call", 13)
      + "  target"
    lines.append(header)
    lines.append(String(repeating: "-", count: header.count + 12))
    for measurement in measurements {
      let allocations =
        measurement.allocationsPerCall.map { String(format: "%.2f", $0) } ?? "n/a"
      var target = ""
      if let passes = measurement.passes {
        let ns = measurement.benchmark.targetNanoseconds.map { "≤ \(Int($0)) ns" } ?? ""
        let allocs = measurement.benchmark.targetAllocations.map { "≤ \(Int($0)) allocs" } ?? ""
        target =
          [ns, allocs].filter { !$0.isEmpty }.joined(separator: ", ")
          + (passes ? "  PASS" : "  FAIL")
          + (measurement.runs > 1 ? " (best of \(measurement.runs) runs)" : "")
      }
      lines.append(
        measurement.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
          + pad(format(measurement.medianNanoseconds), 11)
          + pad(format(measurement.p10Nanoseconds), 10)
          + pad(format(measurement.p90Nanoseconds), 10) + pad(allocations, 13) + "  " + target)
    }
    if !countsAllocations {
      lines.append("(allocations are counted on Linux with glibc only; n/a here)")
    }
    return lines.joined(separator: "\n")
  }

  private static func format(_ nanoseconds: Double) -> String {
    nanoseconds < 100 ? String(format: "%.1f", nanoseconds) : String(format: "%.0f", nanoseconds)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(1, width - text.count)) + text
  }

  /// The baseline's cost per press over the cached lookup's, for each size.
  static func navigationRatios(_ measurements: [Measurement]) -> String {
    var lines = ["", "next/previous: baseline (walk + sort per press) vs cached order"]
    for size in NavigationBenchmarks.sizes {
      let lookup = measurements.first { $0.name == "next/previous, cached order, \(size) fields" }
      let baseline = measurements.first {
        $0.name == "baseline: walk + sort per press, \(size) fields"
      }
      guard let lookup, let baseline else { continue }
      // The lookup row times a Next and a Previous; the baseline times one press.
      let perPress = lookup.medianNanoseconds / 2
      lines.append(
        "  \(size) fields: " + format(baseline.medianNanoseconds) + " ns vs "
          + format(perPress) + " ns per press — "
          + String(format: "%.0f×", baseline.medianNanoseconds / max(perPress, 0.001)))
    }
    return lines.joined(separator: "\n")
  }

  /// The order's build against the baseline's press, and a list press against the rebuild it
  /// replaced: the targets of issue 11 (build faster than the baseline; a list press ≥ 50×
  /// faster than rebuilding), measured side by side in this run.
  static func comparisons(_ measurements: [Measurement]) -> (text: String, passes: Bool) {
    func median(_ name: String) -> Double? {
      measurements.first { $0.name == name }?.medianNanoseconds
    }
    var lines: [String] = []
    var passes = true
    let size = NavigationBenchmarks.sizes.last ?? 0
    if let build = median("build the order, \(size) fields"),
      let baseline = median("baseline: walk + sort per press, \(size) fields")
    {
      let ok = build < baseline
      passes = passes && ok
      lines.append(
        "  build the order vs the baseline's press, \(size) fields: " + format(build) + " ns vs "
          + format(baseline) + " ns — " + String(format: "%.1f×", baseline / max(build, 0.001))
          + (ok ? "  PASS" : "  FAIL (must be faster)"))
    }
    if let press = median(ListBenchmarks.press.name),
      let rebuild = median(ListBenchmarks.rebuildPress.name)
    {
      let ratio = rebuild / max(press, 0.001)
      passes = passes && ratio >= 50
      lines.append(
        "  list press vs rebuilding the order, \(ListBenchmarks.rows) rows: " + format(press)
          + " ns vs " + format(rebuild) + " ns — " + String(format: "%.0f×", ratio)
          + (ratio >= 50 ? "  PASS" : "  FAIL (target ≥ 50×)"))
    }
    guard !lines.isEmpty else { return ("", true) }
    return ((["", "side by side"] + lines).joined(separator: "\n"), passes)
  }
}

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
}

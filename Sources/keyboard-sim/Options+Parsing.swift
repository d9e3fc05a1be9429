import Foundation

extension Options {
  /// Parses the arguments (without the program name) by ``OptionTable``.
  ///
  /// An option's value follows it (`--device ipad-10`) or is joined with `=`
  /// (`--device=ipad-10`). A later option overrides an earlier one.
  internal static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var joinedValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        joinedValue = String(argument[argument.index(after: equals)...])
      }
      guard let spec = OptionTable.spec(named: name) else {
        throw UsageError.unknownOption(argument)
      }
      let value: String
      switch spec.value {
      case .none:
        if joinedValue != nil { throw UsageError.unexpectedValue(for: spec.name) }
        value = ""
      case .text, .choice:
        if let joinedValue {
          value = joinedValue
        } else if let next = remaining.first, !isOptionLike(next) {
          value = next
          remaining.removeFirst()
        } else {
          throw UsageError.missingValue(for: spec.name)
        }
        if value.isEmpty { throw UsageError.missingValue(for: spec.name) }
      }
      try spec.apply(&options, value)
      if spec.group == .scenario { options.customized = true }
    }
    if options.fullMatrix, options.command != .matrix {
      throw UsageError(description: "--full goes with --matrix")
    }
    return options
  }

  /// Whether an argument is an option rather than a value: it starts with `--` or is a name of
  /// the table (such as `-h`).
  private static func isOptionLike(_ argument: String) -> Bool {
    argument.hasPrefix("--") || OptionTable.spec(named: argument) != nil
  }

  /// Reads a list of step numbers such as `1,4,9`.
  internal static func stepNumbers(_ raw: String) throws(UsageError) -> Set<Int> {
    let numbers = raw.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) >= 1 }) else {
      throw UsageError(description: "--steps: expected step numbers like 1,4,9, got '\(raw)'")
    }
    return Set(numbers.compactMap { $0 })
  }
}

/// A command-line mistake: one line for the user, exit status 2.
internal struct UsageError: Error, Equatable, CustomStringConvertible {
  /// The line printed after `keyboard-sim: `.
  internal let description: String
}

extension UsageError {
  /// An argument that is no option of the table.
  internal static func unknownOption(_ argument: String) -> UsageError {
    UsageError(description: "unknown option '\(argument)'; see --help")
  }

  /// An option that takes a value was given none.
  internal static func missingValue(for name: String) -> UsageError {
    UsageError(description: "\(name) needs a value; see --help")
  }

  /// A switch was given a value with `=`.
  internal static func unexpectedValue(for name: String) -> UsageError {
    UsageError(description: "\(name) takes no value; see --help")
  }

  /// A choice was given a value it does not list.
  internal static func unknownValue(_ raw: String, for name: String, allowed: [String])
    -> UsageError
  {
    UsageError(
      description: "\(name): unknown value '\(raw)' (\(OptionSpec.valueList(allowed)))")
  }
}

/// One command-line option, declared once: its names, its value, its help line, and what it does
/// to the ``Options``.
///
/// The parser (``Options/parse(_:)``) and the help (``Options/help``) are both generated from
/// ``OptionTable/all``, so what `--help` lists is exactly what the parser accepts.
internal struct OptionSpec: Sendable {
  /// The part of the help an option is listed in.
  internal enum Group: CaseIterable, Sendable {
    /// Chooses what the program does.
    case command
    /// Sets up the scenario's world; any of these replaces the demo.
    case scenario
    /// Says what is written where.
    case output

    /// The heading of the group in the help.
    internal var heading: String {
      switch self {
      case .command: "COMMANDS"
      case .scenario: "SCENARIO (any of these replaces the demo)"
      case .output: "OUTPUT"
      }
    }
  }

  /// What follows the option on the command line.
  internal enum Value: Sendable {
    /// Nothing: the option is a switch.
    case none
    /// Free text, shown in the help as `placeholder`.
    case text(placeholder: String)
    /// One of `values`, shown in the help as `placeholder` and listed in full.
    case choice(placeholder: String, values: [String])

    /// The placeholder the help shows after the option's names, if it takes a value.
    internal var placeholder: String? {
      switch self {
      case .none: nil
      case .text(let placeholder), .choice(let placeholder, _): placeholder
      }
    }
  }

  /// What an option does to the options, given its value (the empty string for a switch).
  internal typealias Apply = @Sendable (inout Options, String) throws(UsageError) -> Void

  /// The names, such as `["-h", "--help"]`; the last one is the one errors use.
  internal let names: [String]
  /// What follows the option.
  internal let value: Value
  /// The one-line help, without the list of values.
  internal let summary: String
  /// The part of the help the option is listed in.
  internal let group: Group
  /// Applies the option to the options.
  internal let apply: Apply

  /// The name errors use (the long one).
  internal var name: String { names.last ?? "" }
}

extension OptionSpec {
  /// A switch that takes no value.
  internal static func flag(
    _ names: String..., group: Group, summary: String,
    apply: @escaping @Sendable (inout Options) -> Void
  ) -> OptionSpec {
    OptionSpec(names: names, value: .none, summary: summary, group: group) { options, _ in
      apply(&options)
    }
  }

  /// An option whose value is free text.
  internal static func text(
    _ name: String, placeholder: String, group: Group, summary: String,
    apply: @escaping Apply
  ) -> OptionSpec {
    OptionSpec(
      names: [name], value: .text(placeholder: placeholder), summary: summary, group: group,
      apply: apply)
  }

  /// An option whose value is one of `cases`, each spelled one way by `spelling`: the help lists
  /// these spellings and the parser accepts exactly these.
  internal static func choice<T: Sendable>(
    _ name: String, placeholder: String, group: Group, summary: String, cases: [T],
    spelling: (T) -> String, apply: @escaping @Sendable (inout Options, T) -> Void
  ) -> OptionSpec {
    let spelled = cases.map { (spelling($0), $0) }
    let values = spelled.map(\.0)
    return OptionSpec(
      names: [name], value: .choice(placeholder: placeholder, values: values), summary: summary,
      group: group
    ) { options, raw throws(UsageError) in
      guard let match = spelled.first(where: { $0.0 == raw }) else {
        throw UsageError.unknownValue(raw, for: name, allowed: values)
      }
      apply(&options, match.1)
    }
  }
}

extension OptionSpec {
  /// How a list of values reads, in the help and in errors alike: `one of: a, b, c`.
  internal static func valueList(_ values: [String]) -> String {
    "one of: " + values.joined(separator: ", ")
  }
}

import KeyboardAvoidanceTesting

extension Options {
  /// The column the options' help text starts at.
  internal static let helpColumn = 24
  /// The width the help's option lines are wrapped to.
  internal static let helpWidth = 100

  /// The text `--help` prints; its option lines are generated from ``OptionTable``.
  internal static let help: String = """
    keyboard-sim — run keyboard-avoidance scenarios in a headless model of UIKit and draw them.

    USAGE
      keyboard-sim [options]            run one scenario and write an HTML storyboard
      keyboard-sim --matrix [--full]    run the scenario matrix (--full: every combination)
      keyboard-sim --fuzz N [--seed S]  run N random scripts, each failure shrunk to a Scenario
      keyboard-sim --replay TRACE.json  replay a device's trace; list where today's engine differs
      keyboard-sim --list-devices       list the devices

    With no options it runs the demo: a sign-up form on an iPhone 15 in portrait — every field
    focused in turn, lines typed into the notes, a rotation, the keyboard hidden.

    \(optionsHelp)

    EXIT STATUS
      0 everything held; 1 a check failed, the form file has errors, a replayed trace differs or
      cannot be read; 2 a usage error.

    FORM FILES
    \(FormDescription.jsonSchemaSummary)
    """

  /// Every option of the table, grouped under the groups' headings.
  private static var optionsHelp: String {
    OptionSpec.Group.allCases.map { group in
      let lines = OptionTable.all.filter { $0.group == group }.flatMap(helpLines)
      return ([group.heading] + lines).joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// The help of one option: names and placeholder, then its summary and the values it takes,
  /// wrapped at ``helpWidth`` with continuation lines starting at ``helpColumn``.
  internal static func helpLines(_ spec: OptionSpec) -> [String] {
    var usage = "  " + spec.names.joined(separator: ", ")
    if let placeholder = spec.value.placeholder { usage += " " + placeholder }
    var text = spec.summary
    if case .choice(_, let values) = spec.value { text += ", " + OptionSpec.valueList(values) }
    let indent = String(repeating: " ", count: helpColumn)
    var lines: [String] = []
    var line =
      usage.count + 2 <= helpColumn
      ? usage.padding(toLength: helpColumn, withPad: " ", startingAt: 0) : usage + "  "
    var lineHasText = false
    for word in text.split(separator: " ") {
      if lineHasText, line.count + 1 + word.count > helpWidth {
        lines.append(line)
        line = indent
        lineHasText = false
      }
      line += (lineHasText ? " " : "") + word
      lineHasText = true
    }
    lines.append(line)
    return lines
  }
}

import KeyboardAvoidanceTesting

/// Every option of `keyboard-sim`, each declared once. The parser and the help are generated
/// from ``all``; nothing else names an option.
internal enum OptionTable {
  /// The options, in the order the help lists them within each group.
  internal static let all: [OptionSpec] = [
    .flag("--matrix", group: .command, summary: "run the scenario matrix instead of one scenario") {
      $0.command = .matrix
    },
    .flag("--full", group: .command, summary: "with --matrix: every combination") {
      $0.fullMatrix = true
    },
    .text(
      "--fuzz", placeholder: "1000", group: .command,
      summary: "run that many random scripts; print each failure shrunk to a Scenario"
    ) { options, raw throws(UsageError) in
      guard let count = Int(raw), count > 0, count <= 10_000_000 else {
        throw UsageError(description: "--fuzz: expected a number of scripts, got '\(raw)'")
      }
      options.command = .fuzz(count)
    },
    .text(
      "--seed", placeholder: "7", group: .command, summary: "with --fuzz: the seed (default 1)"
    ) { options, raw throws(UsageError) in
      guard let seed = UInt64(raw) else {
        throw UsageError(description: "--seed: expected a whole number, got '\(raw)'")
      }
      options.seed = seed
    },
    .text(
      "--shown", placeholder: "50", group: .command,
      summary: "with --fuzz: how many failures to shrink and print, the rarest kinds first "
        + "(default 5)"
    ) { options, raw throws(UsageError) in
      guard let shown = Int(raw), shown >= 0 else {
        throw UsageError(description: "--shown: expected a number of failures, got '\(raw)'")
      }
      options.shownFailures = shown
    },
    .text(
      "--replay", placeholder: "TRACE.json", group: .command,
      summary:
        "replay a trace recorded on a device with today's engine: list every step it decides "
        + "differently (exit 1 if any) and draw what the device showed"
    ) { options, raw throws(UsageError) in
      guard !raw.isEmpty else { throw UsageError(description: "--replay: expected a file") }
      options.command = .replay(raw)
    },
    .flag("--list-devices", group: .command, summary: "list the devices") {
      $0.command = .listDevices
    },
    .flag("-h", "--help", group: .command, summary: "print this help") { $0.command = .help },
    .choice(
      "--device", placeholder: "ID", group: .scenario, summary: "the device",
      cases: Device.catalog, spelling: \.id
    ) { $0.device = $1 },
    .choice(
      "--orientation", placeholder: "O", group: .scenario, summary: "the interface orientation",
      cases: Orientation.allCases, spelling: \.rawValue
    ) { $0.orientation = $1 },
    .choice(
      "--keyboard", placeholder: "K", group: .scenario, summary: "the keyboard it starts with",
      cases: KeyboardKind.allCases, spelling: \.rawValue
    ) { $0.keyboard = $1 },
    .choice(
      "--container", placeholder: "C", group: .scenario, summary: "the view the form lives in",
      cases: ContainerKind.allCases, spelling: \.rawValue
    ) { $0.container = $1 },
    .choice(
      "--presentation", placeholder: "P", group: .scenario,
      summary: "how the form's screen is presented", cases: Presentation.allCases,
      spelling: \.rawValue
    ) { $0.presentation = $1 },
    .choice(
      "--mode", placeholder: "M", group: .scenario, summary: "how the app uses the library",
      cases: AvoiderAttachment.allCases, spelling: \.rawValue
    ) { $0.mode = $1 },
    .flag("--pinned-bar", group: .scenario, summary: "pin a Send bar to the keyboard") {
      $0.pinnedBar = true
    },
    .text(
      "--form", placeholder: "FILE.json", group: .scenario,
      summary: "your own form layout (schema below)"
    ) { $0.formPath = $1 },
    .text(
      "--out", placeholder: "DIR", group: .output,
      summary: "where to write index.html, or with --matrix the failures' storyboards "
        + "(default: \(Options().outputDirectory))"
    ) { $0.outputDirectory = $1 },
    .text(
      "--steps", placeholder: "1,4,9", group: .output,
      summary: "draw only these steps (all of them are still run and checked)"
    ) { options, raw throws(UsageError) in options.steps = try Options.stepNumbers(raw) },
  ]

  /// The option named `name` (any of its names), if the table has one.
  internal static func spec(named name: String) -> OptionSpec? {
    all.first { $0.names.contains(name) }
  }
}

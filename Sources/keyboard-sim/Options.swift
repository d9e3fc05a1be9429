import Foundation
import KeyboardAvoidanceTesting

/// What the command line asked for.
struct Options {
  enum Command: Equatable {
    case storyboard
    case matrix(full: Bool)
    case listDevices
    case help
  }

  var command: Command = .storyboard
  var device: Device = .iPhone15
  var orientation: Orientation = .portrait
  var keyboard: KeyboardKind = .standard
  var container: ContainerKind = .scrollView
  var presentation: Presentation = .navigation
  var mode: IntegrationMode = .subclass
  var stickyBar = false
  var formPath: String?
  var outputDirectory = "keyboard-sim-report"
  /// The steps to draw (1-based); `nil` draws every step.
  var steps: Set<Int>?
  /// Whether any setting of the world was given (the demo is used otherwise).
  var customized = false
}

/// A command-line mistake: one line for the user, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let description: String
}

extension Options {
  /// Parses the arguments (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(for flag: String) throws(UsageError) -> String {
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw UsageError(description: "\(flag) needs a value; see --help")
      }
      return next
    }
    func choice<T: RawRepresentable & CaseIterable>(_ flag: String, _: T.Type) throws(UsageError)
      -> T
    where T.RawValue == String {
      let raw = try value(for: flag)
      guard let parsed = T(rawValue: raw) else {
        let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(description: "\(flag): unknown value '\(raw)' (one of: \(allowed))")
      }
      return parsed
    }
    var full = false
    while let argument = remaining.popFirst() {
      var flag = argument
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        flag = String(argument[..<equals])
        remaining.insert(
          String(argument[argument.index(after: equals)...]), at: remaining.startIndex)
      }
      switch flag {
      case "-h", "--help": options.command = .help
      case "--list-devices": options.command = .listDevices
      case "--matrix": options.command = .matrix(full: full)
      case "--full":
        full = true
        if case .matrix = options.command { options.command = .matrix(full: true) }
      case "--device":
        let id = try value(for: flag)
        guard let device = Device.named(id) else {
          let allowed = Device.catalog.map(\.id).joined(separator: ", ")
          throw UsageError(description: "--device: unknown device '\(id)' (one of: \(allowed))")
        }
        options.device = device
        options.customized = true
      case "--orientation":
        options.orientation = try choice(flag, Orientation.self)
        options.customized = true
      case "--keyboard":
        options.keyboard = try choice(flag, KeyboardKind.self)
        options.customized = true
      case "--container":
        options.container = try choice(flag, ContainerKind.self)
        options.customized = true
      case "--presentation":
        options.presentation = try choice(flag, Presentation.self)
        options.customized = true
      case "--mode":
        options.mode = try choice(flag, IntegrationMode.self)
        options.customized = true
      case "--sticky-bar":
        options.stickyBar = true
        options.customized = true
      case "--form":
        options.formPath = try value(for: flag)
        options.customized = true
      case "--out":
        options.outputDirectory = try value(for: flag)
      case "--steps":
        let raw = try value(for: flag)
        let numbers = raw.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ ($0 ?? 0) >= 1 }) else {
          throw UsageError(description: "--steps: expected step numbers like 1,4,9, got '\(raw)'")
        }
        options.steps = Set(numbers.compactMap { $0 })
      default:
        throw UsageError(description: "unknown option '\(argument)'; see --help")
      }
    }
    if full, options.command != .matrix(full: true) {
      throw UsageError(description: "--full goes with --matrix")
    }
    return options
  }

  /// Checks that the settings exist together.
  func validatedSetup(form: FormDescription?) throws(UsageError) -> ScenarioSetup {
    let setup = ScenarioSetup(
      device: device, orientation: orientation, presentation: presentation,
      container: container, mode: mode, keyboard: keyboard, form: form, stickyBar: stickyBar)
    if let problem = setup.problems.first { throw UsageError(description: problem) }
    return setup
  }

  static let help = """
    keyboard-sim — run keyboard-avoidance scenarios in a headless model of UIKit and draw them.

    USAGE
      keyboard-sim [options]            run one scenario and write an HTML storyboard
      keyboard-sim --matrix [--full]    run the scenario matrix (--full: every combination)
      keyboard-sim --list-devices       list the devices

    With no options it runs the demo: a sign-up form on an iPhone 15 in portrait — every field
    focused in turn, lines typed into the notes, a rotation, the keyboard hidden.

    OPTIONS
      --device ID           \(Device.catalog.map(\.id).joined(separator: ", "))
      --orientation O       \(Orientation.allCases.map(\.rawValue).joined(separator: ", "))
      --keyboard K          \(KeyboardKind.allCases.map(\.rawValue).joined(separator: ", "))
      --container C         \(ContainerKind.allCases.map(\.rawValue).joined(separator: ", "))
      --presentation P      \(Presentation.allCases.map(\.rawValue).joined(separator: ", "))
      --mode M              \(IntegrationMode.allCases.map(\.rawValue).joined(separator: ", "))
      --sticky-bar          pin a Send bar to the keyboard
      --form FILE.json      your own form layout (schema below)
      --out DIR             where to write index.html (default: keyboard-sim-report)
      --steps 1,4,9         draw only these steps (all of them are still run and checked)
      -h, --help            this help

    EXIT STATUS
      0 everything held; 1 a check failed or the form file has errors; 2 a usage error.

    FORM FILES
    \(FormDescription.jsonSchemaSummary)
    """
}

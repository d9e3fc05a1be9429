import KeyboardAvoidanceTesting

/// What the command line asked for; ``OptionTable`` says how each option sets it.
internal struct Options: Equatable, Sendable {
  /// What the program does.
  internal enum Command: Equatable, Sendable {
    /// Runs one scenario and writes its storyboard.
    case storyboard
    /// Runs the scenario matrix.
    case matrix
    /// Runs this many random scripts (``ScenarioFuzzer``).
    case fuzz(Int)
    /// Replays the trace at this path (``AvoidanceTraceReplay``).
    case replay(String)
    /// Lists the devices.
    case listDevices
    /// Prints the help.
    case help
  }

  /// What the program does.
  internal var command: Command = .storyboard
  /// Whether the matrix is the full one (every combination); only with ``Command/matrix``.
  internal var fullMatrix = false
  /// The fuzzer's seed; only with ``Command/fuzz(_:)``.
  internal var seed: UInt64 = 1
  /// How many failures the fuzzer shrinks and prints; only with ``Command/fuzz(_:)``.
  internal var shownFailures = 5
  /// The device.
  internal var device: Device = .iPhone15
  /// The interface orientation.
  internal var orientation: Orientation = .portrait
  /// The keyboard the scenario starts with.
  internal var keyboard: KeyboardKind = .standard
  /// The view the form lives in.
  internal var container: ContainerKind = .scrollView
  /// How the form's view controller is presented.
  internal var presentation: Presentation = .navigation
  /// How the app uses the library.
  internal var mode: AvoiderAttachment = .subclass
  /// Whether a Send bar is pinned to the keyboard.
  internal var pinnedBar = false
  /// The path of a form file, if one was given.
  internal var formPath: String?
  /// Where the storyboards are written.
  internal var outputDirectory = "keyboard-sim-report"
  /// The steps to draw (1-based); `nil` draws every step.
  internal var steps: Set<Int>?
  /// Whether any setting of the world was given (the demo is used otherwise).
  internal var customized = false
}

extension Options {
  /// Checks that the settings exist together.
  internal func validatedSetup(form: FormDescription?) throws(UsageError) -> ScenarioSetup {
    let setup = ScenarioSetup(
      device: device, orientation: orientation, presentation: presentation,
      container: container, mode: mode, keyboard: keyboard, form: form, pinnedBar: pinnedBar)
    if let problem = setup.problems.first { throw UsageError(description: problem) }
    return setup
  }
}

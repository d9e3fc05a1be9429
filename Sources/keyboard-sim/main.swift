import Foundation

// keyboard-sim: run keyboard-avoidance scenarios in the headless UIKit world and draw them.
// See `swift run keyboard-sim --help`.

do {
  let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
  switch options.command {
  case .help:
    print(Options.help)
  case .listDevices:
    Commands.listDevices()
  case .matrix(let full):
    exit(Commands.matrix(full: full, outputDirectory: options.outputDirectory))
  case .storyboard:
    exit(try Commands.storyboard(options))
  }
} catch {
  printError(error.description)
  exit(2)
}

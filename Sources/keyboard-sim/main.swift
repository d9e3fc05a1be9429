import Foundation

// keyboard-sim: run keyboard-avoidance scenarios in the headless UIKit world and draw them.
// See `swift run keyboard-sim --help`.

exit(Commands.run(Array(CommandLine.arguments.dropFirst())))

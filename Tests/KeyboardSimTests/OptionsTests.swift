import Foundation
import Testing

@testable import keyboard_sim

@Suite("keyboard-sim options")
struct OptionsTests {
  @Test("No arguments run the demo")
  func demo() throws {
    let options = try Options.parse([])
    #expect(options.command == .storyboard)
    #expect(!options.customized)
    #expect(options.outputDirectory == "keyboard-sim-report")
  }

  @Test("Every setting is read, with a space or an equals sign")
  func settings() throws {
    let options = try Options.parse([
      "--device", "ipad-10", "--orientation=landscape", "--keyboard", "split", "--container",
      "tableView", "--presentation", "formSheet", "--mode=automatic", "--pinned-bar", "--out", "x",
    ])
    #expect(options.device == .iPad10)
    #expect(options.orientation == .landscape)
    #expect(options.keyboard == .split)
    #expect(options.container == .tableView)
    #expect(options.presentation == .formSheet)
    #expect(options.mode == .automatic)
    #expect(options.pinnedBar)
    #expect(options.outputDirectory == "x")
    #expect(options.customized)
  }

  @Test("Matrix, full matrix, device list and help")
  func commands() throws {
    let matrix = try Options.parse(["--matrix"])
    #expect(matrix.command == .matrix && !matrix.fullMatrix)
    for arguments in [["--matrix", "--full"], ["--full", "--matrix"]] {
      let full = try Options.parse(arguments)
      #expect(full.command == .matrix && full.fullMatrix)
    }
    #expect(try Options.parse(["--list-devices"]).command == .listDevices)
    #expect(try Options.parse(["-h"]).command == .help)
  }

  /// Arguments with a mistake, and the word the message must name.
  static let usageMistakes: [(arguments: [String], names: String)] = [
    (["--bogus"], "'--bogus'"), (["--device", "iphone-99"], "'iphone-99'"),
    (["--device"], "--device needs a value"), (["--orientation", "sideways"], "'sideways'"),
    (["--keyboard", "--matrix"], "--keyboard needs a value"),
    (["--container", "stackView"], "'stackView'"), (["--full"], "--full goes with --matrix"),
    (["--out"], "--out needs a value"), (["--device", "IPHONE-15"], "'IPHONE-15'"),
    (["--matrix=yes"], "--matrix takes no value"), (["--steps", "0"], "'0'"),
    (["--steps", "1,x"], "'1,x'"), (["extra"], "'extra'"),
  ]

  @Test("Mistakes give one line that names the problem", arguments: usageMistakes)
  func mistakes(_ mistake: (arguments: [String], names: String)) {
    #expect(throws: UsageError.self) { try Options.parse(mistake.arguments) }
    do {
      _ = try Options.parse(mistake.arguments)
    } catch {
      #expect(!error.description.contains("\n"))
      #expect(error.description.contains(mistake.names), "\(error.description)")
    }
  }

  @Test("Mistakes end the program with exit status 2", arguments: usageMistakes)
  func mistakesExitWithTwo(_ mistake: (arguments: [String], names: String)) {
    #expect(Commands.run(mistake.arguments) == 2)
  }

  @Test("A form file that cannot be read is a usage error, and nothing runs")
  func unreadableForm() {
    #expect(Commands.run(["--form", "no-such-directory/form.json"]) == 2)
  }

  @Test("Steps are read as a set of numbers")
  func steps() throws {
    #expect(try Options.parse(["--steps", "1, 4,9,4"]).steps == [1, 4, 9])
    #expect(try Options.parse([]).steps == nil)
  }

  @Test("Settings that do not exist together are refused")
  func invalidCombinations() throws {
    let floatingPhone = try Options.parse(["--keyboard", "floating"])
    #expect(throws: UsageError(description: "the floating keyboard needs an iPad")) {
      try floatingPhone.validatedSetup(form: nil)
    }
    let plainSubclass = try Options.parse(["--container", "plainView", "--mode", "subclass"])
    #expect(throws: UsageError(description: "the subclass mode does not exist for a plainView")) {
      try plainSubclass.validatedSetup(form: nil)
    }
    let stageOnPhone = try Options.parse(["--presentation", "stageManager"])
    #expect(throws: UsageError(description: "the stageManager presentation needs an iPad")) {
      try stageOnPhone.validatedSetup(form: nil)
    }
  }
}

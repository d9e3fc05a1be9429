import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// Lists as they are on a device (§11.3): cells only for visible rows, reused per kind, rows of
/// several kinds in one section, self-sizing rows estimated until laid out. Previous and Next
/// read each row's fields from that row and reach every enabled field both ways.
@Suite("Lists on a device: mixed rows, reuse, self-sizing")
struct ListNavigationTests {
  struct ListCase: Sendable, CustomTestStringConvertible {
    var container: ContainerKind
    var compositional = false
    var selfSizing = false
    var keepsRowsInPlace = true
    var testDescription: String {
      "\(container)\(compositional ? " (list layout)" : "")\(selfSizing ? ", self-sizing" : "")"
        + (keepsRowsInPlace ? "" : ", rows above not kept in place")
    }
  }

  static let cases: [ListCase] =
    [ContainerKind.tableView, .collectionView, .tableViewController]
    .flatMap { container in
      [false, true].flatMap { selfSizing in
        (container == .collectionView ? [false, true] : [false]).map {
          ListCase(
            container: container, compositional: $0, selfSizing: selfSizing,
            keepsRowsInPlace: !selfSizing || container != .tableView)
        }
      }
    } + [ListCase(container: .tableView, selfSizing: true, keepsRowsInPlace: false)]

  static func setup(_ list: ListCase, form: FormDescription, device: Device = .iPhoneSE3)
    -> ScenarioSetup
  {
    var setup = ScenarioSetup(device: device, container: list.container, form: form)
    setup.listLayout = list.compositional
    setup.selfSizingRows = list.selfSizing
    setup.listKeepsVisibleRowsInPlace = list.keepsRowsInPlace
    return setup
  }

  @Test(
    "Next then Previous through a mixed list reach every enabled field the oracle names",
    arguments: cases)
  func mixedRowsBothWays(_ list: ListCase) {
    let form = FormDescription.mixedList(sections: 3, rowsPerSection: 10)
    let result = ScenarioRunner().run(Scenario.focusingEveryField(Self.setup(list, form: form)))
    ScenarioTests.expectPassed(result)
    let navigation = result.steps.compactMap { step in
      step.checks.first { $0.name == "navigation order" }
    }
    let oracle = FormNavigationOracle(form: form)
    // Every Next and every Previous but the taps that start a group is checked.
    #expect(navigation.count >= 2 * (oracle.inputIDs.count - 1) - 2)
    #expect(navigation.allSatisfy { $0.passed })
  }

  @Test("Two fields of one row, a text view row and a toggle row: slots come from each row")
  func slotsOfEachRow() throws {
    let form = FormDescription.mixedList(sections: 1, rowsPerSection: 5)
    let stage = Stage(Self.setup(ListCase(container: .tableView), form: form))
    #expect(stage.focus(itemID: "s0-r1"))
    #expect(stage.focusNext())
    #expect(stage.focusedItem?.id == "s0-r2-city")
    #expect(stage.focusNext())
    #expect(stage.focusedItem?.id == "s0-r2-zip")
    #expect(stage.focusNext())
    #expect(stage.focusedItem?.id == "s0-r3")  // the text view row
    #expect(stage.focusPrevious())
    #expect(stage.focusedItem?.id == "s0-r2-zip")
    #expect(stage.focus(itemID: "s0-r1"))
    #expect(!stage.focusPrevious())  // a toggle row before it has no field
  }

  @Test("Return in a filter field over 2,000 result rows configures a bounded number of cells")
  func filterOverManyRows() throws {
    // Review N6: one field, then 2,000 plain rows.
    let rows =
      [FormRow(FormItem(.textField, id: "filter"))]
      + (0..<2_000).map { FormRow(FormItem(.toggle, id: "result-\($0)")) }
    let form = FormDescription(name: "Filter", rows: rows)
    let stage = Stage(Self.setup(ListCase(container: .tableView), form: form))
    #expect(stage.focus(itemID: "filter"))
    let list = try #require(stage.list)
    let before = list.cellConfigurations
    #expect(stage.pressReturn())
    #expect(list.cellConfigurations - before <= 400, "not every row of the list (2,000)")
    #expect(stage.focusedItem == nil, "no field found cheaply: Return ended editing")
  }

  @Test("Row counts are read when a press needs them, not when a field begins editing")
  func rowCountsReadAtPressTime() {
    let stage = Stage(
      Self.setup(ListCase(container: .tableView), form: .mixedList(sections: 2)))
    #expect(stage.focus(itemID: "s0-r1"))
    #expect(stage.navigator.rowCountReads == 0)
    #expect(stage.focusNext())
    #expect(stage.navigator.rowCountReads == 1)
  }

  @Test(
    "A field the app focuses as its row appears: no cell read while the list prepares them (N18)",
    arguments: [ContainerKind.tableView, .collectionView, .tableViewController])
  func focusWhileCellsArePrepared(_ container: ContainerKind) throws {
    var setup = Self.setup(ListCase(container: container), form: .table(rows: 40))
    setup.navigation = FieldNavigationOptions(managesReturnKey: true, showsToolbar: true)
    let stage = Stage(setup)
    let list = try #require(stage.list)
    var armed = true
    // The app focuses row 20's field as its cell is displayed (`willDisplay`), as forms that
    // open on their first empty field do.
    list.willDisplay = { cell, path in
      guard armed, path == WorldIndexPath(item: 20, section: 0),
        let field = cell.subviews.compactMap({ $0 as? WorldTextField }).first
      else { return }
      armed = false
      stage.world.focus(field)
    }
    stage.world.beginTurn()
    list.userScroll(by: list.rectForItem(20).minY - list.contentOffset.y)
    stage.world.layoutPass()
    let focused = try #require(stage.world.focusedInput as? WorldTextField)
    #expect(list.cellReadsWhilePreparing == 0, "UIKit raises on each of these")
    stage.world.endTurn()
    // Once the list is done, navigation has read its rows: a field follows, so Next.
    #expect(focused.editing.returnKey == .next)
    #expect(focused.editing.accessory == .navigationToolbar)
  }

  @Test(
    "A 10,000-row self-sizing table: Next into rows without cells focuses the measured field",
    arguments: [true, false])
  func tenThousandRows(_ keepsRowsInPlace: Bool) throws {
    let list = ListCase(container: .tableView, selfSizing: true, keepsRowsInPlace: keepsRowsInPlace)
    let setup = Self.setup(list, form: .mixedList(sections: 100, rowsPerSection: 100))
    let stage = Stage(setup)
    let table = try #require(stage.list)
    #expect(table.itemCount == 10_000)
    #expect(table.visibleCells.count < 30)
    #expect(stage.focus(itemID: "s99-r91"))
    for _ in 0..<9 { #expect(stage.focusNext()) }
    let focused = try #require(stage.world.focusedInput)
    let cell = try #require(table.visibleCells.first { focused.isDescendant(of: $0.value) })
    // The focused row was laid out: its rect is its real height, and the field sits in it.
    #expect(table.isMeasured(cell.key))
    #expect(cell.value.frame == table.rectForRow(at: cell.key))
    #expect(stage.focusedItem?.id == FormNavigationOracle(form: setup.form).inputIDs.last)
    #expect(!stage.focusNext())
    let result = ScenarioRunner().run(Scenario.sampling(setup))
    ScenarioTests.expectPassed(result)
  }

  @Test("Cells are reused per kind: a reused cell holds the fields of the row it shows now")
  func reusePerKind() throws {
    let stage = Stage(
      Self.setup(
        ListCase(container: .tableView, selfSizing: true), form: .mixedList(sections: 4)))
    let table = try #require(stage.list)
    for _ in 0..<30 {
      table.userScroll(by: 90)
      stage.world.layoutPass()
      for (path, cell) in table.visibleCells {
        let row = try #require(stage.listForm?.row(at: path))
        #expect(cell.kind == row.kind, "\(path)")
        #expect(cell.inputs.count == row.inputs.count)
      }
    }
    #expect(table.cellsCreated < 40)
  }

  @Test("Self-sizing rows change the content size as the user scrolls")
  func selfSizingContentSize() throws {
    let stage = Stage(
      Self.setup(
        ListCase(container: .tableView, selfSizing: true), form: .mixedList(sections: 4)))
    let table = try #require(stage.list)
    let before = table.contentSize.height
    table.userScroll(by: 400)
    stage.world.layoutPass()
    #expect(table.contentSize.height != before)
  }
}

extension ListNavigationTests {
  @Test(
    "Self-sizing rows measured under the user's finger never move content; letting go does",
    arguments: [true, false])
  func noScrollUnderFinger(_ keepsRowsInPlace: Bool) {
    let list = ListCase(container: .tableView, selfSizing: true, keepsRowsInPlace: keepsRowsInPlace)
    let setup = Self.setup(list, form: .mixedList(sections: 20, rowsPerSection: 10))
    let scenario = Scenario(
      name: "drag over self-sizing rows", setup: setup,
      steps: [
        .focus("s14-r1"), .userScroll(-600), .userScroll(-600), .userScroll(-600), .hideKeyboard,
      ])
    let result = ScenarioRunner().run(scenario)
    ScenarioTests.expectPassed(result)
    let checks = result.steps.compactMap { step in
      step.checks.first { $0.name == "no scroll under the user's finger" }
    }
    #expect(checks.count == 3)
    #expect(checks.allSatisfy { $0.passed })
  }

  @Test(
    "Letting go after rows were measured under the finger leaves content there; typing shows it")
  func letGoKeepsUserScroll() throws {
    let list = ListCase(container: .tableView, selfSizing: true)
    let stage = Stage(Self.setup(list, form: .mixedList(sections: 20, rowsPerSection: 10)))
    let table = try #require(stage.list)
    // The app brings the row in at once, so the rows above it are still unmeasured when the
    // user drags back over them (a list's move frame by frame lays out every row it passes).
    table.scrollToRow(at: WorldIndexPath(item: 1, section: 14))
    stage.world.advance(by: 0.1)
    #expect(stage.focus(itemID: "s14-r1"))
    stage.world.advance(by: 1)
    let field = try #require(stage.world.focusedInput)
    let writes = table.avoidanceOffsetWriteCount
    table.userDrag(by: -600)
    stage.world.advance(by: 1)
    // The user's scroll is theirs (§10.5): no scroll under the finger, none at the let-go.
    #expect(table.offsetWritesUnderFinger == 0)
    #expect(table.avoidanceOffsetWriteCount == writes)
    // A keystroke tells the engine to show the field again.
    stage.world.postTextChange()
    stage.world.advance(by: 1)
    let rect = table.convert(field.bounds, from: field)
    let keyboardTop = table.convert(stage.world.keyboard.frame, from: nil).minY
    #expect(rect.maxY <= keyboardTop + 0.5)
    #expect(rect.minY >= table.contentOffset.y - 0.5)
  }
}

extension ListNavigationTests {
  @Test(
    "Editing that ends before the hide leaves content where it is when offsets are not restored",
    arguments: [false, true])
  func endEditingKeepsContent(_ selfSizing: Bool) {
    var setup = Self.setup(
      ListCase(container: .collectionView, compositional: true, selfSizing: selfSizing),
      form: .mixedList(sections: 4, rowsPerSection: 10), device: .iPadPro13)
    setup.orientation = .landscape
    setup.configuration.restoresContentOffset = false
    let scenario = Scenario(
      name: "focus far, hide", setup: setup,
      steps: [.next, .focus("s3-r7-zip"), .hideKeyboard])
    ScenarioTests.expectPassed(ScenarioRunner().run(scenario))
    // Editing ending on its own (no field focused any more) moves nothing before the hide.
    let stage = Stage(setup)
    #expect(stage.focusNext())
    stage.world.advance(by: 1)
    #expect(stage.focus(itemID: "s3-r7-zip"))
    stage.world.advance(by: 1)
    let before = stage.container.bounds.origin.y
    stage.world.endEditing(hidingKeyboard: false)
    stage.world.layoutPass()
    #expect(stage.container.bounds.origin.y == before)
  }
}

extension ListNavigationTests {
  /// Found by the fuzzer: after a split keyboard, a table controller's inset is negative, so the
  /// list takes rows below its bounds for visible and `scrollToRow(.none)` moves nothing.
  @Test("Previous never passes over a row the least scroll cannot bring in")
  func rowBehindNegativeInset() {
    let setup = ScenarioSetup(
      device: .iPad10, orientation: .landscape, container: .tableViewController,
      form: .table(rows: 40, disabled: Set((0..<40).filter { $0 % 3 == 0 })))
    let scenario = Scenario(
      name: "previous after a split keyboard", setup: setup,
      steps: [
        .focus("row-1"), .setAppInset(AvoidanceInsets(top: 11.6, bottom: 10.6)), .focus("row-17"),
        .keyboardMode(.split), .previous,
      ])
    ScenarioTests.expectPassed(ScenarioRunner().run(scenario))
  }
}

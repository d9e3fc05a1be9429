/// The navigation invariant: Previous and Next reach the input the form's author expects.
extension InvariantChecker {
  /// The navigation check's name.
  static let navigationOrderName = "navigation order"

  /// After Previous or Next from a focused input, the focus is on the input
  /// `FormNavigationOracle` names — or, at either end of a group, still where it was.
  func navigationCheck() -> InvariantCheck? {
    let direction: NavigationDirection
    switch currentStep {
    case .next: direction = .next
    case .previous: direction = .previous
    default: return nil
    }
    guard let before = focusedBefore else { return nil }
    // A row no offset the list allows gives a cell cannot take focus (§10.13): an app's
    // negative inset hides the list's end or start, and UIKit does not scroll past its range
    // (§3.4). Skipped as a disabled row is — judged by the range before the step and after.
    var expected = before
    var candidate = navigationOracle.target(direction, from: before)
    while let id = candidate {
      if listRowIsReachable(id) {
        expected = id
        break
      }
      candidate = navigationOracle.target(direction, from: id)
    }
    let focused = stage.focusedItem?.id
    return InvariantCheck(
      name: Self.navigationOrderName, passed: focused == expected,
      detail: "from \(before): \(focused ?? "nothing") focused, \(expected) expected")
  }

  /// Whether the row of the input `id` has a cell (the focused field's row keeps its cell
  /// wherever it is) or some offset in the list's range — when the step began or now — puts it
  /// in the band the list makes cells for (its bounds and cell margin); `true` outside lists.
  func listRowIsReachable(_ id: String) -> Bool {
    guard let list = stage.list, let location = stage.listForm?.location(of: id) else {
      return true
    }
    if list.cellForRow(at: location.path) != nil { return true }
    let row = list.rectForRow(at: location.path)
    guard !row.isNull else { return true }
    let margin = list.cellMargin
    let height = list.bounds.height
    return [listRangeBefore, list.verticalOffsetRange].contains { range in
      guard let range else { return false }
      return row.maxY > range.lowerBound - margin && row.minY < range.upperBound + height + margin
    }
  }

  /// Return in a text field whose delegate handles it (`textFieldShouldReturn(_:)`, an "add
  /// item" or chat field) is the app's: the field keeps editing and the keyboard stays up —
  /// navigation takes no such field over (review N5). Not in SwiftUI, whose fields have no
  /// delegate of the app's.
  func appReturnCheck() -> InvariantCheck? {
    guard case .pressReturn = currentStep, let before = focusedBefore,
      stage.setup.fieldsHandlingReturn.contains(before),
      stage.setup.container != .swiftUIScrollView
    else { return nil }
    let focused = stage.focusedItem?.id
    return InvariantCheck(
      name: "Return left to the app", passed: focused == before && world.keyboard.isShown,
      detail: "from \(before): \(focused ?? "nothing") focused, keyboard "
        + (world.keyboard.isShown ? "up" : "down"))
  }

  /// UIKit raises when a list's cells are read while it prepares them (an app focusing a field
  /// from `cellForRowAt` or `willDisplay`, §11.3): any such read fails the step it happened in
  /// and every later one.
  func cellPreparationCheck() -> InvariantCheck? {
    if let rows = stage.list?.rowReadsOutOfRange, rows > 0 {
      // UIKit raises for a row the list does not have, too (§11.3).
      return InvariantCheck(
        name: "no read of a row the list does not have", passed: false,
        detail: "\(rows) reads of a row's rect past the list's rows")
    }
    guard let reads = stage.list?.cellReadsWhilePreparing, reads > 0 else { return nil }
    return InvariantCheck(
      name: "no cell read while the list prepares its cells", passed: false,
      detail: "\(reads) reads of the list's cells inside its own cell callbacks")
  }
}

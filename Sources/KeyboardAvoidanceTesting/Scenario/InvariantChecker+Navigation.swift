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
    let expected = navigationOracle.target(direction, from: before) ?? before
    let focused = stage.focusedItem?.id
    return InvariantCheck(
      name: Self.navigationOrderName, passed: focused == expected,
      detail: "from \(before): \(focused ?? "nothing") focused, \(expected) expected")
  }
}

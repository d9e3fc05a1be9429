/// What the author of a form expects Previous and Next to do, read from the form's description
/// alone: rows top to bottom, the columns of a row leading to trailing as declared (on the
/// right first in a right-to-left form, where the layout mirrors them), only enabled, shown
/// text inputs, and never out of a field's group.
///
/// It does not ask the engine's `FieldOrder`, which orders by the laid-out frames; the
/// invariant checker holds every Previous and Next to this oracle, so a field the engine skips
/// or puts out of place fails a check.
///
/// ```swift
/// let oracle = FormNavigationOracle(form: .signUp)
/// oracle.target(.next, from: "first")  // "last"
/// ```
package struct FormNavigationOracle: Sendable {
  /// The identifiers of the inputs that can take focus, in reading order.
  package let inputIDs: [String]
  private let groups: [String: String]

  /// Reads the expected order of `form`. With `textViewsUnderFields` — a list's cells, which put
  /// a row's text view under its fields — a row's text view comes after its fields, as the
  /// screen shows them.
  package init(form: FormDescription, textViewsUnderFields: Bool = false) {
    var ids: [String] = []
    var groups: [String: String] = [:]
    for row in form.rows {
      var inputs = row.items.filter { $0.isTextInput && $0.isEnabled && !$0.isHidden }
      if textViewsUnderFields {
        inputs = inputs.filter { $0.kind == .textField } + inputs.filter { $0.kind == .textView }
      }
      for item in inputs {
        ids.append(item.id)
        if let group = item.group { groups[item.id] = group }
      }
    }
    inputIDs = ids
    self.groups = groups
  }

  /// The expected order of `setup`'s form in its container: in a list, as its cells lay a row
  /// out (``WorldCell``: a text view under the fields).
  package init(setup: ScenarioSetup) {
    self.init(form: setup.form, textViewsUnderFields: setup.container.isList)
  }

  /// The input Previous or Next reaches from the input `id`: the nearest one in that direction
  /// in the same group; `nil` at either end of the group.
  package func target(_ direction: NavigationDirection, from id: String) -> String? {
    guard let index = inputIDs.firstIndex(of: id) else { return nil }
    let group = groups[id]
    let candidates =
      direction == .next
      ? Array(inputIDs[(index + 1)...]) : Array(inputIDs[..<index].reversed())
    return candidates.first { groups[$0] == group }
  }

  /// How a user reaches every input: the first by tapping, each later one with Next where Next
  /// leads to it, by tapping where it does not (the first field of another group).
  package var stepsFocusingEveryInput: [(id: String, step: ScenarioStep)] {
    var steps: [(id: String, step: ScenarioStep)] = []
    var previous: String?
    for id in inputIDs {
      let byNext = previous.map { target(.next, from: $0) == id } ?? false
      steps.append((id, byNext ? .next : .focus(id)))
      previous = id
    }
    return steps
  }
}

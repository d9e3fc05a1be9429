import Testing

@testable import KeyboardAvoidanceCore

@Suite("Keyboard tracker placement: never where code reads a window's root view or adds overlays")
struct KeyboardTrackerPlacementTests {
  struct Case: Sendable, CustomStringConvertible {
    let description: String
    let tracker: Int?
    let count: Int
    let rootView: Int?
    let expected: KeyboardTrackerPlacement.Move
  }

  static let cases: [Case] = [
    Case(description: "an empty window", tracker: nil, count: 0, rootView: nil, expected: .add),
    Case(description: "alone", tracker: 0, count: 1, rootView: nil, expected: .stay),
    Case(
      description: "above the root view, not first", tracker: nil, count: 1, rootView: 0,
      expected: .insert(above: 0)),
    Case(
      description: "above the root view, not last, with a presentation's views over it",
      tracker: nil, count: 2, rootView: 0, expected: .insert(above: 0)),
    Case(
      description: "already right above the root view", tracker: 1, count: 3, rootView: 0,
      expected: .stay),
    Case(
      description: "last after views were added under it", tracker: 2, count: 3, rootView: 0,
      expected: .insert(above: 0)),
    Case(
      description: "first after a new root view controller's view came last", tracker: 0,
      count: 2, rootView: 1, expected: .insert(above: 1)),
    Case(
      description: "the root view not the window's first subview", tracker: nil, count: 2,
      rootView: 1, expected: .insert(above: 1)),
    Case(
      description: "no root view among the subviews: above the first", tracker: nil, count: 2,
      rootView: nil, expected: .insert(above: 0)),
  ]

  @Test("Right above the root view, placed again when views come around it", arguments: cases)
  func placement(_ placement: Case) {
    #expect(
      KeyboardTrackerPlacement.move(
        tracker: placement.tracker, count: placement.count, rootView: placement.rootView)
        == placement.expected)
  }

  @Test("From anywhere, one move puts it right above the root view, where it then stays")
  func settles() {
    for count in 2...5 {
      for root in 0..<count {
        for tracker in 0..<count where tracker != root {
          var order = Array(0..<count)
          switch KeyboardTrackerPlacement.move(tracker: tracker, count: count, rootView: root) {
          case .stay, .add: break
          case .insert(let above):
            order.removeAll { $0 == tracker }
            order.insert(tracker, at: (order.firstIndex(of: above) ?? 0) + 1)
          }
          let index = order.firstIndex(of: tracker) ?? 0
          #expect(index > 0)
          #expect(order[index - 1] == root)
          let rootIndex = order.firstIndex(of: root)
          #expect(
            KeyboardTrackerPlacement.move(tracker: index, count: count, rootView: rootIndex)
              == .stay)
        }
      }
    }
  }
}

import Foundation
import KeyboardAvoidanceCore

/// Previous/Next lookups against a cached `FieldOrder`, the cost of building the order, and a
/// baseline that walks the view tree and sorts on every press, as existing libraries do.
enum NavigationBenchmarks {
  static let sizes = [100, 1_000, 10_000]

  static var all: [Benchmark] {
    sizes.flatMap { size in
      [lookup(size), unknownField(size), rebuild(size), baseline(size)]
    }
  }

  /// A form of `count` fields in two columns, in a tree: sections of rows of fields.
  static func tree(_ count: Int) -> Node {
    let root = Node(frame: CGRect(x: 0, y: 0, width: 393, height: 0))
    var made = 0
    var sectionIndex = 0
    while made < count {
      let section = Node(
        frame: CGRect(x: 0, y: CGFloat(sectionIndex) * 1200, width: 393, height: 1200))
      root.add(section)
      for rowIndex in 0..<10 where made < count {
        let row = Node(frame: CGRect(x: 0, y: CGFloat(rowIndex) * 60 + 12, width: 393, height: 56))
        section.add(row)
        for column in 0..<2 where made < count {
          let field = Node(
            frame: CGRect(x: 16 + CGFloat(column) * 186, y: 6, width: 170, height: 44),
            isField: true)
          row.add(field)
          made += 1
        }
      }
      sectionIndex += 1
    }
    return root
  }

  /// The fields of a tree, addressed as list rows are — the identities the navigators use.
  static func fields(of root: Node) -> [NavigableField<FieldAddress>] {
    root.fieldsInRoot().enumerated().map {
      NavigableField(id: address($0.offset), frame: $0.element)
    }
  }

  static func address(_ index: Int) -> FieldAddress {
    .cell(section: 0, item: index, slot: 0)
  }

  static func lookup(_ size: Int) -> Benchmark {
    Benchmark(
      "next/previous, cached order, \(size) fields",
      targetNanoseconds: size == 10_000 ? 2_000 : nil, targetAllocations: 0
    ) {
      let order = FieldOrder(fields: fields(of: tree(size)))
      var current = 0
      return {
        current = (current &+ 7919) % size
        blackHole(order.next(after: address(current)))
        blackHole(order.previous(before: address(current)))
      }
    }
  }

  static func unknownField(_ size: Int) -> Benchmark {
    Benchmark("next for a field not in the order, \(size) fields") {
      let fields = fields(of: tree(size))
      let order = FieldOrder(fields: fields)
      var index = 0
      return {
        index = (index &+ 7919) % size
        let frame = fields[index].frame.offsetBy(dx: 1, dy: 0)
        blackHole(order.next(afterFieldAt: frame))
      }
    }
  }

  static func rebuild(_ size: Int) -> Benchmark {
    Benchmark(
      "build the order, \(size) fields",
      targetNanoseconds: size == 10_000 ? 2_000_000 : nil,
      targetAllocations: Double(2 * size)
    ) {
      let fields = fields(of: tree(size))
      return { blackHole(FieldOrder(fields: fields)) }
    }
  }

  static func baseline(_ size: Int) -> Benchmark {
    Benchmark("baseline: walk + sort per press, \(size) fields") {
      let root = tree(size)
      var press = 0
      return {
        press = (press &+ 7919) % size
        blackHole(root.naiveNext(after: press))
      }
    }
  }
}

/// A node of a synthetic view tree: frames relative to the parent, as UIKit's are.
final class Node {
  let frame: CGRect
  let isField: Bool
  private(set) weak var parent: Node?
  private(set) var children: [Node] = []

  init(frame: CGRect, isField: Bool = false) {
    self.frame = frame
    self.isField = isField
  }

  func add(_ child: Node) {
    children.append(child)
    child.parent = self
  }

  /// The frame converted to the root, walking up the parents (`convert(_:to:)`).
  var frameInRoot: CGRect {
    var rect = frame
    var node = parent
    while let current = node {
      rect = rect.offsetBy(dx: current.frame.minX, dy: current.frame.minY)
      node = current.parent
    }
    return rect
  }

  func collectFields(into result: inout [Node]) {
    if isField { result.append(self) }
    for child in children { child.collectFields(into: &result) }
  }

  func fieldsInRoot() -> [CGRect] {
    var nodes: [Node] = []
    collectFields(into: &nodes)
    return nodes.map(\.frameInRoot)
  }

  /// What a library without a cache does on every press: walk the tree, sort the fields by
  /// position converting frames in every comparison, find the current one, take the next.
  func naiveNext(after index: Int) -> Int? {
    var nodes: [Node] = []
    collectFields(into: &nodes)
    guard nodes.indices.contains(index) else { return nil }
    let current = nodes[index]
    let sorted = nodes.sorted { a, b in
      let ra = a.frameInRoot
      let rb = b.frameInRoot
      return ra.minY != rb.minY ? ra.minY < rb.minY : ra.minX < rb.minX
    }
    guard let position = sorted.firstIndex(where: { $0 === current }),
      position + 1 < sorted.count
    else { return nil }
    return position + 1
  }
}

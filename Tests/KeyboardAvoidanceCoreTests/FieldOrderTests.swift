import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Field order")
struct FieldOrderTests {
  static func field(
    _ id: String, _ x: CGFloat, _ y: CGFloat, width: CGFloat = 150, height: CGFloat = 44,
    group: String? = nil, navigable: Bool = true
  ) -> NavigableField<String> {
    NavigableField(
      id: id, frame: CGRect(x: x, y: y, width: width, height: height), group: group,
      isNavigable: navigable)
  }

  struct Layout: Sendable, CustomStringConvertible {
    let description: String
    let fields: [NavigableField<String>]
    let direction: LayoutDirection
    let expected: [String]
  }

  static let layouts: [Layout] = [
    Layout(
      description: "one column, declared out of order",
      fields: [field("c", 16, 200), field("a", 16, 40), field("b", 16, 120)],
      direction: .leftToRight, expected: ["a", "b", "c"]),
    Layout(
      description: "two columns read row by row",
      fields: [
        field("first", 16, 40), field("last", 200, 40), field("street", 16, 100, width: 330),
        field("zip", 16, 160), field("city", 200, 162),
      ], direction: .leftToRight, expected: ["first", "last", "street", "zip", "city"]),
    Layout(
      description: "right-to-left mirrors each row",
      fields: [
        field("first", 200, 40), field("last", 16, 40), field("zip", 200, 100),
        field("city", 16, 100),
      ], direction: .rightToLeft, expected: ["first", "last", "zip", "city"]),
    Layout(
      description: "slightly misaligned baselines stay one row",
      fields: [field("b", 200, 48), field("a", 16, 40)], direction: .leftToRight,
      expected: ["a", "b"]),
    Layout(
      description: "hidden, disabled, zero-size fields are skipped",
      fields: [
        field("a", 16, 40), field("hidden", 16, 100, navigable: false),
        field("zero", 16, 160, width: 0), field("d", 16, 220),
      ], direction: .leftToRight, expected: ["a", "d"]),
  ]

  @Test("Reading order", arguments: layouts)
  func readingOrder(_ layout: Layout) {
    let order = FieldOrder(fields: layout.fields, direction: layout.direction)
    #expect(order.orderedIDs == layout.expected)
    var walked: [String] = []
    var current = layout.expected.first
    while let id = current {
      walked.append(id)
      current = order.next(after: id)
    }
    #expect(walked == layout.expected)
    var back: [String] = []
    current = layout.expected.last
    while let id = current {
      back.append(id)
      current = order.previous(before: id)
    }
    #expect(back == layout.expected.reversed())
  }

  @Test("Navigation stays inside a group")
  func groups() {
    let order = FieldOrder(fields: [
      Self.field("a", 16, 40), Self.field("card1", 16, 100, group: "card"),
      Self.field("b", 16, 160), Self.field("card2", 16, 220, group: "card"),
    ])
    #expect(order.next(after: "a") == "b")
    #expect(order.next(after: "card1") == "card2")
    #expect(order.next(after: "card2") == nil)
    #expect(order.position(of: "card2") == FieldPosition(index: 1, count: 2))
    #expect(order.position(of: "b")?.returnKey == .done)
    #expect(order.position(of: "a")?.returnKey == .next)
  }

  @Test("An explicit order wins over geometry and skips unknown or disabled fields")
  func explicit() {
    let fields = [
      Self.field("a", 16, 40), Self.field("b", 16, 100), Self.field("c", 16, 160, navigable: false),
    ]
    let order = FieldOrder(explicit: ["b", "x", "c", "a", "b"], fields: fields)
    #expect(order.orderedIDs == ["b", "a"])
  }

  @Test("A field that left the order is placed by its frame")
  func unknownField() {
    let order = FieldOrder(fields: [
      Self.field("a", 16, 40), Self.field("b", 200, 40), Self.field("c", 16, 200),
    ])
    let between = CGRect(x: 16, y: 120, width: 150, height: 44)
    #expect(order.next(afterFieldAt: between) == "c")
    #expect(order.previous(beforeFieldAt: between) == "b")
    let sameRow = CGRect(x: 100, y: 40, width: 50, height: 44)
    #expect(order.next(afterFieldAt: sameRow) == "b")
    #expect(order.previous(beforeFieldAt: sameRow) == "a")
    #expect(order.next(afterFieldAt: CGRect(x: 0, y: 900, width: 10, height: 10)) == nil)
  }

  @Test("Table rows are addressed by index path, whether or not their cells exist")
  func addresses() {
    let fields = (0..<200).map { row in
      NavigableField(
        id: FieldAddress.cell(section: 0, item: row, slot: 0),
        frame: CGRect(x: 16, y: CGFloat(row) * 56 + 6, width: 361, height: 44))
    }
    let order = FieldOrder(fields: fields.shuffled())
    var current = FieldAddress.cell(section: 0, item: 0, slot: 0)
    var visited = 1
    while let next = order.next(after: current) {
      current = next
      visited += 1
    }
    #expect(visited == 200)
    #expect(current == .cell(section: 0, item: 199, slot: 0))
  }
}

extension FieldOrderTests {
  @Test("target: by identity, by frame for an unknown field, the ends with no focus")
  func target() {
    let order = FieldOrder(fields: [
      Self.field("a", 16, 40), Self.field("b", 16, 100), Self.field("c", 16, 160),
    ])
    #expect(order.target(.next, from: "a") == "b")
    #expect(order.target(.previous, from: "a") == nil)
    #expect(
      order.target(.next, from: "x", frame: CGRect(x: 16, y: 146, width: 10, height: 10)) == "c")
    #expect(
      order.target(.previous, from: "x", frame: CGRect(x: 16, y: 146, width: 10, height: 10)) == "b"
    )
    #expect(order.target(.next, from: nil) == "a")
    #expect(order.target(.previous, from: nil) == "c")
  }

  @Test("The cache builds once until invalidated")
  func cache() {
    var cache = FieldOrderCache<String>()
    var builds = 0
    for _ in 0..<5 {
      _ = cache.order {
        builds += 1
        return FieldOrder(fields: [Self.field("a", 0, 0)])
      }
    }
    #expect(builds == 1 && cache.buildCount == 1)
    cache.invalidate()
    _ = cache.order { FieldOrder(fields: []) }
    #expect(cache.buildCount == 2)
  }
}

extension FieldOrderTests {
  final class Field {
    let name: String
    var frame: CGRect
    var enabled = true
    var takesTouches = true
    var hidden = false
    weak var parent: Field?
    init(_ name: String, y: CGFloat) {
      self.name = name
      frame = CGRect(x: 16, y: y, width: 300, height: 44)
    }
  }

  /// A plain container of fields, read as a host reads it.
  final class Source: FieldNavigationSource {
    let root = Field("container", y: 0)
    var inputs: [Field] {
      didSet { for input in inputs { input.parent = root } }
    }
    var contentSize = CGSize(width: 320, height: 1000)
    var direction = LayoutDirection.leftToRight
    init(_ inputs: [Field]) {
      self.inputs = inputs
      for input in inputs { input.parent = root }
    }
    var container: Field? { root }
    func explicitFieldOrder() -> [Field]? { nil }
    func parent(of view: Field) -> Field? { view.parent }
    func visibility(of view: Field) -> (isHidden: Bool, alpha: CGFloat) { (view.hidden, 1) }
    func subviews(of view: Field) -> [Field] { view === root ? inputs : [] }
    func inputFacts(of input: Field)
      -> (isEnabled: Bool, isUserInteractionEnabled: Bool, isEditable: Bool)?
    {
      input === root ? nil : (input.enabled, input.takesTouches, true)
    }
    func rect(of view: Field, in ancestor: Field) -> CGRect {
      view === ancestor ? CGRect(origin: .zero, size: view.frame.size) : view.frame
    }
    func group(of input: Field) -> String? { nil }
    var isList: Bool { false }
    func listRowCounts() -> [Int]? { nil }
    func cell(at row: ListRow) -> Field? { nil }
    func visibleCells() -> [(row: ListRow, cell: Field)] { [] }
    func rowRect(_ row: ListRow) -> CGRect? { nil }
    func listViewport() -> (boundsHeight: CGFloat, range: ClosedRange<CGFloat>)? { nil }
    func scrollRow(_ row: ListRow, _ scroll: RowScroll) {}
    var contentOffset: CGPoint { .zero }
    func restoreContentOffset(_ offset: CGPoint) {}
  }

  @Test("A field inside a hidden view of its container is skipped by either host's navigator")
  func hiddenAncestor() {
    let a = Field("a", y: 0)
    let group = Field("group", y: 100)
    let b = Field("b", y: 100)
    let c = Field("c", y: 200)
    let source = Source([a, b, c])
    b.parent = group
    group.parent = source.root
    var state = FieldNavigationState()
    #expect(state.target(.next, from: a, in: source) === b)
    group.hidden = true
    state.invalidate()
    #expect(state.target(.next, from: a, in: source) === c)
    #expect(!source.isNavigable(b))
    source.root.hidden = true  // the container's own visibility is not navigation's business
    #expect(source.isNavigable(a))
    // A field that ignores touches (`isUserInteractionEnabled = false`) takes no focus either.
    a.takesTouches = false
    #expect(!source.isNavigable(a))
  }

  @Test("Previous and Next do nothing from a focused field that became hidden, as its toolbar says")
  func hiddenFocused() {
    let a = Field("a", y: 0)
    let b = Field("b", y: 100)
    let c = Field("c", y: 200)
    let source = Source([a, b, c])
    var state = FieldNavigationState()
    #expect(state.target(.next, from: b, in: source) === c)
    b.hidden = true
    state.invalidate()
    #expect(state.position(of: b, in: source) == nil)  // Previous and Next shown disabled
    #expect(state.target(.next, from: b, in: source) == nil)
    #expect(state.target(.previous, from: b, in: source) == nil)
    b.hidden = false
    b.enabled = false
    #expect(state.target(.next, from: b, in: source) == nil)
  }

  @Test(
    "Navigation state: cached, rebuilt on content changes and unknown fields, skips late refusals")
  func navigationState() {
    let a = Field("a", y: 0)
    let b = Field("b", y: 100)
    let c = Field("c", y: 200)
    let source = Source([a, b, c])
    var state = FieldNavigationState()
    #expect(state.target(.next, from: a, in: source) === b)
    #expect(state.target(.next, from: b, in: source) === c)
    #expect(state.buildCount == 1)
    b.enabled = false  // discovered only when resolved, like a disabled row scrolled in
    #expect(state.target(.next, from: a, in: source) === c)
    let d = Field("d", y: 300)
    source.inputs.append(d)
    #expect(state.target(.next, from: d, in: source) == nil)  // unknown: rebuilt, then last
    #expect(state.buildCount == 2)
    source.contentSize.height = 1200
    _ = state.target(.previous, from: d, in: source)
    #expect(state.buildCount == 3)
    #expect(state.position(of: a, in: source)?.hasNext == true)
  }
}

extension FieldOrderTests {
  struct Preparation: Sendable, CustomStringConvertible {
    let description: String
    let position: FieldPosition?
    let options: FieldNavigationOptions
    let field: FieldFacts
    let expected: FieldPreparation
  }

  static let middle = FieldPosition(index: 1, count: 3)
  static let last = FieldPosition(index: 2, count: 3)
  static let plain = FieldFacts(isTextField: true)
  static let managed = FieldFacts(isTextField: true, returnKey: .next, isReturnKeyManaged: true)
  static let preparations: [Preparation] = [
    Preparation(
      description: "a middle field gets Next", position: middle, options: .init(), field: plain,
      expected: FieldPreparation(returnKey: .next, toolbar: .leave)),
    Preparation(
      description: "the last field gets Done", position: last, options: .init(), field: managed,
      expected: FieldPreparation(returnKey: .done, toolbar: .leave)),
    Preparation(
      description: "a key the app chose is left alone", position: middle, options: .init(),
      field: FieldFacts(isTextField: true, returnKey: .other),
      expected: FieldPreparation(returnKey: nil, toolbar: .leave)),
    Preparation(
      description: "a text view keeps Return for new lines", position: middle, options: .init(),
      field: FieldFacts(isTextField: false),
      expected: FieldPreparation(returnKey: nil, toolbar: .leave)),
    Preparation(
      description: "return keys not managed", position: middle,
      options: .init(managesReturnKey: false), field: plain,
      expected: FieldPreparation(returnKey: nil, toolbar: .leave)),
    Preparation(
      description: "the toolbar is installed where there is no accessory", position: middle,
      options: .init(showsToolbar: true), field: plain,
      expected: FieldPreparation(returnKey: .next, toolbar: .install)),
    Preparation(
      description: "the app's own accessory stays", position: middle,
      options: .init(showsToolbar: true), field: FieldFacts(isTextField: true, accessory: .other),
      expected: FieldPreparation(returnKey: .next, toolbar: .leave)),
    Preparation(
      description: "an installed toolbar is updated", position: last,
      options: .init(showsToolbar: true),
      field: FieldFacts(
        isTextField: true, returnKey: .next, isReturnKeyManaged: true,
        accessory: .navigationToolbar),
      expected: FieldPreparation(returnKey: .done, toolbar: .update)),
    Preparation(
      description: "a field whose delegate handles Return keeps its key; the toolbar still comes",
      position: middle, options: .init(showsToolbar: true),
      field: FieldFacts(isTextField: true, delegateHandlesReturn: true),
      expected: FieldPreparation(returnKey: nil, toolbar: .install)),
  ]

  @Test("A managed field whose delegate handles Return now gets its key and Return back")
  func returnGivenBack() throws {
    var reused = Self.managed
    reused.delegateHandlesReturn = true
    reused.isFirstResponder = true
    let giveBack = try #require(FieldPreparation.returnGivenBack(reused))
    #expect(giveBack.removesReturnTarget && giveBack.resetsReturnKey)
    #expect(!giveBack.removesToolbar, "the toolbar's Previous/Next stay")
    #expect(giveBack.reloadsInputViews, "the keyboard shows the app's key again")
    #expect(FieldPreparation.returnGivenBack(Self.managed) == nil)
    var own = Self.plain
    own.delegateHandlesReturn = true
    #expect(FieldPreparation.returnGivenBack(own) == nil, "nothing of navigation's to give back")
  }

  @Test("Field preparation: return keys and the toolbar", arguments: preparations)
  func preparation(_ case: Preparation) {
    let decided = FieldPreparation.decide(
      position: `case`.position, options: `case`.options, field: `case`.field)
    #expect(decided.returnKey == `case`.expected.returnKey)
    #expect(decided.toolbar == `case`.expected.toolbar)
  }

  /// A field's facts, and what preparing it writes: the Return target, the key, a reload.
  struct PreparationWrite: Sendable, CustomStringConvertible {
    let description: String
    let field: FieldFacts
    let showsToolbar: Bool
    let installsReturnTarget: Bool
    let setsReturnKey: Bool
    let reloadsInputViews: Bool
  }

  static let preparationWrites: [PreparationWrite] = [
    PreparationWrite(
      description: "a new field: the target and Next, no reload off screen",
      field: FieldFacts(isTextField: true), showsToolbar: false,
      installsReturnTarget: true, setsReturnKey: true, reloadsInputViews: false),
    PreparationWrite(
      description: "the first responder's new key reaches the keyboard by a reload",
      field: FieldFacts(isTextField: true, isFirstResponder: true), showsToolbar: false,
      installsReturnTarget: true, setsReturnKey: true, reloadsInputViews: true),
    PreparationWrite(
      description: "a managed field with the same key: nothing written, no reload",
      field: FieldFacts(
        isTextField: true, returnKey: .next, isReturnKeyManaged: true, isFirstResponder: true),
      showsToolbar: false, installsReturnTarget: false, setsReturnKey: false,
      reloadsInputViews: false),
    PreparationWrite(
      description: "a toolbar installed on the first responder: a reload",
      field: FieldFacts(
        isTextField: true, returnKey: .next, isReturnKeyManaged: true, isFirstResponder: true),
      showsToolbar: true, installsReturnTarget: false, setsReturnKey: false,
      reloadsInputViews: true),
    PreparationWrite(
      description: "a text view's toolbar off screen: no reload, no key",
      field: FieldFacts(isTextField: false), showsToolbar: true,
      installsReturnTarget: false, setsReturnKey: false, reloadsInputViews: false),
  ]

  @Test(
    "Preparation writes the target once, a changed key, and reloads only the first responder",
    arguments: preparationWrites)
  func preparationWrites(_ row: PreparationWrite) {
    let decided = FieldPreparation.decide(
      position: Self.middle, options: .init(showsToolbar: row.showsToolbar), field: row.field)
    #expect(decided.installsReturnTarget == row.installsReturnTarget)
    #expect(decided.setsReturnKey == row.setsReturnKey)
    #expect(decided.reloadsInputViews == row.reloadsInputViews)
  }

  @Test("Undoing reloads the keyboard only when the first responder's key or toolbar changes")
  func undoReloads() {
    let prepared = FieldFacts(
      isTextField: true, returnKey: .next, isReturnKeyManaged: true,
      accessory: .navigationToolbar, isFirstResponder: true)
    #expect(FieldPreparation.undo(prepared).reloadsInputViews)
    var offScreen = prepared
    offScreen.isFirstResponder = false
    #expect(!FieldPreparation.undo(offScreen).reloadsInputViews)
    // The app set its own key and accessory since: nothing of navigation's shows, no reload.
    let appOwn = FieldFacts(
      isTextField: true, returnKey: .other, isReturnKeyManaged: true, accessory: .other,
      isFirstResponder: true)
    #expect(!FieldPreparation.undo(appOwn).reloadsInputViews)
  }

  @Test("UIKit's return key raw values and accessory views read as navigation's facts")
  func rawFieldFacts() {
    #expect(FieldFacts.ReturnKey(uiKitRawValue: 0) == .default)
    #expect(FieldFacts.ReturnKey(uiKitRawValue: 4) == .next)
    #expect(FieldFacts.ReturnKey(uiKitRawValue: 9) == .done)
    #expect(FieldFacts.ReturnKey(uiKitRawValue: 7) == .other)
    #expect(FieldFacts.Accessory(hasView: false, isNavigationToolbar: false) == .none)
    #expect(FieldFacts.Accessory(hasView: true, isNavigationToolbar: true) == .navigationToolbar)
    #expect(FieldFacts.Accessory(hasView: true, isNavigationToolbar: false) == .other)
  }

  @Test("Return: Next moves on, Done ends editing, an unmanaged key is the app's")
  func returnActions() {
    #expect(FieldPreparation.returnAction(Self.managed) == .move(.next))
    #expect(
      FieldPreparation.returnAction(
        FieldFacts(isTextField: true, returnKey: .done, isReturnKeyManaged: true)) == .endEditing)
    #expect(FieldPreparation.returnAction(Self.plain) == .notManaged)
    #expect(
      FieldPreparation.returnAction(
        FieldFacts(isTextField: false, returnKey: .next, isReturnKeyManaged: true)) == .notManaged)
  }
}

@Suite("Toolbar presentation")
struct ToolbarPresentationTests {
  @Test("The title is the placeholder, else the accessibility label, trimmed; else none")
  func title() {
    #expect(
      ToolbarPresentation.title(placeholder: " Email ", accessibilityLabel: "Mail") == "Email")
    #expect(
      ToolbarPresentation.title(placeholder: "  ", accessibilityLabel: "Card number")
        == "Card number")
    #expect(ToolbarPresentation.title(placeholder: nil, accessibilityLabel: nil) == nil)
    #expect(ToolbarPresentation.title(placeholder: "", accessibilityLabel: "\n") == nil)
  }

  @Test("The toolbar's items: Previous/Next, a space, the title and app items centered, Done")
  func slots() {
    typealias Slot = ToolbarPresentation.Slot
    #expect(
      ToolbarPresentation.slots(showsPreviousNext: true, title: nil, hasAppItems: false)
        == [.previous, .next, .flexibleSpace, .done])
    #expect(
      ToolbarPresentation.slots(showsPreviousNext: true, title: "Email", hasAppItems: true)
        == [.previous, .next, .flexibleSpace, .title("Email"), .appItems, .flexibleSpace, .done])
    #expect(
      ToolbarPresentation.slots(showsPreviousNext: false, title: nil, hasAppItems: true)
        == [.flexibleSpace, .appItems, .flexibleSpace, .done])
    #expect(
      ToolbarPresentation.slots(showsPreviousNext: true, title: "Email", hasAppItems: false)
        == [.previous, .next, .flexibleSpace, .title("Email"), .flexibleSpace, .done])
    #expect(
      ToolbarPresentation.title(shown: false, placeholder: "Email", accessibilityLabel: nil) == nil)
    #expect(
      ToolbarPresentation.title(shown: true, placeholder: "Email", accessibilityLabel: nil)
        == "Email")
  }

  @Test("Previous and Next are enabled by the field's position; off outside the order")
  func enabled() {
    let middle = ToolbarPresentation.enabled(for: FieldPosition(index: 1, count: 3))
    #expect(middle.previous && middle.next)
    let last = ToolbarPresentation.enabled(for: FieldPosition(index: 2, count: 3))
    #expect(last.previous && !last.next)
    let outside = ToolbarPresentation.enabled(for: nil)
    #expect(!outside.previous && !outside.next)
  }

  @Test("The toolbar follows the field's keyboard appearance")
  func style() {
    #expect(ToolbarPresentation.style(for: .dark) == .dark)
    #expect(ToolbarPresentation.style(for: .light) == .light)
    #expect(ToolbarPresentation.style(for: .default) == .system)
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

@Suite("Field navigation in the headless world")
struct NavigationTests {
  /// The titles of the focused fields after each step of a result.
  static func focusedTitles(_ result: ScenarioResult) -> [String] {
    result.steps.compactMap { step in step.observation.elements.first(where: \.isFocused)?.title }
  }

  @Test("Next through a 200-row table reaches every row in order, Previous comes back")
  func twoHundredRows() {
    let setup = ScenarioSetup(
      device: .iPhone15, container: .tableView, form: .table(rows: 200))
    let steps: [ScenarioStep] =
      [.focus("row-0")] + Array(repeating: .next, count: 199)
      + Array(repeating: .previous, count: 199) + [.hideKeyboard]
    let result = ScenarioRunner().run(Scenario(name: "200 rows", setup: setup, steps: steps))
    #expect(result.failures.isEmpty, "\(result.failures.prefix(5))")
    let titles = Self.focusedTitles(result)
    let down = (1...200).map { "Row \($0)" }
    let up = (1...199).reversed().map { "Row \($0)" }
    #expect(titles == down + up)
    // Every row was visible once focused: the invariant checker measured it at each step.
    let visible = result.steps.filter {
      $0.checks.contains { $0.name == "field visible" && $0.passed }
    }
    #expect(visible.count >= 398)
  }

  @Test("The order is built once and reused while the fields do not change")
  func cachedOrder() {
    let stage = Stage(
      ScenarioSetup(device: .iPhone15, container: .tableView, form: .table(rows: 200)))
    stage.focus(itemID: "row-0")
    for _ in 0..<120 {
      stage.focusNext()
      stage.world.advance(by: 0.3)
    }
    #expect(stage.focusedTitle == "Row 121")
    #expect(stage.navigator.buildCount <= 2)
  }

  @Test("Disabled rows are skipped, also those whose cells did not exist yet")
  func disabledRows() {
    let setup = ScenarioSetup(
      device: .iPhone15, container: .tableView, form: .table(rows: 40, disabled: [3, 4, 30]))
    let steps: [ScenarioStep] = [.focus("row-0")] + Array(repeating: .next, count: 36)
    let result = ScenarioRunner().run(Scenario(name: "disabled", setup: setup, steps: steps))
    #expect(result.failures.isEmpty)
    let titles = Self.focusedTitles(result)
    #expect(!titles.contains("Row 4") && !titles.contains("Row 5") && !titles.contains("Row 31"))
    #expect(titles.count == 37)
    #expect(titles.last == "Row 40")
  }

  static let mixed = FormDescription(
    name: "Mixed",
    rows: [
      FormRow(columns: [
        FormItem(.textField, id: "first", title: "First name"),
        FormItem(.textField, id: "last", title: "Last name"),
      ]),
      FormRow(FormItem(.textField, id: "hidden", title: "Hidden", isHidden: true)),
      FormRow(FormItem(.textField, id: "disabled", title: "Disabled", isEnabled: false)),
      FormRow(columns: [
        FormItem(.textField, id: "zip", title: "ZIP"),
        FormItem(.textField, id: "city", title: "City"),
        FormItem(.textField, id: "country", title: "Country"),
      ]),
      FormRow(FormItem(.textView, id: "notes", title: "Notes", lines: 2)),
    ])

  @Test("Two and three columns read row by row; hidden and disabled fields are skipped")
  func columns() {
    let result = ScenarioRunner().run(
      Scenario.focusingEveryField(
        ScenarioSetup(device: .iPhone15ProMax, container: .scrollView, form: Self.mixed)))
    #expect(result.failures.isEmpty)
    #expect(
      Self.focusedTitles(result) == ["First name", "Last name", "ZIP", "City", "Country", "Notes"])
  }

  @Test(
    "From a focused hidden field (a PIN field drawn by other views) Previous and Next do nothing",
    arguments: [ContainerKind.scrollView, .plainView])
  func hiddenFocused(container: ContainerKind) throws {
    let setup = ScenarioSetup(device: .iPhone15, container: container, form: Self.mixed)
    let stage = Stage(setup)
    #expect(stage.focus(itemID: "hidden"))
    let hidden = try #require(stage.world.focusedInput)
    #expect(stage.navigator.position(of: hidden) == nil)  // the toolbar's arrows are disabled
    #expect(!stage.focusNext() && !stage.focusPrevious())
    #expect(stage.world.focusedInput === hidden)
    let result = ScenarioRunner().run(
      Scenario(name: "hidden", setup: setup, steps: [.focus("hidden"), .next, .previous]))
    #expect(result.failures.isEmpty)
  }

  @Test("Right-to-left layouts read each row from the right")
  func rightToLeft() {
    var form = Self.mixed
    form.direction = .rightToLeft
    let result = ScenarioRunner().run(
      Scenario.focusingEveryField(
        ScenarioSetup(device: .iPhone15, container: .scrollView, form: form)))
    #expect(result.failures.isEmpty)
    #expect(
      Self.focusedTitles(result) == ["First name", "Last name", "ZIP", "City", "Country", "Notes"])
    let stage = Stage(ScenarioSetup(device: .iPhone15, container: .scrollView, form: form))
    let first = stage.stack?.itemViews["first"]?.frame.minX ?? 0
    let last = stage.stack?.itemViews["last"]?.frame.minX ?? 0
    #expect(first > last)  // mirrored columns, read leading (right) to trailing (left)
  }

  @Test("Navigation stays inside a group")
  func groups() {
    let form = FormDescription(
      name: "Card",
      rows: [
        FormRow(FormItem(.textField, id: "email", title: "Email")),
        FormRow(FormItem(.textField, id: "card", title: "Card number", group: "card")),
        FormRow(FormItem(.textField, id: "phone", title: "Phone")),
        FormRow(columns: [
          FormItem(.textField, id: "expiry", title: "Expiry", group: "card"),
          FormItem(.textField, id: "cvc", title: "CVC", group: "card"),
        ]),
      ])
    let stage = Stage(ScenarioSetup(device: .iPhone15, container: .scrollView, form: form))
    stage.focus(itemID: "card")
    var visited = [stage.focusedTitle]
    while stage.focusNext() { visited.append(stage.focusedTitle) }
    #expect(visited == ["Card number", "Expiry", "CVC"])
    stage.focus(itemID: "email")
    #expect(stage.focusNext())
    #expect(stage.focusedTitle == "Phone")
    #expect(!stage.focusNext())
  }

  @Test("Toolbar state and return keys follow the position")
  func positions() throws {
    let stage = Stage(ScenarioSetup(device: .iPhone15, container: .scrollView, form: Self.mixed))
    stage.focus(itemID: "first")
    let first = try #require(stage.world.focusedInput)
    #expect(stage.navigator.position(of: first)?.hasPrevious == false)
    #expect(stage.navigator.position(of: first)?.returnKey == .next)
    let notes = try #require(stage.stack?.itemViews["notes"] as? any WorldTextInput)
    #expect(stage.navigator.position(of: notes)?.hasNext == false)
    #expect(stage.navigator.position(of: notes)?.returnKey == .done)
  }
}

extension NavigationTests {
  @Test("Return keys: Next through the form, Done at the end, Return moves on and finally hides")
  func returnKeys() throws {
    let setup = ScenarioSetup(device: .iPhone15, container: .scrollView, form: Self.mixed)
    let result = ScenarioRunner().run(
      Scenario(
        name: "return", setup: setup,
        steps: [.focus("first")] + Array(repeating: .pressReturn, count: 5)))
    #expect(result.failures.isEmpty, "\(result.failures)")
    #expect(
      Self.focusedTitles(result) == ["First name", "Last name", "ZIP", "City", "Country", "Notes"])

    let stage = Stage(setup)
    stage.focus(itemID: "zip")
    let zip = try #require(stage.world.focusedInput)
    #expect(zip.editing.returnKey == .next && zip.editing.isReturnKeyManaged)
    stage.focus(itemID: "country")
    let country = try #require(stage.world.focusedInput)
    #expect(country.editing.returnKey == .next)  // Notes, a text view, still follows
    stage.pressReturn()
    #expect(stage.focusedTitle == "Notes")
    stage.focus(itemID: "first")
    stage.pressReturn()
    #expect(stage.focusedTitle == "Last name")
    let last = try #require(stage.world.focusedInput)
    last.editing.returnKey = .done  // as navigation would for a last field
    stage.pressReturn()
    #expect(stage.world.focusedInput == nil)  // Done ends editing
  }

  @Test("A return key the app chose is left alone, and Return is the app's business")
  func appReturnKey() throws {
    let stage = Stage(ScenarioSetup(device: .iPhone15, container: .scrollView, form: Self.mixed))
    let city = try #require(stage.stack?.itemViews["city"] as? any WorldTextInput)
    city.editing.returnKey = .other  // .search, say
    stage.focus(itemID: "city")
    #expect(city.editing.returnKey == .other && !city.editing.isReturnKeyManaged)
    stage.pressReturn()
    #expect(stage.focusedTitle == "City")
  }

  @Test(
    "The toolbar sits on the keyboard; an app's own accessory view stays",
    arguments: AvoiderAttachment.allCases)
  func toolbar(mode: AvoiderAttachment) throws {
    var setup = ScenarioSetup(
      device: .iPhone15, container: .scrollView, mode: mode, form: .signUp)
    setup.navigation.showsToolbar = true
    let result = ScenarioRunner().run(Scenario.focusingEveryField(setup))
    #expect(result.failures.isEmpty, "\(result.failures)")
    let heights = result.steps.compactMap { $0.observation.keyboard.frame?.height }
    let letters: CGFloat = 336
    let phonePad: CGFloat = 291
    let toolbar: CGFloat = 44
    let appOwn: CGFloat = 60
    #expect(heights.contains(letters + toolbar))
    #expect(heights.contains(phonePad + toolbar))

    let stage = Stage(setup)
    let notes = try #require(stage.stack?.itemViews["notes"] as? any WorldTextInput)
    notes.editing.accessory = .appOwn(height: appOwn)
    stage.focus(itemID: "notes")
    stage.world.advance(by: 0.5)
    #expect(notes.editing.accessory == .appOwn(height: appOwn))
    #expect(stage.world.keyboard.frame.height == letters + appOwn)
    // Back to a text field: it is prepared as it begins editing, so the toolbar comes back with it.
    let street = try #require(stage.stack?.itemViews["street"] as? any WorldTextInput)
    stage.focus(itemID: "street")
    stage.world.advance(by: 0.5)
    #expect(street.editing.accessory == .navigationToolbar)
    #expect(stage.world.keyboard.frame.height == letters + toolbar)
  }
}

extension NavigationTests {
  @Test("Only the innermost avoider prepares a field: an outer one's order does not override it")
  func nestedAvoidersPrepareOnce() throws {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let outer = WorldScrollView(name: "outer", frame: world.screen)
    outer.contentSize = CGSize(width: world.screen.width, height: 1_400)
    let inner = WorldScrollView(
      name: "inner", frame: CGRect(x: 0, y: 100, width: world.screen.width, height: 300))
    inner.contentSize = CGSize(width: world.screen.width, height: 300)
    let first = WorldTextField(name: "first", frame: CGRect(x: 16, y: 20, width: 300, height: 44))
    let last = WorldTextField(name: "last", frame: CGRect(x: 16, y: 120, width: 300, height: 44))
    let below = WorldTextField(name: "below", frame: CGRect(x: 16, y: 600, width: 300, height: 44))
    inner.addSubview(first)
    inner.addSubview(last)
    outer.addSubview(inner)
    outer.addSubview(below)
    window.setRoot(WorldViewController(name: "form", view: outer))
    world.layoutPass()
    // The outer avoider last, so that it hears the begin-editing notification last.
    _ = try #require(WorldKeyboardAvoider.attach(to: inner))
    let outerAvoider = try #require(WorldKeyboardAvoider.attach(to: outer))
    world.focus(last)
    world.advance(by: 0.5)
    // The inner form ends at `last`: Done, although the outer view has a field below it.
    #expect(last.editing.returnKey == .done)
    world.focus(below)
    world.advance(by: 0.5)
    #expect(below.editing.returnKey == .done)
    #expect(outerAvoider.navigator.position(of: last)?.hasNext == true)
  }
}

/// Lists built from a form: hidden inputs and groups as the oracle reads them.
@Suite("Navigation in lists built from a form")
struct ListFormNavigationTests {
  /// Eight one-field rows: row 2 hidden, rows 4 and 5 a "card" group of their own.
  static let form = FormDescription(
    name: "List with a hidden row and a group",
    rows: (0..<8).map { index in
      FormRow(
        FormItem(
          .textField, id: "row-\(index)", title: "Row \(index + 1)", isHidden: index == 2,
          group: (4...5).contains(index) ? "card" : nil))
    })

  @Test(
    "Next and Previous skip the hidden row and stay inside the group",
    arguments: [ContainerKind.tableView, .collectionView])
  func hiddenAndGroups(_ container: ContainerKind) {
    let setup = ScenarioSetup(device: .iPhone15, container: container, form: Self.form)
    let steps: [ScenarioStep] =
      [.focus("row-0")] + Array(repeating: .next, count: 4) + [.focus("row-4"), .next, .next]
      + [.focus("row-7")] + Array(repeating: .previous, count: 4)
    let result = ScenarioRunner().run(Scenario(name: "list navigation", setup: setup, steps: steps))
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
    let navigated = result.steps.flatMap(\.checks).filter { $0.name == "navigation order" }
    #expect(navigated.count >= 8)
  }

  /// Sixty rows: row 30 hidden, rows 40 and 41 a "card" group, far below the first screen.
  static let longForm = FormDescription(
    name: "Long list with a hidden row and a group",
    rows: (0..<60).map { index in
      FormRow(
        FormItem(
          .textField, id: "row-\(index)", title: "Row \(index + 1)", isHidden: index == 30,
          group: (40...41).contains(index) ? "card" : nil))
    })

  @Test(
    "Rows without cells turn out hidden or grouped once scrolled in, and are skipped",
    arguments: [ContainerKind.tableView, .collectionView])
  func offScreenRows(_ container: ContainerKind) {
    let setup = ScenarioSetup(device: .iPhoneSE3, container: container, form: Self.longForm)
    let steps: [ScenarioStep] = [
      .focus("row-28"), .next, .next, .next, .focus("row-39"), .next, .previous,
      .focus("row-40"), .next, .next, .previous,
    ]
    let result = ScenarioRunner().run(Scenario(name: "long list", setup: setup, steps: steps))
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
    let titles = result.steps.map(\.title)
    #expect(titles[3].hasSuffix("Row 33"), "\(titles[3])")
    #expect(titles[5].hasSuffix("Row 43"), "\(titles[5])")
    #expect(titles[8].hasSuffix("Row 42"), "\(titles[8])")
  }
}

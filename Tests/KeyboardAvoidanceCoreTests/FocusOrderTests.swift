import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("SwiftUI focus order: what Previous and Next do with the fields a screen reports")
struct FocusOrderTests {
  static func field(_ x: CGFloat, _ y: CGFloat, group: String? = nil, enabled: Bool = true)
    -> FocusOrder.Field
  {
    FocusOrder.Field(
      frame: CGRect(x: x, y: y, width: 150, height: 44), group: group, isEnabled: enabled)
  }

  @Test("Reading order: rows top to bottom, left to right, whatever order SwiftUI reports them in")
  func readingOrder() {
    // Reported out of order: zip (right), street, city (left), name.
    let order = FocusOrder(fields: [
      Self.field(200, 300), Self.field(16, 200), Self.field(16, 300), Self.field(16, 100),
    ])
    #expect(order.indexes == [3, 1, 2, 0])
    #expect(order.target(from: 2, .next) == 0)
    #expect(order.target(from: 2, .previous) == 1)
    #expect(order.target(from: 0, .next) == nil)
    #expect(order.position(of: 0)?.hasNext == false)
    #expect(order.position(of: 3)?.hasPrevious == false)
  }

  @Test("Right to left: the right-hand field of a row comes first")
  func rightToLeft() {
    let order = FocusOrder(
      fields: [Self.field(16, 100), Self.field(200, 100)], direction: .rightToLeft)
    #expect(order.indexes == [1, 0])
  }

  @Test("Disabled fields are skipped; navigation stays in its group")
  func skipsAndGroups() {
    let order = FocusOrder(fields: [
      Self.field(16, 100), Self.field(16, 150, enabled: false), Self.field(16, 200),
      Self.field(16, 250, group: "card"), Self.field(16, 300, group: "card"),
    ])
    #expect(order.target(from: 0, .next) == 2)
    #expect(order.target(from: 2, .next) == nil)
    #expect(order.target(from: 3, .next) == 4)
    #expect(order.target(from: 1, .next) == nil)
  }

  @Test("An explicit order wins over positions, without disabled or unreported fields")
  func explicit() {
    let order = FocusOrder(
      fields: [Self.field(16, 100), Self.field(16, 200), Self.field(16, 300, enabled: false)],
      explicit: [1, 2, 7, 0])
    #expect(order.indexes == [1, 0])
    #expect(order.target(from: 1, .next) == 0)
  }

  @Test("Frames that are not finite or empty take no part")
  func badFrames() {
    let order = FocusOrder(fields: [
      FocusOrder.Field(frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)),
      FocusOrder.Field(frame: .zero), Self.field(16, 100),
    ])
    #expect(order.indexes == [2])
  }
}

@Suite("SwiftUI focus navigation by focus values")
struct FocusNavigationTests {
  enum Field: Hashable { case name, email, city, zip, notes }

  static let fields: [FocusNavigation<Field>.Field] = [
    .init(id: .zip, frame: CGRect(x: 200, y: 200, width: 150, height: 44)),
    .init(id: .name, frame: CGRect(x: 16, y: 100, width: 361, height: 44)),
    .init(id: .city, frame: CGRect(x: 16, y: 200, width: 150, height: 44)),
    .init(id: .name, frame: CGRect(x: 16, y: 900, width: 361, height: 44)),  // reported twice
    .init(id: .notes, frame: CGRect(x: 16, y: 300, width: 361, height: 88), isEnabled: false),
  ]

  @Test("Enum values move in reading order; a value reported twice counts where first reported")
  func readingOrder() {
    let navigation = FocusNavigation(fields: Self.fields)
    #expect(navigation.target(from: .name, .next) == .city)
    #expect(navigation.target(from: .city, .next) == .zip)
    #expect(navigation.target(from: .zip, .next) == nil)
    #expect(navigation.hasNext(after: .zip) == false)
    #expect(navigation.hasNext(after: .city) == true)
    #expect(navigation.hasNext(after: .notes) == nil)
    #expect(navigation.target(from: .email, .next) == nil)
  }

  @Test("Return: Next moves on, Done after the last leaves the form, an unknown value does nothing")
  func submit() {
    let navigation = FocusNavigation(fields: Self.fields)
    #expect(navigation.returnKey(after: .city) == .next)
    #expect(navigation.returnKey(after: .zip) == .done)
    #expect(navigation.returnKey(after: .email) == .next)
    #expect(navigation.submitTarget(from: .city) == .some(.zip))
    // After the last field focus goes to none: the keyboard goes down.
    #expect(navigation.submitTarget(from: .zip) == .some(nil))
    // A value not in the order changes nothing.
    #expect(navigation.submitTarget(from: .email) == nil)
  }

  @Test(
    "Right to left (an Arabic or Hebrew form): Next goes from the right-hand field of a row to the left-hand one, and Return's label follows"
  )
  func rightToLeft() {
    let navigation = FocusNavigation(fields: Self.fields, direction: .rightToLeft)
    #expect(navigation.target(from: .name, .next) == .zip)
    #expect(navigation.target(from: .zip, .next) == .city)
    #expect(navigation.target(from: .city, .previous) == .zip)
    #expect(navigation.target(from: .city, .next) == nil)
    #expect(navigation.returnKey(after: .zip) == .next)
    #expect(navigation.returnKey(after: .city) == .done)
    #expect(navigation.submitTarget(from: .zip) == .some(.city))
    let shown = navigation.shown(focused: .zip)
    #expect(shown.canMovePrevious && shown.canMoveNext)
    #expect(shown.returnKeys[.city] == .done)
  }

  @Test("Any Hashable value, in an explicit order")
  func explicitStrings() {
    let navigation = FocusNavigation(
      fields: [
        .init(id: "b", frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
        .init(id: "a", frame: CGRect(x: 0, y: 20, width: 10, height: 10)),
      ],
      explicit: ["a", "missing", "b"])
    #expect(navigation.target(from: "a", .next) == "b")
    #expect(navigation.target(from: "b", .previous) == "a")
  }

  @Test("A platform's right-to-left flag reads as right to left, and nothing else does")
  func directionFromFlag() {
    #expect(LayoutDirection(isRightToLeft: true) == .rightToLeft)
    #expect(LayoutDirection(isRightToLeft: false) == .leftToRight)
  }

  @Test("A field of another focus type is never a target: Next skips it, focus is never dropped")
  func otherFocusType() {
    // A form whose `Field` enum screen embeds a component focused by `Int`s.
    let ids: [AnyHashable] = [Field.name, 7, Field.email]
    let navigation = FocusNavigation(
      fields: ids.enumerated().map { index, id in
        .init(
          id: id, frame: CGRect(x: 0, y: CGFloat(index) * 60, width: 300, height: 44),
          isFocusable: id.base is Field)
      })
    #expect(navigation.target(from: AnyHashable(Field.name), .next) == AnyHashable(Field.email))
    #expect(navigation.target(from: AnyHashable(Field.email), .previous) == AnyHashable(Field.name))
    // Return in `name` moves on to `email`, not to a value the binding cannot take (which would
    // set no focus at all and drop the keyboard).
    let submitted = navigation.submitTarget(from: AnyHashable(Field.name))
    #expect(submitted == .some(AnyHashable(Field.email)))
    #expect(navigation.returnKey(after: AnyHashable(Field.name)) == .next)
  }

  @Test("What the screen shows follows the fields that exist now, not those at first render")
  func shownFollowsFields() {
    func field(_ id: Field, row: CGFloat) -> FocusNavigation<Field>.Field {
      .init(id: id, frame: CGRect(x: 0, y: row * 60, width: 300, height: 44))
    }
    // At first render nothing has reported: Return reads Next, the buttons are off.
    let empty = FocusNavigation<Field>(fields: []).shown(focused: nil)
    #expect(empty.returnKey(after: .email) == .next)
    #expect(!empty.canMove(.next) && !empty.canMove(.previous))
    // Two fields, `email` last and focused: Done, Previous on, Next off.
    let two = FocusNavigation(fields: [field(.name, row: 0), field(.email, row: 1)])
      .shown(focused: .email)
    #expect(two.returnKey(after: .email) == .done)
    #expect(two.canMove(.previous) && !two.canMove(.next))
    // A field appears below it: `email` reads Next, and Next is on.
    let three = FocusNavigation(
      fields: [field(.name, row: 0), field(.email, row: 1), field(.city, row: 2)]
    ).shown(focused: .email)
    #expect(three.returnKey(after: .email) == .next)
    #expect(three.canMove(.next))
    #expect(three != two, "nothing would be published for the new field")
  }

  @Test(
    "The library's own bar shows while a field of the screen has focus, and only when asked for",
    arguments: [
      (KeyboardNavigationBarPlacement.aboveKeyboard, Field.email, true),
      (.aboveKeyboard, nil, false),
      (.keyboardToolbar, .email, false),
      (.none, .email, false),
    ] as [(KeyboardNavigationBarPlacement, Field?, Bool)])
  func ownBar(placement: KeyboardNavigationBarPlacement, focused: Field?, shows: Bool) {
    let navigation = FocusNavigation(fields: [
      .init(id: Field.name, frame: CGRect(x: 0, y: 0, width: 300, height: 44)),
      .init(id: Field.email, frame: CGRect(x: 0, y: 60, width: 300, height: 44)),
    ])
    #expect(
      placement.showsOwnBar(navigation.shown(focused: focused)) == shows,
      shows ? "no Previous/Next/Done while editing" : "a bar over the screen with no field edited")
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// A field in a scroll view inside another: the outer one brings the inner one's visible part
/// of the field above the keyboard.
@Suite("Nested scroll views")
struct NestedScrollViewTests {
  enum Avoiders: String, CaseIterable, Sendable {
    case both, outerOnly, innerOnly, automatic
  }

  struct Nest {
    let world: World
    let outer: WorldScrollView
    let inner: WorldScrollView
    let field: WorldTextField
    var automatic: WorldAutomaticKeyboardAvoidance?

    /// The part of the field the inner scroll view shows, on screen.
    var visibleField: CGRect {
      field.convertToScreen(field.bounds).intersection(inner.convertToScreen(inner.bounds))
    }
  }

  /// An iPhone 15 screen: an outer scroll view (1,400 pt of content) holding, at y = 480, a
  /// 300 pt inner scroll view (800 pt of content) with a field at y = `fieldY` inside it.
  static func makeNest(_ avoiders: Avoiders, fieldY: CGFloat) -> Nest {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let outer = WorldScrollView(name: "outer", frame: world.screen)
    outer.contentSize = CGSize(width: world.screen.width, height: 1_400)
    let inner = WorldScrollView(
      name: "inner", frame: CGRect(x: 0, y: 480, width: world.screen.width, height: 300))
    inner.contentSize = CGSize(width: world.screen.width, height: 800)
    let field = WorldTextField(
      name: "field", frame: CGRect(x: 16, y: fieldY, width: 300, height: 44))
    inner.addSubview(field)
    outer.addSubview(inner)
    window.setRoot(WorldViewController(name: "form", view: outer))
    world.layoutPass()
    var nest = Nest(world: world, outer: outer, inner: inner, field: field)
    switch avoiders {
    case .both:
      WorldKeyboardAvoider.attach(to: inner)
      WorldKeyboardAvoider.attach(to: outer)
    case .outerOnly:
      WorldKeyboardAvoider.attach(to: outer)
    case .innerOnly:
      WorldKeyboardAvoider.attach(to: inner)
    case .automatic:
      nest.automatic = WorldAutomaticKeyboardAvoidance(world: world)
    }
    return nest
  }

  static let cases: [(Avoiders, CGFloat)] = Avoiders.allCases.flatMap { avoiders in
    [CGFloat(40), 200, 500].map { (avoiders, $0) }
  }

  @Test(
    "The field's visible part ends above the keyboard, whoever avoids", arguments: cases)
  func fieldAboveKeyboard(_ avoiders: Avoiders, fieldY: CGFloat) throws {
    let nest = Self.makeNest(avoiders, fieldY: fieldY)
    nest.world.focus(nest.field)
    nest.world.advance(by: 0.6)
    let keyboardTop = nest.world.keyboard.frame.minY
    let visible = nest.visibleField
    #expect(!visible.isNull && visible.height >= 44 - 0.5, "visible \(visible)")
    #expect(visible.maxY <= keyboardTop + 0.5, "field \(visible), keyboard at \(keyboardTop)")
    #expect(visible.minY >= nest.world.screenSafeArea.top - 0.5)
    nest.world.endEditing(hidingKeyboard: true)
    nest.world.advance(by: 0.6)
    #expect(nest.outer.contentInset == .zero)
    #expect(nest.inner.contentInset == .zero)
  }
}

extension NestedScrollViewTests {
  @Test("A table that cannot scroll inside a scroll view is passed over: the outer one avoids")
  func nonScrollingInnerTable() throws {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let outer = WorldScrollView(name: "outer", frame: world.screen)
    outer.contentSize = CGSize(width: world.screen.width, height: 1_400)
    // A self-sizing table: as tall as its rows, with scrolling off (§11.4).
    let table = WorldTableView(
      name: "table", frame: CGRect(x: 0, y: 300, width: world.screen.width, height: 560),
      rowCount: 10
    ) { _, _ in }
    table.isScrollEnabled = false
    outer.addSubview(table)
    window.setRoot(WorldViewController(name: "form", view: outer))
    world.layoutPass()
    let automatic = WorldAutomaticKeyboardAvoidance(world: world)
    let field = try #require(table.cellForItem(7)?.field)
    world.focus(field)
    world.advance(by: 0.6)
    #expect(table.keyboardAvoider == nil)
    #expect(outer.keyboardAvoider != nil)
    withExtendedLifetime(automatic) {}
    let fieldBottom = field.convertToScreen(field.bounds).maxY
    #expect(fieldBottom <= world.keyboard.frame.minY + 0.5)
    let checks = KeyboardInvariants(container: outer).check()
    #expect(checks.allSatisfy { $0.passed }, "\(checks.filter { !$0.passed })")
  }
}

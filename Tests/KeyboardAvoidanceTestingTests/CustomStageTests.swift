import Foundation
import KeyboardAvoidanceCore
import KeyboardAvoidanceTesting
import Testing

/// What a user builds by hand — their own device, two windows, nested scroll views — checked by
/// `KeyboardInvariants` alone, through the public API only (no `@testable` import here; the
/// nest borrowed from the nested-scroll-view tests is built from public calls too).
@Suite("Your own stage, checked on its own")
struct CustomStageTests {
  /// A form: a scroll view filling `window`, with a field near its bottom.
  struct Form {
    let scrollView: WorldScrollView
    let field: WorldTextField
  }

  static func makeForm(in window: WorldWindow, name: String, fieldY: CGFloat) -> Form {
    let scrollView = WorldScrollView(
      name: name, frame: CGRect(origin: .zero, size: window.frame.size))
    scrollView.contentSize = CGSize(width: window.frame.width, height: window.frame.height + 200)
    let field = WorldTextField(
      name: "\(name) field", frame: CGRect(x: 16, y: fieldY, width: 240, height: 44))
    scrollView.addSubview(field)
    window.setRoot(WorldViewController(name: name, view: scrollView))
    return Form(scrollView: scrollView, field: field)
  }

  /// A phone no catalog has: 400 × 880, a 300 pt keyboard.
  static let customPhone = Device(
    id: "custom", name: "Custom phone", idiom: .phone,
    portraitSize: CGSize(width: 400, height: 880),
    portraitSafeArea: AvoidanceInsets(top: 60, bottom: 34),
    landscapeSafeArea: AvoidanceInsets(left: 60, bottom: 21, right: 60),
    portraitKeyboard: .init(standard: 300, noPredictive: 256, emoji: 300, numberPad: 256),
    landscapeKeyboard: .init(standard: 200, noPredictive: 162, emoji: 200, numberPad: 162))

  /// A world on the custom phone with one form filling its screen, laid out.
  static func makeCustomPhoneForm(fieldY: CGFloat) -> (World, Form) {
    let world = World(device: customPhone)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let form = makeForm(in: window, name: "form", fieldY: fieldY)
    world.layoutPass()
    return (world, form)
  }

  @Test("With an avoider, a field near the bottom shows above the keyboard and every check holds")
  func avoiderHolds() throws {
    let (world, form) = Self.makeCustomPhoneForm(fieldY: 760)
    WorldKeyboardAvoider.attach(to: form.scrollView)
    world.focus(form.field)
    world.advance(by: 0.6)
    let invariants = KeyboardInvariants(container: form.scrollView)
    #expect(invariants.overlap > 0)
    let checks = invariants.check()
    #expect(Set(checks.map(\.name)).isSuperset(of: ["field visible", "inset = overlap"]))
    #expect(checks.allSatisfy { $0.passed }, "\(checks.filter { !$0.passed })")
    world.endEditing(hidingKeyboard: true)
    world.advance(by: 0.6)
    let after = invariants.check()
    #expect(after.contains { $0.name == "insets restored" })
    #expect(after.allSatisfy { $0.passed }, "\(after.filter { !$0.passed })")
  }

  @Test("Without an avoider, the checker reports the field under the keyboard and no inset")
  func noAvoiderFails() throws {
    // Low enough for the keyboard to cover it, high enough for a scroll alone to show it.
    let (world, form) = Self.makeCustomPhoneForm(fieldY: 600)
    world.focus(form.field)
    world.advance(by: 0.6)
    let failed = Set(
      KeyboardInvariants(container: form.scrollView).check().filter { !$0.passed }.map(\.name))
    #expect(failed == ["field visible", "inset = overlap"])
  }

  @Test("Two windows: the one the keyboard covers avoids, the one above it is left alone")
  func twoWindows() throws {
    let world = World(device: .iPadPro13)
    let screen = world.screen
    let top = world.makeWindow(
      frame: CGRect(x: 0, y: 0, width: screen.width, height: screen.height / 3),
      safeArea: AvoidanceInsets(top: world.screenSafeArea.top), name: "top")
    let bottom = world.makeWindow(
      frame: CGRect(x: 0, y: screen.height / 3, width: screen.width, height: screen.height * 2 / 3),
      safeArea: AvoidanceInsets(bottom: world.screenSafeArea.bottom), name: "bottom")
    let upper = Self.makeForm(in: top, name: "upper", fieldY: 200)
    let lower = Self.makeForm(in: bottom, name: "lower", fieldY: 800)
    world.layoutPass()
    WorldKeyboardAvoider.attach(to: upper.scrollView)
    WorldKeyboardAvoider.attach(to: lower.scrollView)
    for form in [lower, upper] {
      world.focus(form.field)
      world.advance(by: 0.6)
      for container in [upper.scrollView, lower.scrollView] {
        let checks = KeyboardInvariants(container: container).check()
        #expect(
          checks.allSatisfy { $0.passed }, "\(container.name): \(checks.filter { !$0.passed })")
      }
    }
    // The upper window ends above the keyboard: it never gets an inset.
    #expect(KeyboardInvariants(container: upper.scrollView).overlap == 0)
    #expect(upper.scrollView.contentInset == .zero)
  }

  @Test("Nested scroll views: the outer one's checks hold with both avoiding")
  func nested() throws {
    // The nest of the nested-scroll-view tests, built from public calls only.
    let nest = NestedScrollViewTests.makeNest(.both, fieldY: 200)
    nest.world.focus(nest.field)
    nest.world.advance(by: 0.6)
    let checks = KeyboardInvariants(container: nest.outer).check()
    #expect(checks.contains { $0.name == "inset = overlap" })
    #expect(checks.allSatisfy { $0.passed }, "\(checks.filter { !$0.passed })")
  }

  @Test("The documentation's example holds as written")
  func documentedExample() {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let form = WorldScrollView(name: "form", frame: world.screen)
    let email = WorldTextField(name: "email", frame: CGRect(x: 16, y: 700, width: 300, height: 44))
    form.contentSize = CGSize(width: world.screen.width, height: 1_000)
    form.addSubview(email)
    window.setRoot(WorldViewController(name: "sign-up", view: form))
    world.layoutPass()
    WorldKeyboardAvoider.attach(to: form)

    world.focus(email)
    world.advance(by: 0.6)
    let failures = KeyboardInvariants(container: form).check().filter { !$0.passed }
    #expect(failures.isEmpty)
    #expect(form.contentInset.bottom > 0)
  }
}

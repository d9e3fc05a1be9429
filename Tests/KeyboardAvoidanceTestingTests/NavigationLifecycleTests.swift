import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// Navigation outlives any one avoider: Return and the toolbar find the field's avoider when
/// they are pressed, and `detach()` gives every field back what navigation changed.
@Suite("Navigation across detach, re-attach and moves")
struct NavigationLifecycleTests {
  final class Form {
    let world = World(device: .iPhone15)
    let scrollView: WorldScrollView
    let other: WorldScrollView
    let fields: [WorldTextField]

    init() {
      let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
      let root = WorldView(name: "root", frame: world.screen)
      scrollView = WorldScrollView(name: "form", frame: world.screen)
      scrollView.contentSize = CGSize(width: world.screen.width, height: 1_200)
      other = WorldScrollView(name: "other", frame: world.screen)
      other.contentSize = CGSize(width: world.screen.width, height: 1_200)
      fields = (0..<3).map {
        WorldTextField(
          name: "field\($0)",
          frame: CGRect(x: 16, y: 100 + CGFloat($0) * 300, width: 300, height: 44))
      }
      for field in fields { scrollView.addSubview(field) }
      root.addSubview(scrollView)
      window.setRoot(WorldViewController(name: "form", view: root))
      world.layoutPass()
    }

    func attach(toolbar: Bool = true) throws -> WorldKeyboardAvoider {
      let avoider = try #require(WorldKeyboardAvoider.attach(to: scrollView))
      avoider.navigation = FieldNavigationOptions(managesReturnKey: true, showsToolbar: toolbar)
      return avoider
    }
  }

  @Test("detach() restores return keys, Return targets and toolbars of every prepared field")
  func detachRestores() throws {
    let form = Form()
    let avoider = try form.attach()
    form.world.focus(form.fields[0])
    form.world.advance(by: 0.5)
    #expect(WorldKeyboardNavigator.returnPressed(in: form.fields[0]))
    form.world.advance(by: 0.5)
    #expect(form.world.focusedInput === form.fields[1])
    #expect(form.fields[1].editing.returnKey == .next)
    #expect(form.fields[1].editing.accessory == .navigationToolbar)
    avoider.detach()
    for field in form.fields.prefix(2) {
      #expect(field.editing.returnKey == .default, "\(field.name)")
      #expect(!field.editing.isReturnKeyManaged)
      #expect(!field.editing.hasNavigationReturnTarget)
      #expect(field.editing.accessory == .none)
    }
    // With nothing managing it, Return is the app's again.
    #expect(!WorldKeyboardNavigator.returnPressed(in: form.fields[1]))
  }

  @Test("An app's own return key and accessory are left alone by detach()")
  func detachLeavesAppsOwn() throws {
    let form = Form()
    form.fields[1].editing.returnKey = .other
    form.fields[1].editing.accessory = .appOwn(height: 50)
    let avoider = try form.attach()
    form.world.focus(form.fields[1])
    form.world.advance(by: 0.5)
    avoider.detach()
    #expect(form.fields[1].editing.returnKey == .other)
    #expect(form.fields[1].editing.accessory == .appOwn(height: 50))
  }

  @Test("A return key the app set after navigation's is left by detach(); the target goes")
  func detachLeavesLaterKey() throws {
    let form = Form()
    let avoider = try form.attach(toolbar: false)
    form.world.focus(form.fields[0])
    form.world.advance(by: 0.5)
    #expect(form.fields[0].editing.returnKey == .next)
    form.fields[0].editing.returnKey = .other  // the app's `.search`
    avoider.detach()
    #expect(form.fields[0].editing.returnKey == .other)
    #expect(!form.fields[0].editing.hasNavigationReturnTarget)
  }

  @Test("After detach() and a new attach, Return moves on from a field prepared again")
  func reattach() throws {
    let form = Form()
    try form.attach().detach()
    _ = try form.attach()
    form.world.focus(form.fields[0])
    form.world.advance(by: 0.5)
    #expect(WorldKeyboardNavigator.returnPressed(in: form.fields[0]))
    #expect(form.world.focusedInput === form.fields[1])
  }

  @Test("A field moved to another container navigates in its new container on Return")
  func fieldOutlivesContainer() throws {
    let form = Form()
    _ = try form.attach()
    form.world.focus(form.fields[0])
    form.world.advance(by: 0.5)
    form.world.endEditing(hidingKeyboard: true)
    form.world.advance(by: 0.5)
    // The app moves the prepared field and a new one into another form with its own avoider.
    let newcomer = WorldTextField(
      name: "newcomer", frame: CGRect(x: 16, y: 400, width: 300, height: 44))
    form.fields[0].removeFromSuperview()
    form.other.addSubview(form.fields[0])
    form.other.addSubview(newcomer)
    form.scrollView.superview?.addSubview(form.other)
    form.world.layoutPass()
    _ = try #require(WorldKeyboardAvoider.attach(to: form.other))
    #expect(form.fields[0].editing.hasNavigationReturnTarget)
    form.world.focus(form.fields[0])
    form.world.advance(by: 0.5)
    #expect(WorldKeyboardNavigator.returnPressed(in: form.fields[0]))
    #expect(form.world.focusedInput === newcomer)
  }

  @Test("Automatic mode turned off restores fields; turned on again, Return navigates")
  func automaticOffAndOn() throws {
    let form = Form()
    let automatic = WorldAutomaticKeyboardAvoidance(world: form.world)
    form.world.focus(form.fields[0])
    form.world.advance(by: 0.5)
    #expect(form.fields[0].editing.returnKey == .next)
    automatic.stop()
    #expect(form.fields[0].editing.returnKey == .default)
    #expect(!WorldKeyboardNavigator.returnPressed(in: form.fields[0]))
    automatic.start()
    form.world.endEditing(hidingKeyboard: true)
    form.world.advance(by: 0.5)
    form.world.focus(form.fields[0])
    form.world.advance(by: 0.5)
    #expect(WorldKeyboardNavigator.returnPressed(in: form.fields[0]))
    #expect(form.world.focusedInput === form.fields[1])
  }
}

/// The views an attached avoider adds (§ issue 11, part 4): never at `subviews[0]`, never hidden.
@Suite("Views the library inserts")
struct InsertedViewsTests {
  @Test("An attached avoider's probe goes after the app's views and leaves with detach()")
  func probePlacement() throws {
    let form = NavigationLifecycleTests.Form()
    let content = try #require(form.scrollView.subviews.first)
    let avoider = try form.attach()
    #expect(form.scrollView.subviews.first === content)
    let probe = try #require(avoider.probe)
    #expect(form.scrollView.subviews.last === probe)
    #expect(!probe.isHidden)
    avoider.detach()
    #expect(!form.scrollView.subviews.contains { $0 === probe })
    #expect(form.scrollView.subviews.first === content)
  }
}

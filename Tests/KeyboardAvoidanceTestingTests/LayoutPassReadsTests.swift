import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// Every frame of a user's scroll runs a layout pass through the avoider: with nothing relevant
/// changed it reads only what the decision needs — the container, the pinned views, the
/// focused field's rect and caret, and the views between the field and the container — never
/// the container's ancestors, which only an event re-reads.
@Suite("Reads of a layout pass")
struct LayoutPassReadsTests {
  /// A scroll view with a field, under `depth` plain views, with the keyboard up.
  static func readsPerPass(ancestors depth: Int) throws -> (layout: Int, focus: Int) {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let root = WorldView(name: "root", frame: world.screen)
    var parent = root
    for level in 0..<depth {
      let wrapper = WorldView(name: "wrapper\(level)", frame: world.screen)
      parent.addSubview(wrapper)
      parent = wrapper
    }
    let scrollView = WorldScrollView(name: "form", frame: world.screen)
    scrollView.contentSize = CGSize(width: world.screen.width, height: 1_600)
    let field = WorldTextField(
      name: "field", frame: CGRect(x: 16, y: 700, width: 300, height: 44))
    scrollView.addSubview(field)
    parent.addSubview(scrollView)
    window.setRoot(WorldViewController(name: "form", view: root))
    world.layoutPass()
    let avoider = try #require(WorldKeyboardAvoider.attach(to: scrollView))
    let beforeFocus = avoider.geometryReads
    world.focus(field)
    world.advance(by: 1)
    let focusReads = avoider.geometryReads - beforeFocus
    // One frame of the user's scroll: the offset moves, nothing the engine cares about does.
    let before = avoider.geometryReads
    let writes = scrollView.avoidanceWriteCount
    scrollView.userScroll(by: 3)
    world.layoutPass()
    #expect(scrollView.avoidanceWriteCount == writes)
    return (avoider.geometryReads - before, focusReads)
  }

  @Test("An unchanged layout pass reads the same few things however deep the container sits")
  func fewReads() throws {
    let shallow = try Self.readsPerPass(ancestors: 0)
    let deep = try Self.readsPerPass(ancestors: 12)
    #expect(shallow.layout > 0 && shallow.layout <= 6, "\(shallow.layout) reads")
    #expect(deep.layout == shallow.layout)
    // An event (the focus, the keyboard) reads the ancestors: a popover or a list controller
    // above the container changes what the engine does.
    #expect(deep.focus > shallow.focus + 12)
  }
}

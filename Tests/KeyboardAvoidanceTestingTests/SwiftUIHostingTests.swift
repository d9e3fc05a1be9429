import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// Inside a SwiftUI hosting controller, SwiftUI lifts its own content for the keyboard (its
/// keyboard safe area, §8): automatic mode attaches nothing there unless asked (§11.4).
@Suite("Automatic mode and SwiftUI hosting controllers")
struct SwiftUIHostingTests {
  struct Host {
    let world: World
    let scrollView: WorldScrollView
    let field: WorldTextField
  }

  /// A hosting controller whose view holds a scroll view (a SwiftUI `ScrollView` is one) with a
  /// field near the bottom of the screen.
  static func makeHost() -> Host {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
    let root = WorldView(name: "hosting", frame: world.screen)
    let scrollView = WorldScrollView(name: "scroll", frame: world.screen)
    scrollView.contentSize = CGSize(width: world.screen.width, height: 1_200)
    let field = WorldTextField(name: "field", frame: CGRect(x: 16, y: 700, width: 300, height: 44))
    scrollView.addSubview(field)
    root.addSubview(scrollView)
    window.setRoot(WorldViewController(name: "hosting", view: root, kind: .swiftUIHosting))
    world.layoutPass()
    return Host(world: world, scrollView: scrollView, field: field)
  }

  @Test("By default nothing is attached: SwiftUI's keyboard safe area moves the content")
  func leftToSwiftUI() {
    let host = Self.makeHost()
    let automatic = WorldAutomaticKeyboardAvoidance(world: host.world)
    host.world.focus(host.field)
    host.world.advance(by: 0.6)
    #expect(automatic.lastChoice == .none(.swiftUIAvoids))
    #expect(host.scrollView.keyboardAvoider == nil)
    #expect(host.scrollView.contentInset == .zero)
    // SwiftUI's own avoidance: the keyboard's overlap is in the scroll view's safe area.
    let overlap = host.world.screen.maxY - host.world.keyboard.frame.minY
    #expect(host.scrollView.adjustedContentInset.bottom >= overlap - 0.5)
  }

  @Test("Asked to, automatic mode attaches inside a hosting controller too")
  func optIn() {
    let host = Self.makeHost()
    let automatic = WorldAutomaticKeyboardAvoidance(world: host.world, insideSwiftUI: true)
    host.world.focus(host.field)
    host.world.advance(by: 0.6)
    #expect(automatic.lastChoice == .scrollView(at: 1))
    #expect(host.scrollView.keyboardAvoider?.attachment == .automatic)
  }
}

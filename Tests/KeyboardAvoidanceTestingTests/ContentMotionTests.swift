import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// What the screen shows of content moving: each turn's final state, not what it passed through.
@Suite("Content movements as the screen shows them")
struct ContentMotionTests {
  static let glide = KeyboardAnimation(duration: 0.25, curve: .keyboard)

  static func makeScrollView() -> (World, WorldScrollView) {
    let world = World(device: .iPhone15)
    let window = world.makeWindow(frame: world.screen, safeArea: .zero)
    let scrollView = WorldScrollView(name: "list", frame: world.screen)
    scrollView.contentSize = CGSize(width: world.screen.width, height: 3_000)
    window.setRoot(WorldViewController(name: "form", view: scrollView))
    world.layoutPass()
    return (world, scrollView)
  }

  static func glide(_ scrollView: WorldScrollView, in world: World, from: CGFloat, to: CGFloat) {
    world.animate(
      .contentOffset(ObjectIdentifier(scrollView)),
      from: CGRect(x: 0, y: from, width: 0, height: 0),
      to: CGRect(x: 0, y: to, width: 0, height: 0),
      animation: glide)
    scrollView.contentOffset.y = to
  }

  @Test("A jump, then a glide from where the jump left content, in one turn: two movements")
  func jumpThenGlide() {
    let (world, scrollView) = Self.makeScrollView()
    world.beginTurn()
    scrollView.contentOffset.y = 100
    Self.glide(scrollView, in: world, from: 100, to: 116)
    #expect(world.contentMoves(of: scrollView).map(\.isGlide) == [false, true])
  }

  @Test("A jump, then a glide from where the screen still showed content: one movement")
  func takenOver() {
    let (world, scrollView) = Self.makeScrollView()
    world.beginTurn()
    scrollView.contentOffset.y = 100
    Self.glide(scrollView, in: world, from: 0, to: 116)
    let moves = world.contentMoves(of: scrollView)
    #expect(moves.count == 1)
    #expect(moves.first?.isGlide == true && moves.first?.distance == 116)
  }

  @Test("A glide retargeted the same way in a later turn continues the movement")
  func retarget() {
    let (world, scrollView) = Self.makeScrollView()
    world.beginTurn()
    Self.glide(scrollView, in: world, from: 0, to: 100)
    world.advance(by: 0.05)
    world.beginTurn()
    Self.glide(scrollView, in: world, from: 100, to: 140)
    #expect(world.contentMoves(of: scrollView).count == 1)
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// Content at its top follows a changed top inset to the new top (UIKit article §3.4). When the
/// content size the engine writes for the keyboard makes short content scrollable under
/// `.scrollableAxes`, the safe area's top part appears: the engine solves from the new top and
/// writes where content ends, one move in the keyboard's animation (fuzz 3/69952).
@Suite("Solving from the top UIKit takes content to")
@MainActor
struct TopFollowStartTests {
  static let keyboard = Fixture.docked(height: 336)

  /// Short content at its top, no safe-area part yet; the subviews span more than the screen.
  static func host(fieldAt y: CGFloat) -> TestHost {
    let host = TestHost()
    host.system = .zero
    host.safeArea = AvoidanceInsets(top: 103, bottom: 34)
    host.addsSafeAreaOnlyWhenScrolling = true
    host.contentSize.height = 600
    host.subviewsExtent = CGSize(width: 393, height: 1000)
    host.offset = .zero
    host.coordinator.isEditing = true
    host.focus(y: y)
    host.coordinator.handle(.focusChanged)
    return host
  }

  @Test(
    "A field visible at the old top but not at the new one: the will's write moves content there")
  func solvesFromTheNewTop() {
    let host = Self.host(fieldAt: 400)
    host.send(Fixture.show(Self.keyboard))
    // From the new top (-103) the field's bottom and padding (16) need -56; from 0 nothing moves.
    // In the "will"'s own write, in the keyboard's animation: one move, not a correction later.
    let will = host.applied.first { $0.cause == .keyboard(.willShow) }
    #expect(will?.contentOffset.map { abs($0.y - -56) < 0.5 } == true)
    #expect(abs(host.offset.y - -56) < 0.5)
  }

  @Test("followedTop: only content at its top, only when the top changes")
  func followedTopRule() {
    let frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    let geometry = ContainerGeometry(
      environment: KeyboardEnvironment(screen: frame), frameInWindow: frame, bounds: frame,
      contentSize: CGSize(width: 393, height: 600), adjustedContentInset: .zero)
    #expect(geometry.followedTop(from: .zero, adjustedTop: 103) == CGPoint(x: 0, y: -103))
    #expect(geometry.followedTop(from: CGPoint(x: 0, y: 40), adjustedTop: 103) == nil)
    #expect(geometry.followedTop(from: .zero, adjustedTop: 0.2) == nil)
  }
}

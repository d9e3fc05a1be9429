import Foundation
import Testing

@testable import KeyboardAvoidanceTesting

/// `scrollTo(_:anchor:)` aligns the marker on both axes: in a scroll view that scrolls across
/// too (`KeyboardAwareScrollView([.vertical, .horizontal])`), a marker at the content's middle
/// scrolled the content across to its centre (SwiftUI review #16).
@Suite("SwiftUI: a scroll view that scrolls across keeps where the user is across")
struct SwiftUIHorizontalTests {
  @Test(
    "Avoiding the keyboard, and going back on hide, never move content across",
    arguments: [CGFloat(0), 120])
  func keepsHorizontalOffset(startX: CGFloat) throws {
    for behavior in SwiftUIBehavior.allCases {
      var setup = ScenarioSetup(device: .iPhone15, container: .swiftUIScrollView, form: .signUp)
      setup.swiftUI = behavior
      let stage = Stage(setup)
      let world = stage.world
      let scrollView = try #require(stage.container as? WorldScrollView)
      // Content twice as wide as the screen, scrolled across by the user.
      stage.stack?.scrollContentWidth = 2 * scrollView.bounds.width
      stage.stack?.setNeedsLayout()
      world.layoutPass()
      scrollView.bounds.origin.x = startX
      world.layoutPass()
      #expect(scrollView.contentSize.width == 2 * scrollView.bounds.width)
      world.focus(stage.stack?.inputs.last)
      world.advance(by: 0.6)
      #expect((stage.swiftUIKeeper?.scrollCount ?? 0) > 0, "\(behavior)")
      #expect(abs(scrollView.contentOffset.x - startX) <= 0.5, "\(behavior): shown")
      world.focus(nil)
      world.advance(by: 0.6)
      #expect(abs(scrollView.contentOffset.x - startX) <= 0.5, "\(behavior): hidden")
      stage.teardown()
    }
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// The layout pass every frame of a scroll causes, answered from the last quiet one: it must
/// decide exactly what a full pass decides.
@Suite("Quiet layout passes")
@MainActor
struct QuietPassTests {
  static let keyboard = Fixture.docked(height: 336)

  /// One change per stored property of a reading that is part of its layout.
  nonisolated static let layoutChanges: [String: @Sendable (inout ContainerGeometry) -> Void] = [
    "environment": { $0.environment.window.size.height -= 100 },
    "frameInWindow": { $0.frameInWindow.origin.y += 20 },
    "bounds": { $0.bounds.size.height -= 10 },
    "contentSize": { $0.contentSize.height += 44 },
    "contentInset": { $0.contentInset.bottom += 1 },
    "adjustedContentInset": { $0.adjustedContentInset.top += 1 },
    "safeAreaInsets": { $0.safeAreaInsets.bottom += 1 },
    "windowSafeAreaBottom": { $0.windowSafeAreaBottom += 1 },
    "verticalIndicatorInsets": { $0.verticalIndicatorInsets.bottom += 1 },
    "automaticallyAdjustsIndicatorInsets": { $0.automaticallyAdjustsIndicatorInsets.toggle() },
    "focus": { $0.focus?.companions.append(CGRect(x: 16, y: 746, width: 361, height: 18)) },
    "isScrollable": { $0.isScrollable.toggle() },
    "pinnedHeight": { $0.pinnedHeight += 44 },
    "pinnedTop": { $0.pinnedTop = 500 },
    "isSystemAvoiding": { $0.isSystemAvoiding.toggle() },
    "isSystemAdjustedList": { $0.isSystemAdjustedList.toggle() },
    "addsVerticalSafeAreaOnlyWhenScrolling": { $0.addsVerticalSafeAreaOnlyWhenScrolling = true },
    "subviewsExtent": { $0.subviewsExtent = CGSize(width: 393, height: 2000) },
  ]

  /// One change per stored property that only says where content is scrolled to.
  nonisolated static let scrollChanges: [String: @Sendable (inout ContainerGeometry) -> Void] = [
    "offsetBeforeProgrammaticScroll": { $0.offsetBeforeProgrammaticScroll = CGPoint(x: 0, y: 40) },
    "userScrollCount": { $0.userScrollCount = 3 },
    "isUserScrolling": { $0.isUserScrolling.toggle() },
    "presentedOffset": { $0.presentedOffset = CGPoint(x: 0, y: 40) },
    "movingTo": { $0.movingTo = CGPoint(x: 0, y: 40) },
    "shownTopOffset": { $0.shownTopOffset = -59 },
  ]

  static var reading: ContainerGeometry {
    ContainerGeometry(
      environment: KeyboardEnvironment(screen: Fixture.phone),
      frameInWindow: Fixture.phone, bounds: CGRect(x: 0, y: -103, width: 393, height: 852),
      contentSize: CGSize(width: 393, height: 1600),
      safeAreaInsets: AvoidanceInsets(top: 103, bottom: 34),
      focus: AvoidanceTargets(field: CGRect(x: 16, y: 700, width: 361, height: 44)))
  }

  @Test("Every stored property of a reading is either its layout or where it is scrolled to")
  func everyPropertyIsCompared() {
    let labels = Set(Mirror(reflecting: Self.reading).children.compactMap(\.label))
    let known = Set(Self.layoutChanges.keys).union(Self.scrollChanges.keys)
    #expect(labels == known, "add the new property to ContainerGeometry.hasLayout(of:)")
  }

  @Test(
    "A reading changed in its layout is not the quiet pass's",
    arguments: layoutChanges.keys.sorted())
  func layoutChangeIsNoticed(property: String) throws {
    let change = try #require(Self.layoutChanges[property])
    var changed = Self.reading
    change(&changed)
    #expect(!Self.reading.hasLayout(of: changed))
  }

  @Test(
    "A reading scrolled elsewhere has the quiet pass's layout",
    arguments: scrollChanges.keys.sorted())
  func scrollIsNotLayout(property: String) throws {
    let change = try #require(Self.scrollChanges[property])
    var scrolled = Self.reading
    change(&scrolled)
    scrolled.bounds.origin.y += 250
    #expect(Self.reading.hasLayout(of: scrolled))
  }

  @Test("A scroll made through quiet passes is the user's, even one that comes back")
  func quietScrollIsTheUsers() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    host.coordinator.handle(.layoutChanged)
    host.coordinator.handle(.layoutChanged)
    let placed = host.offset.y
    let count = host.applied.count
    // The user scrolls up to read, then back to exactly where the field was shown.
    for y in [placed - 120, placed - 240, placed - 120, placed] {
      host.offset.y = y
      host.coordinator.handle(.layoutChanged)
    }
    #expect(host.applied.count == count, "no pass moved content under the finger")
    host.send(Fixture.hide())
    #expect(host.offset.y == placed, "where the user left content is where it stays (§10.5)")
  }

  @Test("After quiet passes, a hide held for a rotation ends on the first pass after the hold")
  func heldHideEndsAfterQuietPasses() {
    let host = TestHost()
    host.focus(y: 700)
    host.coordinator.isEditing = true
    host.send(Fixture.show(Self.keyboard))
    host.coordinator.handle(.layoutChanged)
    host.coordinator.handle(.layoutChanged)
    // The keyboard announces a hide with the field still focused: held, the reading unchanged.
    host.send([Fixture.event(.willHide, Fixture.offscreen())])
    #expect(host.contentInset.bottom > 0, "held for a show that may follow")
    // No show follows; the next layout pass after the hold ends it.
    host.now += KeyboardAvoidanceCoordinator<TestHost>.hideHoldWindow + 0.1
    host.coordinator.handle(.layoutChanged)
    #expect(host.contentInset.bottom == 0, "the hide is no longer held")
  }

  @Test("Letting go of a scroll held for the user is looked at again, not repeated quietly")
  func letGoIsNotQuiet() {
    let host = TestHost()
    host.focus(y: 700)
    host.send(Fixture.show(Self.keyboard))
    host.coordinator.handle(.layoutChanged)
    let placed = host.offset.y
    // While the user scrolls, the field moves down (a row above grew): the scroll is held.
    host.isUserScrolling = true
    host.focus(y: 1100)
    host.coordinator.handle(.layoutChanged)
    #expect(host.offset.y == placed, "held while the user scrolls")
    host.coordinator.handle(.layoutChanged)
    // The finger lifts; the field is where it was when the scroll was held.
    host.isUserScrolling = false
    host.coordinator.handle(.layoutChanged)
    host.coordinator.handle(.layoutChanged)
    #expect(host.offset.y == placed, "the user's place is kept when the finger lifts")
    // Typing moves the field again: now it is shown.
    host.focus(y: 1200)
    host.coordinator.handle(.layoutChanged)
    #expect(host.visibleRegion.contains(1244), "the field shows: \(host.visibleRegion)")
  }
}

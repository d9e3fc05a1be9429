import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// `KeyboardObserver.shared` is made at its first use, which can come with the keyboard already
/// up: no notification repeats it (§1.3), so the layout guide's first report is all it has
/// (SwiftUI review #11).
@Suite("Keyboard monitor: made while the keyboard is up")
struct KeyboardMonitorFirstUseTests {
  static let phone = KeyboardMonitorTests.phone
  static let docked = KeyboardMonitorTests.docked
  /// Where an iPhone 15's guide rests with no keyboard: its safe-area bottom.
  static let restingTop: CGFloat = 852 - 34
  static let resting = CGRect(x: 0, y: restingTop, width: 393, height: 34)

  @Test("A guide above its resting place is a docked keyboard, shown, this app's")
  func adoptsTheGuide() {
    var monitor = KeyboardMonitor()
    let changed = monitor.layoutGuideMoved(
      to: Self.docked, screen: Self.phone, restingTop: Self.restingTop)
    #expect(changed)
    #expect(monitor.info.phase == .shown && monitor.info.kind == .docked)
    #expect(monitor.info.isLocal && monitor.info.frame == Self.docked)
    #expect(monitor.info.overlap(with: Self.phone) == 336)
    // The hide that follows is heard as any other.
    monitor.apply(
      KeyboardMonitorTests.event(.willHide, KeyboardMonitorTests.below), screen: Self.phone)
    #expect(monitor.info.phase == .willHide)
  }

  @Test("A guide at rest, an empty or a non-finite frame, or no resting place tell nothing")
  func restingGuide() {
    let frames = [
      Self.resting, Self.resting.offsetBy(dx: 0, dy: -0.5), .zero,
      CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336),
    ]
    for frame in frames {
      var monitor = KeyboardMonitor()
      let changed = monitor.layoutGuideMoved(
        to: frame, screen: Self.phone, restingTop: Self.restingTop)
      #expect(!changed && monitor.info == .hidden, "\(frame)")
    }
    var unknownRest = KeyboardMonitor()
    let changed = unknownRest.layoutGuideMoved(to: Self.docked, screen: Self.phone)
    #expect(!changed && unknownRest.info == .hidden)
  }

  @Test("Once a notification was heard, the guide is a drag again, never a new keyboard")
  func heardFirst() {
    var monitor = KeyboardMonitor()
    monitor.apply(
      KeyboardMonitorTests.event(.didHide, KeyboardMonitorTests.below), screen: Self.phone)
    let changed = monitor.layoutGuideMoved(
      to: Self.docked, screen: Self.phone, restingTop: Self.restingTop)
    #expect(!changed && monitor.info.phase == .hidden)
    // A keyboard adopted from the guide is dragged like one announced.
    var adopted = KeyboardMonitor()
    adopted.layoutGuideMoved(to: Self.docked, screen: Self.phone, restingTop: Self.restingTop)
    let dragged = adopted.layoutGuideMoved(
      to: Self.docked.offsetBy(dx: 0, dy: 100), screen: Self.phone, restingTop: Self.restingTop)
    #expect(dragged && adopted.info.phase == .trackingDrag)
  }
}

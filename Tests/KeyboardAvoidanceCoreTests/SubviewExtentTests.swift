import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("What a scroll view's subviews span")
struct SubviewExtentTests {
  @Test("Shown subviews count; hidden, transparent and non-finite ones do not")
  func extent() {
    typealias Reading = ContainerReading.SubviewReading
    let subviews = [
      Reading(frame: CGRect(x: 0, y: 0, width: 375, height: 900), isHidden: false, alpha: 1),
      Reading(frame: CGRect(x: 0, y: 880, width: 300, height: 60), isHidden: false, alpha: 1),
      // A label not shown yet, and a scroll indicator faded out, further down.
      Reading(frame: CGRect(x: 0, y: 950, width: 300, height: 20), isHidden: true, alpha: 1),
      Reading(frame: CGRect(x: 370, y: 990, width: 3, height: 40), isHidden: false, alpha: 0),
      Reading(
        frame: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), isHidden: false, alpha: 1),
    ]
    #expect(ContainerReading.extent(of: subviews) == CGSize(width: 375, height: 940))
    #expect(ContainerReading.extent(of: []) == .zero)
  }

  @Test("Under the user's finger the subviews are not read: what they spanned last holds")
  func heldUnderFinger() {
    typealias Reading = ContainerReading.SubviewReading
    let host = FakeContainerHost()
    host.attachment = .subclass
    host.subviews = [
      Reading(frame: CGRect(x: 0, y: 0, width: 393, height: 656), isHidden: false, alpha: 1)
    ]
    #expect(host.avoidance.measuresSubviews)
    #expect(host.avoidance.containerGeometry()?.subviewsExtent?.height == 656)
    // The user scrolls: UIKit's indicator shows, a subview; turning it off to read the
    // subviews would take it from under the finger.
    host.activity = ScrollActivity(isTracking: true, isDragging: true, isDecelerating: false)
    host.subviews.append(
      Reading(frame: CGRect(x: 387, y: 3, width: 3, height: 899), isHidden: false, alpha: 1))
    #expect(!host.avoidance.measuresSubviews)
    let reads = host.subviewReads
    #expect(host.avoidance.containerGeometry()?.subviewsExtent?.height == 656)
    #expect(host.subviewReads == reads)
    host.activity = ScrollActivity(isTracking: false, isDragging: false, isDecelerating: true)
    #expect(!host.avoidance.measuresSubviews)
    // At rest the host reads them again (with the indicators off).
    host.activity = ScrollActivity()
    host.subviews.removeLast()
    #expect(host.avoidance.measuresSubviews)
    #expect(host.avoidance.containerGeometry()?.subviewsExtent?.height == 656)
    // An attached avoider's scroll view is the app's: never read.
    let attached = FakeContainerHost()
    #expect(!attached.avoidance.measuresSubviews)
    #expect(attached.avoidance.containerGeometry()?.subviewsExtent == nil)
  }

  /// A subclass over content sized to its subviews, a field at 400 with its message at 600
  /// that the subviews read first (500 tall) do not reach, and the keyboard up; under the
  /// finger — which first moves content `scrolled` points down — the message's row appears.
  static func heldHost(scrolled: CGFloat = 0) -> (FakeContainerHost, FakeView) {
    typealias Reading = ContainerReading.SubviewReading
    let host = FakeContainerHost()
    host.attachment = .subclass
    // Nobody set the content size (the TPKeyboardAvoiding way).
    host.contentSize = .zero
    host.subviews = [
      Reading(frame: CGRect(x: 0, y: 0, width: 393, height: 500), isHidden: false, alpha: 1)
    ]
    let field = host.addField(y: 400)
    let message = FakeView(host.container, CGRect(x: 16, y: 600, width: 361, height: 40))
    host.companionsByField[ObjectIdentifier(field)] = [message]
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    // The content's end (500 + the keyboard's 336 − 852) stops the field's message short.
    #expect(abs(host.offset.y - -16) < 0.5)
    // Under the finger the message's row appears; the subviews are left unread.
    host.activity = ScrollActivity(isTracking: true, isDragging: true, isDecelerating: false)
    if scrolled != 0 {
      // A move of the finger's, then the layout pass it causes.
      let before = host.offset
      host.offset.y -= scrolled
      host.avoidance.contentOffsetDidChange(from: before)
    }
    host.subviews.append(
      Reading(frame: CGRect(x: 0, y: 500, width: 393, height: 140), isHidden: false, alpha: 1))
    host.avoidance.containerDidLayout()
    return (host, field)
  }

  /// The keyboard's layout guide reports the keyboard up, following the finger.
  static func keyboardFollowsFinger(_ host: FakeContainerHost) {
    host.avoidance.keyboardLayoutGuideDidMove(
      to: CGRect(x: 0, y: 516, width: 393, height: 336), window: ObjectIdentifier(host.window))
  }

  @Test(
    "At the let-go of a finger that dragged the keyboard, subviews held are read and the field shows"
  )
  func readAtLetGo() {
    let (host, _) = Self.heldHost()
    // The keyboard springs back as the finger lets go (its layout guide reports it).
    Self.keyboardFollowsFinger(host)
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    // The content reaches 640 now: as far as its end lets the message go (640 + 336 − 852).
    #expect(host.contentSize.height == 640)
    #expect(abs(host.offset.y - 124) < 0.5)
  }

  @Test("At the let-go of the user's own scroll, the subviews are read and content stays")
  func userScrollKept() {
    // The finger moves content 30 pt down, then lets go.
    let (host, _) = Self.heldHost(scrolled: 30)
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    host.avoidance.containerDidLayout()
    #expect(host.contentSize.height == 640)
    #expect(abs(host.offset.y - (-16 - 30)) < 0.5)
  }

  @Test(
    "A let-go in a later turn than the keyboard's last move is the user's: content stays (7/68930)"
  )
  func stillFingerKept() {
    let (host, _) = Self.heldHost()
    // The keyboard followed the finger in an earlier turn; then the finger, at the content's
    // end, moves nothing and lets go.
    Self.keyboardFollowsFinger(host)
    host.avoidance.turnDidEnd()
    host.activity = ScrollActivity()
    host.avoidance.turnDidEnd()
    host.avoidance.containerDidLayout()
    #expect(host.contentSize.height == 640)
    #expect(abs(host.offset.y - -16) < 0.5)
  }
}

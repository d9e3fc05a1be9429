import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("SwiftUI scroll views: where to scroll, and the scrollTo call that gets there")
struct KeyboardAwareScrollTests {
  /// How SwiftUI could read "the scroll view" for an anchor (§3 of the SwiftUI article,
  /// [U]), and whether it clamps: every combination is applied to each request.
  enum Reading: CaseIterable { case frame, insideInsets }

  /// Where the content's top lands after `scrollTo` with `request` under `reading`.
  static func landedContentMinY(
    _ request: ScrollToRequest, _ reading: ScrollViewReading, _ how: Reading, clamps: Bool
  ) -> CGFloat {
    let height = reading.size.height
    let insets = reading.safeAreaInsets
    let point =
      how == .frame
      ? CGFloat(request.anchorY) * height
      : insets.top + CGFloat(request.anchorY) * (height - insets.top - insets.bottom)
    var offset = request.markerY - point
    if clamps {
      let upper = max(-insets.top, reading.contentFrame.height + insets.bottom - height)
      offset = min(max(offset, -insets.top), upper)
    }
    return -offset
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let insets: AvoidanceInsets
    let height: CGFloat
    let field: CGRect
    let companion: CGRect?
    let policy: ScrollPolicy
    /// Where the field's top must land in the scroll view, or nil for no scroll.
    let fieldTop: CGFloat?
  }

  // An iPhone 15 under a navigation bar: 103 pt of bars on top, the keyboard 336 pt at the
  // bottom either in the safe area (the frame reaches under it) or left out by the frame.
  static let cases: [Case] = [
    Case(
      testDescription: "below the keyboard, safe area holds it",
      insets: .init(top: 103, bottom: 336),
      height: 852, field: CGRect(x: 16, y: 600, width: 361, height: 44), companion: nil,
      policy: .minimal, fieldTop: 852 - 336 - 12 - 44),
    Case(
      testDescription: "below the keyboard, frame ends above it",
      insets: .init(top: 103, bottom: 0),
      height: 516, field: CGRect(x: 16, y: 600, width: 361, height: 44), companion: nil,
      policy: .minimal, fieldTop: 516 - 12 - 44),
    Case(
      testDescription: "flush on the keyboard: only the padding is missing",
      insets: .init(top: 103, bottom: 336), height: 852,
      field: CGRect(x: 16, y: 472, width: 361, height: 44), companion: nil, policy: .minimal,
      fieldTop: 460),
    Case(
      testDescription: "a validation label under the field", insets: .init(top: 103, bottom: 336),
      height: 852, field: CGRect(x: 16, y: 450, width: 361, height: 44),
      companion: CGRect(x: 16, y: 496, width: 361, height: 40), policy: .minimal,
      fieldTop: 852 - 336 - 12 - 86),
    Case(
      testDescription: "already visible with padding", insets: .init(top: 103, bottom: 336),
      height: 852, field: CGRect(x: 16, y: 300, width: 361, height: 44), companion: nil,
      policy: .minimal, fieldTop: nil),
    Case(
      testDescription: "under the top bars", insets: .init(top: 103, bottom: 336), height: 852,
      field: CGRect(x: 16, y: 60, width: 361, height: 44), companion: nil, policy: .minimal,
      fieldTop: 115),
    Case(
      testDescription: "centred", insets: .init(top: 103, bottom: 336), height: 852,
      field: CGRect(x: 16, y: 600, width: 361, height: 44), companion: nil, policy: .center,
      fieldTop: 103 + (413 - 44) / 2),
    Case(
      testDescription: "at the top", insets: .init(top: 0, bottom: 0), height: 516,
      field: CGRect(x: 16, y: 600, width: 361, height: 44), companion: nil, policy: .top,
      fieldTop: 12),
  ]

  @Test(
    "The field lands where the solver says, whichever way SwiftUI reads the anchor",
    arguments: cases)
  func lands(_ test: Case) throws {
    let content = CGRect(x: 0, y: -200, width: 393, height: 2000)
    let reading = ScrollViewReading(
      size: CGSize(width: 393, height: test.height), safeAreaInsets: test.insets,
      contentFrame: content,
      targets: AvoidanceTargets(field: test.field, companions: test.companion.map { [$0] } ?? []))
    let request = KeyboardAwareScroll.request(for: reading, padding: 12, policy: test.policy)
    guard let expected = test.fieldTop else {
      #expect(request == nil)
      return
    }
    let scroll = try #require(request)
    for how in Reading.allCases {
      for clamps in [false, true] {
        let landed = Self.landedContentMinY(scroll, reading, how, clamps: clamps)
        let fieldTop = test.field.minY - content.minY + landed
        #expect(abs(fieldTop - expected) < 0.01, "\(how), clamps: \(clamps)")
      }
    }
  }

  @Test("A field at the end of the content lands within range: clamping or not, the same place")
  func endOfContent() throws {
    let content = CGRect(x: 0, y: -100, width: 393, height: 700)
    let reading = ScrollViewReading(
      size: CGSize(width: 393, height: 852), safeAreaInsets: AvoidanceInsets(top: 103, bottom: 336),
      contentFrame: content,
      targets: AvoidanceTargets(field: CGRect(x: 16, y: content.maxY - 44, width: 361, height: 44)))
    let request = try #require(
      KeyboardAwareScroll.request(for: reading, padding: 12, policy: .center))
    let unclamped = Self.landedContentMinY(request, reading, .frame, clamps: false)
    let clamped = Self.landedContentMinY(request, reading, .insideInsets, clamps: true)
    #expect(abs(unclamped - clamped) < 0.01)
    // The content's bottom ends on the keyboard: no blank band beyond it.
    #expect(abs(unclamped + content.height - (852 - 336)) < 0.01)
  }

  @Test("A move measured from a place past the range's end lands in range")
  func startPastTheEnd() throws {
    // A rotated scroll view: content 656 pt tall in 932, the keyboard's 301 pt below — the range
    // ends at 656 + 301 − 932 = 25. The last move left content at 129, before a rotation.
    let content = CGRect(x: 0, y: 103, width: 430, height: 656)
    let reading = ScrollViewReading(
      size: CGSize(width: 430, height: 932), safeAreaInsets: AvoidanceInsets(top: 103, bottom: 301),
      contentFrame: content,
      targets: AvoidanceTargets(field: CGRect(x: 16, y: 103 + 500, width: 361, height: 44)))
    let request = try #require(
      KeyboardAwareScroll.request(for: reading, padding: 16, policy: .minimal, startMinY: -129))
    #expect(abs(request.contentMinY - -25) < 0.01, "past the end, where scrollTo may leave it")
  }

  @Test("No targets, no room or numbers that are not finite: no scroll")
  func noScroll() {
    let base = ScrollViewReading(
      size: CGSize(width: 393, height: 852), safeAreaInsets: AvoidanceInsets(top: 103, bottom: 336),
      contentFrame: CGRect(x: 0, y: 0, width: 393, height: 2000), targets: nil)
    #expect(KeyboardAwareScroll.request(for: base, padding: 12, policy: .minimal) == nil)
    var nan = base
    nan.targets = AvoidanceTargets(field: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 44))
    #expect(KeyboardAwareScroll.request(for: nan, padding: 12, policy: .minimal) == nil)
    var noRoom = base
    noRoom.safeAreaInsets = AvoidanceInsets(top: 500, bottom: 400)
    noRoom.targets = AvoidanceTargets(field: CGRect(x: 0, y: 900, width: 10, height: 44))
    #expect(KeyboardAwareScroll.request(for: noRoom, padding: 12, policy: .minimal) == nil)
    var badContent = base
    badContent.contentFrame.origin.y = .infinity
    badContent.targets = AvoidanceTargets(field: CGRect(x: 0, y: 900, width: 10, height: 44))
    #expect(KeyboardAwareScroll.request(for: badContent, padding: 12, policy: .minimal) == nil)
  }

  @Test("The agreement point is where the frame and the inner region share a unit point")
  func agreement() throws {
    #expect(ScrollAnchor.agreementY(top: 0, bottom: 0, height: 600) == 0)
    #expect(ScrollAnchor.agreementY(top: 100, bottom: 300, height: 600) == 0.25)
    #expect(ScrollAnchor.agreementY(top: 300, bottom: 300, height: 600) == nil)
    #expect(ScrollAnchor.agreementY(top: .nan, bottom: 0, height: 600) == nil)
    let y = try #require(ScrollAnchor.agreementY(top: 103, bottom: 336, height: 852))
    let frame = CGFloat(y) * 852
    let inner = 103 + CGFloat(y) * (852 - 103 - 336)
    #expect(abs(frame - inner) < 0.001)
  }

  @Test(
    "Property: over random readings, any request lands the targets inside the region",
    arguments: [1, 2, 3])
  func property(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<2000 {
      let height = CGFloat.random(in: 300...1400, using: &random)
      let insets = AvoidanceInsets(
        top: CGFloat.random(in: 0...120, using: &random),
        bottom: CGFloat.random(in: 0...400, using: &random))
      let contentHeight = CGFloat.random(in: 200...4000, using: &random)
      let offset = CGFloat.random(
        in: -insets.top...max(-insets.top, contentHeight + insets.bottom - height), using: &random)
      let fieldY = CGFloat.random(in: 0...max(0, contentHeight - 44), using: &random)
      let content = CGRect(x: 0, y: -offset, width: 393, height: contentHeight)
      let field = CGRect(x: 16, y: fieldY - offset, width: 361, height: 44)
      let reading = ScrollViewReading(
        size: CGSize(width: 393, height: height), safeAreaInsets: insets, contentFrame: content,
        targets: AvoidanceTargets(field: field))
      guard height - insets.bottom - insets.top >= 44 + 24 else { continue }
      let region = (insets.top)...(height - insets.bottom)
      let request = KeyboardAwareScroll.request(for: reading, padding: 12, policy: .minimal)
      let minY =
        request.map { Self.landedContentMinY($0, reading, .frame, clamps: false) } ?? content.minY
      let landed = field.minY - content.minY + minY
      #expect(landed >= region.lowerBound - 0.5 && landed + 44 <= region.upperBound + 0.5)
      // Clamped or not, the same place: the request stays in range.
      if let request {
        let other = Self.landedContentMinY(request, reading, .insideInsets, clamps: true)
        #expect(abs(other - minY) < 0.01)
      }
    }
  }

  @Test(
    "Across, the marker sits mid-view where content is now: scrollTo leaves it there (review #16)",
    arguments: [CGFloat(0), 120, 393])
  func markerAcross(offsetX: CGFloat) throws {
    // Content twice as wide as the view, scrolled across by `offsetX`.
    let content = CGRect(x: -offsetX, y: -103, width: 786, height: 2000)
    let reading = ScrollViewReading(
      size: CGSize(width: 393, height: 852), safeAreaInsets: AvoidanceInsets(top: 103, bottom: 336),
      contentFrame: content,
      targets: AvoidanceTargets(field: CGRect(x: 16 - offsetX, y: 700, width: 361, height: 44)))
    let request = try #require(
      KeyboardAwareScroll.request(for: reading, padding: 12, policy: .minimal))
    let back = try #require(KeyboardAwareScroll.request(for: reading, toContentMinY: 300))
    for request in [request, back] {
      // `scrollTo` with the anchor's x at 0.5 puts the marker's centre mid-view.
      let landedOffsetX = request.markerX - 393 / 2
      #expect(abs(landedOffsetX - offsetX) < 0.01)
    }
  }
}

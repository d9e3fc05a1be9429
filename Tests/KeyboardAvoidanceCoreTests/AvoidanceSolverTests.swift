import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Avoidance solver")
struct AvoidanceSolverTests {
  /// iPhone 15 portrait, a full-screen scroll view under a navigation bar (103 pt of top bars),
  /// 34 pt home indicator, the 336 pt keyboard.
  static func snapshot(
    offset: CGFloat = -103, contentHeight: CGFloat = 1600,
    system: AvoidanceInsets = AvoidanceInsets(top: 103, bottom: 34),
    safeArea: AvoidanceInsets = AvoidanceInsets(top: 103, bottom: 34),
    appInset: AvoidanceInsets = .zero,
    keyboard: CGRect? = CGRect(x: 0, y: 516, width: 393, height: 336),
    field: CGRect? = CGRect(x: 16, y: 700, width: 361, height: 44), caret: CGRect? = nil,
    companions: [CGRect] = [], policy: ScrollPolicy = .minimal
  ) -> AvoidanceSnapshot {
    AvoidanceSnapshot(
      bounds: CGRect(x: 0, y: offset, width: 393, height: 852),
      frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852),
      contentSize: CGSize(width: 393, height: contentHeight), contentInset: appInset,
      systemContentInset: system, safeAreaInsets: safeArea, keyboardFrameInWindow: keyboard,
      targets: field.map { AvoidanceTargets(field: $0, caret: caret, companions: companions) },
      padding: 16, policy: policy)
  }

  struct Case: Sendable, CustomStringConvertible {
    let description: String
    let snapshot: AvoidanceSnapshot
    let bottomInset: CGFloat
    let offsetY: CGFloat
    let outcome: AvoidanceAdjustment.Outcome
  }

  static let cases: [Case] = [
    Case(
      description: "field under the keyboard moves up by the minimum",
      snapshot: snapshot(), bottomInset: 302, offsetY: 244, outcome: .fits(whole: true)),
    Case(
      description: "field already visible: no scroll",
      snapshot: snapshot(field: CGRect(x: 16, y: 200, width: 361, height: 44)),
      bottomInset: 302, offsetY: -103, outcome: .fits(whole: true)),
    Case(
      description: "field above the visible region moves down to just below the bars",
      snapshot: snapshot(offset: 500, field: CGRect(x: 16, y: 300, width: 361, height: 44)),
      bottomInset: 302, offsetY: 181, outcome: .fits(whole: true)),
    Case(
      description: "validation label kept visible with its field",
      snapshot: snapshot(companions: [CGRect(x: 16, y: 746, width: 361, height: 18)]),
      bottomInset: 302, offsetY: 264, outcome: .fits(whole: true)),
    Case(
      description: "companions too tall give way to the field",
      snapshot: snapshot(companions: [CGRect(x: 16, y: 746, width: 361, height: 600)]),
      bottomInset: 302, offsetY: 244, outcome: .fits(whole: false)),
    Case(
      description: "tall text view: the caret wins",
      snapshot: snapshot(
        field: CGRect(x: 16, y: 300, width: 361, height: 900),
        caret: CGRect(x: 40, y: 1000, width: 2, height: 20)),
      bottomInset: 302, offsetY: 1036 - 516, outcome: .caret),
    Case(
      description: "tall text view with a visible caret does not move",
      snapshot: snapshot(
        offset: 200, field: CGRect(x: 16, y: 300, width: 361, height: 900),
        caret: CGRect(x: 40, y: 500, width: 2, height: 20)),
      bottomInset: 302, offsetY: 200, outcome: .caret),
    Case(
      description: "tall field without caret: its top wins",
      snapshot: snapshot(field: CGRect(x: 16, y: 600, width: 361, height: 900)),
      bottomInset: 302, offsetY: 584 - 103, outcome: .fieldTop),
    Case(
      description: "last field: padding is clipped to the content's end",
      snapshot: snapshot(contentHeight: 744), bottomInset: 302, offsetY: 744 + 336 - 852,
      outcome: .fits(whole: true)),
    Case(
      description: "zero content size: the target's extent is scrollable",
      snapshot: snapshot(contentHeight: 0), bottomInset: 302, offsetY: 228,
      outcome: .fits(whole: true)),
    Case(
      description: "no keyboard overlap: nothing moves",
      snapshot: snapshot(keyboard: nil), bottomInset: 0, offsetY: -103, outcome: .keyboardClear),
    Case(
      description: "keyboard overlaps but nothing focused inside: inset only",
      snapshot: snapshot(field: nil), bottomInset: 302, offsetY: -103, outcome: .noTarget),
    Case(
      description: "hardware keyboard's 55 pt bar: only what the safe area does not cover",
      snapshot: snapshot(
        keyboard: CGRect(x: 0, y: 797, width: 393, height: 55),
        field: CGRect(x: 16, y: 740, width: 361, height: 44)),
      bottomInset: 21, offsetY: 800 - 797, outcome: .fits(whole: true)),
    Case(
      description: "app's own bottom inset larger than the overlap: no extra inset",
      snapshot: snapshot(appInset: AvoidanceInsets(bottom: 400)), bottomInset: 0,
      offsetY: 760 - (852 - 434), outcome: .fits(whole: true)),
    Case(
      description: "center policy",
      snapshot: snapshot(policy: .center), bottomInset: 302,
      offsetY: 722 - 103 - (516 - 103) / 2, outcome: .fits(whole: true)),
    Case(
      description: "top policy",
      snapshot: snapshot(policy: .top), bottomInset: 302, offsetY: 684 - 103,
      outcome: .fits(whole: true)),
    Case(
      description: "center policy moves even a visible field",
      snapshot: snapshot(field: CGRect(x: 16, y: 120, width: 361, height: 44), policy: .center),
      bottomInset: 302, offsetY: -103, outcome: .fits(whole: true)),
    Case(
      description: "no room between the bars and the keyboard",
      snapshot: snapshot(
        system: AvoidanceInsets(top: 600, bottom: 0), safeArea: AvoidanceInsets(top: 600)),
      bottomInset: 336, offsetY: -103, outcome: .noRoom),
    Case(
      description: "no room: content UIKit scrolled stays, not back to where the move started",
      snapshot: {
        var moved = snapshot(
          offset: 200, system: AvoidanceInsets(top: 600, bottom: 0),
          safeArea: AvoidanceInsets(top: 600))
        moved.startOffset = CGPoint(x: 0, y: -103)
        return moved
      }(),
      bottomInset: 336, offsetY: 200, outcome: .noRoom),
  ]

  static let foundByTheWorld: [Case] = [
    Case(
      description: "bottom bars cover content even when the behaviour leaves them out of the inset",
      snapshot: snapshot(
        system: .zero, safeArea: AvoidanceInsets(top: 103, bottom: 83),
        keyboard: CGRect(x: 0, y: 797, width: 393, height: 55),
        field: CGRect(x: 16, y: 720, width: 361, height: 44)),
      bottomInset: 55, offsetY: 720 + 44 + 16 - (852 - 83), outcome: .fits(whole: true)),
    Case(
      description: "a field that fits only without padding is shown whole",
      snapshot: snapshot(
        system: AvoidanceInsets(top: 450, bottom: 34), safeArea: AvoidanceInsets(top: 450),
        field: CGRect(x: 16, y: 700, width: 361, height: 60)),
      bottomInset: 302, offsetY: 760 - 516, outcome: .fits(whole: false)),
    Case(
      description: "a caret that fits only without padding is shown at the nearest edge",
      snapshot: snapshot(
        system: AvoidanceInsets(top: 480, bottom: 34), safeArea: AvoidanceInsets(top: 480),
        field: CGRect(x: 16, y: 600, width: 361, height: 200),
        caret: CGRect(x: 30, y: 760, width: 2, height: 20)),
      bottomInset: 302, offsetY: 780 - 516, outcome: .caret),
  ]

  @Test("Cases the scenario matrix found", arguments: foundByTheWorld)
  func foundByWorld(_ testCase: Case) {
    table(testCase)
  }

  @Test("An offset left beyond a smaller inset's range is brought back, except while dragging")
  func clampsWhenInsetShrinks() {
    // Valid under the 336 pt keyboard (up to 684), beyond the 291 pt one's range (up to 639).
    var snapshot = Self.snapshot(
      offset: 670, contentHeight: 1200, field: CGRect(x: 16, y: 1000, width: 361, height: 44))
    snapshot.keyboardFrameInWindow = CGRect(x: 0, y: 561, width: 393, height: 291)
    let upper: CGFloat = 1200 + 291 - 852
    #expect(AvoidanceSolver.solve(snapshot).contentOffset.y == upper)
    snapshot.targets = nil
    #expect(AvoidanceSolver.solve(snapshot).contentOffset.y == upper)
    snapshot.clampsOffset = false
    #expect(AvoidanceSolver.solve(snapshot).contentOffset.y == 670)
  }

  @Test("Room the app keeps for a bar pinned to the keyboard does not count as covered")
  func pinnedBar() {
    var snapshot = Self.snapshot(appInset: AvoidanceInsets(bottom: 56))
    snapshot.keyboardFrameInWindow = CGRect(x: 0, y: 460, width: 393, height: 392)
    snapshot.pinnedHeight = 56
    let adjustment = AvoidanceSolver.solve(snapshot)
    // The field ends just above the bar: 460 is the bar's top.
    let expected: CGFloat = 760 - 460
    #expect(adjustment.contentOffset.y == expected)
  }

  @Test("Geometry table", arguments: cases)
  func table(_ testCase: Case) {
    let adjustment = AvoidanceSolver.solve(testCase.snapshot)
    #expect(adjustment.bottomInset == testCase.bottomInset)
    #expect(adjustment.contentOffset.y == testCase.offsetY)
    #expect(adjustment.outcome == testCase.outcome)
    #expect(adjustment.movesContent == (testCase.offsetY != testCase.snapshot.bounds.minY))
  }

  /// What UIKit's `contentInsetAdjustmentBehavior` adds (the system part of
  /// `adjustedContentInset`) for a scroll view under a navigation bar, with long or short
  /// content; the behaviour itself lives in the host's reading, so the cases differ by what it
  /// adds.
  struct Behavior: Sendable, CustomStringConvertible {
    let description: String
    let system: AvoidanceInsets
    let contentHeight: CGFloat
  }

  static let behaviors: [Behavior] = [
    Behavior(
      description: "automatic, or scrollableAxes with long content",
      system: AvoidanceInsets(top: 103, bottom: 34), contentHeight: 1600),

    Behavior(description: "scrollableAxes, short content", system: .zero, contentHeight: 800),
    Behavior(description: "never", system: .zero, contentHeight: 1600),
    Behavior(
      description: "always (or automatic in a navigation controller), short content",
      system: AvoidanceInsets(top: 103, bottom: 34),
      contentHeight: 800),
  ]

  @Test(
    "Every inset-adjustment behaviour ends with the field between the bars and the keyboard",
    arguments: behaviors)
  func behaviour(_ behavior: Behavior) {
    let snapshot = Self.snapshot(
      offset: -behavior.system.top, contentHeight: behavior.contentHeight, system: behavior.system)
    let adjustment = AvoidanceSolver.solve(snapshot)
    // The keyboard's inset makes up what the behaviour left uncovered, never more.
    #expect(adjustment.bottomInset == 336 - behavior.system.bottom)
    let y = adjustment.contentOffset.y
    let visibleTop = y + 103  // the bars cover 103 pt whether or not the inset includes them
    let visibleBottom = y + 852 - 336
    #expect(visibleTop <= 700 - 16 + Tolerance.points)
    #expect(visibleBottom >= 744 + 16 - Tolerance.points)
    // Within UIKit's range: from −top to the content's end above the bottom inset.
    let lowest = -behavior.system.top
    let highest = max(
      lowest, behavior.contentHeight + behavior.system.bottom + adjustment.bottomInset - 852)
    #expect(y >= lowest && y <= highest)
  }

  @Test("Indicator insets add what the app's and the safe area's do not cover")
  func indicators() {
    var snapshot = Self.snapshot()
    #expect(AvoidanceSolver.solve(snapshot).indicatorBottomInset == 302)
    snapshot.automaticallyAdjustsIndicatorInsets = false
    #expect(AvoidanceSolver.solve(snapshot).indicatorBottomInset == 336)
    snapshot.verticalIndicatorInsets.bottom = 50
    #expect(AvoidanceSolver.solve(snapshot).indicatorBottomInset == 286)
  }

  @Test("Non-finite input gives finite output and moves nothing")
  func nonFinite() {
    var snapshot = Self.snapshot()
    snapshot.bounds = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 852)
    snapshot.systemContentInset.top = .infinity
    snapshot.padding = .nan
    snapshot.targets = AvoidanceTargets(field: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))
    let adjustment = AvoidanceSolver.solve(snapshot)
    #expect(adjustment.bottomInset.isFinite)
    #expect(adjustment.contentOffset.y.isFinite)
    #expect(!adjustment.movesContent)
  }

  @Test("The animation is passed through")
  func animation() {
    var snapshot = Self.snapshot()
    snapshot.animation = KeyboardAnimation(duration: 0.4, curve: .keyboard)
    #expect(AvoidanceSolver.solve(snapshot).animation == snapshot.animation)
  }
}

extension AvoidanceSolverTests {
  @Test("Solved from an earlier start: the least move from there; moving compares with now")
  func startOffset() {
    // Content already moved to 300 for a taller keyboard; solved again from −103, the field
    // (700…744, padded to 760) needs only 760 − 516 = 244.
    var snapshot = Self.snapshot(offset: 300)
    snapshot.startOffset = CGPoint(x: 0, y: -103)
    let adjustment = AvoidanceSolver.solve(snapshot)
    #expect(adjustment.contentOffset.y == 244)
    #expect(adjustment.movesContent)
    // Where content already is at that offset, nothing moves.
    snapshot.bounds.origin.y = 244
    #expect(!AvoidanceSolver.solve(snapshot).movesContent)
    // Without a start, from where content is: 300 already shows the field.
    snapshot.bounds.origin.y = 300
    snapshot.startOffset = nil
    #expect(AvoidanceSolver.solve(snapshot).contentOffset.y == 300)
  }
}

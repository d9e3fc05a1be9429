import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Inset bookkeeping")
struct InsetLedgerTests {
  static func adjustment(bottom: CGFloat, offset: CGFloat? = nil) -> AvoidanceAdjustment {
    AvoidanceAdjustment(
      bottomInset: bottom, indicatorBottomInset: bottom,
      contentOffset: CGPoint(x: 0, y: offset ?? 0), movesContent: offset != nil,
      outcome: .fits(whole: true), animation: nil)
  }

  static let appInsets = ScrollInsets(
    content: AvoidanceInsets(top: 10.1, left: 0.3, bottom: 20.7, right: 0.1),
    indicator: AvoidanceInsets(bottom: 3.3))

  @Test("Commit adds to the bottom only; release writes the app's insets back")
  func roundTrip() throws {
    var ledger = InsetLedger()
    let app = ledger.reconcile(observed: Self.appInsets)
    let extra: CGFloat = 302.4
    let write = ledger.commit(Self.adjustment(bottom: extra), app: app, currentOffset: .zero)
    #expect(write.insets.content.bottom == Self.appInsets.content.bottom + extra)
    #expect(write.insets.content.top == Self.appInsets.content.top)
    #expect(write.insets.indicator.bottom == Self.appInsets.indicator.bottom + extra)
    let restoredWrite = ledger.release(
      currentOffset: .zero, restingRange: -10...500, restoresOffset: true)
    let restored = try #require(restoredWrite)
    #expect(restored.insets == Self.appInsets)
    #expect(!ledger.isActive)
  }

  struct AppChange: Sendable, CustomStringConvertible {
    let description: String
    let change: @Sendable (inout AvoidanceInsets) -> Void
    let expectedApp: AvoidanceInsets
  }

  static let changes: [AppChange] = [
    AppChange(
      description: "contentInset.top = 100 (write through the getter)",
      change: { $0.top = 100 },
      expectedApp: AvoidanceInsets(top: 100, left: 0.3, bottom: 20.7, right: 0.1)),
    AppChange(
      description: "contentInset.bottom = 400 (more than the keyboard adds)",
      change: { $0.bottom = 400 },
      expectedApp: AvoidanceInsets(top: 10.1, left: 0.3, bottom: 400, right: 0.1)),
    AppChange(
      description: "contentInset.bottom += 10 (reads the engine's part, writes it as the app's)",
      change: { $0.bottom += 10 },
      expectedApp: AvoidanceInsets(top: 10.1, left: 0.3, bottom: 332.7, right: 0.1)),
    AppChange(
      description: "contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 44, right: 0)",
      change: { $0 = AvoidanceInsets(top: 5, bottom: 44) },
      expectedApp: AvoidanceInsets(top: 5, bottom: 44)),
    AppChange(
      description: "contentInset = .zero",
      change: { $0 = .zero }, expectedApp: .zero),
  ]

  @Test("An app's change while the keyboard is up survives the hide", arguments: changes)
  func appChange(_ change: AppChange) throws {
    var ledger = InsetLedger()
    var app = ledger.reconcile(observed: Self.appInsets)
    let write = ledger.commit(Self.adjustment(bottom: 302), app: app, currentOffset: .zero)
    var observed = write.insets
    change.change(&observed.content)
    app = ledger.reconcile(observed: observed)
    #expect(app.content.isClose(to: change.expectedApp, tolerance: 1e-9))
    let reapplied = ledger.commit(Self.adjustment(bottom: 302), app: app, currentOffset: .zero)
    #expect(abs(reapplied.insets.content.bottom - app.content.bottom - 302) <= 1e-9)
    let restoredWrite = ledger.release(
      currentOffset: .zero, restingRange: 0...0, restoresOffset: true)
    let restored = try #require(restoredWrite)
    #expect(restored.insets.content.isClose(to: change.expectedApp, tolerance: 1e-9))
  }

  @Test("The offset goes back where it was only when the user did not scroll since")
  func offsetRestoration() throws {
    var ledger = InsetLedger()
    var app = ledger.reconcile(observed: Self.appInsets)
    _ = ledger.commit(
      Self.adjustment(bottom: 302, offset: 244), app: app, currentOffset: CGPoint(x: 0, y: -103))
    let restoredWrite = ledger.release(
      currentOffset: CGPoint(x: 0, y: 244), restingRange: -103...600, restoresOffset: true)
    let restored = try #require(restoredWrite)
    #expect(restored.contentOffset == CGPoint(x: 0, y: -103))

    app = ledger.reconcile(observed: Self.appInsets)
    _ = ledger.commit(
      Self.adjustment(bottom: 302, offset: 244), app: app, currentOffset: CGPoint(x: 0, y: -103))
    let scrolledWrite = ledger.release(
      currentOffset: CGPoint(x: 0, y: 400), restingRange: -103...600, restoresOffset: true)
    let scrolled = try #require(scrolledWrite)
    #expect(scrolled.contentOffset == nil)

    app = ledger.reconcile(observed: Self.appInsets)
    _ = ledger.commit(
      Self.adjustment(bottom: 302, offset: 244), app: app, currentOffset: CGPoint(x: 0, y: -103))
    let beyondWrite = ledger.release(
      currentOffset: CGPoint(x: 0, y: 700), restingRange: -103...600, restoresOffset: true)
    let beyond = try #require(beyondWrite)
    #expect(beyond.contentOffset == CGPoint(x: 0, y: 600))
  }

  /// Where content goes back to after a top inset changed while the keyboard was up: resting
  /// at `resting`, where the top was `top`, released where the new top is `newTop`.
  struct TopChange: Sendable, CustomStringConvertible {
    var resting: CGFloat
    var top: CGFloat
    var newTop: CGFloat
    var expected: CGFloat
    var description: String { "resting \(resting), top \(top) → \(newTop)" }
  }

  @Test(
    "Content that rested at its top goes back to its top, wherever a changed top inset put it; content below its top goes back where it was",
    arguments: [
      TopChange(resting: -64, top: -64, newTop: -47, expected: -47),
      TopChange(resting: -64, top: -64, newTop: -80, expected: -80),
      TopChange(resting: 120, top: -64, newTop: -80, expected: 120),
      TopChange(resting: -64, top: -64, newTop: -64, expected: -64),
    ])
  func topFollows(_ change: TopChange) throws {
    var ledger = InsetLedger()
    let app = ledger.reconcile(observed: Self.appInsets)
    _ = ledger.commit(
      Self.adjustment(bottom: 302, offset: 300), app: app,
      currentOffset: CGPoint(x: 0, y: change.resting), userScrollCount: 0,
      topOffset: change.top)
    let released = ledger.release(
      currentOffset: CGPoint(x: 0, y: 300), restingRange: change.newTop...600,
      restoresOffset: true)
    let write = try #require(released)
    #expect(write.contentOffset?.y == change.expected)
  }

  @Test("Releasing with nothing applied writes nothing")
  func idleRelease() {
    var ledger = InsetLedger()
    #expect(ledger.release(currentOffset: .zero, restingRange: 0...0, restoresOffset: true) == nil)
  }

  @Test("10,000 show/hide cycles, with the app changing its insets meanwhile, keep its insets")
  func noDrift() throws {
    var ledger = InsetLedger()
    var observed = Self.appInsets
    // What the app last set, tracked here and not by the ledger.
    var appTruth = Self.appInsets
    var offset = CGPoint(x: 0, y: -97.3)
    var generator = SeededGenerator(seed: 42)
    var worstDrift: CGFloat = 0
    for cycle in 0..<10_000 {
      let app = ledger.reconcile(observed: observed)
      let overlap = CGFloat(generator.nextDouble() * 400)
      let target = CGFloat(generator.nextDouble() * 900) - 97.3
      let write = ledger.commit(
        Self.adjustment(bottom: overlap, offset: cycle.isMultiple(of: 3) ? nil : target),
        app: app, currentOffset: offset)
      observed = write.insets
      offset = write.contentOffset ?? offset
      // While the keyboard is up the app sets its insets: a new top (a banner), or a bottom
      // grown or shrunk by a toolbar's height, set as a value the app keeps itself.
      if cycle.isMultiple(of: 7) {
        let top = CGFloat(generator.nextDouble() * 120)
        observed.content.top = top
        appTruth.content.top = top
      }
      if cycle.isMultiple(of: 5) {
        let delta: CGFloat = appTruth.content.bottom > 60 ? -44.3 : 44.3
        appTruth.content.bottom += delta
        observed.content.bottom = appTruth.content.bottom
      }
      // A field switch while the keyboard is up.
      let again = ledger.commit(
        Self.adjustment(bottom: overlap * 0.5 + 1.7, offset: target + 13.1),
        app: ledger.reconcile(observed: observed), currentOffset: offset)
      observed = again.insets
      offset = again.contentOffset ?? offset
      let restoredWrite = ledger.release(
        currentOffset: offset, restingRange: -97.3...2000, restoresOffset: true)
      let restored = try #require(restoredWrite)
      observed = restored.insets
      offset = restored.contentOffset ?? offset
      worstDrift = max(
        worstDrift, abs(observed.content.bottom - appTruth.content.bottom),
        abs(observed.content.top - appTruth.content.top))
    }
    #expect(worstDrift <= 1e-9, "worst drift \(worstDrift) pt")
    #expect(offset == CGPoint(x: 0, y: -97.3))
  }

  static let passCounts = [0, 1, 2, 3, 10, 57]

  @Test(
    "An app that sets its inset on every layout pass gets back what it set, however many passes",
    arguments: passCounts)
  func layoutPassApp(passes: Int) throws {
    var ledger = InsetLedger()
    let set = AvoidanceInsets(top: 12, bottom: 400)
    var observed = ScrollInsets(content: set, indicator: .zero)
    var write = ledger.commit(
      Self.adjustment(bottom: 302), app: ledger.reconcile(observed: observed),
      currentOffset: .zero)
    for pass in 0..<passes {
      observed = write.insets
      observed.content = pass.isMultiple(of: 2) ? set : AvoidanceInsets(top: 12, bottom: 380)
      let app = ledger.reconcile(observed: observed)
      #expect(app.content == observed.content)
      write = ledger.commit(Self.adjustment(bottom: 302), app: app, currentOffset: .zero)
      #expect(write.insets.content.bottom == observed.content.bottom + 302)
    }
    let last = passes == 0 || (passes - 1).isMultiple(of: 2) ? set.bottom : 380
    let release = ledger.release(currentOffset: .zero, restingRange: 0...0, restoresOffset: true)
    let restored = try #require(release)
    #expect(restored.insets.content.bottom == last)
  }

  @Test("Once something else scrolled, hiding leaves the content where it is")
  func othersScrolled() throws {
    var ledger = InsetLedger()
    let app = ledger.reconcile(observed: Self.appInsets)
    _ = ledger.commit(
      Self.adjustment(bottom: 302, offset: 244), app: app, currentOffset: CGPoint(x: 0, y: -103))
    // Navigation (or UIKit) scrolls to 600, then the engine adds padding: 616.
    _ = ledger.commit(
      Self.adjustment(bottom: 302, offset: 616), app: app, currentOffset: CGPoint(x: 0, y: 600))
    #expect(ledger.wasScrolledByOthers)
    let write = ledger.release(
      currentOffset: CGPoint(x: 0, y: 616), restingRange: -103...700, restoresOffset: true)
    let restored = try #require(write)
    #expect(restored.contentOffset == nil)
  }

  @Test(
    "A commit that resumes a released ledger restores to the first rest, or stays after a scroll")
  func resumesMemory() throws {
    for scrolledByOthers in [false, true] {
      var ledger = InsetLedger()
      let app = ledger.reconcile(observed: Self.appInsets)
      _ = ledger.commit(
        Self.adjustment(bottom: 300, offset: 400), app: app, currentOffset: CGPoint(x: 0, y: 100))
      if scrolledByOthers { ledger.noteOffset(CGPoint(x: 0, y: 250)) }
      let memory = try #require(ledger.memory)
      #expect(memory.restingOffset.y == 100)
      _ = ledger.release(
        currentOffset: CGPoint(x: 0, y: scrolledByOthers ? 250 : 400), restingRange: 0...900,
        restoresOffset: true)
      // The keyboard covers again within one burst: content moved in between is not the rest.
      _ = ledger.commit(
        Self.adjustment(bottom: 320, offset: 420), app: app,
        currentOffset: CGPoint(x: 0, y: 400), resuming: memory)
      let released = ledger.release(
        currentOffset: CGPoint(x: 0, y: 420), restingRange: 0...900, restoresOffset: true)
      let write = try #require(released)
      #expect(write.contentOffset == (scrolledByOthers ? nil : CGPoint(x: 0, y: 100)))
    }
  }
}

@Suite("Inset bookkeeping: code's scrolls and the user's")
struct InsetLedgerScrollTests {
  @Test(
    "Where the host counts the user's scrolls, only they keep content from going back",
    arguments: [false, true])
  func userScrollsDecide(userScrolled: Bool) throws {
    var ledger = InsetLedger()
    let app = ledger.reconcile(observed: InsetLedgerTests.appInsets)
    _ = ledger.commit(
      InsetLedgerTests.adjustment(bottom: 300, offset: 200), app: app, currentOffset: .zero,
      userScrollCount: 4)
    // UIKit scrolls the next first responder in (code), or the user drags (counted).
    let moved = CGPoint(x: 0, y: 260)
    ledger.noteOffset(moved, userScrollCount: userScrolled ? 5 : 4)
    let released = ledger.release(
      currentOffset: moved, restingRange: 0...900, restoresOffset: true)
    let write = try #require(released)
    #expect(write.contentOffset == (userScrolled ? nil : CGPoint.zero))
  }

  @Test("A write that takes code's move of this turn over rests where the screen showed content")
  func takeOver() throws {
    var ledger = InsetLedger()
    let app = ledger.reconcile(observed: InsetLedgerTests.appInsets)
    // UIKit scrolled from 0 to 120 in this turn; the engine moves on to 180 from 0.
    let write = ledger.commit(
      InsetLedgerTests.adjustment(bottom: 300, offset: 180), app: app,
      currentOffset: CGPoint(x: 0, y: 120), shownOffset: .zero, takesOver: true)
    #expect(write.animationStart == .zero)
    let released = ledger.release(
      currentOffset: CGPoint(x: 0, y: 180), restingRange: 0...900, restoresOffset: true)
    let restore = try #require(released)
    #expect(restore.contentOffset == .zero)
  }

  @Test("Without a count, code's move in another turn is someone else's scroll")
  func codeMoveWithoutCount() throws {
    var ledger = InsetLedger()
    let app = ledger.reconcile(observed: InsetLedgerTests.appInsets)
    _ = ledger.commit(
      InsetLedgerTests.adjustment(bottom: 300, offset: 200), app: app, currentOffset: .zero)
    // Seen while the move is unshown (same turn): not judged yet.
    ledger.noteOffset(CGPoint(x: 0, y: 260), shown: CGPoint(x: 0, y: 200))
    #expect(!ledger.wasScrolledByOthers)
    // Seen in a later turn: someone else's.
    ledger.noteOffset(CGPoint(x: 0, y: 260))
    #expect(ledger.wasScrolledByOthers)
  }
}

extension InsetLedgerTests {
  @Test(
    "A count of the user's scrolls back where it started (moves under the finger found to be code's) is no scroll: hiding goes back"
  )
  func countBackAtStart() throws {
    var ledger = InsetLedger()
    let app = ledger.reconcile(observed: Self.appInsets)
    _ = ledger.commit(
      Self.adjustment(bottom: 302, offset: 244), app: app, currentOffset: CGPoint(x: 0, y: -103),
      userScrollCount: 4)
    ledger.noteOffset(CGPoint(x: 0, y: 280), userScrollCount: 5)
    #expect(ledger.wasScrolledByOthers)
    ledger.noteOffset(CGPoint(x: 0, y: 280), userScrollCount: 4)
    #expect(!ledger.wasScrolledByOthers)
    let write = ledger.release(
      currentOffset: CGPoint(x: 0, y: 280), restingRange: -103...700, restoresOffset: true)
    let restored = try #require(write)
    #expect(restored.contentOffset == CGPoint(x: 0, y: -103))
  }
}

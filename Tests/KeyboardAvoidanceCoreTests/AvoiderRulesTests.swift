import Foundation
import Testing

@testable import KeyboardAvoidanceCore

@Suite("Focus, companions, visibility and automatic mode's choice")
struct AvoiderRulesTests {
  final class Node {}

  @Test("Focus moves to the new field even though the old field's end arrives after its begin")
  func focusOrder() {
    var tracker = FocusTracker<Node>()
    let first = Node()
    let second = Node()
    tracker.began(first)
    tracker.began(second)
    tracker.ended(first)
    #expect(tracker.focused === second)
    tracker.ended(second)
    #expect(tracker.focused == nil)
  }

  @Test("Begin-editing notifications name the field to prepare; ends and others name none")
  func focusNotifications() {
    var tracker = FocusTracker<Node>()
    let field = Node()
    let view = Node()
    let began = tracker.note(
      notificationName: TextInputNotificationName.textFieldDidBeginEditing, object: field)
    #expect(began === field && tracker.focused === field)
    #expect(
      tracker.note(
        notificationName: TextInputNotificationName.textViewDidBeginEditing, object: view)
        === view)
    #expect(
      tracker.note(
        notificationName: TextInputNotificationName.textFieldDidEndEditing, object: field)
        == nil)
    #expect(tracker.focused === view)  // the old field's late end leaves the new focus alone
    #expect(
      tracker.note(notificationName: TextInputNotificationName.textViewDidChange, object: view)
        == nil)
    #expect(tracker.note(notificationName: KeyboardPhase.willShow.rawValue, object: nil) == nil)
    #expect(
      tracker.note(notificationName: TextInputNotificationName.textViewDidEndEditing, object: view)
        == nil)
    #expect(tracker.focused == nil)
  }

  static let visibility: [(isHidden: Bool, alpha: CGFloat, hidden: Bool)] = [
    (false, 1, false), (false, 0.02, false), (false, 0.01, true), (false, 0, true),
    (true, 1, true), (false, .nan, true),
  ]

  @Test("Hidden or at most 1% opaque shows nothing", arguments: visibility)
  func viewVisibility(_ row: (isHidden: Bool, alpha: CGFloat, hidden: Bool)) {
    #expect(ViewVisibility.isHidden(isHidden: row.isHidden, alpha: row.alpha) == row.hidden)
    // Field navigation skips exactly these fields.
    let navigable = NavigableField<FieldAddress>.isNavigable(
      isHidden: row.isHidden, isEnabled: true, isEditable: true, alpha: row.alpha,
      frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(navigable == !row.hidden)
  }

  @Test("The tracker does not keep a field alive")
  func focusIsWeak() {
    var tracker = FocusTracker<Node>()
    do {
      let field = Node()
      tracker.began(field)
      #expect(tracker.focused === field)
    }
    #expect(tracker.focused == nil)
  }

  @Test("Companions are weak on both sides and can be cleared")
  func companions() {
    var registry = CompanionRegistry<Node>()
    let field = Node()
    var label: Node? = Node()
    registry.set([label ?? Node()], for: field)
    #expect(registry.companions(of: field).count == 1)
    label = nil
    #expect(registry.companions(of: field).isEmpty)
    registry.set([], for: field)
    #expect(registry.count == 0)
    // A field that goes away leaves no entry behind once the registry changes. (`other` lives
    // throughout, so it cannot reuse the gone field's address.)
    let other = Node()
    do {
      let transient = Node()
      registry.set([field], for: transient)
      #expect(registry.count == 1)
    }
    registry.set([field], for: other)
    #expect(registry.count == 1)
    #expect(registry.companions(of: other).first === field)
  }

  struct Chain: Sendable, CustomStringConvertible {
    let description: String
    let ancestors: [AncestorTraits]
    let expected: AutomaticContainerChoice
  }

  static let field = AncestorTraits()
  static let scroll = AncestorTraits(isScrollView: true)
  static let contentRoot = AncestorTraits(isViewControllerRoot: true)
  static let navigationRoot = AncestorTraits(isContainerControllerRoot: true)

  static let chains: [Chain] = [
    Chain(
      description: "field in a scroll view", ancestors: [field, AncestorTraits(), scroll],
      expected: .scrollView(at: 2)),
    Chain(
      description: "a text view is not its own container",
      ancestors: [
        AncestorTraits(isScrollView: true, isTextInput: true), scroll,
      ], expected: .scrollView(at: 1)),
    Chain(
      description: "horizontal carousel is skipped for the vertical scroll view around it",
      ancestors: [field, AncestorTraits(isScrollView: true, isHorizontalOnly: true), scroll],
      expected: .scrollView(at: 2)),
    Chain(
      description: "a UITableViewController's table gets an avoider that assists the system",
      ancestors: [
        field, AncestorTraits(isScrollView: true, isSystemManaged: true),
      ], expected: .scrollView(at: 1)),
    Chain(
      description: "an attached avoider already manages the scroll view",
      ancestors: [
        field, AncestorTraits(isScrollView: true, hasAvoider: true),
      ],
      expected: .none(.managedElsewhere)),
    Chain(
      description: "opted-out view controller",
      ancestors: [field, scroll, AncestorTraits(isOptedOut: true, isViewControllerRoot: true)],
      expected: .none(.optedOut)),
    Chain(
      description: "opted-out field", ancestors: [AncestorTraits(isOptedOut: true), scroll],
      expected: .none(.optedOut)),
    Chain(
      description: "plain view controller inside a navigation controller",
      ancestors: [field, AncestorTraits(), contentRoot, AncestorTraits(), navigationRoot],
      expected: .plainView(at: 2)),
    Chain(
      description: "child view controller: the outermost content root moves",
      ancestors: [field, contentRoot, AncestorTraits(), contentRoot, navigationRoot, contentRoot],
      expected: .plainView(at: 3)),
    Chain(
      description: "child view controller inside a scroll view: the scroll view wins",
      ancestors: [field, contentRoot, scroll, contentRoot], expected: .scrollView(at: 2)),
    Chain(
      description: "nothing to move", ancestors: [field, AncestorTraits()],
      expected: .none(.noCandidate)),
  ]

  @Test("Automatic mode also gives each vertical scroll view around a chosen one an avoider")
  func enclosingScrollViews() {
    let chain = [
      Self.field, Self.scroll, AncestorTraits(isScrollView: true, isHorizontalOnly: true),
      AncestorTraits(), AncestorTraits(isScrollView: true, hasAvoider: true), Self.scroll,
      Self.navigationRoot, Self.scroll,
    ]
    #expect(AutomaticContainerPolicy.choose(chain) == .scrollView(at: 1))
    #expect(AutomaticContainerPolicy.enclosingScrollViews(chain, above: 1) == [5])
    #expect(AutomaticContainerPolicy.enclosingScrollViews(chain, above: 0).isEmpty)
  }

  @Test("Automatic mode picks the container a developer would expect", arguments: chains)
  func automaticChoice(_ chain: Chain) {
    let choice = AutomaticContainerPolicy.choose(chain.ancestors)
    #expect(choice == chain.expected)
    switch chain.expected {
    case .scrollView(let at), .plainView(let at): #expect(choice.index == at)
    case .none: #expect(choice.index == nil)
    }
  }
}

extension AvoiderRulesTests {
  static let pinnedCases: [(keyboardTop: CGFloat, pinned: CGFloat)] = [
    (516, 56),  // a docked keyboard lifts the bar
    (783, 56),  // a hardware keyboard's bar above the home indicator lifts it too
    (818, 0),  // level with the safe area's bottom: the bar rests there
    (830, 0),  // a keyboard's bar behind a tab bar, or below a Stage Manager window
  ]

  @Test(
    "A bar pinned to the keyboard rides on it above the safe area's bottom, and rests there below",
    arguments: pinnedCases)
  func pinnedBar(_ row: (keyboardTop: CGFloat, pinned: CGFloat)) throws {
    let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    let geometry = ContainerGeometry(
      environment: KeyboardEnvironment(screen: screen, window: screen), frameInWindow: screen,
      bounds: screen, contentSize: CGSize(width: 393, height: 1400),
      safeAreaInsets: AvoidanceInsets(top: 59, bottom: 34), pinnedHeight: 56)
    let keyboard = CGRect(x: 0, y: row.keyboardTop, width: 393, height: 852 - row.keyboardTop)
    let (frame, pinned) = try #require(geometry.keyboardFrameInWindow(avoiding: keyboard))
    #expect(pinned == row.pinned)
    // Riding, the bar lifts the keyboard's top; resting on the safe area's bottom (818), it
    // still covers what is under it (818 − 56 = 762).
    #expect(frame.minY == (row.pinned > 0 ? row.keyboardTop - row.pinned : 762))
    #expect(frame.maxY == 852)
  }

  @Test("A bar resting in a window the keyboard does not reach still covers what is under it")
  func restingBarWithoutKeyboard() throws {
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let sheet = CGRect(x: 212, y: 100, width: 600, height: 700)
    let geometry = ContainerGeometry(
      environment: KeyboardEnvironment(screen: screen, window: sheet),
      frameInWindow: CGRect(origin: .zero, size: sheet.size),
      bounds: CGRect(origin: .zero, size: sheet.size), contentSize: sheet.size,
      safeAreaInsets: AvoidanceInsets(bottom: 20), pinnedHeight: 56)
    let keyboard = CGRect(x: 0, y: 1011, width: 1024, height: 355)  // below the sheet
    let (frame, pinned) = try #require(geometry.keyboardFrameInWindow(avoiding: keyboard))
    #expect(pinned == 0)
    #expect(frame == CGRect(x: 0, y: 624, width: 600, height: 76))
    var bare = geometry
    bare.pinnedHeight = 0
    #expect(bare.keyboardFrameInWindow(avoiding: keyboard) == nil)
  }
}

@Suite("Tap dismissal rule")
struct TapDismissalRuleTests {
  @Test("Text inputs, controls, bars and views pinned to the keyboard keep their taps")
  func rule() {
    #expect(TapDismissal.endsEditing(path: [ViewFacts(), ViewFacts()]))
    #expect(!TapDismissal.endsEditing(path: []))
    #expect(!TapDismissal.endsEditing(path: [ViewFacts(classes: .textView)]))
    #expect(!TapDismissal.endsEditing(path: [ViewFacts(), ViewFacts(classes: .toolbar)]))
    #expect(!TapDismissal.endsEditing(path: [ViewFacts(isPinnedToKeyboard: true), ViewFacts()]))
  }
}

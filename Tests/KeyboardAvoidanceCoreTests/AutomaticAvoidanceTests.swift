import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// Automatic mode as both hosts run it.
@Suite("Automatic avoidance")
struct AutomaticAvoidanceTests {
  final class App: AutomaticAvoidanceHost {
    var hosts: [ObjectIdentifier: FakeContainerHost] = [:]
    private(set) var attachCount = 0

    func parent(of view: FakeView) -> FakeView? { view.parent }
    func facts(of view: FakeView) -> ViewFacts {
      var facts = view.facts
      facts.avoider = hosts[ObjectIdentifier(view)]?.avoidance.attachment
      return facts
    }
    func avoidance(of view: FakeView) -> ContainerAvoidance<FakeContainerHost>? {
      hosts[ObjectIdentifier(view)]?.avoidance
    }
    func attachAvoider(to view: FakeView, configuration: AvoidanceConfiguration)
      -> ContainerAvoidance<FakeContainerHost>?
    {
      attachCount += 1
      let host = FakeContainerHost()
      host.container = view
      host.avoidance = ContainerAvoidance(
        host: host, attachment: .automatic, configuration: configuration)
      hosts[ObjectIdentifier(view)] = host
      return host.avoidance
    }
  }

  @Test("It attaches to the chosen container once, with its settings, and detaches on stop")
  func lifecycle() throws {
    let app = App()
    let automatic = AutomaticAvoidance(host: app)
    let sample = FakeContainerHost()
    let scroll = try #require(sample.container)
    let field = sample.addField(y: 700)
    automatic.inputDidBeginEditing(field)
    #expect(app.attachCount == 0)  // off until started
    var configuration = AvoidanceConfiguration()
    configuration.padding = 40
    #expect(automatic.start(configuration: configuration, navigation: .init()))
    #expect(!automatic.start(configuration: configuration, navigation: .init()))
    automatic.inputDidBeginEditing(field)
    automatic.inputDidBeginEditing(field)
    #expect(app.attachCount == 1)
    #expect(automatic.lastChoice == .scrollView(at: 1))
    let host = try #require(app.hosts[ObjectIdentifier(scroll)])
    #expect(host.avoidance.configuration.padding == 40)
    #expect(host.avoidance.focused === field)
    configuration.padding = 8
    automatic.start(configuration: configuration, navigation: .init())
    #expect(host.avoidance.configuration.padding == 8)
    #expect(automatic.stop())
    #expect(host.stopped)
    #expect(!automatic.stop())
  }

  @Test("An avoider the app took over stays when automatic mode stops")
  func takenOver() throws {
    let app = App()
    let automatic = AutomaticAvoidance(host: app)
    automatic.start(configuration: .init(), navigation: .init())
    let sample = FakeContainerHost()
    let scroll = try #require(sample.container)
    automatic.inputDidBeginEditing(sample.addField(y: 700))
    let host = try #require(app.hosts[ObjectIdentifier(scroll)])
    host.avoidance.attachAgain(configuration: nil)
    automatic.stop()
    #expect(!host.stopped)
  }

  static let factRows: [(String, ViewFacts, AncestorTraits)] = [
    (
      "an automatic avoider does not count as an existing one",
      ViewFacts(avoider: .automatic), AncestorTraits()
    ),
    ("an attached avoider counts", ViewFacts(avoider: .attached), AncestorTraits(hasAvoider: true)),
    (
      "opting out works on the controller",
      ViewFacts(controller: .init(isOptedOut: true)),
      AncestorTraits(isOptedOut: true, isViewControllerRoot: true)
    ),
    ("opting out works on the view", ViewFacts(isOptedOut: true), AncestorTraits(isOptedOut: true)),
    (
      "a navigation controller's root is a container controller's",
      ViewFacts(controller: .init(kind: .container)),
      AncestorTraits(isContainerControllerRoot: true)
    ),
    (
      "a presented popover avoids by itself",
      ViewFacts(controller: .init(isPresented: true, popover: .init(arrowDirection: 1))),
      AncestorTraits(isViewControllerRoot: true, isSystemAvoidingPresentation: true)
    ),
    (
      "so does an alert", ViewFacts(controller: .init(isAlert: true)),
      AncestorTraits(isViewControllerRoot: true, isSystemAvoidingPresentation: true)
    ),
    (
      "a popover adapted to a sheet does not", ViewFacts(controller: .init(isPresented: true)),
      AncestorTraits(isViewControllerRoot: true)
    ),
    (
      "a pinned view moves with the keyboard", ViewFacts(isPinnedToKeyboard: true),
      AncestorTraits(movesWithKeyboard: true)
    ),
    (
      "so does a view in a window above the app's that is not key (the keyboard's)",
      ViewFacts(windowLevel: 1), AncestorTraits(movesWithKeyboard: true)
    ),
    (
      "a scroll view with scrolling off is passed over (§11.4)",
      ViewFacts(scrollView: .init(contentSize: .zero, boundsSize: .zero, isScrollEnabled: false)),
      AncestorTraits()
    ),
    (
      "an app's login window above .normal is key: its fields are avoided",
      ViewFacts(windowLevel: 2000, isKeyWindow: true), AncestorTraits()
    ),
    (
      "a horizontal carousel",
      ViewFacts(
        scrollView: .init(
          contentSize: CGSize(width: 900, height: 100), boundsSize: CGSize(width: 300, height: 100))
      ),
      AncestorTraits(isScrollView: true, isHorizontalOnly: true)
    ),
  ]

  @Test(
    "A table or collection view controller's list is the system's, found up the tree",
    arguments: [
      ViewFacts.ControllerFacts.Kind.tableViewController, .collectionViewController, .content,
    ])
  func systemAdjustedList(_ kind: ViewFacts.ControllerFacts.Kind) {
    let scrollFacts = ViewFacts.ScrollFacts(contentSize: .zero, boundsSize: .zero)
    let window = FakeView(nil, facts: ViewFacts(classes: .window))
    // A collection view controller's wrapper view, with its list and another scroll view.
    let wrapper = FakeView(window)
    let list = FakeView(wrapper, facts: ViewFacts(scrollView: scrollFacts))
    let other = FakeView(wrapper, facts: ViewFacts(scrollView: scrollFacts))
    wrapper.facts.controller = .init(
      kind: kind, list: kind == .content ? nil : ObjectIdentifier(list))
    func isSystemManaged(_ view: FakeView) -> Bool {
      AutomaticContainerPolicy.chain(from: view, parent: { $0.parent }, facts: { $0.facts })
        .first?.traits.isSystemManaged ?? false
    }
    #expect(isSystemManaged(list) == (kind != .content))
    #expect(!isSystemManaged(other))
    #expect(!isSystemManaged(wrapper))
  }

  @Test("Raw view facts become automatic mode's traits by one rule each", arguments: factRows)
  func traits(_ row: (String, ViewFacts, AncestorTraits)) {
    #expect(AncestorTraits(row.1) == row.2, "\(row.0)")
  }
}

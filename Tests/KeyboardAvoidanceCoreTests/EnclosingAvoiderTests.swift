import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// An app's avoider on a scroll view inside another that has none: the one around it gets an
/// avoider of automatic mode's kind, so the field comes above the keyboard even where the inner
/// scroll view is under it whole.
@Suite("Avoiders around an avoided scroll view")
struct EnclosingAvoiderTests {
  /// A host whose container sits in an outer scroll view (the root, full screen, 2,000 pt of
  /// content), set up by `outer` before its avoider is made.
  static func nest(
    _ attachment: AvoiderAttachment = .attached, outer: (inout ViewFacts) -> Void = { _ in }
  ) -> FakeContainerHost {
    let host = FakeContainerHost()
    host.attachment = attachment
    var facts = ViewFacts(
      scrollView: ViewFacts.ScrollFacts(
        contentSize: CGSize(width: 393, height: 2_000), boundsSize: Fixture.phone.size))
    outer(&facts)
    host.root.facts = facts
    return host
  }

  @Test("The scroll view around gets an avoider that hears the begin-editing")
  func attachesAround() throws {
    let host = Self.nest()
    let field = host.editFieldWithKeyboard(y: 700)
    let enclosing = try #require(host.enclosingHosts.first)
    #expect(host.enclosingHosts.count == 1)
    #expect(enclosing.container === host.root)
    #expect(enclosing.avoidance.attachment == .automatic)
    #expect(enclosing.avoidance.focused === field)
    #expect(enclosing.avoidance.configuration == host.avoidance.configuration)
  }

  @Test("A subclass's avoider does the same; a second field attaches nothing more")
  func subclassOnce() {
    let host = Self.nest(.subclass)
    _ = host.editFieldWithKeyboard(y: 700)
    let second = host.addField(y: 800)
    host.avoidance.receive(
      name: TextInputNotificationName.textFieldDidBeginEditing, object: second, userInfo: nil)
    #expect(host.enclosingHosts.count == 1)
  }

  @Test(
    "None where automatic mode would attach none",
    arguments: [
      "app's avoider", "opted out", "carousel", "not scrolling", "automatic inner", "popover",
    ])
  func noneAttached(_ setup: String) {
    let host = Self.nest(setup == "automatic inner" ? .automatic : .attached) { facts in
      switch setup {
      case "app's avoider": facts.avoider = .attached
      case "opted out": facts.isOptedOut = true
      case "carousel": facts.scrollView?.flowLayoutScrollDirection = 1
      case "not scrolling": facts.scrollView?.isScrollEnabled = false
      case "popover":
        facts.controller = ViewFacts.ControllerFacts(
          isPresented: true,
          popover: ViewFacts.ControllerFacts.PopoverFacts(
            arrowDirection: 1, permittedArrowDirections: 15, isHorizontallyCompact: false))
      default: break
      }
    }
    _ = host.editFieldWithKeyboard(y: 700)
    #expect(host.enclosingHosts.isEmpty)
  }

  @Test("Detaching the inner avoider detaches the one around, unless the app took it over")
  func detachesAround() throws {
    let host = Self.nest()
    _ = host.editFieldWithKeyboard(y: 700)
    let enclosing = try #require(host.enclosingHosts.first)
    host.avoidance.detach()
    #expect(enclosing.stopped)

    let kept = Self.nest()
    _ = kept.editFieldWithKeyboard(y: 700)
    let taken = try #require(kept.enclosingHosts.first)
    taken.avoidance.attachAgain(configuration: nil)
    kept.avoidance.detach()
    #expect(!taken.stopped)
  }
}

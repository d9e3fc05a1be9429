/// Automatic mode's choice of which view avoids the keyboard for a focused input.
///
/// `AutomaticAvoidance` reads the chain of views from the input (index 0) up to, but not
/// including, the window, as traits built from each view's raw facts; this type decides. Rules:
/// 1. An opt-out anywhere on the chain wins: nothing avoids. So does a view that moves with the
///    keyboard (a field in a Send bar moves with it) and a presentation the system moves itself
///    (a popover, an alert).
/// 2. The nearest scroll view that is neither a horizontal-only carousel nor a text input is the
///    container —
///    unless the system already avoids for it (a `UITableViewController`'s table: no double
///    adjustment, §4) or a subclass or attached avoider already manages it.
/// 3. With no such scroll view, the outermost content view controller's root view below any
///    navigation, tab bar or split view controller is shifted instead (its bounds' origin moves,
///    so navigation bars, safe-area constraints and swipe-back are untouched).
///
/// ```swift
/// let choice = AutomaticContainerPolicy.choose([
///   AncestorTraits(),                    // the field
///   AncestorTraits(isScrollView: true),  // its scroll view
/// ])
/// // .scrollView(at: 1)
/// ```
package enum AutomaticContainerPolicy {
  /// Whether the system moves a container out of the keyboard's way itself: anything in a
  /// popover or an alert. `chain` is the container and its ancestors, the container first.
  package static func systemAvoidsKeyboard(for chain: [AncestorTraits]) -> Bool {
    chain.contains(where: \.isSystemAvoidingPresentation)
  }

  /// Whether a container is the list of a table or collection view controller, which adjusts
  /// its inset itself (§11.1): avoiders assist there, or what their configuration says.
  package static func isSystemAdjustedList(_ chain: [AncestorTraits]) -> Bool {
    chain.first?.isSystemManaged ?? false
  }

  /// A view and its ancestors up to, not including, its window, each with its traits: the
  /// chain ``choose(_:)`` and ``systemAvoidsKeyboard(for:)`` read. Each view's facts are read
  /// once.
  ///
  /// A view is the list of a table or collection view controller — adjusted by the system
  /// (§11.1) — when the nearest controller at or above it is one whose list it is: a collection
  /// view may sit in a wrapper view, so its controller is found up the tree, as UIKit's
  /// responder chain finds it.
  package static func chain<View: AnyObject>(
    from view: View, parent: (View) -> View?, facts: (View) -> ViewFacts
  ) -> [(view: View, traits: AncestorTraits)] {
    var chain: [(view: View, traits: AncestorTraits)] = []
    var controllers: [ViewFacts.ControllerFacts?] = []
    var current: View? = view
    while let candidate = current {
      let viewFacts = facts(candidate)
      if viewFacts.isWindow { break }
      chain.append((candidate, AncestorTraits(viewFacts)))
      controllers.append(viewFacts.controller)
      current = parent(candidate)
    }
    for index in chain.indices {
      guard let controller = controllers[index...].lazy.compactMap({ $0 }).first else { break }
      let adjustsList =
        controller.kind == .tableViewController || controller.kind == .collectionViewController
      chain[index].traits.isSystemManaged =
        adjustsList && controller.list == ObjectIdentifier(chain[index].view)
    }
    return chain
  }

  /// The vertical scroll views above the chosen scroll view at `index` that also need an
  /// avoider: a scroll view inside another shows only part of the page, so each enclosing one
  /// brings the inner one's part of the field into view. Scroll views the system avoids for,
  /// that already have an avoider, or that only scroll horizontally are left out; the walk
  /// stops at a container controller's root (its bars never move).
  package static func enclosingScrollViews(_ ancestors: [AncestorTraits], above index: Int)
    -> [Int]
  {
    guard ancestors.indices.contains(index), ancestors[index].isScrollView else { return [] }
    var found: [Int] = []
    for position in ancestors.indices where position > index {
      let traits = ancestors[position]
      if traits.isContainerControllerRoot { break }
      guard traits.isScrollView, !traits.isTextInput, !traits.isHorizontalOnly,
        !traits.isSystemManaged, !traits.hasAvoider
      else { continue }
      found.append(position)
    }
    return found
  }

  /// The scroll views around an app's avoided scroll view that get an avoider of automatic
  /// mode's kind: ``enclosingScrollViews(_:above:)`` of `chain` (the avoided scroll view
  /// first), and none where automatic mode would attach none — an opt-out on the way up, a
  /// view that moves with the keyboard, a presentation the system moves itself.
  package static func scrollViewsAroundAvoided(_ chain: [AncestorTraits]) -> [Int] {
    if chain.contains(where: { $0.isOptedOut || $0.movesWithKeyboard })
      || systemAvoidsKeyboard(for: chain)
    {
      return []
    }
    return enclosingScrollViews(chain, above: 0)
  }

  /// Chooses the container for the chain `ancestors` (the input first); inside a SwiftUI
  /// hosting controller only when `insideSwiftUI` says so.
  package static func choose(_ ancestors: [AncestorTraits], insideSwiftUI: Bool = false)
    -> AutomaticContainerChoice
  {
    if ancestors.contains(where: \.isOptedOut) { return .none(.optedOut) }
    if !insideSwiftUI && ancestors.contains(where: \.isSwiftUIHostRoot) {
      return .none(.swiftUIAvoids)
    }
    if ancestors.contains(where: \.movesWithKeyboard) { return .none(.movesWithKeyboard) }
    if ancestors.contains(where: \.isSystemAvoidingPresentation) { return .none(.systemAvoids) }
    var plainCandidate: Int?
    var belowContainerController = true
    for (index, traits) in ancestors.enumerated() {
      if traits.isContainerControllerRoot { belowContainerController = false }
      if traits.isScrollView && !traits.isTextInput && !traits.isHorizontalOnly {
        if traits.hasAvoider { return .none(.managedElsewhere) }
        // A table or collection view controller's list too: the avoider assists the system's
        // own handling there (its configuration says how).
        return .scrollView(at: index)
      }
      if traits.isViewControllerRoot && belowContainerController {
        if traits.hasAvoider { return .none(.managedElsewhere) }
        plainCandidate = index
      }
    }
    guard let plainCandidate else { return .none(.noCandidate) }
    return .plainView(at: plainCandidate)
  }
}

/// The view automatic mode chose, as an index into the chain it was given.
package enum AutomaticContainerChoice: Sendable, Hashable {
  /// This scroll view adjusts its insets and offset.
  case scrollView(at: Int)
  /// This view controller root view shifts its bounds.
  case plainView(at: Int)
  /// Nothing avoids, for this reason.
  case none(Reason)

  /// The index of the chosen view in the chain, or `nil` when nothing avoids.
  package var index: Int? {
    switch self {
    case .scrollView(let at), .plainView(let at): at
    case .none: nil
    }
  }

  /// Why automatic mode leaves an input alone.
  package enum Reason: Sendable, Hashable {
    /// The app opted the input, a view on its way up, or its view controller out.
    case optedOut
    /// The system moves the view out of the keyboard's way on its own (a popover, an alert).
    case systemAvoids
    /// The input is inside a SwiftUI hosting controller, whose views avoid the keyboard
    /// themselves (§11.4): an avoider there would double it. Automatic mode enters only when
    /// asked to.
    case swiftUIAvoids
    /// A subclass or attached avoider already handles the container.
    case managedElsewhere
    /// There is neither a scroll view nor a view controller root on the way up.
    case noCandidate
    /// The input moves with the keyboard (a Send bar, an input accessory view).
    case movesWithKeyboard
  }
}

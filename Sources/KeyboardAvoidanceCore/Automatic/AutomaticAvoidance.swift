/// Automatic mode, whole: on every begin-editing it reads the input's ancestors, lets
/// `AutomaticContainerPolicy` choose the container and attaches an avoider there, with its
/// settings; it updates and detaches the avoiders it attached. The UIKit layer's
/// `AutomaticKeyboardAvoidance` and the headless world's are two thin hosts of this type
/// (``AutomaticAvoidanceHost``).
///
/// ```swift
/// let automatic = AutomaticAvoidance(host: appHost)
/// if automatic.start(configuration: configuration, navigation: options) { observe() }
/// // on every begin-editing notification:
/// automatic.inputDidBeginEditing(field)
/// ```
package final class AutomaticAvoidance<Host: AutomaticAvoidanceHost> {
  /// The host; held weakly.
  package private(set) weak var host: Host?
  /// Whether automatic mode is on.
  package private(set) var isRunning = false
  /// The settings the avoiders it attaches get.
  package private(set) var configuration = AvoidanceConfiguration()
  /// What field navigation does in the avoiders it attaches.
  package private(set) var navigation = FieldNavigationOptions()
  /// Whether it attaches avoiders inside SwiftUI hosting controllers too (off by default: their
  /// views avoid the keyboard themselves, §11.4).
  package private(set) var insideSwiftUI = false
  /// The last choice made, for diagnostics and tests.
  package private(set) var lastChoice: AutomaticContainerChoice?
  private var attached: [WeakBox<ContainerAvoidance<Host.Avoider>>] = []

  /// Creates automatic mode, off, for a host.
  package init(host: Host) {
    self.host = host
  }

  /// Turns automatic mode on with these settings, and gives them to the avoiders it attached
  /// already (the app's own avoiders keep theirs). Returns whether it was off, so the host
  /// starts observing begin-editing notifications (``ObservedNotifications/automaticMode``).
  @discardableResult
  package func start(
    configuration: AvoidanceConfiguration, navigation: FieldNavigationOptions,
    insideSwiftUI: Bool = false
  ) -> Bool {
    self.configuration = configuration
    self.navigation = navigation
    self.insideSwiftUI = insideSwiftUI
    for avoidance in automaticAvoiders() {
      avoidance.configuration = configuration
      avoidance.navigation = navigation
    }
    defer { isRunning = true }
    return !isRunning
  }

  /// Turns automatic mode off and detaches the avoiders it attached (the ones the app took
  /// over with an explicit attach stay). Returns whether it was on, so the host stops
  /// observing.
  @discardableResult
  package func stop() -> Bool {
    guard isRunning else { return false }
    isRunning = false
    for avoidance in automaticAvoiders() { avoidance.detach() }
    attached = []
    return true
  }

  /// An input began editing: the chosen container gets an avoider, unless it has one — an
  /// avoider that exists hears the notification itself — and so does each vertical scroll view
  /// around a chosen scroll view (``AutomaticContainerPolicy/enclosingScrollViews(_:above:)``).
  package func inputDidBeginEditing(_ input: Host.View) {
    guard isRunning, let host else { return }
    let chain = AutomaticContainerPolicy.chain(from: input, parent: host.parent, facts: host.facts)
    let traits = chain.map(\.traits)
    let choice = AutomaticContainerPolicy.choose(traits, insideSwiftUI: insideSwiftUI)
    lastChoice = choice
    guard let index = choice.index else { return }
    let enclosing = AutomaticContainerPolicy.enclosingScrollViews(traits, above: index)
    for position in [index] + enclosing {
      let container = chain[position].view
      guard host.avoidance(of: container) == nil,
        let avoidance = host.attachAvoider(to: container, configuration: configuration)
      else { continue }
      attached.removeAll { $0.value == nil }
      attached.append(WeakBox(avoidance))
      avoidance.joinBeginEditing(of: input, navigation: navigation)
    }
  }

  /// The avoiders automatic mode attached that are still its own (the app has not taken them
  /// over with an explicit attach).
  package func automaticAvoiders() -> [ContainerAvoidance<Host.Avoider>] {
    attached.compactMap(\.value).filter { $0.attachment == .automatic }
  }
}

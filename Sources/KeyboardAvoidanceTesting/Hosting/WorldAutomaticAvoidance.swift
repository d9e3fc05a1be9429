/// The headless world's counterpart of the UIKit adapter's automatic mode: on every
/// begin-editing it describes the input's ancestors, lets the core choose the container
/// (``AutomaticContainerPolicy``) and attaches an avoider there.
///
/// ```swift
/// let automatic = WorldAutomaticAvoidance(world: world)  // like enabling it at launch
/// world.focus(field)  // the nearest vertical scroll view now avoids the keyboard
/// ```
public final class WorldAutomaticAvoidance {
  private weak var world: World?
  /// The last choice made, for assertions.
  public private(set) var lastChoice: AutomaticContainerChoice?
  /// The settings given to the avoiders it creates.
  public var configuration = AvoidanceConfiguration()
  /// What field navigation does in the avoiders it creates.
  public var navigation = FieldPreparation.Options()

  /// Starts automatic mode in `world`.
  public init(world: World) {
    self.world = world
    world.track(self, name: "automatic mode")
    let names = Set(TextInputNotificationName.beganEditing)
    world.notificationCenter.addObserver(self, names: names) { [weak self] notification in
      guard let input = notification.object as? WorldView else { return }
      self?.inputDidBeginEditing(input)
    }
  }

  /// Stops automatic mode; avoiders it created are detached.
  public func stop() {
    world?.notificationCenter.removeObserver(self)
  }

  private func inputDidBeginEditing(_ input: WorldView) {
    let chain = Self.chain(from: input)
    let choice = AutomaticContainerPolicy.choose(chain.map(Self.traits))
    lastChoice = choice
    guard let index = choice.index else { return }
    let container = chain[index]
    // An avoider that already exists hears this notification itself.
    guard container.keyboardAvoider == nil else { return }
    guard
      let avoider = WorldKeyboardAvoider.attach(
        to: container, attachment: .automatic, configuration: configuration)
    else { return }
    avoider.navigation = navigation
    avoider.inputDidBeginEditing(input)
  }

  static func traits(_ view: WorldView) -> AncestorTraits {
    let scrollView = view as? WorldScrollView
    let controller = view.viewController
    let avoider = view.keyboardAvoider
    let riding = view.world?.keyboardRidingViews.contains { $0 === view } ?? false
    return AncestorTraits(
      isScrollView: scrollView != nil,
      isHorizontalOnly: scrollView.map {
        AncestorTraits.isHorizontalOnly(
          contentSize: $0.contentSize, boundsSize: $0.bounds.size,
          alwaysBounceVertical: $0.alwaysBounceVertical)
      } ?? false,
      isTextInput: view is any WorldTextInput,
      isSystemManaged: controller?.kind == .tableViewController,
      isOptedOut: view.isKeyboardAvoidanceOptedOut
        || (controller?.isKeyboardAvoidanceOptedOut ?? false),
      hasAvoider: avoider != nil && avoider?.attachment != .automatic,
      isViewControllerRoot: controller != nil && controller?.kind != .container,
      isContainerControllerRoot: controller?.kind == .container,
      isSystemAvoidingPresentation: controller?.isPresentedInPopover ?? false,
      ridesKeyboard: riding)
  }

  /// The view and its ancestors up to, not including, the window.
  static func chain(from view: WorldView) -> [WorldView] {
    Array(view.selfAndAncestors.prefix { !($0 is WorldWindow) })
  }
}

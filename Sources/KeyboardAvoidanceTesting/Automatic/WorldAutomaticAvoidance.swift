/// The headless world's `AutomaticKeyboardAvoidance`: a thin host of the core's
/// ``AutomaticAvoidance``, exactly as the UIKit one is. It forwards begin-editing
/// notifications, reads raw facts of views and attaches avoiders where the core says.
///
/// ```swift
/// let automatic = WorldAutomaticAvoidance(world: world)  // like enabling it at launch
/// world.focus(field)  // the nearest vertical scroll view now avoids the keyboard
/// ```
public final class WorldAutomaticAvoidance {
  private weak var world: World?
  /// Automatic mode: every decision.
  public private(set) lazy var automatic = AutomaticAvoidance(host: self)

  /// Starts automatic mode in `world`, with the settings its avoiders get.
  public init(
    world: World, configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    navigation: FieldPreparation.Options = FieldPreparation.Options()
  ) {
    self.world = world
    world.track(self, name: "automatic mode")
    start(configuration: configuration, navigation: navigation)
  }

  /// Turns automatic mode on again, or gives new settings to the avoiders it attached.
  public func start(
    configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    navigation: FieldPreparation.Options = FieldPreparation.Options()
  ) {
    guard automatic.start(configuration: configuration, navigation: navigation), let world
    else { return }
    world.notificationCenter.addObserver(self, names: Set(ObservedNotifications.automaticMode)) {
      [weak self] notification in
      guard let input = notification.object as? WorldView else { return }
      self?.automatic.inputDidBeginEditing(input)
    }
  }

  /// Stops automatic mode; the avoiders it attached are detached.
  public func stop() {
    guard automatic.stop() else { return }
    world?.notificationCenter.removeObserver(self)
  }

  /// The last choice made, for assertions.
  public var lastChoice: AutomaticContainerChoice? { automatic.lastChoice }
}

extension WorldAutomaticAvoidance: AutomaticAvoidanceHost {
  /// A view's superview.
  public func parent(of view: WorldView) -> WorldView? { view.superview }

  /// A view's raw facts.
  public func facts(of view: WorldView) -> ViewFacts { view.facts }

  /// The avoidance of a view's avoider.
  public func avoidance(of view: WorldView) -> ContainerAvoidance<WorldKeyboardAvoider>? {
    view.keyboardAvoider?.avoidance
  }

  /// Attaches an automatic avoider.
  public func attachAvoider(to view: WorldView, configuration: AvoidanceConfiguration)
    -> ContainerAvoidance<WorldKeyboardAvoider>?
  {
    WorldKeyboardAvoider.attach(to: view, attachment: .automatic, configuration: configuration)?
      .avoidance
  }
}

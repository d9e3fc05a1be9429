/// The headless world's `AutomaticKeyboardAvoidance`: a thin host of the core's
/// `AutomaticAvoidance`, exactly as the UIKit one is. It forwards begin-editing
/// notifications, reads raw facts of views and attaches avoiders where the core says.
///
/// ```swift
/// let automatic = WorldAutomaticKeyboardAvoidance(world: world)  // like enabling it at launch
/// world.focus(field)  // the nearest vertical scroll view now avoids the keyboard
/// ```
public final class WorldAutomaticKeyboardAvoidance {
  private weak var world: World?
  /// Automatic mode: every decision.
  package private(set) lazy var automatic = AutomaticAvoidance(host: self)
  /// Whether the avoiders it attaches record a trace from the moment they are attached.
  public var recordsTraces = false

  /// Starts automatic mode in `world`, with the settings its avoiders get; inside SwiftUI
  /// hosting controllers only when `insideSwiftUI`.
  public init(
    world: World, configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    navigation: FieldNavigationOptions = FieldNavigationOptions(), insideSwiftUI: Bool = false
  ) {
    self.world = world
    world.track(self, name: "automatic mode")
    start(configuration: configuration, navigation: navigation, insideSwiftUI: insideSwiftUI)
  }

  /// Turns automatic mode on again, or gives new settings to the avoiders it attached.
  public func start(
    configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    navigation: FieldNavigationOptions = FieldNavigationOptions(), insideSwiftUI: Bool = false
  ) {
    guard
      automatic.start(
        configuration: configuration, navigation: navigation, insideSwiftUI: insideSwiftUI),
      let world
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
  package var lastChoice: AutomaticContainerChoice? { automatic.lastChoice }
}

extension WorldAutomaticKeyboardAvoidance: AutomaticAvoidanceHost {
  /// A view's raw facts.
  package func facts(of view: WorldView) -> ViewFacts { view.keyboardAvoidanceFacts }

  /// The avoidance of a view's avoider.
  package func avoidance(of view: WorldView) -> ContainerAvoidance<WorldKeyboardAvoider>? {
    view.keyboardAvoider?.avoidance
  }

  /// Attaches an automatic avoider.
  package func attachAvoider(to view: WorldView, configuration: AvoidanceConfiguration)
    -> ContainerAvoidance<WorldKeyboardAvoider>?
  {
    let avoider = WorldKeyboardAvoider.attach(
      to: view, attachment: .automatic, configuration: configuration)
    if recordsTraces, avoider?.recordedTrace == nil { avoider?.startRecording() }
    return avoider?.avoidance
  }
}

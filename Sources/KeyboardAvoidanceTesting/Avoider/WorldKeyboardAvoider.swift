import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The headless world's `KeyboardAvoider`: a thin host of the core's `ContainerAvoidance`,
/// exactly as the UIKit one is. It forwards the world's notifications and layout to it, reads
/// raw facts of its views, and writes what it decides.
///
/// How it hears about layout depends on how it is attached, as in UIKit:
/// - ``AvoiderAttachment/subclass``: after every `layoutSubviews()` of its container (the
///   subclass's override);
/// - ``AvoiderAttachment/attached`` and ``AvoiderAttachment/automatic``: when the container's
///   `contentOffset`, `contentSize` or `contentInset` change (key-value observation, at once),
///   and after a layout pass that changed its size (its probe view's layout).
///
/// Every avoider of a scroll view observes its content offset (to tell the user's scrolls
/// from code's), asks for the end of a run-loop turn when the core wants one, and runs a frame
/// clock while a list moves frame by frame.
///
/// ```swift
/// let avoider = WorldKeyboardAvoider.attach(to: scrollView)
/// avoider?.configuration.padding = 24
/// ```
public final class WorldKeyboardAvoider {
  /// The container.
  public private(set) weak var container: WorldView?
  /// Previous, Next and Done over the container's fields.
  public let navigator: WorldKeyboardNavigator
  /// How many raw reads (the container, a view's facts, rects, the caret, pinned views) the
  /// host made: the UIKit avoider makes the same reads of UIKit.
  package internal(set) var geometryReads = 0
  /// The probe view an attached avoider adds to its container, as the UIKit layer does.
  package private(set) weak var probe: WorldView?
  /// The container's avoidance: every decision.
  package private(set) lazy var avoidance = ContainerAvoidance(
    host: self, attachment: initialAttachment, configuration: initialConfiguration,
    keyboard: world?.appKeyboard.keyboard ?? KeyboardState(),
    focused: world?.appKeyboard.focus.focused,
    clock: { [weak world] in world?.time ?? 0 })
  weak var world: World?
  private let initialAttachment: AvoiderAttachment
  private let initialConfiguration: AvoidanceConfiguration

  private init(
    container: WorldView, world: World, attachment: AvoiderAttachment,
    configuration: AvoidanceConfiguration
  ) {
    self.container = container
    self.world = world
    initialAttachment = attachment
    initialConfiguration = configuration
    navigator = WorldKeyboardNavigator(container: container)
    world.track(self, name: "avoider(\(container.name))")
    world.notificationCenter.addObserver(self, names: Set(ObservedNotifications.avoider)) {
      [weak self] notification in
      self?.avoidance.receive(
        name: notification.name, object: notification.object, userInfo: notification.userInfo)
    }
    if container is WorldScrollView {
      world.observeContentOffset(of: container, owner: self) { [weak self] old in
        self?.avoidance.contentOffsetDidChange(from: old)
      }
    }
    if attachment.hearsOwnLayoutPasses {
      world.observeLayout(of: container, owner: self) { [weak self] in
        self?.layoutPassesHeard += 1
        self?.avoidance.containerDidLayout()
      }
    } else {
      world.observeContentSizeAndInset(of: container, owner: self) { [weak self] in
        self?.layoutPassesHeard += 1
        self?.avoidance.contentSizeOrInsetDidChange()
      }
      world.observeGeometry(of: container, owner: self) { [weak self] in
        self?.layoutPassesHeard += 1
        self?.avoidance.containerDidLayout()
      }
      // The UIKit layer's probe view: added last, never at `subviews[0]` (where older code
      // looks for a scroll view's content view), not hidden, drawing nothing.
      let probe = WorldView(
        name: "\(container.name).keyboardAvoidanceProbe", frame: container.bounds)
      probe.isProbe = true
      container.addSubview(probe)
      self.probe = probe
    }
    world.observeTaps(in: container, owner: self) { [weak self] view in
      self?.avoidance.tapped(view)
    }
    world.keyboard.observeLayoutGuide(owner: self) { [weak self] frame in
      guard let self, let window = self.container?.window else { return }
      self.avoidance.keyboardLayoutGuideDidMove(to: frame, window: ObjectIdentifier(window))
    }
  }

  /// Attaches an avoider to `container`, which keeps it (as an associated object would). A
  /// container that already has one keeps it: an automatic one becomes the app's, and the
  /// configuration, when given, replaces its settings. `nil` when the container is in no world.
  @discardableResult
  public static func attach(
    to container: WorldView, attachment: AvoiderAttachment = .attached,
    configuration: AvoidanceConfiguration? = nil
  ) -> WorldKeyboardAvoider? {
    guard let world = container.world ?? container.keyboardAvoider?.world else { return nil }
    return ContainerAvoidance.attach(
      existing: container.keyboardAvoider, configuration: configuration,
      create: {
        WorldKeyboardAvoider(
          container: container, world: world, attachment: attachment,
          configuration: configuration ?? AvoidanceConfiguration())
      },
      store: { container.keyboardAvoider = $0 }, avoidance: { $0.avoidance })
  }

  /// How the avoider came to its container.
  public var attachment: AvoiderAttachment { avoidance.attachment }

  /// The settings; a change takes effect at once (animated while the keyboard is up).
  public var configuration: AvoidanceConfiguration {
    get { avoidance.configuration }
    set { avoidance.configuration = newValue }
  }

  /// What field navigation does to fields that begin editing here.
  public var navigation: FieldNavigationOptions {
    get { avoidance.navigation }
    set { avoidance.navigation = newValue }
  }

  /// The engine that decides where content goes.
  /// How many layout passes of its container (or changes of its content size or inset) the
  /// avoider heard: a subclass hears every `layoutSubviews()`, an attached avoider only what its
  /// probe view and key-value observation report (a layout that changes neither its bounds'
  /// size nor the content size or inset reaches it not at all, as in UIKit).
  package private(set) var layoutPassesHeard = 0

  package var coordinator: KeyboardAvoidanceCoordinator<ContainerAvoidance<WorldKeyboardAvoider>> {
    avoidance.coordinator
  }

  /// Starts recording what the engine receives, reads and applies — the same recorder and the
  /// same hooks as on a device (``AvoidanceTraceRecorder``); a recording under way starts over.
  public func startRecording(capacity: Int = 50_000) {
    let recorder = AvoidanceTraceRecorder(capacity: capacity)
    recorder.turn = { [weak world] in world?.turn ?? 0 }
    coordinator.recorder = recorder
  }

  /// Stops recording and returns the trace; `nil` when nothing was being recorded.
  @discardableResult
  public func stopRecording() -> AvoidanceTrace? {
    defer { coordinator.recorder = nil }
    return coordinator.recorder?.trace()
  }

  /// The trace recorded so far, recording on; `nil` when nothing is being recorded.
  public var recordedTrace: AvoidanceTrace? { coordinator.recorder?.trace() }

  /// Whether the system is handling the keyboard for the container instead (see
  /// ``AvoidanceConfiguration/systemKeyboardHandling``).
  public var isDeferringToSystem: Bool { avoidance.isDeferringToSystem }

  /// Whether the avoider assists a table or collection view controller's own keyboard
  /// handling: it moves the offset only (see ``SystemKeyboardHandling/assist``).
  public var isAssistingSystem: Bool { avoidance.isAssistingSystem }

  /// Restores everything the avoider changed and removes it from its container; a subclass's
  /// avoider is turned off instead.
  public func detach() { avoidance.detach() }

  /// Asks for a fresh solve, as the app does after showing a validation label.
  public func refresh(animated: Bool = true) { avoidance.refresh(animated: animated) }

  /// The container joined or left a window.
  func containerDidMoveToWindow() { avoidance.containerDidMoveToWindow() }

  /// A subclass's override of `scrollRectToVisible(_:animated:)`: whether the avoider makes
  /// UIKit's scroll to show `rect` itself (§11.1).
  func takesOverSystemScroll(toShow rect: CGRect) -> Bool {
    avoidance.takesOverSystemScroll(toShow: rect)
  }
}

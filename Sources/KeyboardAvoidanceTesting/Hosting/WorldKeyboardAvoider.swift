import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The headless world's counterpart of the UIKit adapter's `KeyboardAvoider`: it observes the
/// same notifications, routes them through the core the same way, reads the same geometry and
/// applies the coordinator's updates inside the keyboard's animation.
///
/// How it hears about layout depends on how it is attached, as in UIKit:
/// - ``Attachment/subclass``: after every `layoutSubviews()` of its container (the subclass's
///   override);
/// - ``Attachment/attached`` and ``Attachment/automatic``: when the container's `frame`,
///   `contentSize` or `contentInset` change (key-value observation).
///
/// ```swift
/// let avoider = WorldKeyboardAvoider.attach(to: scrollView)
/// avoider.configuration.padding = 24
/// ```
public final class WorldKeyboardAvoider: KeyboardAvoidanceHost {
  /// How the avoider came to its container.
  public enum Attachment: String, Sendable, Hashable, CaseIterable {
    /// A `KeyboardAvoidingScrollView`-style subclass.
    case subclass
    /// Attached to an existing scroll view.
    case attached
    /// Created by automatic mode.
    case automatic
  }

  /// The container.
  public private(set) weak var container: WorldView?
  /// How the avoider was attached.
  public let attachment: Attachment
  /// The coordinator that decides.
  public private(set) lazy var coordinator = KeyboardAvoidanceCoordinator(
    host: self, keyboard: initialKeyboard, clock: { [weak world] in world?.time ?? 0 })
  private let initialKeyboard: KeyboardState
  private var focus = FocusTracker<WorldView>()
  private weak var world: World?

  /// The settings; a change takes effect at once.
  public var configuration: AvoidanceConfiguration {
    get { coordinator.configuration }
    set {
      coordinator.configuration = newValue
      coordinator.handle(.refresh(animated: false))
    }
  }

  /// Previous, Next and Done over the container's fields.
  public let navigator: WorldFieldNavigator
  /// What field navigation does to fields that begin editing here.
  public var navigation = FieldPreparation.Options()

  /// Whether the system is handling the keyboard for the container instead (a
  /// `UITableViewController`'s table, a popover; see
  /// ``AvoidanceConfiguration/defersToSystem``).
  public var isDeferringToSystem: Bool { coordinator.isDeferringToSystem }

  private init(container: WorldView, world: World, attachment: Attachment) {
    self.container = container
    self.world = world
    self.attachment = attachment
    navigator = WorldFieldNavigator(container: container)
    initialKeyboard = world.sharedKeyboardState
    if let focused = world.focusedInput { focus.began(focused) }
    world.track(self, name: "avoider(\(container.name))")
    world.notificationCenter.addObserver(
      self, names: Set(KeyboardAvoidanceCoordinator<WorldKeyboardAvoider>.observedNotificationNames)
    ) { [weak self] notification in
      self?.receive(notification)
    }
    switch attachment {
    case .subclass:
      world.observeLayout(of: container, owner: self) { [weak self] in self?.containerDidLayout() }
    case .attached, .automatic:
      world.observeGeometry(of: container, owner: self) { [weak self] in
        self?.containerDidLayout()
      }
    }
    world.keyboard.observeLayoutGuide(owner: self) { [weak self] frame in
      self?.layoutGuideDidMove(frame)
    }
  }

  /// Attaches an avoider to `container`, which keeps it (as an associated object would); a
  /// container that already has one keeps its own.
  @discardableResult
  public static func attach(
    to container: WorldView, attachment: Attachment = .attached,
    configuration: AvoidanceConfiguration? = nil
  ) -> WorldKeyboardAvoider? {
    if let existing = container.keyboardAvoider {
      if let configuration { existing.configuration = configuration }
      return existing
    }
    guard let world = container.world else { return nil }
    let avoider = WorldKeyboardAvoider(container: container, world: world, attachment: attachment)
    container.keyboardAvoider = avoider
    avoider.configuration = configuration ?? AvoidanceConfiguration()
    avoider.coordinator.handle(.refresh(animated: false))
    return avoider
  }

  /// Removes the avoider from its container, restoring everything it changed.
  public func detach() {
    coordinator.releaseAdjustments()
    world?.notificationCenter.removeObserver(self)
    world?.removeObservations(of: self)
    if container?.keyboardAvoider === self { container?.keyboardAvoider = nil }
  }

  /// Tells the avoider that `input` took focus before it was listening (automatic mode
  /// attaches during the begin-editing notification).
  public func inputDidBeginEditing(_ input: WorldView) {
    focus.began(input)
    prepareIfOwned(input)
    coordinator.handle(.focusChanged)
  }

  /// Asks for a fresh solve, as the app does after showing a validation label.
  public func refresh(animated: Bool = true) {
    coordinator.handle(.refresh(animated: animated))
  }

  private func receive(_ notification: WorldNotification) {
    if let began = focus.note(notificationName: notification.name, object: notification.object) {
      prepareIfOwned(began)
    }
    coordinator.route(name: notification.name, userInfo: notification.userInfo)
  }

  private func containerDidLayout() {
    coordinator.handle(.layoutChanged)
  }

  private func layoutGuideDidMove(_ frame: CGRect) {
    guard let scrollView = container as? WorldScrollView else { return }
    coordinator.handle(
      .keyboardTracked(
        frame, userIsDragging: scrollView.isDragging,
        dismissesInteractively: scrollView.dismissesKeyboardInteractively))
  }

  /// The container joined or left a window: leaving releases everything at once.
  func containerDidMoveToWindow() {
    if container?.window == nil {
      coordinator.releaseAdjustments()
    } else {
      coordinator.handle(.layoutChanged)
    }
  }

  /// Prepares an input that began editing for navigation when this container is the one that
  /// keeps it visible (the core's ``AvoidanceViewTree/owns(_:)``), as the UIKit avoider does.
  private func prepareIfOwned(_ input: WorldView) {
    guard let input = input as? any WorldTextInput, let reader = reader(), reader.owns(input)
    else { return }
    navigator.prepare(input, options: navigation)
  }

  private func reader() -> WorldContainerReader? {
    guard let container, let world else { return nil }
    return WorldContainerReader(
      container: container, world: world, ridingViews: world.keyboardRidingViews)
  }

  // MARK: KeyboardAvoidanceHost

  /// The container's geometry, read as the UIKit adapter reads it.
  public func avoidanceGeometry() -> ContainerGeometry? {
    guard let reader = reader(), let world else { return nil }
    let focused = focus.focused
    let companions = focused.map { world.companions.companions(of: $0) } ?? []
    return reader.focusedGeometry(focus: focused, companions: companions)
  }

  /// Writes the update, animating the offset with the update's duration and curve.
  public func applyAvoidance(_ update: AvoidanceUpdate) {
    guard let container, let world else { return }
    container.avoidanceWriteCount += 1
    if let scrollView = container as? WorldScrollView {
      scrollView.contentInset = update.insets.content
      scrollView.verticalScrollIndicatorInsets = update.insets.indicator
    }
    // A scroll view's content offset and a plain view's shift are both its bounds' origin.
    if let offset = update.contentOffset {
      world.animate(
        .contentOffset(ObjectIdentifier(container)),
        from: CGRect(origin: container.bounds.origin, size: .zero),
        to: CGRect(origin: offset, size: .zero), animation: update.animation)
      container.bounds.origin = offset
    }
  }
}

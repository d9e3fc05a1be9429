#if canImport(UIKit)
  import UIKit

  /// Keeps the focused field of one view clear of the keyboard: a scroll view (its insets and
  /// offset change) or a view controller's plain root view (its content shifts up).
  ///
  /// The subclasses (``KeyboardAvoidingScrollView`` and its siblings) own one; attach one to a
  /// view you do not own with ``attach(to:configuration:)``; automatic mode attaches them for
  /// you. An avoider only reads geometry, forwards notifications and applies what the core's
  /// ``KeyboardAvoidanceCoordinator`` decides, inside the keyboard's own animation and in the
  /// notification's own turn of the run loop.
  ///
  /// ```swift
  /// let avoider = KeyboardAvoider.attach(to: tableView)
  /// avoider.configuration.padding = 24
  /// // later
  /// avoider.detach()
  /// ```
  @MainActor
  public final class KeyboardAvoider: NSObject {
    /// How an avoider came to its view.
    public enum Attachment: Sendable, Hashable {
      /// Owned by a `KeyboardAvoiding…` subclass.
      case subclass
      /// Attached with ``KeyboardAvoider/attach(to:configuration:)``.
      case attached
      /// Attached by automatic mode.
      case automatic
    }

    /// The view that avoids the keyboard.
    public private(set) weak var view: UIView?
    /// How the avoider came to its view.
    public internal(set) var attachment: Attachment
    /// Previous, Next and Done over the view's fields.
    public let navigator: KeyboardNavigator
    /// How the avoider helps move between fields: return keys (on by default) and the keyboard
    /// toolbar (off by default).
    public var navigation = KeyboardNavigationOptions()

    lazy var coordinator = KeyboardAvoidanceCoordinator(
      host: self, keyboard: KeyboardAvoidanceRegistry.shared.keyboard)
    var focus = FocusTracker<UIView>()
    var isApplying = false
    var observations: [NSKeyValueObservation] = []
    var isObserving = false
    weak var probe: KeyboardAvoidanceProbeView?

    /// The settings; a change takes effect at once (animated while the keyboard is up).
    public var configuration: AvoidanceConfiguration {
      get { coordinator.configuration }
      set {
        coordinator.configuration = newValue
        coordinator.handle(.refresh(animated: true))
      }
    }

    /// Whether the system is handling the keyboard for this view instead — a
    /// `UITableViewController`'s table, a popover, an alert — so the avoider stays out of the
    /// way (see ``AvoidanceConfiguration/defersToSystem``).
    public var isDeferringToSystem: Bool { coordinator.isDeferringToSystem }

    /// Whether the view avoids the keyboard; turning it off restores everything.
    public var isEnabled: Bool {
      get { configuration.isEnabled }
      set { configuration.isEnabled = newValue }
    }

    init(view: UIView, attachment: Attachment, configuration: AvoidanceConfiguration) {
      self.view = view
      self.attachment = attachment
      navigator = KeyboardNavigator(container: view)
      super.init()
      navigator.avoider = self
      let registry = KeyboardAvoidanceRegistry.shared
      registry.start()
      if let focused = registry.focus.focused { focus.began(focused) }
      coordinator.configuration = configuration
      startObserving()
    }

    /// Attaches an avoider to `view`, which keeps it alive, and returns it.
    ///
    /// A scroll view (table and collection views included) avoids by its insets and offset.
    /// Any other view — use a view controller's root view — shifts its content by its bounds'
    /// origin: navigation bars, the root view's safe area and swipe-back are untouched. A view
    /// that already has an avoider (a subclass's, or automatic mode's) keeps it; the
    /// configuration, when given, replaces its settings.
    @discardableResult
    public static func attach(
      to view: UIView, configuration: AvoidanceConfiguration? = nil
    ) -> KeyboardAvoider {
      if let existing = view.keyboardAvoider {
        if existing.attachment == .automatic { existing.attachment = .attached }
        if let configuration { existing.configuration = configuration }
        return existing
      }
      return attach(
        to: view, attachment: .attached, configuration: configuration ?? AvoidanceConfiguration())
    }

    static func attach(
      to view: UIView, attachment: Attachment, configuration: AvoidanceConfiguration
    ) -> KeyboardAvoider {
      let avoider = KeyboardAvoider(
        view: view, attachment: attachment, configuration: configuration)
      view.keyboardAvoider = avoider
      avoider.coordinator.handle(.refresh(animated: false))
      return avoider
    }

    /// Restores everything the avoider changed, stops it and removes it from its view. A
    /// subclass's avoider cannot leave its view: for it, this turns it off (``isEnabled``).
    public func detach() {
      guard attachment != .subclass else {
        isEnabled = false
        return
      }
      coordinator.releaseAdjustments()
      stopObserving()
      if let view, view.keyboardAvoider === self { view.keyboardAvoider = nil }
    }

    /// Solves again, as after the app changed its layout in a way the avoider cannot see.
    public func refresh(animated: Bool = true) {
      coordinator.handle(.refresh(animated: animated))
    }

    /// Starts the app-wide keyboard observer. Call it at launch when avoiders may be created
    /// while the keyboard is already up (the first avoider and automatic mode start it too).
    public static func startObservingKeyboard() {
      KeyboardAvoidanceRegistry.shared.start()
    }

    /// Tells the avoider about a field that began editing before it was listening.
    func inputDidBeginEditing(_ input: UIView) {
      focus.began(input)
      prepareIfOwned(input)
      coordinator.handle(.focusChanged)
    }

    /// Called after the view's layout (the subclasses' `layoutSubviews`, the probe view's).
    func containerDidLayout() {
      guard !isApplying else { return }
      coordinator.handle(.layoutChanged)
    }

    /// Called when the view joins or leaves a window: leaving releases everything at once.
    func containerDidMoveToWindow() {
      guard let window = view?.window else {
        coordinator.releaseAdjustments()
        return
      }
      KeyboardTrackingView.install(in: window)
      coordinator.handle(.layoutChanged)
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// Keeps the focused field of one view clear of the keyboard: a scroll view (its insets and
  /// offset change) or a view controller's plain view (its content shifts up).
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
    public let attachment: Attachment
    /// Previous, Next and Done over the view's fields.
    public let navigator: KeyboardNavigator
    /// How the avoider helps move between fields: return keys (on by default) and the keyboard
    /// toolbar (off by default).
    public var navigation = KeyboardNavigationOptions()

    lazy var coordinator = KeyboardAvoidanceCoordinator(
      host: self, keyboard: KeyboardAvoidanceRegistry.shared.keyboard)
    var focus = FocusTracker<UIView>()
    var isApplying = false
    private var observations: [NSKeyValueObservation] = []
    private var isObserving = false

    /// The settings; a change takes effect at once.
    public var configuration: AvoidanceConfiguration {
      didSet { applyConfiguration() }
    }

    /// Whether the avoider leaves the keyboard to a `UITableViewController` that owns its
    /// table view. Such a controller adjusts its table for the keyboard on its own, by an
    /// undocumented mechanism, and a second adjuster doubles the inset or makes it negative
    /// (§4 of the facts sheet); so by default the avoider stays out of the way there. Defaults
    /// to `true`; set it to `false` only for a controller whose own handling you have replaced.
    public var defersToTableViewController = true {
      didSet { applyConfiguration() }
    }

    /// Whether a `UITableViewController` is handling the keyboard for this view instead.
    public var isDeferringToTableViewController: Bool {
      guard defersToTableViewController, let view else { return false }
      var traits = view.ancestorTraits
      traits.hasAvoider = false
      return AutomaticContainerPolicy.choose([traits]) == .none(.systemAvoids)
    }

    /// Whether the view avoids the keyboard; turning it off restores everything.
    public var isEnabled: Bool {
      get { configuration.isEnabled }
      set { configuration.isEnabled = newValue }
    }

    init(view: UIView, attachment: Attachment, configuration: AvoidanceConfiguration) {
      self.view = view
      self.attachment = attachment
      self.configuration = configuration
      navigator = KeyboardNavigator(container: view)
      super.init()
      navigator.avoider = self
      KeyboardAvoidanceRegistry.shared.start()
      coordinator.configuration = effectiveConfiguration
      startObserving()
    }

    /// The settings the coordinator works with: the requested ones, turned off while a table
    /// view controller handles the keyboard.
    private var effectiveConfiguration: AvoidanceConfiguration {
      var effective = configuration
      if isDeferringToTableViewController { effective.isEnabled = false }
      return effective
    }

    private func applyConfiguration() {
      let effective = effectiveConfiguration
      guard coordinator.configuration != effective else { return }
      coordinator.configuration = effective
      coordinator.handle(.refresh(animated: false))
    }

    /// Attaches an avoider to `view`, which keeps it alive, and returns it; a view that already
    /// has one keeps its own (and gets the configuration).
    ///
    /// A scroll view (table and collection views included) avoids by its insets and offset.
    /// Any other view — use a view controller's root view — shifts its content by its bounds'
    /// origin, so navigation bars, safe-area constraints and swipe-back are untouched.
    @discardableResult
    public static func attach(
      to view: UIView, configuration: AvoidanceConfiguration = AvoidanceConfiguration()
    ) -> KeyboardAvoider {
      if let existing = view.keyboardAvoider {
        existing.configuration = configuration
        return existing
      }
      return attach(to: view, attachment: .attached, configuration: configuration)
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

    /// Restores everything the avoider changed, stops it and removes it from its view.
    public func detach() {
      coordinator.releaseAdjustments()
      stopObserving()
      if let view, view.keyboardAvoider === self { view.keyboardAvoider = nil }
    }

    /// Solves again, as after the app changed its layout (a validation label appeared).
    public func refresh(animated: Bool = true) {
      coordinator.handle(.refresh(animated: animated))
    }

    /// Tells the avoider about a field that began editing before it was listening.
    func inputDidBeginEditing(_ input: UIView) {
      focus.began(input)
      navigator.prepare(input, options: navigation)
      coordinator.handle(.focusChanged)
    }

    /// Called by the subclasses after `layoutSubviews()`.
    func containerDidLayout() {
      guard !isApplying else { return }
      coordinator.handle(.layoutChanged)
    }

    /// Called by the subclasses when they join or leave a window.
    func containerDidMoveToWindow() {
      applyConfiguration()
      if let window = view?.window {
        KeyboardTrackingView.install(in: window)
        coordinator.handle(.layoutChanged)
      }
    }

    // MARK: Observation

    private func startObserving() {
      guard !isObserving else { return }
      isObserving = true
      let center = NotificationCenter.default
      for name in KeyboardAvoidanceCoordinator<KeyboardAvoider>.observedNotificationNames {
        center.addObserver(
          self, selector: #selector(didReceive(_:)), name: Notification.Name(name), object: nil)
      }
      center.addObserver(
        self, selector: #selector(layoutGuideDidMove(_:)),
        name: KeyboardTrackingView.didMoveNotification, object: nil)
      if let window = view?.window { KeyboardTrackingView.install(in: window) }
      guard attachment != .subclass, let scrollView = view as? UIScrollView else { return }
      // Without a subclass's layoutSubviews, key-value observation tells about layout.
      let changed: @Sendable (UIScrollView) -> Void = { [weak self] _ in
        assumeMainThread { self?.containerDidLayout() }
      }
      observations = [
        scrollView.observe(\.contentSize) { view, _ in changed(view) },
        scrollView.observe(\.frame) { view, _ in changed(view) },
        scrollView.observe(\.contentInset) { view, _ in changed(view) },
        scrollView.observe(\.safeAreaInsets) { view, _ in changed(view) },
      ]
    }

    private func stopObserving() {
      isObserving = false
      NotificationCenter.default.removeObserver(self)
      for observation in observations { observation.invalidate() }
      observations = []
    }

    @objc private func didReceive(_ notification: Notification) {
      // From iOS 16.1 the keyboard's notifications name their screen; keyboards of other
      // screens do not concern this view (§1.1, §7).
      if let screen = notification.object as? UIScreen,
        let own = view?.window?.windowScene?.screen, screen !== own
      {
        return
      }
      let name = notification.name.rawValue
      if name == UIResponder.keyboardWillShowNotification.rawValue { applyConfiguration() }
      focus.note(notificationName: name, object: notification.object as AnyObject?)
      if let input = notification.object as? UIView, input === focus.focused,
        let container = view, input.isDescendant(of: container),
        name == UITextField.textDidBeginEditingNotification.rawValue
          || name == UITextView.textDidBeginEditingNotification.rawValue
      {
        navigator.prepare(input, options: navigation)
      }
      coordinator.route(name: name, userInfo: notification.userInfo)
    }

    @objc private func layoutGuideDidMove(_ notification: Notification) {
      guard let scrollView = view as? UIScrollView,
        let window = notification.object as? UIWindow, window === scrollView.window,
        scrollView.isTracking || scrollView.isDragging,
        scrollView.keyboardDismissMode.isInteractive,
        let frame = notification.userInfo?[KeyboardTrackingView.frameKey] as? CGRect
      else { return }
      coordinator.handle(.keyboardTracked(frame))
    }
  }

  extension UIScrollView.KeyboardDismissMode {
    /// Whether the keyboard follows the user's finger.
    var isInteractive: Bool {
      if self == .interactive { return true }
      if #available(iOS 16.0, *) { return self == .interactiveWithAccessory }
      return false
    }
  }
#endif

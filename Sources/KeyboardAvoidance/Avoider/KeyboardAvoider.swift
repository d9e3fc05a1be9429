#if canImport(UIKit)
  import UIKit

  /// Keeps the focused field of one view clear of the keyboard: a scroll view (its insets and
  /// offset change) or a view controller's plain root view (its content shifts up).
  ///
  /// The subclasses (``KeyboardAvoidingScrollView`` and its siblings) own one; attach one to a
  /// view you do not own with ``attach(to:configuration:)``; automatic mode attaches them for
  /// you. Every view reaches its avoider as `keyboardAvoider`. An avoider is a thin host of the
  /// core's `ContainerAvoidance`: it reads UIKit, forwards notifications and writes what the
  /// core decides, inside the keyboard's own animation and in the notification's own turn of
  /// the run loop.
  ///
  /// UIKit scrolls a field that becomes first responder into view itself, and again after
  /// keyboard changes. An attached avoider observes the content offset; when UIKit scrolled
  /// earlier in the same turn of the run loop it starts its own animation from where the screen
  /// still shows content — stopping a scroll UIKit animates — so the two are one movement. The
  /// subclasses go further: their `scrollRectToVisible(_:animated:)` skips UIKit's scroll of the
  /// focused field while the keyboard is over them. Either way, only the user's own scrolls —
  /// made while the scroll view tracks, drags or decelerates — keep content from going back
  /// where it was when the keyboard hides.
  ///
  /// ```swift
  /// let avoider = KeyboardAvoider.attach(to: tableView)
  /// avoider.configuration.padding = 24
  /// // later
  /// avoider.detach()
  /// ```
  @MainActor
  public final class KeyboardAvoider: NSObject {
    /// The view that avoids the keyboard.
    public private(set) weak var view: UIView?
    /// Previous, Next and Done over the view's fields.
    public let navigator: KeyboardNavigator
    /// The view's avoidance: every decision.
    private(set) lazy var avoidance = ContainerAvoidance(
      host: self, attachment: initialAttachment, configuration: initialConfiguration,
      keyboard: KeyboardAvoidanceRegistry.shared.observer.keyboard,
      focused: KeyboardAvoidanceRegistry.shared.observer.focus.focused,
      clock: { CACurrentMediaTime() })
    private let initialAttachment: AvoiderAttachment
    private let initialConfiguration: AvoidanceConfiguration
    var observations: [NSKeyValueObservation] = []
    var isObserving = false
    weak var probe: KeyboardAvoidanceProbeView?
    /// The view a list's move keeps the pace of (``KeyboardPacerView``).
    private(set) lazy var pacer = KeyboardPacerView.make()
    /// The display link that ticks a list's move frame by frame (§11.3).
    private(set) lazy var frameClock = FrameClock { [weak self] timestamp, target in
      self?.avoidance.frameDidTick(timestamp: timestamp, targetTimestamp: target)
      return self != nil
    }
    weak var tapRecognizer: UITapGestureRecognizer?

    /// How the avoider came to its view.
    public var attachment: AvoiderAttachment { avoidance.attachment }

    /// The settings; a change takes effect at once (animated while the keyboard is up).
    public var configuration: AvoidanceConfiguration {
      get { avoidance.configuration }
      set { avoidance.configuration = newValue }
    }

    /// How the avoider helps move between fields: return keys (on by default) and the keyboard
    /// toolbar (off by default).
    public var navigation = KeyboardNavigationOptions() {
      didSet { avoidance.navigation = navigation.preparationOptions }
    }

    /// Whether the system is handling the keyboard for this view instead — a popover, an
    /// alert, or a table or collection view controller's list the configuration steps aside
    /// from — so the avoider stays out of the way (see
    /// ``AvoidanceConfiguration/systemKeyboardHandling``).
    public var isDeferringToSystem: Bool { avoidance.isDeferringToSystem }

    /// Whether the avoider assists a `UITableViewController`'s or
    /// `UICollectionViewController`'s own keyboard handling: it moves the offset only (see
    /// ``SystemKeyboardHandling/assist``).
    public var isAssistingSystem: Bool { avoidance.isAssistingSystem }

    /// Whether the view avoids the keyboard; turning it off restores everything.
    public var isEnabled: Bool {
      get { configuration.isEnabled }
      set { configuration.isEnabled = newValue }
    }

    init(view: UIView, attachment: AvoiderAttachment, configuration: AvoidanceConfiguration) {
      self.view = view
      initialAttachment = attachment
      initialConfiguration = configuration
      navigator = KeyboardNavigator(container: view)
      super.init()
      navigator.avoider = self
      avoidance.navigation = navigation.preparationOptions
      startObserving()
    }

    /// Attaches an avoider to `view`, which keeps it alive, and returns it.
    ///
    /// A scroll view (table and collection views included) avoids by its insets and offset.
    /// Any other view — use a view controller's root view — shifts its content by its bounds'
    /// origin: navigation bars, the root view's safe area and swipe-back are untouched. A view
    /// that already has an avoider (a subclass's, or automatic mode's) keeps it; automatic
    /// mode's becomes yours, and the configuration, when given, replaces its settings.
    @discardableResult
    public static func attach(
      to view: UIView, configuration: AvoidanceConfiguration? = nil
    ) -> KeyboardAvoider {
      attach(to: view, attachment: .attached, configuration: configuration)
    }

    static func attach(
      to view: UIView, attachment: AvoiderAttachment, configuration: AvoidanceConfiguration?
    ) -> KeyboardAvoider {
      KeyboardAvoidanceRegistry.shared.start()
      return ContainerAvoidance.attach(
        existing: view.keyboardAvoider, configuration: configuration,
        create: {
          let avoider = KeyboardAvoider(
            view: view, attachment: attachment,
            configuration: configuration ?? AvoidanceConfiguration())
          KeyboardAvoidanceRegistry.shared.register(avoider)
          return avoider
        },
        store: { view.keyboardAvoider = $0 }, avoidance: { $0.avoidance })
    }

    /// Restores everything the avoider changed, stops it and removes it from its view. A
    /// subclass's avoider cannot leave its view: for it, this turns it off (``isEnabled``).
    public func detach() { avoidance.detach() }

    /// Solves again, as after the app changed its layout in a way the avoider cannot see.
    public func refresh(animated: Bool = true) { avoidance.refresh(animated: animated) }

    /// Starts the app-wide keyboard observer. Call it at launch when avoiders may be created
    /// while the keyboard is already up (the first avoider and automatic mode start it too).
    public static func startObservingKeyboard() {
      KeyboardAvoidanceRegistry.shared.start()
    }

    /// Called after the view's layout (the subclasses' `layoutSubviews`, the probe view's).
    func containerDidLayout() { avoidance.containerDidLayout() }

    /// A subclass's `scrollRectToVisible(_:animated:)`: whether the avoider makes UIKit's scroll
    /// to show `rect` — the focused field, while the avoider has its part applied — itself,
    /// with padding and in one movement (§11.1).
    func takesOverSystemScroll(toShow rect: CGRect) -> Bool {
      avoidance.takesOverSystemScroll(toShow: rect)
    }

    /// Called when the view joins or leaves a window.
    func containerDidMoveToWindow() { avoidance.containerDidMoveToWindow() }
  }
#endif

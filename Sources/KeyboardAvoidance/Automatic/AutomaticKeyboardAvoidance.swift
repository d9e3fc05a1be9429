#if canImport(UIKit)
  import UIKit

  /// Automatic mode: one call at launch makes every text field and text view of the app avoid
  /// the keyboard.
  ///
  /// On every begin-editing notification, the field's ancestors are described to the core's
  /// ``AutomaticContainerPolicy``, which picks the nearest scroll view — or, with none, the
  /// outermost content view controller's view, whose content then shifts up — and an avoider is
  /// attached there. No method swizzling, no private API, no class-name matching. Opt out per
  /// view controller or per view with `avoidsKeyboardAutomatically = false`. Views that already
  /// have an avoider (a subclass, or an attached one) and a `UITableViewController`'s table
  /// (which avoids on its own) are left alone.
  ///
  /// ```swift
  /// func application(_ application: UIApplication,
  ///                  didFinishLaunchingWithOptions options: …) -> Bool {
  ///   KeyboardAvoidance.enableAutomaticMode()
  ///   return true
  /// }
  /// ```
  public enum KeyboardAvoidance {
    /// Turns automatic mode on, with the settings its avoiders get.
    @MainActor
    public static func enableAutomaticMode(
      configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
      navigation: KeyboardNavigationOptions = KeyboardNavigationOptions()
    ) {
      AutomaticKeyboardAvoidance.shared.start(configuration: configuration, navigation: navigation)
    }

    /// Moves focus from `field` to the previous or next field of its avoiding view — for a
    /// `UITextView` delegate that wants Return to navigate. Returns `false` at either end or
    /// when no avoider encloses the field.
    ///
    /// ```swift
    /// func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
    ///               replacementText text: String) -> Bool {
    ///   guard text == "\n" else { return true }
    ///   return !KeyboardAvoidance.moveFocus(.next, from: textView)
    /// }
    /// ```
    @MainActor
    @discardableResult
    public static func moveFocus(_ direction: NavigationDirection, from field: UIView) -> Bool {
      var view: UIView? = field.superview
      while let current = view {
        if let avoider = current.keyboardAvoider {
          return avoider.navigator.target(direction, from: field)?.becomeFirstResponder() ?? false
        }
        view = current.superview
      }
      return false
    }

    /// Turns automatic mode off and detaches the avoiders it attached.
    @MainActor
    public static func disableAutomaticMode() {
      AutomaticKeyboardAvoidance.shared.stop()
    }

    /// Whether automatic mode is on.
    @MainActor
    public static var isAutomaticModeEnabled: Bool { AutomaticKeyboardAvoidance.shared.isRunning }
  }

  /// The observer behind automatic mode.
  @MainActor
  final class AutomaticKeyboardAvoidance: NSObject {
    static let shared = AutomaticKeyboardAvoidance()

    private(set) var isRunning = false
    private var configuration = AvoidanceConfiguration()
    private var navigation = KeyboardNavigationOptions()
    private var attached: [Weak<KeyboardAvoider>] = []

    func start(configuration: AvoidanceConfiguration, navigation: KeyboardNavigationOptions) {
      self.configuration = configuration
      self.navigation = navigation
      KeyboardAvoidanceRegistry.shared.start()
      guard !isRunning else { return }
      isRunning = true
      for name in [
        UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
      ] {
        NotificationCenter.default.addObserver(
          self, selector: #selector(didBeginEditing(_:)), name: name, object: nil)
      }
    }

    func stop() {
      guard isRunning else { return }
      isRunning = false
      NotificationCenter.default.removeObserver(self)
      for avoider in attached.compactMap(\.value) { avoider.detach() }
      attached = []
    }

    @objc private func didBeginEditing(_ notification: Notification) {
      guard let input = notification.object as? UIView else { return }
      let chain = input.ancestorChain
      let index: Int
      switch AutomaticContainerPolicy.choose(chain.map(\.ancestorTraits)) {
      case .scrollView(let at), .plainView(let at): index = at
      case .none: return
      }
      let container = chain[index]
      // An avoider that already exists hears this notification itself.
      guard container.keyboardAvoider == nil else { return }
      let avoider = KeyboardAvoider.attach(
        to: container, attachment: .automatic, configuration: configuration)
      avoider.navigation = navigation
      attached.removeAll { $0.value == nil }
      attached.append(Weak(avoider))
      avoider.inputDidBeginEditing(input)
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// Automatic mode: one call at launch makes every text field and text view of the app avoid
  /// the keyboard.
  ///
  /// On every begin-editing notification, the field's ancestors are described to the core's
  /// ``AutomaticContainerPolicy``, which picks the nearest scroll view — or, with none, the
  /// outermost content view controller's view, whose content then shifts up — and an avoider is
  /// attached there. No runtime method replacement, no private API, no class-name matching.
  ///
  /// Left alone: views opted out with `avoidsKeyboardAutomatically = false` (per view
  /// controller or per view), views that already have an avoider (a subclass, an attached one),
  /// a `UITableViewController`'s table and anything in a popover or an alert (the system avoids
  /// there), and fields riding on the keyboard (in a bar pinned to it, or in an input
  /// accessory view). SwiftUI lifts its own content for the keyboard: opt its hosting
  /// controllers out.
  ///
  /// ```swift
  /// func application(_ application: UIApplication,
  ///                  didFinishLaunchingWithOptions options: …) -> Bool {
  ///   AutomaticKeyboardAvoidance.enable()
  ///   return true
  /// }
  /// ```
  public enum AutomaticKeyboardAvoidance {
    /// Turns automatic mode on, with the settings its avoiders get; calling it again updates
    /// the avoiders it already attached.
    @MainActor
    public static func enable(
      configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
      navigation: KeyboardNavigationOptions = KeyboardNavigationOptions()
    ) {
      AutomaticModeObserver.shared.start(configuration: configuration, navigation: navigation)
    }

    /// Turns automatic mode off and detaches the avoiders it attached.
    @MainActor
    public static func disable() {
      AutomaticModeObserver.shared.stop()
    }

    /// Whether automatic mode is on.
    @MainActor
    public static var isEnabled: Bool { AutomaticModeObserver.shared.isRunning }
  }

  /// The observer behind automatic mode.
  @MainActor
  final class AutomaticModeObserver: NSObject {
    static let shared = AutomaticModeObserver()

    private(set) var isRunning = false
    private var configuration = AvoidanceConfiguration()
    private var navigation = KeyboardNavigationOptions()
    private var attached: [Weak<KeyboardAvoider>] = []

    func start(configuration: AvoidanceConfiguration, navigation: KeyboardNavigationOptions) {
      self.configuration = configuration
      self.navigation = navigation
      KeyboardAvoidanceRegistry.shared.start()
      for avoider in attached.compactMap(\.value) where avoider.attachment == .automatic {
        avoider.configuration = configuration
        avoider.navigation = navigation
      }
      guard !isRunning else { return }
      isRunning = true
      for name in TextInputNotificationName.beganEditing {
        NotificationCenter.default.addObserver(
          self, selector: #selector(didBeginEditing(_:)), name: Notification.Name(name),
          object: nil)
      }
    }

    func stop() {
      guard isRunning else { return }
      isRunning = false
      NotificationCenter.default.removeObserver(self)
      for avoider in attached.compactMap(\.value) where avoider.attachment == .automatic {
        avoider.detach()
      }
      attached = []
    }

    @objc nonisolated private func didBeginEditing(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification.object as AnyObject?)
      assumeMainThread {
        if let input = handoff.value as? UIView { self.inputDidBeginEditing(input) }
      }
    }

    private func inputDidBeginEditing(_ input: UIView) {
      let chain = input.ancestorChain
      guard let index = AutomaticContainerPolicy.choose(chain.map(\.ancestorTraits)).index
      else { return }
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

#if canImport(UIKit)
  import UIKit

  /// Automatic mode: one call at launch makes every text field and text view of the app avoid
  /// the keyboard.
  ///
  /// On every begin-editing notification, the field's ancestors are described to the core's
  /// `AutomaticContainerPolicy`, which picks the nearest scroll view — or, with none, the
  /// outermost content view controller's view, whose content then shifts up — and an avoider is
  /// attached there. No runtime method replacement, no private API, no class-name matching.
  ///
  /// Left alone: views opted out with `avoidsKeyboardAutomatically = false` (per view
  /// controller or per view), views that already have an avoider (a subclass, an attached one),
  /// anything in a popover or an alert (the system avoids there), fields that move with the
  /// keyboard (in a bar pinned to it, or in an input accessory view), and — unless you pass
  /// `insideSwiftUI: true` — anything inside a SwiftUI `UIHostingController`: SwiftUI lifts its
  /// own content for the keyboard, and an avoider there would lift it twice. (A
  /// `UITableViewController`'s or `UICollectionViewController`'s list gets an avoider that only
  /// assists the controller's own keyboard handling.)
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
    ///
    /// - Parameters:
    ///   - configuration: the settings of the avoiders it attaches.
    ///   - navigation: Previous/Next/Done for the fields they manage.
    ///   - insideSwiftUI: whether it attaches avoiders inside SwiftUI hosting controllers too;
    ///     off by default, as SwiftUI avoids the keyboard there itself (pass `true` only for
    ///     hosting controllers whose keyboard safe area you turned off).
    @MainActor
    public static func enable(
      configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
      navigation: KeyboardNavigationOptions = KeyboardNavigationOptions(),
      insideSwiftUI: Bool = false
    ) {
      AutomaticModeObserver.shared.start(
        configuration: configuration, navigation: navigation, insideSwiftUI: insideSwiftUI)
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

  /// The UIKit host of the core's `AutomaticAvoidance`: it observes begin-editing
  /// notifications, reads raw facts of views and attaches avoiders where the core says.
  @MainActor
  final class AutomaticModeObserver: NSObject {
    static let shared = AutomaticModeObserver()

    private(set) lazy var automatic = AutomaticAvoidance(host: self)

    var isRunning: Bool { automatic.isRunning }

    func start(
      configuration: AvoidanceConfiguration, navigation: KeyboardNavigationOptions,
      insideSwiftUI: Bool
    ) {
      KeyboardAvoidanceRegistry.shared.start()
      self.navigation = navigation
      let began = automatic.start(
        configuration: configuration, navigation: navigation.preparationOptions,
        insideSwiftUI: insideSwiftUI)
      // The toolbar's configuration is UIKit's: the avoiders take it from the options whole.
      for avoider in automatic.automaticAvoiders().compactMap(\.host) {
        avoider.navigation = navigation
      }
      guard began else { return }
      for name in ObservedNotifications.automaticMode {
        NotificationCenter.default.addObserver(
          self, selector: #selector(didBeginEditing(_:)), name: Notification.Name(name),
          object: nil)
      }
    }

    func stop() {
      guard automatic.stop() else { return }
      NotificationCenter.default.removeObserver(self)
    }

    /// The navigation options the avoiders it attaches get, toolbar included.
    private var navigation = KeyboardNavigationOptions()

    @objc nonisolated private func didBeginEditing(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification.object as AnyObject?)
      assumeMainThread {
        if let input = handoff.value as? UIView { self.automatic.inputDidBeginEditing(input) }
      }
    }
  }

  extension AutomaticModeObserver: @preconcurrency AutomaticAvoidanceHost {
    func facts(of view: UIView) -> ViewFacts { view.keyboardAvoidanceFacts }

    func avoidance(of view: UIView) -> ContainerAvoidance<KeyboardAvoider>? {
      view.keyboardAvoider?.avoidance
    }

    func attachAvoider(to view: UIView, configuration: AvoidanceConfiguration)
      -> ContainerAvoidance<KeyboardAvoider>?
    {
      let avoider = KeyboardAvoider.attach(
        to: view, attachment: .automatic, configuration: configuration)
      avoider.navigation = navigation
      return avoider.avoidance
    }
  }
#endif

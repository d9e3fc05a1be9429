import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A window of the headless world: the root of a view tree, placed on the screen.
///
/// Its ``WorldView/frame`` is in screen coordinates. Windows in Split View, Slide Over and Stage
/// Manager are smaller than the screen and may sit anywhere on it (§1.2, §7).
public final class WorldWindow: WorldView {
  /// The world the window belongs to.
  public private(set) weak var owner: World?
  /// The window's own safe-area insets (its overlap with the screen's unsafe edges).
  public var windowSafeArea: AvoidanceInsets
  /// The root view controller.
  public private(set) var rootViewController: WorldViewController?
  /// The window's level's raw value, as `UIWindow.Level`'s: 0 is `.normal`, 2000 `.alert` — an
  /// app's login or PIN window sits above the normal level (§11.4).
  public var level: CGFloat = 0
  /// Whether the window is the key window, as an app's window showing its fields is.
  public var isKey = true
  /// The window's scene: the object of its scene's lifecycle notifications (every window of
  /// the world is in the app's one scene in front).
  package var scene: WorldScene? { owner?.scene }

  /// Creates a window with a frame in screen coordinates.
  public init(name: String = "window", frame: CGRect, safeArea: AvoidanceInsets, world: World) {
    self.windowSafeArea = safeArea
    self.owner = world
    super.init(name: name, frame: frame)
  }

  /// Installs a root view controller, whose view fills the window unless it has its own frame.
  public func setRoot(_ controller: WorldViewController) {
    rootViewController?.view.removeFromSuperview()
    rootViewController = controller
    addSubview(controller.view)
  }

  /// The rectangle of the window, in window coordinates, that is safe for `view`: the window
  /// inset by its safe area, then by the bars and additional insets of every view controller
  /// that encloses `view`.
  func safeRegion(for view: WorldView) -> CGRect {
    var controllers: [(WorldView, WorldViewController)] = []
    var current: WorldView? = view
    while let candidate = current, candidate !== self {
      if let controller = candidate.viewController { controllers.append((candidate, controller)) }
      current = candidate.superview
    }
    // From the window down: each controller's safe area is its parent's, clipped to its own
    // view, with its bars (and additional insets) added inside (a navigation bar sits below the
    // status bar).
    var region = bounds.inset(by: windowSafeArea)
    for (root, controller) in controllers.reversed() {
      let frame = root.convert(root.bounds, to: nil)
      region = region.intersection(frame)
      if region.isNull { return .zero }
      region = region.inset(by: controller.barInsets + controller.additionalSafeAreaInsets)
      // SwiftUI's keyboard safe area: a docked keyboard of this app ends the safe region (§8).
      if controller.kind == .swiftUIHosting, let world = owner, world.swiftUIKeyboardSafeAreaIsUp {
        // The keyboard's top, in this window's coordinates.
        let top = world.keyboard.frame.minY - self.frame.minY
        region.size.height = max(0, min(region.height, top - region.minY))
      }
    }
    return region
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets`.
  func inset(by insets: AvoidanceInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How the form's view controller is presented: which window it is in, where on screen that
/// window is, and which bars cover it (§2.1, §7 of the article “UIKit's keyboard behaviours”).
public enum Presentation: String, Sendable, Hashable, CaseIterable {
  /// Full screen, no bars but the status bar.
  case fullScreen
  /// In a navigation controller: a 44 pt navigation bar.
  case navigation
  /// In a navigation controller in a tab bar controller: a 49 pt tab bar as well.
  case tabBar
  /// iPad Split View: the app's window is two thirds of the screen's width.
  case splitView
  /// iPad Slide Over: a 320 pt window floating at the right, above a strip of screen.
  case slideOver
  /// iPad Stage Manager: a window that does not reach the screen's bottom; keyboard frames are
  /// clipped to its width (§1.2).
  case stageManager
  /// A form sheet (iPad: a centered card that moves itself up for the keyboard, §7; iPhone: a
  /// card from the top).
  case formSheet
  /// A page sheet (iPad: a wide card from near the top; iPhone: a card from the top).
  case pageSheet

  /// Whether the presentation exists on a device.
  package func isAvailable(on device: Device) -> Bool {
    switch self {
    case .splitView, .slideOver, .stageManager: device.idiom == .pad
    default: true
    }
  }

  /// Whether the presentation is a sheet above a presenting view controller.
  public var isSheet: Bool { self == .formSheet || self == .pageSheet }

  /// Whether the window shares the screen with others — of other apps, or of this one in
  /// another scene (an app that supports several windows).
  package var sharesScreen: Bool {
    self == .splitView || self == .slideOver || self == .stageManager
  }
}

/// The geometry of a presentation on a device in an orientation.
package struct PresentationGeometry: Sendable, Equatable {
  /// The window's frame in screen coordinates.
  package var window: CGRect
  /// The window's own safe-area insets.
  package var windowSafeArea: AvoidanceInsets
  /// The frame of the presented content (the sheet, or the whole window) in window
  /// coordinates.
  package var content: CGRect
  /// The bars of the navigation (and tab bar) controller around the content.
  package var barInsets: AvoidanceInsets
  /// Whether the content's controller is in a navigation controller.
  package var hasNavigationBar: Bool
  /// Whether the sheet moves itself up for the keyboard.
  package var movesForKeyboard: Bool

  /// The navigation bar's height; sheets use the taller sheet bar.
  package static let navigationBarHeight: CGFloat = 44
  /// The navigation bar's height in a sheet.
  package static let sheetBarHeight: CGFloat = 56
  /// The tab bar's height above the home indicator.
  package static let tabBarHeight: CGFloat = 49
  /// The gap a moving sheet keeps above the keyboard, and below the window's top.
  package static let sheetMargin: CGFloat = 20

  /// Computes the geometry.
  package init(_ presentation: Presentation, device: Device, orientation: Orientation) {
    let screen = device.screenBounds(orientation)
    let safe = device.safeArea(orientation)
    let pad = device.idiom == .pad
    window = screen
    windowSafeArea = safe
    hasNavigationBar = presentation != .fullScreen
    barInsets = AvoidanceInsets(top: hasNavigationBar ? Self.navigationBarHeight : 0)
    movesForKeyboard = false
    switch presentation {
    case .fullScreen, .navigation:
      break
    case .tabBar:
      barInsets.bottom = Self.tabBarHeight
    case .splitView:
      window = CGRect(x: 0, y: 0, width: (screen.width * 0.66).rounded(), height: screen.height)
    case .slideOver:
      window = CGRect(x: screen.maxX - 328, y: 8, width: 320, height: screen.height - 28)
      windowSafeArea = AvoidanceInsets(top: max(0, safe.top - 8))
    case .stageManager:
      window = CGRect(
        x: (screen.width * 0.06).rounded(), y: (screen.height * 0.05).rounded(),
        width: (screen.width * 0.7).rounded(), height: (screen.height * 0.62).rounded())
      windowSafeArea = .zero
    case .formSheet, .pageSheet:
      barInsets = AvoidanceInsets(top: Self.sheetBarHeight)
    }
    content = CGRect(origin: .zero, size: window.size)
    guard presentation.isSheet else { return }
    if pad && presentation == .formSheet {
      let size = CGSize(width: min(540, screen.width - 40), height: min(620, screen.height - 80))
      content = CGRect(
        x: ((screen.width - size.width) / 2).rounded(),
        y: ((screen.height - size.height) / 2).rounded(), width: size.width, height: size.height)
      movesForKeyboard = true
    } else if pad {
      let width = min(780, screen.width - (screen.width > screen.height ? 400 : 120))
      let top = safe.top + Self.sheetMargin
      content = CGRect(
        x: ((screen.width - width) / 2).rounded(), y: top, width: width,
        height: screen.height - top)
      movesForKeyboard = true
    } else {
      let top = safe.top + 10
      content = CGRect(x: 0, y: top, width: screen.width, height: screen.height - top)
    }
  }

  /// Where a sheet that moves for the keyboard goes: up until its bottom clears the keyboard by
  /// ``sheetMargin``, but never above ``sheetMargin`` below the window's safe top, and never
  /// below where it rests. An assumption: UIKit's movement is undocumented (§7).
  package func sheetFrame(keyboardTopInWindow: CGFloat?) -> CGRect {
    guard movesForKeyboard, let keyboardTop = keyboardTopInWindow else { return content }
    let highest = windowSafeArea.top + Self.sheetMargin
    let wanted = keyboardTop - content.height - Self.sheetMargin
    let y = min(content.minY, max(highest, wanted))
    return CGRect(x: content.minX, y: y, width: content.width, height: content.height)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A device of the headless world: screen size, safe areas and keyboard heights.
///
/// The numbers follow §2 of the article “UIKit's keyboard behaviours”. Where the article
/// marks a value uncertain, the value here is the one it derives, and the comment says so.
///
/// ```swift
/// let device = Device.iPhone15
/// device.screenBounds(.landscape)             // 852 × 393
/// device.keyboardHeights(.portrait).standard  // 336
/// ```
public struct Device: Sendable, Hashable, Identifiable {
  /// Devices are the same when their identifiers are.
  public static func == (lhs: Device, rhs: Device) -> Bool { lhs.id == rhs.id }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// Phone or tablet.
  public enum Idiom: String, Sendable, Hashable {
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
  }

  /// A short identifier for the command line, such as `iphone-15`.
  public let id: String
  /// The marketing name.
  public let name: String
  /// Phone or tablet.
  public let idiom: Idiom
  /// The screen size in portrait, in points.
  public let portraitSize: CGSize
  /// The safe-area insets in portrait (§2.1).
  public let portraitSafeArea: AvoidanceInsets
  /// The safe-area insets in landscape (§2.1).
  public let landscapeSafeArea: AvoidanceInsets
  /// Keyboard heights in portrait.
  public let portraitKeyboard: KeyboardHeights
  /// Keyboard heights in landscape.
  public let landscapeKeyboard: KeyboardHeights

  /// Creates a device of your own: its portrait size, the safe areas of both orientations and
  /// the keyboard heights of both (see the catalog's devices for real numbers, §2).
  ///
  /// ```swift
  /// let phone = Device(
  ///   id: "my-phone", name: "My phone", idiom: .phone,
  ///   portraitSize: CGSize(width: 402, height: 874),
  ///   portraitSafeArea: AvoidanceInsets(top: 62, bottom: 34),
  ///   landscapeSafeArea: AvoidanceInsets(left: 62, bottom: 21, right: 62),
  ///   portraitKeyboard: .init(standard: 336, noPredictive: 291, emoji: 336, numberPad: 291),
  ///   landscapeKeyboard: .init(standard: 209, noPredictive: 171, emoji: 209, numberPad: 171))
  /// ```
  public init(
    id: String, name: String, idiom: Idiom, portraitSize: CGSize,
    portraitSafeArea: AvoidanceInsets, landscapeSafeArea: AvoidanceInsets,
    portraitKeyboard: KeyboardHeights, landscapeKeyboard: KeyboardHeights
  ) {
    self.id = id
    self.name = name
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.portraitKeyboard = portraitKeyboard
    self.landscapeKeyboard = landscapeKeyboard
  }

  /// The heights of the software keyboard's variants, including the bottom band, as they
  /// appear in notification frames.
  public struct KeyboardHeights: Sendable, Hashable {
    /// Letters with the predictive (QuickType) bar.
    public let standard: CGFloat
    /// Letters without the predictive bar.
    public let noPredictive: CGFloat
    /// The emoji keyboard. The article on UIKit's keyboard behaviours (§2.2) says its height
    /// differs but gives no number, so the catalog uses the standard height (switching still
    /// re-posts the show sequence).
    public let emoji: CGFloat
    /// The number or phone pad.
    public let numberPad: CGFloat
    /// The visible shortcut bar of a hardware keyboard.
    public let hardwareBar: CGFloat

    /// Creates keyboard heights; a hardware keyboard's bar defaults to 55 pt (§1.4).
    public init(
      standard: CGFloat, noPredictive: CGFloat, emoji: CGFloat, numberPad: CGFloat,
      hardwareBar: CGFloat = 55
    ) {
      self.standard = standard
      self.noPredictive = noPredictive
      self.emoji = emoji
      self.numberPad = numberPad
      self.hardwareBar = hardwareBar
    }
  }

  /// The screen's bounds in the given orientation.
  public func screenBounds(_ orientation: Orientation) -> CGRect {
    let size =
      orientation == .portrait
      ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    return CGRect(origin: .zero, size: size)
  }

  /// The safe-area insets in the given orientation.
  public func safeArea(_ orientation: Orientation) -> AvoidanceInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// The keyboard heights in the given orientation.
  public func keyboardHeights(_ orientation: Orientation) -> KeyboardHeights {
    orientation == .portrait ? portraitKeyboard : landscapeKeyboard
  }
}

extension Device {
  /// Phones' keyboards in landscape: 150 keys + 38 banner + 21 bottom band (§2.2, derived).
  private static let phoneLandscape = KeyboardHeights(
    standard: 209, noPredictive: 171, emoji: 209, numberPad: 171, hardwareBar: 55)

  /// iPhone SE (3rd generation): 375 × 667, a home button, no bottom band (§2.1, §2.2).
  public static let iPhoneSE3 = Device(
    id: "iphone-se-3", name: "iPhone SE (3rd gen)", idiom: .phone,
    portraitSize: CGSize(width: 375, height: 667),
    portraitSafeArea: AvoidanceInsets(top: 20), landscapeSafeArea: .zero,
    portraitKeyboard: KeyboardHeights(
      standard: 260, noPredictive: 216, emoji: 260, numberPad: 216, hardwareBar: 55),
    landscapeKeyboard: KeyboardHeights(
      standard: 200, noPredictive: 162, emoji: 200, numberPad: 162, hardwareBar: 55))

  /// iPhone 13 mini: 375 × 812; 333 pt with the predictive bar, 291 without (§2.2).
  public static let iPhone13Mini = Device(
    id: "iphone-13-mini", name: "iPhone 13 mini", idiom: .phone,
    portraitSize: CGSize(width: 375, height: 812),
    portraitSafeArea: AvoidanceInsets(top: 50, bottom: 34),
    landscapeSafeArea: AvoidanceInsets(left: 50, bottom: 21, right: 50),
    portraitKeyboard: KeyboardHeights(
      standard: 333, noPredictive: 291, emoji: 333, numberPad: 291, hardwareBar: 69),
    landscapeKeyboard: phoneLandscape)

  /// iPhone 15: 393 × 852; about 336 pt with the predictive bar (§2.2, uncertain).
  public static let iPhone15 = Device(
    id: "iphone-15", name: "iPhone 15", idiom: .phone,
    portraitSize: CGSize(width: 393, height: 852),
    portraitSafeArea: AvoidanceInsets(top: 59, bottom: 34),
    landscapeSafeArea: AvoidanceInsets(left: 59, bottom: 21, right: 59),
    portraitKeyboard: KeyboardHeights(
      standard: 336, noPredictive: 291, emoji: 336, numberPad: 291, hardwareBar: 69),
    landscapeKeyboard: phoneLandscape)

  /// iPhone 15 Pro Max: 430 × 932; about 346 pt (226 + 45 + 75, derived, §2.2).
  public static let iPhone15ProMax = Device(
    id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", idiom: .phone,
    portraitSize: CGSize(width: 430, height: 932),
    portraitSafeArea: AvoidanceInsets(top: 59, bottom: 34),
    landscapeSafeArea: AvoidanceInsets(left: 59, bottom: 21, right: 59),
    portraitKeyboard: KeyboardHeights(
      standard: 346, noPredictive: 301, emoji: 346, numberPad: 301, hardwareBar: 69),
    landscapeKeyboard: phoneLandscape)

  /// iPad (10th generation): 820 × 1180; 265/353 keys + 55 banner + 20 home indicator. The
  /// iPad banner always shows, and the number pad is the full keyboard (§2.2).
  public static let iPad10 = Device(
    id: "ipad-10", name: "iPad (10th gen)", idiom: .pad,
    portraitSize: CGSize(width: 820, height: 1180),
    portraitSafeArea: AvoidanceInsets(top: 24, bottom: 20),
    landscapeSafeArea: AvoidanceInsets(top: 24, bottom: 20),
    portraitKeyboard: KeyboardHeights(
      standard: 340, noPredictive: 340, emoji: 340, numberPad: 340, hardwareBar: 55),
    landscapeKeyboard: KeyboardHeights(
      standard: 428, noPredictive: 428, emoji: 428, numberPad: 428, hardwareBar: 55))

  /// iPad Pro 13": 1032 × 1376 (uncertain, §2.1); 328/423 keys + 55 + 20 (§2.2).
  public static let iPadPro13 = Device(
    id: "ipad-pro-13", name: "iPad Pro 13\"", idiom: .pad,
    portraitSize: CGSize(width: 1032, height: 1376),
    portraitSafeArea: AvoidanceInsets(top: 24, bottom: 20),
    landscapeSafeArea: AvoidanceInsets(top: 24, bottom: 20),
    portraitKeyboard: KeyboardHeights(
      standard: 403, noPredictive: 403, emoji: 403, numberPad: 403, hardwareBar: 55),
    landscapeKeyboard: KeyboardHeights(
      standard: 498, noPredictive: 498, emoji: 498, numberPad: 498, hardwareBar: 55))

  /// Every device of the catalog.
  public static let catalog: [Device] = [
    .iPhoneSE3, .iPhone13Mini, .iPhone15, .iPhone15ProMax, .iPad10, .iPadPro13,
  ]

  /// The device with identifier `id`, if the catalog has one.
  package static func named(_ id: String) -> Device? {
    catalog.first { $0.id == id.lowercased() }
  }
}

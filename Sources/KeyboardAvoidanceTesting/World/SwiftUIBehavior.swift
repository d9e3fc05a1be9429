import Foundation

/// What SwiftUI does for a `ScrollView` and the keyboard that Apple does not document: the
/// world models each way (§1 and §3 of the SwiftUI article, marked [U] there), and the
/// package's tests pass every combination.
///
/// ```swift
/// world.swiftUI = SwiftUIBehavior(keyboardSafeArea: .shrinksFrame, anchorReading: .insideInsets)
/// ```
public struct SwiftUIBehavior: Sendable, Hashable, CustomStringConvertible {
  /// How a scroll view leaves out the keyboard SwiftUI's keyboard safe area holds.
  public enum KeyboardSafeArea: String, Sendable, Hashable, CaseIterable {
    /// The scroll view keeps its frame; its bottom safe-area inset holds the keyboard and
    /// insets its content.
    case insetsContent
    /// The scroll view's frame ends at the keyboard's top.
    case shrinksFrame
  }

  /// What "the scroll view" is for `scrollTo(_:anchor:)`'s unit point.
  public enum AnchorReading: String, Sendable, Hashable, CaseIterable {
    /// Its frame.
    case frame
    /// Its frame less its safe-area insets (bars and keyboard).
    case insideInsets
  }

  /// How the keyboard safe area shows in a scroll view.
  public var keyboardSafeArea: KeyboardSafeArea
  /// How `scrollTo(_:anchor:)` reads the scroll view.
  public var anchorReading: AnchorReading
  /// Whether `scrollTo(_:anchor:)` keeps the offset in range.
  public var scrollToClamps: Bool

  /// Creates a behaviour; the defaults are one of the modelled ways, not a known truth.
  public init(
    keyboardSafeArea: KeyboardSafeArea = .insetsContent, anchorReading: AnchorReading = .frame,
    scrollToClamps: Bool = true
  ) {
    self.keyboardSafeArea = keyboardSafeArea
    self.anchorReading = anchorReading
    self.scrollToClamps = scrollToClamps
  }

  /// Every combination.
  public static let allCases: [SwiftUIBehavior] = KeyboardSafeArea.allCases.flatMap { area in
    AnchorReading.allCases.flatMap { reading in
      [true, false].map {
        SwiftUIBehavior(keyboardSafeArea: area, anchorReading: reading, scrollToClamps: $0)
      }
    }
  }

  /// One line, for storyboards and failure messages.
  public var description: String {
    "\(keyboardSafeArea.rawValue), anchor on \(anchorReading.rawValue), "
      + (scrollToClamps ? "clamped" : "unclamped")
  }
}

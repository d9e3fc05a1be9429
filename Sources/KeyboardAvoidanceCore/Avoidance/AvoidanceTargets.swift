import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The rectangles that must stay visible, in the container's content coordinates.
///
/// Content coordinates are the container's bounds coordinates: for a scroll view, the space its
/// subviews' frames are in (`scrollView.convert(field.bounds, from: field)`).
///
/// ```swift
/// let targets = AvoidanceTargets(
///   field: CGRect(x: 16, y: 900, width: 361, height: 44),
///   companions: [CGRect(x: 16, y: 946, width: 361, height: 18)])  // an error label
/// ```
public struct AvoidanceTargets: Sendable, Equatable, Codable {
  /// The focused field or text view.
  public var field: CGRect
  /// The caret (or the selection's end) in a text input, when known. It wins when the whole
  /// field cannot fit above the keyboard.
  public var caret: CGRect?
  /// Views that should stay visible together with the field, such as a validation label.
  public var companions: [CGRect]
  /// The room this field asks for around itself, instead of the container's padding; `nil`
  /// keeps the container's.
  public var padding: CGFloat?
  /// The element VoiceOver's cursor is on, when VoiceOver runs and the cursor is on an element
  /// of the container other than the field (a label the user is reading while the keyboard is
  /// up). It leads: content shows it, not the field, so the library never moves what a
  /// VoiceOver user is on under the keyboard or out of view.
  package var voiceOverCursor: CGRect?

  /// Creates targets.
  public init(
    field: CGRect, caret: CGRect? = nil, companions: [CGRect] = [], padding: CGFloat? = nil
  ) {
    self.field = field
    self.caret = caret
    self.companions = companions
    self.padding = padding
  }
}

extension AvoidanceTargets {
  /// The room to keep around the field: its own ``padding`` where it asked for a usable one
  /// (finite, not negative), `fallback` — the container's — otherwise. One rule for UIKit
  /// containers and the SwiftUI scroll view.
  package func padding(or fallback: CGFloat) -> CGFloat {
    guard let padding, padding.isFinite, padding >= 0 else { return fallback }
    return padding
  }

  /// Whether two targets are equal, rect by rect, compared where the caller is: no copy of the
  /// targets, no retain of their companions (a layout pass asks on every frame of a scroll).
  @inline(__always)
  static func same(_ a: AvoidanceTargets?, _ b: AvoidanceTargets?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    guard a.field.isSame(as: b.field), a.padding == b.padding,
      a.companions.count == b.companions.count, same(a.caret, b.caret),
      same(a.voiceOverCursor, b.voiceOverCursor)
    else { return false }
    return zip(a.companions, b.companions).allSatisfy { $0.isSame(as: $1) }
  }

  /// Whether two optional rects are equal, both absent or both the same rect.
  @inline(__always)
  private static func same(_ a: CGRect?, _ b: CGRect?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let x?, let y?): x.isSame(as: y)
    default: false
    }
  }

  /// The targets moved down by `dy` points, every rect of them (into another coordinate space).
  package func shifted(by dy: CGFloat) -> AvoidanceTargets {
    var shifted = self
    shifted.field = field.offsetBy(dx: 0, dy: dy)
    shifted.caret = caret?.offsetBy(dx: 0, dy: dy)
    shifted.companions = companions.map { $0.offsetBy(dx: 0, dy: dy) }
    shifted.voiceOverCursor = voiceOverCursor?.offsetBy(dx: 0, dy: dy)
    return shifted
  }

  /// The targets content shows: VoiceOver's element alone, with the field's padding, where
  /// VoiceOver's cursor is on one of the container with an area; these targets otherwise.
  package var ledByVoiceOver: AvoidanceTargets {
    guard let cursor = voiceOverCursor, cursor.isFiniteRect, cursor.hasArea else { return self }
    return AvoidanceTargets(field: cursor, padding: padding)
  }
}

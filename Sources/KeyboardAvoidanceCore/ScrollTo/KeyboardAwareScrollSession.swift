import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The decisions of a SwiftUI scroll view that keeps its focused field in view, over time:
/// when to scroll (a focus change, the keyboard, a field that grew, a companion that appeared —
/// never the user's own scroll), and where content goes back when the keyboard leaves.
///
/// Feed it every reading (a SwiftUI view does so from its preference and `onChange`
/// callbacks); it answers with the `scrollTo` call to make, if any. A reading that differs from
/// the last only by where the content is was a scroll of the user's: nothing moves for it, and
/// content is not put back on hide. Otherwise, with ``restoresContentOffset`` on, content goes
/// back where it rested before the keyboard came — undoing SwiftUI's own scroll to the field
/// too, as the UIKit engine does (§11.1).
///
/// ```swift
/// var session = KeyboardAwareScrollSession<Int>(padding: 12)
/// if let request = session.update(reading, focus: focusedIndex, keyboardUp: true) {
///   // place the marker at request.markerY, then scrollTo it with request.anchorY
/// }
/// ```
public struct KeyboardAwareScrollSession<Focus: Hashable & Sendable>: Sendable {
  /// The room kept around the focused field.
  public var padding: CGFloat
  /// Where a field that has to move goes.
  public var policy: ScrollPolicy
  /// Whether content goes back where it rested before the keyboard came, when it leaves.
  public var restoresContentOffset: Bool

  private struct Key: Equatable, Sendable {
    var focus: Focus?
    var targets: AvoidanceTargets?
    var size: CGSize
    var insets: AvoidanceInsets
    var contentHeight: CGFloat
    var keyboardUp: Bool
  }

  private var last: Key?
  /// Where the content's top was after the last reading, or where the last request puts it.
  private var expectedMinY: CGFloat?
  private var restingMinY: CGFloat?
  private var moved = false
  private var userScrolled = false

  /// Creates a session.
  public init(
    padding: CGFloat = AvoidanceConfiguration.defaultPadding, policy: ScrollPolicy = .minimal,
    restoresContentOffset: Bool = true
  ) {
    self.padding = padding
    self.policy = policy
    self.restoresContentOffset = restoresContentOffset
  }

  /// Takes a reading: `focus` names the focused field (`nil`: none in this scroll view) and
  /// `keyboardUp` says whether a docked keyboard of this app is up (SwiftUI's keyboard safe
  /// area holds it). Returns the scroll to make now, if any.
  public mutating func update(
    _ reading: ScrollViewReading, focus: Focus?, keyboardUp: Bool
  ) -> ScrollToRequest? {
    let minY = reading.contentFrame.minY
    guard minY.isFinite else { return nil }
    let dy = -minY
    let key = Key(
      focus: focus,
      targets: reading.targets.map {
        AvoidanceTargets(
          field: $0.field.offsetBy(dx: 0, dy: dy), caret: $0.caret?.offsetBy(dx: 0, dy: dy),
          companions: $0.companions.map { $0.offsetBy(dx: 0, dy: dy) })
      },
      size: reading.size, insets: reading.safeAreaInsets,
      contentHeight: reading.contentFrame.height, keyboardUp: keyboardUp)
    let wasUp = last?.keyboardUp ?? false
    let scrolledAlone =
      key == last && expectedMinY.map { abs($0 - minY) > Tolerance.points } ?? false
    defer {
      last = key
      if !keyboardUp { restingMinY = expectedMinY ?? minY }
    }
    expectedMinY = minY
    if scrolledAlone {
      if keyboardUp { userScrolled = true }
      return nil
    }
    guard key != last else { return nil }
    if !keyboardUp {
      defer {
        moved = false
        userScrolled = false
      }
      guard wasUp, moved, !userScrolled, restoresContentOffset, let resting = restingMinY else {
        return nil
      }
      let request = KeyboardAwareScroll.request(for: reading, toContentMinY: resting)
      if let request { expectedMinY = request.contentMinY }
      return request
    }
    guard
      let request = KeyboardAwareScroll.request(for: reading, padding: padding, policy: policy)
    else { return nil }
    moved = true
    expectedMinY = request.contentMinY
    return request
  }
}

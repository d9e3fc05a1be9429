import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Edge insets in points, the platform-independent counterpart of `UIEdgeInsets`.
///
/// The engine describes every inset it reads or writes with this type, so that the same values
/// travel between the UIKit adapter, the headless world and the solver.
///
/// ```swift
/// let insets = AvoidanceInsets(top: 97, bottom: 34)
/// let withKeyboard = insets.adding(bottom: 302)  // bottom == 336
/// ```
public struct AvoidanceInsets: Sendable, Hashable, Codable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// Creates insets; every edge defaults to zero.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = AvoidanceInsets()

  /// Whether every edge is a finite number.
  package var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// The same insets with every non-finite edge replaced by zero.
  package var sanitized: AvoidanceInsets {
    AvoidanceInsets(
      top: top.finiteOrZero, left: left.finiteOrZero,
      bottom: bottom.finiteOrZero, right: right.finiteOrZero)
  }

  /// The same insets with `amount` added to the bottom edge.
  package func adding(bottom amount: CGFloat) -> AvoidanceInsets {
    var copy = self
    copy.bottom += amount
    return copy
  }

  /// Whether every edge differs from `other`'s by at most `tolerance` points.
  package func isClose(to other: AvoidanceInsets, tolerance: CGFloat = Tolerance.points) -> Bool {
    abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
      && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
  }
}

extension AvoidanceInsets {
  /// Edge-wise sum: `contentInset + systemContentInset` is the adjusted inset.
  package static func + (lhs: AvoidanceInsets, rhs: AvoidanceInsets) -> AvoidanceInsets {
    AvoidanceInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }

  /// Edge-wise difference: `adjustedContentInset - contentInset` is the system's part.
  package static func - (lhs: AvoidanceInsets, rhs: AvoidanceInsets) -> AvoidanceInsets {
    AvoidanceInsets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left, bottom: lhs.bottom - rhs.bottom,
      right: lhs.right - rhs.right)
  }
}

extension AvoidanceInsets: CustomStringConvertible {
  /// The insets as `(top, left, bottom, right)`.
  public var description: String {
    "(\(top.shortDescription), \(left.shortDescription), "
      + "\(bottom.shortDescription), \(right.shortDescription))"
  }
}

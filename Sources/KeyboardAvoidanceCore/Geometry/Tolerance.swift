import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The comparison tolerances the engine uses for geometry.
///
/// UIKit reports frames with fractions of a point (third-party keyboards are known to be off by
/// fractions), so geometry is compared with a tolerance instead of exact equality.
package enum Tolerance {
  /// Half a point: the tolerance for "the same position" and for visibility checks.
  package static let points: CGFloat = 0.5
  /// A thousandth of a point: what arithmetic on the same geometry leaves in its last bits (an
  /// inset added and taken away again). Positions closer than this are the same position, and
  /// nothing is written to move content by less.
  package static let noise: CGFloat = 0.001
}

extension CGPoint {
  /// Whether `other` is the same position but for the last bits of arithmetic
  /// (``Tolerance/noise``).
  package func isWithinNoise(of other: CGPoint) -> Bool {
    abs(x - other.x) <= Tolerance.noise && abs(y - other.y) <= Tolerance.noise
  }
}

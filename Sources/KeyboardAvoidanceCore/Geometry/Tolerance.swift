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
}

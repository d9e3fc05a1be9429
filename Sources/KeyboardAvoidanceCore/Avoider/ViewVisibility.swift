import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// When a view shows nothing, as every reading of a view tree decides it: hidden, or so
/// transparent that UIKit's hit-testing skips it as well (an alpha of 0.01 or less).
///
/// The reading of a container (`ContainerAvoidance`) and field navigation (`NavigableField`,
/// `FieldNavigationSource`) use this one rule, so a field faded out by the app is neither
/// avoided nor reached by Next.
///
/// ```swift
/// ViewVisibility.isHidden(isHidden: false, alpha: 0)  // true: fully transparent
/// ```
package enum ViewVisibility {
  /// The alpha at or below which a view counts as invisible.
  package static let transparentAlpha: CGFloat = 0.01

  /// Whether a view with these properties shows nothing (a NaN alpha counts as transparent).
  package static func isHidden(isHidden: Bool, alpha: CGFloat) -> Bool {
    isHidden || !(alpha > transparentAlpha)
  }
}

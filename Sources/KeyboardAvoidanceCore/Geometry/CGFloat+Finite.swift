import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension CGFloat {
  /// The value, or zero when it is NaN or infinite.
  var finiteOrZero: CGFloat { isFinite ? self : 0 }

  /// The value clamped to `range`, tolerating an inverted range by returning its lower bound.
  func clamped(_ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
    Swift.max(lower, Swift.min(upper, self))
  }

  /// A compact rendering: whole numbers without a fraction, others with at most two decimals.
  var shortDescription: String {
    if self == rounded() && Swift.abs(self) < 1e15 { return String(Int(self)) }
    return String(format: "%.2f", Double(self))
  }
}

extension CGSize {
  /// Whether two sizes are equal, compared where the caller is (see `CGRect.isSame(as:)`).
  @inline(__always)
  package func isSame(as other: CGSize) -> Bool {
    width == other.width && height == other.height
  }
}

extension CGRect {
  /// Whether two rects are equal, compared number by number where the caller is: Foundation's
  /// `==` on Linux is a call into the library, and a layout pass compares a dozen rects.
  @inline(__always)
  package func isSame(as other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y
      && size.width == other.size.width && size.height == other.size.height
  }

  /// Whether origin and size are finite numbers, and the rect is not `CGRect.infinite` —
  /// which is made of finite numbers (its size `greatestFiniteMagnitude`) and is
  /// what UIKit answers for "no rect" in places, a text input's caret among them.
  package var isFiniteRect: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
      && size.width != .greatestFiniteMagnitude && size.height != .greatestFiniteMagnitude
  }

  /// Whether the rectangle has a positive width and a positive height.
  package var hasArea: Bool { isFiniteRect && size.width > 0 && size.height > 0 }

  /// The rectangle with NaN or infinite components replaced by zero.
  var sanitized: CGRect {
    CGRect(
      x: origin.x.finiteOrZero, y: origin.y.finiteOrZero,
      width: size.width.finiteOrZero, height: size.height.finiteOrZero)
  }

  /// Whether the two rectangles share some horizontal extent (a keyboard or a bar over a
  /// container beside it in Split View does not cover it).
  func overlapsHorizontally(_ other: CGRect) -> Bool {
    min(maxX, other.maxX) - max(minX, other.minX) > 0
  }

  /// The rectangle grown by `amount` above and below.
  func paddedVertically(by amount: CGFloat) -> CGRect {
    CGRect(x: minX, y: minY - amount, width: width, height: height + 2 * amount)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The primitive geometry reads a host makes of its container and the views inside it.
///
/// UIKit's adapter and the headless world both conform, and ``focusedGeometry(focus:companions:)``
/// assembles the reading from these primitives in one place, so both hosts report exactly the
/// same snapshot fields for the same view tree.
///
/// ```swift
/// extension MyScrollViewReader: AvoidanceViewTree {
///   func containerReading() -> ContainerGeometry? { … }  // bounds, insets, window, screen
///   func rectInContainer(of view: UIView) -> CGRect? { … }
///   func caretRectInContainer(of view: UIView) -> CGRect? { … }
/// }
/// let geometry = reader.focusedGeometry(focus: focusedField, companions: [errorLabel])
/// ```
public protocol AvoidanceViewTree {
  /// The kind of view the tree is made of.
  associatedtype View: AnyObject

  /// The container's geometry without any focus, or `nil` when it is not in a window.
  func containerReading() -> ContainerGeometry?
  /// `view`'s bounds in the container's bounds coordinates, or `nil` when `view` is not a
  /// descendant of the container, or is hidden or fully transparent.
  func rectInContainer(of view: View) -> CGRect?
  /// The caret (the end of the selection) of a text input, in the container's bounds
  /// coordinates; `nil` for views that have no caret or no selection.
  func caretRectInContainer(of view: View) -> CGRect?
}

extension AvoidanceViewTree {
  /// The container's geometry with the focused input and its visible companions as targets.
  ///
  /// The focus is dropped when the focused input is not inside the container (another
  /// container's field raised the keyboard); companions that are not inside, hidden or fully
  /// transparent are left out.
  public func focusedGeometry(focus: View?, companions: [View]) -> ContainerGeometry? {
    guard var geometry = containerReading() else { return nil }
    guard let focus, let field = rectInContainer(of: focus), field.isFiniteRect else {
      return geometry
    }
    var rects: [CGRect] = []
    for companion in companions {
      if let rect = rectInContainer(of: companion), rect.hasArea { rects.append(rect) }
    }
    let caret = caretRectInContainer(of: focus).flatMap { $0.isFiniteRect ? $0 : nil }
    geometry.focus = AvoidanceTargets(field: field, caret: caret, companions: rects)
    return geometry
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The primitive reads a host makes of its container and the views inside it.
///
/// UIKit's adapter and the headless world both conform, and ``focusedGeometry(focus:companions:)``
/// decides from these primitives, in one place, which views count — so both hosts report
/// exactly the same snapshot for the same view tree.
///
/// ```swift
/// extension MyReader: AvoidanceViewTree {
///   var container: UIView { scrollView }
///   func containerReading() -> ContainerGeometry? { … }  // bounds, insets, window, screen
///   func parent(of view: UIView) -> UIView? { view.superview }
///   …
/// }
/// let geometry = reader.focusedGeometry(focus: focusedField, companions: [errorLabel])
/// ```
public protocol AvoidanceViewTree {
  /// The kind of view the tree is made of.
  associatedtype View: AnyObject

  /// The container.
  var container: View { get }
  /// The container's geometry without any focus, or `nil` when it is not in a window.
  func containerReading() -> ContainerGeometry?
  /// A view's superview.
  func parent(of view: View) -> View?
  /// Whether a view itself is hidden or fully transparent (its ancestors are asked separately).
  func isHidden(_ view: View) -> Bool
  /// Whether a view has an avoider of its own.
  func hasAvoider(_ view: View) -> Bool
  /// Whether a view rides on the keyboard (pinned to its top).
  func ridesKeyboard(_ view: View) -> Bool
  /// A view's bounds in the container's bounds coordinates.
  func rect(of view: View) -> CGRect
  /// The caret (the end of the selection) of a text input in the container's bounds
  /// coordinates; `nil` for views that have no caret or no selection.
  func caretRect(of view: View) -> CGRect?
}

extension AvoidanceViewTree {
  /// The container's geometry with the focused input and its visible companions as targets.
  ///
  /// The focused input counts only when it is inside the container, visible (it and every view
  /// up to the container shown and not transparent), not riding on the keyboard itself (a field
  /// in a Send bar moves with the keyboard and needs no avoiding), and not inside a nearer view
  /// with an avoider of its own (the innermost avoider owns the field, so nested avoiders never
  /// both move). Companions count when they are inside and visible.
  public func focusedGeometry(focus: View?, companions: [View]) -> ContainerGeometry? {
    guard var geometry = containerReading() else { return nil }
    guard let focus, owns(focus) else { return geometry }
    let field = rect(of: focus)
    guard field.isFiniteRect else { return geometry }
    var rects: [CGRect] = []
    for companion in companions where isVisibleInside(companion) {
      let frame = rect(of: companion)
      if frame.hasArea { rects.append(frame) }
    }
    let caret = caretRect(of: focus).flatMap { $0.isFiniteRect ? $0 : nil }
    geometry.focus = AvoidanceTargets(field: field, caret: caret, companions: rects)
    return geometry
  }

  /// Whether this container is the one that keeps `focus` visible.
  public func owns(_ focus: View) -> Bool {
    var view: View? = focus
    while let current = view, current !== container {
      if isHidden(current) || ridesKeyboard(current) { return false }
      if current !== focus && hasAvoider(current) { return false }
      view = parent(of: current)
    }
    return view != nil
  }

  private func isVisibleInside(_ view: View) -> Bool {
    var current: View? = view
    while let candidate = current, candidate !== container {
      if isHidden(candidate) { return false }
      current = parent(of: candidate)
    }
    return current != nil
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The view-tree reads every host makes of its views in the same way — `UIView` and the
/// headless world's `WorldView` both answer them under these names — so the core reads them
/// itself and no host writes them again.
///
/// A view type conforms without code (`extension UIView: ViewTreeNode {}`); the hosts' `parent`,
/// `subviews`, `visibility` and `rect(of:in:)` requirements are then met by the core.
package protocol ViewTreeNode: AnyObject {
  /// The view type of the tree: the conforming view type itself.
  associatedtype Node: ViewTreeNode
  /// The view's superview.
  var superview: Node? { get }
  /// The view's subviews, back to front.
  var subviews: [Node] { get }
  /// Whether the view is hidden.
  var isHidden: Bool { get }
  /// The view's opacity.
  var alpha: CGFloat { get }
  /// The view's bounds.
  var bounds: CGRect { get }
  /// A rect of `view`'s bounds coordinates in this view's bounds coordinates.
  func convert(_ rect: CGRect, from view: Node?) -> CGRect
}

extension FieldNavigationSource where Input: ViewTreeNode, Input.Node == Input {
  /// A view's superview.
  package func parent(of view: Input) -> Input? { view.superview }

  /// A view's `isHidden` and `alpha`.
  package func visibility(of view: Input) -> (isHidden: Bool, alpha: CGFloat) {
    (view.isHidden, view.alpha)
  }

  /// A view's subviews.
  package func subviews(of view: Input) -> [Input] { view.subviews }

  /// A view's bounds in `ancestor`'s bounds coordinates.
  package func rect(of view: Input, in ancestor: Input) -> CGRect {
    ancestor.convert(view.bounds, from: view)
  }
}

extension ContainerAvoidanceHost where View: ViewTreeNode, View.Node == View {
  /// A view's superview.
  package func parent(of view: View) -> View? { view.superview }
}

extension AutomaticAvoidanceHost where View: ViewTreeNode, View.Node == View {
  /// A view's superview.
  package func parent(of view: View) -> View? { view.superview }
}

/// The one walk up a view tree the core makes to ask whether a view is inside another.
package enum ViewAncestry {
  /// Whether `view` is `ancestor` or inside it, walking up with `parent`.
  package static func isInside<View: AnyObject>(
    _ view: View, _ ancestor: View, parent: (View) -> View?
  ) -> Bool {
    var current: View? = view
    while let node = current {
      if node === ancestor { return true }
      current = parent(node)
    }
    return false
  }
}

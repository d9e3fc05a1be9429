/// The app side of automatic mode (`AutomaticAvoidance`): it reads a view's raw facts and
/// attaches avoiders where the core says; it decides nothing.
///
/// | requirement | kind | what it is |
/// | --- | --- | --- |
/// | ``parent(of:)`` | read | a view's superview |
/// | ``facts(of:)`` | read | a view's raw facts |
/// | ``avoidance(of:)`` | read | the avoidance of a view's avoider, if it has one |
/// | ``attachAvoider(to:configuration:)`` | write | attaches an automatic avoider to a view |
package protocol AutomaticAvoidanceHost: AnyObject {
  /// The kind of view the app is made of.
  associatedtype View: AnyObject
  /// The avoider type the host attaches.
  associatedtype Avoider: ContainerAvoidanceHost where Avoider.View == View

  /// A view's superview.
  func parent(of view: View) -> View?
  /// A view's raw facts.
  func facts(of view: View) -> ViewFacts
  /// The avoidance of the avoider `view` has, if any.
  func avoidance(of view: View) -> ContainerAvoidance<Avoider>?
  /// Attaches an avoider with attachment ``AvoiderAttachment/automatic`` and these settings
  /// to `view` and returns its avoidance; `nil` when the view cannot have one.
  func attachAvoider(to view: View, configuration: AvoidanceConfiguration)
    -> ContainerAvoidance<Avoider>?
}

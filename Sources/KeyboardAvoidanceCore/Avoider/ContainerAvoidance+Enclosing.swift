/// The scroll views around an avoided one.
///
/// A scroll view inside another (a carousel of cards in a long page, a text area's scroll view
/// in a form) can be too low on the screen to show its field above the keyboard by its own
/// inset and offset: the keyboard covers the whole of it. The scroll view around it must move
/// then, as it does in automatic mode. An app's avoider on the inner one (attached, or a
/// subclass's) gives each vertical scroll view around its container that has no avoider one
/// of the same kind automatic mode would attach
/// (``AutomaticContainerPolicy/scrollViewsAroundAvoided(_:)``: up to the root view of a
/// container controller, never a list a controller adjusts itself, a horizontal carousel or a
/// text view, none past an opt-out or in a popover), with its own settings. That avoider
/// brings the part of the field the inner scroll view shows above the keyboard (``ContainerAvoidance/reach(of:)``); detaching the
/// inner one detaches it.
extension ContainerAvoidance {
  /// `input`, owned by this container, began editing: each scroll view around the container
  /// that has no avoider gets one, which hears the begin-editing it was attached in.
  func attachEnclosingAvoiders(for input: Host.View) {
    guard attachment != .automatic, let host, let container = host.container, owns(input)
    else { return }
    let chain = AutomaticContainerPolicy.chain(
      from: container, parent: host.parent, facts: host.facts)
    let positions = AutomaticContainerPolicy.scrollViewsAroundAvoided(chain.map(\.traits))
    for position in positions where host.facts(of: chain[position].view).avoider == nil {
      guard
        let avoidance = host.attachEnclosingAvoider(
          to: chain[position].view, configuration: configuration)
      else { continue }
      enclosingAvoiders.removeAll { $0.value == nil }
      enclosingAvoiders.append(WeakBox(avoidance))
      avoidance.joinBeginEditing(of: input, navigation: navigation)
    }
  }

  /// Detaches the avoiders this one attached around its container that are still on its
  /// behalf (the app has not attached to their views itself).
  func detachEnclosingAvoiders() {
    let enclosing = enclosingAvoiders.compactMap(\.value)
    enclosingAvoiders = []
    for avoidance in enclosing where avoidance.attachment == .automatic { avoidance.detach() }
  }
}

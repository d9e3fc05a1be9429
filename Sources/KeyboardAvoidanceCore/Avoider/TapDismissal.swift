/// Whether a tap ends editing, for containers that dismiss the keyboard on a tap outside the
/// field (``AvoidanceConfiguration/dismissesKeyboardOnTap``).
///
/// A tap that lands on a text input, a control or a bar — or inside one — is that view's own and
/// never ends editing; neither does a tap on a view pinned to the keyboard (a Send bar). Any
/// other tap inside the container does. The tap itself is never taken from what it touched.
///
/// ```swift
/// TapDismissal.endsEditing(path: [ViewFacts(), ViewFacts(classes: .toolbar)])  // false
/// ```
package enum TapDismissal {
  /// Whether a tap on the first view of `path` — the tapped view, then its ancestors up to the
  /// container — ends editing; an empty path (nothing was hit) does not.
  package static func endsEditing(path: [ViewFacts]) -> Bool {
    guard !path.isEmpty else { return false }
    return !path.contains { $0.isTextInput || $0.isControlOrBar || $0.isPinnedToKeyboard }
  }
}

/// How an avoider came to its container — the same three ways in UIKit and in the headless
/// world.
///
/// ```swift
/// let avoider = KeyboardAvoider.attach(to: tableView)
/// avoider.attachment  // .attached
/// ```
public enum AvoiderAttachment: String, Sendable, Hashable, CaseIterable {
  /// Owned by a `KeyboardAvoiding…` subclass: it lays out with its view and cannot leave it
  /// (detaching turns it off).
  case subclass
  /// Attached to a view the app owns with `attach(to:)`.
  case attached
  /// Attached by automatic mode, which detaches it when turned off; or by an app's avoider to
  /// a scroll view around its own that has none, which detaches it when detached.
  case automatic

  /// The attachment after the app attaches explicitly to a view that already has this
  /// avoider: an automatic one becomes the app's (automatic mode no longer detaches it), the
  /// others stay as they are.
  package var attachedExplicitly: AvoiderAttachment {
    self == .automatic ? .attached : self
  }

  /// Whether the avoider hears about layout from its view's own `layoutSubviews` (a subclass
  /// overrides it) rather than from observing the view from outside (an invisible probe view
  /// and key-value observation of content size and inset).
  package var hearsOwnLayoutPasses: Bool { self == .subclass }
}

/// News that shows the focused field — a keyboard notification — that came while the user's
/// finger held the content, so that nothing moved: the let-go shows the field, unless the user
/// scrolled since (their scroll count then and now differ). See
/// `KeyboardAvoidanceCoordinator.update`.
struct HeldReveal: Sendable, Equatable, Codable {
  /// The user's scroll count when the news came; `nil` where the host does not count.
  let userScrollCount: Int?
}

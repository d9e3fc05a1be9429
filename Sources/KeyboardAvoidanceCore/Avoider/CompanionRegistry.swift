/// The views that must stay visible together with a field (a validation label under it), held
/// weakly on both sides.
///
/// ```swift
/// var companions = CompanionRegistry<UIView>()
/// companions.set([errorLabel], for: emailField)
/// companions.companions(of: emailField)  // [errorLabel] while both exist
/// ```
package struct CompanionRegistry<View: AnyObject> {
  private struct Entry {
    weak var field: View?
    var companions: [WeakBox<View>]
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// An empty registry.
  package init() {}

  /// Replaces the companions of `field`; an empty list removes them.
  package mutating func set(_ companions: [View], for field: View) {
    prune()
    let key = ObjectIdentifier(field)
    if companions.isEmpty {
      entries[key] = nil
    } else {
      entries[key] = Entry(field: field, companions: companions.map { WeakBox($0) })
    }
  }

  /// The companions of `field` that still exist.
  package func companions(of field: View) -> [View] {
    guard let entry = entries[ObjectIdentifier(field)], entry.field === field else { return [] }
    return entry.companions.compactMap(\.value)
  }

  /// How many fields have companions registered (dead entries included until the next change).
  package var count: Int { entries.count }

  private mutating func prune() {
    entries = entries.filter { $0.value.field != nil }
  }
}

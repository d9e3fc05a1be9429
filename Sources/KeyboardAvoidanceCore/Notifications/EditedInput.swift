/// Which text input is being edited, by identity, from begin- and end-editing notifications:
/// the old field's end comes after the new field's begin when focus moves (§1.3 of the article
/// “UIKit's keyboard behaviours”), so an end clears it only for the input that has it — the
/// rule of `FocusTracker`, for state that holds no reference to a view.
///
/// ```swift
/// var edited = EditedInput()
/// edited.note(.began, of: newField)
/// edited.note(.ended, of: oldField)  // ignored: newField is still edited
/// ```
package struct EditedInput: Sendable, Equatable {
  private var input: ObjectIdentifier?

  /// Nothing edited.
  package init() {}

  /// Whether an input is being edited.
  package var isEditing: Bool { input != nil }

  /// Notes a begin- or end-editing of `object` (a text change, or no object, changes nothing).
  package mutating func note(_ kind: TextInputNotificationName.Kind, of object: AnyObject?) {
    guard let object else { return }
    let id = ObjectIdentifier(object)
    switch kind {
    case .began: input = id
    case .ended where input == id: input = nil
    case .ended, .changed: break
    }
  }
}

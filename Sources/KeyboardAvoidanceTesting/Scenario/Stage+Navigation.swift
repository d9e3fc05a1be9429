import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Field navigation on a stage, through its ``WorldKeyboardNavigator``.
extension Stage {
  /// Focuses the item with identifier `id` (`row-12` and `item-3` name rows of lists).
  @discardableResult
  package func focus(itemID id: String) -> Bool {
    let input: (any WorldTextInput)?
    if let listForm {
      // A disabled or hidden row's field takes no tap: nothing scrolls to it either.
      guard let location = listForm.location(of: id),
        let item = listForm.input(at: location.path, slot: location.slot),
        item.isEnabled && !item.isHidden
      else { return false }
      input =
        navigator.resolve(
          .cell(section: location.path.section, item: location.path.item, slot: location.slot))
        as? any WorldTextInput
    } else {
      input = stack?.itemViews[id] as? any WorldTextInput
    }
    // A disabled field takes no tap; a focused one tapped again stays focused (§5).
    guard let input, input.isEnabled else { return false }
    if world.focusedInput === input {
      world.tap(input)
      return true
    }
    focusStartOffset = container.bounds.origin
    world.focus(input)
    return world.focusedInput === input
  }

  /// Moves focus to the next field (the toolbar's Next, or Return); `false` at the end.
  @discardableResult
  package func focusNext() -> Bool { move(.next) }

  /// Moves focus to the previous field; `false` at the start.
  @discardableResult
  package func focusPrevious() -> Bool { move(.previous) }

  /// Presses Return in the focused field: the library's action when it manages the key, else a
  /// line break in a text view; `false` when no field is focused or Return does nothing.
  @discardableResult
  package func pressReturn() -> Bool {
    guard let input = world.focusedInput else { return false }
    focusStartOffset = container.bounds.origin
    // SwiftUI: a text field's `onSubmit` moves on, or ends editing after the last field.
    if setup.container == .swiftUIScrollView, input is WorldTextField {
      // The core's `onSubmit` rule, as `keyboardNavigation(_:order:)` asks it.
      guard let (navigation, inputs) = swiftUINavigation(),
        let target = navigation.submitTarget(from: ObjectIdentifier(input))
      else { return true }
      if let next = inputs.first(where: { ObjectIdentifier($0) == target }) {
        world.focus(next)
      } else {
        world.endEditing(hidingKeyboard: true)
      }
      return true
    }
    // UIKit asks the delegate first; it handles Return and returns `true`, and the
    // `editingDidEndOnExit` targets run after it (facts sheet: UIControl.h).
    if let field = input as? WorldTextField, field.editing.appHandlesReturn {
      field.editing.appReturnCount += 1
    }
    if WorldKeyboardNavigator.returnPressed(in: input) { return true }
    // With no target, Return leaves the field editing: the app's delegate had it.
    if let field = input as? WorldTextField, field.editing.appHandlesReturn { return true }
    // Return the library does not manage types a line break in a text view, as UIKit does.
    guard let textView = input as? WorldTextView else { return false }
    textView.appendLines(1)
    world.postTextChange()
    return true
  }

  private func move(_ direction: NavigationDirection) -> Bool {
    let target =
      setup.container == .swiftUIScrollView
      ? swiftUITarget(direction, from: world.focusedInput)
      : navigator.target(direction, from: world.focusedInput)
    guard let input = target else { return false }
    focusStartOffset = container.bounds.origin
    world.focus(input)
    return true
  }

  /// What `keyboardNavigation(_:order:)` moves to in a SwiftUI form: the core's
  /// `FocusNavigation` over the fields as SwiftUI reports them — every text input, in the order
  /// the form declares them, with its frame in the window, its group and whether it is enabled.
  private func swiftUITarget(_ direction: NavigationDirection, from input: (any WorldTextInput)?)
    -> (any WorldTextInput)?
  {
    guard let input, let (navigation, inputs) = swiftUINavigation(),
      let target = navigation.target(from: ObjectIdentifier(input), direction)
    else { return nil }
    return inputs.first { ObjectIdentifier($0) == target }
  }

  /// The core's navigation over the SwiftUI form's fields, and the fields.
  private func swiftUINavigation()
    -> (FocusNavigation<ObjectIdentifier>, [any WorldTextInput])?
  {
    guard let inputs = stack?.inputs else { return nil }
    let navigation = FocusNavigation(
      fields: inputs.map {
        FocusNavigation.Field(
          id: ObjectIdentifier($0), frame: $0.convert($0.bounds, to: nil),
          group: $0.keyboardNavigationGroup, isEnabled: $0.isEnabled)
      },
      direction: container.layoutDirection)
    return (navigation, inputs)
  }

  /// The form's item for the focused input.
  package var focusedItem: FormItem? {
    guard let focused = world.focusedInput else { return nil }
    if let stack { return stack.item(for: focused) }
    guard case .cell(let section, let item, let slot) = navigator.address(of: focused) else {
      return nil
    }
    return listForm?.input(at: WorldIndexPath(item: item, section: section), slot: slot)
  }

  /// The title of the focused input, as the form names it.
  package var focusedTitle: String? { focusedItem?.title }
}

extension Stage {
  /// Shows or hides a list row's validation label (in the row's cell, when it has one): the app
  /// reloads the row's validation, as the tutorial's form does after a bad entry. Returns
  /// whether the form has that label.
  package func setListValidation(_ id: String, shown: Bool) -> Bool {
    guard let list, let listForm,
      let label = setup.form.items.first(where: { $0.id == id && $0.kind == .validationLabel }),
      let field = label.validates, let row = listForm.location(of: field)?.path
    else { return false }
    if shown { shownListValidations.ids.insert(id) } else { shownListValidations.ids.remove(id) }
    if let cell = list.cellForRow(at: row) {
      world.performAnimated(KeyboardAnimation(duration: 0.25, curve: .easeInOut)) {
        cell.validationLabel.isHidden = !shown
        world.layoutPass()
      }
    }
    // Nothing of the list's geometry changed: the app asks the avoider to look again, as the
    // documentation says for companions that appear without a layout change.
    avoider?.refresh()
    return true
  }
}

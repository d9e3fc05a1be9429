#if canImport(UIKit)
  import SwiftUI

  extension View {
    /// Marks a text field or editor as one the keyboard must not cover and navigation can land
    /// on, focused through `focus` when it equals `value`.
    ///
    /// Applies `.focused(focus, equals: value)` for you and reports the field's frame: an
    /// enclosing ``KeyboardAwareScrollView`` keeps it in view with padding, and an enclosing
    /// `keyboardNavigation(_:order:)` moves between such fields with
    /// Previous/Next/Done, gives it `.submitLabel(.next)` (`.done` on the last) and moves on when
    /// Return is pressed. A `.disabled` field is skipped. Works with an enum or any `Hashable`
    /// focus value.
    ///
    /// ```swift
    /// enum Field { case email, password }
    /// @FocusState private var focus: Field?
    ///
    /// TextField("Email", text: $email).keyboardField(Field.email, focus: $focus)
    /// ```
    ///
    /// - Parameters:
    ///   - value: the focus value of this field.
    ///   - focus: the screen's focus binding.
    ///   - group: navigation stays inside a group (a card); `nil` is the default group.
    ///   - padding: the room this field asks for instead of the scroll view's padding.
    @MainActor
    public func keyboardField<Value: Hashable>(
      _ value: Value, focus: FocusState<Value?>.Binding, group: String? = nil,
      padding: CGFloat? = nil
    ) -> some View {
      modifier(KeyboardFieldModifier(value: value, focus: focus, group: group, padding: padding))
    }

    /// Marks a view — a validation message, a hint — that must stay visible with the field whose
    /// focus value is `value`, while that field has focus.
    ///
    /// ```swift
    /// if let error = emailError {
    ///   Text(error).keyboardCompanion(of: Field.email)
    /// }
    /// ```
    @MainActor
    public func keyboardCompanion<Value: Hashable>(of value: Value) -> some View {
      modifier(KeyboardCompanionModifier(id: AnyHashable(value)))
    }
  }

  /// Reports a view's frames in the environment's scroll view's content space and the window.
  @MainActor
  private struct FrameReporter: View {
    let space: String?
    let report: (_ inContent: CGRect?, _ inWindow: CGRect) -> KeyboardFieldReport

    var body: some View {
      GeometryReader { geometry in
        Color.clear.preference(
          key: KeyboardFieldReportsKey.self,
          value: [
            report(space.map { geometry.frame(in: .named($0)) }, geometry.frame(in: .global))
          ])
      }
    }
  }

  @MainActor
  struct KeyboardFieldModifier<Value: Hashable>: ViewModifier {
    let value: Value
    let focus: FocusState<Value?>.Binding
    let group: String?
    let padding: CGFloat?
    @Environment(\.keyboardAwareScroll) private var scroll
    @Environment(\.keyboardNavigationContext) private var navigation
    @Environment(\.keyboardNavigationShown) private var shown
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
      let id = AnyHashable(value)
      let isFocused = focus.wrappedValue == value
      let enabled = isEnabled
      let group = group
      let padding = padding
      let scroll = scroll
      return
        content
        .focused(focus, equals: value)
        .submitLabel(SubmitLabel(shown.returnKey(after: id)))
        .onSubmit { navigation?.submit(from: id) }
        // A tap on a field that has focus posts nothing: the scroll view shows it again.
        .simultaneousGesture(TapGesture().onEnded { scroll?.fieldTapped(id) })
        .background(
          FrameReporter(space: scroll?.contentSpace) { inContent, inWindow in
            KeyboardFieldReport(
              id: id, frameInContent: inContent, frameInWindow: inWindow,
              isFocused: isFocused, isEnabled: enabled, group: group, isCompanion: false,
              padding: padding)
          })
    }
  }

  @MainActor
  struct KeyboardCompanionModifier: ViewModifier {
    let id: AnyHashable
    @Environment(\.keyboardAwareScroll) private var scroll

    func body(content: Content) -> some View {
      let id = id
      return content.background(
        FrameReporter(space: scroll?.contentSpace) { inContent, inWindow in
          KeyboardFieldReport(
            id: id, frameInContent: inContent, frameInWindow: inWindow, isFocused: false,
            isEnabled: true, group: nil, isCompanion: true)
        })
    }
  }
#endif

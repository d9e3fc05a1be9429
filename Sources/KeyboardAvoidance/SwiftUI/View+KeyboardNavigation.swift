#if canImport(UIKit)
  import SwiftUI

  extension View {
    /// Previous/Next/Done for the fields below this view marked with
    /// `keyboardField(_:focus:group:padding:)`: one keyboard toolbar for the whole screen,
    /// `.submitLabel(.next)` on every field but the last (`.done`), and Return moving on.
    ///
    /// The order is `order` when given (fields not on screen, or disabled, are left out), else
    /// the fields' reading order on screen — rows top to bottom, leading to trailing in the
    /// layout direction, inside their groups — skipping disabled fields. Works with an enum or
    /// any `Hashable` focus value; fields marked with another type's values (a component with a
    /// focus state of its own) are skipped: focus never moves to a value `focus` cannot take,
    /// which would drop the keyboard. Apply it once, to the screen's container: one toolbar group
    /// per field would stack several Done buttons (§1 of the SwiftUI article).
    ///
    /// The buttons go in SwiftUI's keyboard toolbar, or — with `bar: .aboveKeyboard`, for a
    /// screen where that toolbar is missing or misdrawn — in the library's own bar at the
    /// bottom of this view, which rides the keyboard (``KeyboardNavigationBarPlacement``).
    ///
    /// ```swift
    /// Form { … }
    ///   .keyboardNavigation($focus)
    /// ```
    ///
    /// - Parameters:
    ///   - focus: the screen's focus binding.
    ///   - order: the focus values in order, or `nil` for the order on screen.
    ///   - bar: where Previous, Next and Done go.
    ///   - labels: what VoiceOver speaks for Previous and Next and the Done button's title;
    ///     `nil` for the library's own, in the app's language (English and 15 more).
    @MainActor
    public func keyboardNavigation<Value: Hashable>(
      _ focus: FocusState<Value?>.Binding, order: [Value]? = nil,
      bar: KeyboardNavigationBarPlacement = .keyboardToolbar,
      labels: (previous: String, next: String, done: String)? = nil
    ) -> some View {
      modifier(
        KeyboardNavigationModifier(
          focus: focus, order: order, bar: bar, labels: labels ?? LocalizedLabel.toolbarLabels))
    }
  }

  @MainActor
  struct KeyboardNavigationModifier<Value: Hashable>: ViewModifier {
    let focus: FocusState<Value?>.Binding
    let order: [Value]?
    let bar: KeyboardNavigationBarPlacement
    let labels: KeyboardNavigationBar.Labels
    @StateObject private var context = KeyboardNavigationContext()
    @Environment(\.layoutDirection) private var layoutDirection

    func body(content: Content) -> some View {
      let focus = focus
      context.setFocus = { focus.wrappedValue = $0?.base as? Value }
      context.accepts = { $0.base is Value }
      return
        content
        .environment(\.keyboardNavigationContext, context)
        // A value: fields read their Return key again whenever it changes.
        .environment(\.keyboardNavigationShown, context.shown)
        // In the form that compiles whether SwiftUI's handler is `@Sendable` or not: it
        // captures values, not the modifier.
        .onPreferenceChange(
          KeyboardFieldReportsKey.self,
          perform: mainActorHandler {
            [
              context, explicit = MainThreadHandoff(value: order?.map { AnyHashable($0) }),
              isRightToLeft = layoutDirection == .rightToLeft
            ] reports in
            context.update(
              reports: reports, explicit: explicit.value,
              direction: KeyboardAvoidanceCore.LayoutDirection(isRightToLeft: isRightToLeft))
          }
        )
        .modifier(
          KeyboardNavigationBarInstaller(placement: bar, labels: labels, context: context))
    }
  }

  /// Installs the bar where the app asked: SwiftUI's keyboard toolbar (declared once, at
  /// setup: SwiftUI builds toolbar items once), the library's own bar in the view's bottom safe
  /// area while the core says it shows, or nothing.
  @MainActor
  struct KeyboardNavigationBarInstaller: ViewModifier {
    let placement: KeyboardNavigationBarPlacement
    let labels: KeyboardNavigationBar.Labels
    @ObservedObject var context: KeyboardNavigationContext

    @ViewBuilder
    func body(content: Content) -> some View {
      switch placement {
      case .keyboardToolbar:
        content.toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            KeyboardNavigationBar(labels: labels, context: context)
          }
        }
      case .aboveKeyboard:
        content.safeAreaInset(edge: .bottom, spacing: 0) {
          if placement.showsOwnBar(context.shown) {
            HStack { KeyboardNavigationBar(labels: labels, context: context) }
              .padding(.horizontal, 16)
              .frame(minHeight: 44)
              .background(.bar)
          }
        }
      case .none:
        content
      }
    }
  }

  /// The toolbar's buttons: Previous and Next (disabled at the ends), a space, Done.
  @MainActor
  struct KeyboardNavigationBar: View {
    /// VoiceOver's Previous and Next, and Done's title.
    typealias Labels = (previous: String, next: String, done: String)

    let labels: Labels
    @ObservedObject var context: KeyboardNavigationContext

    var body: some View {
      Button {
        context.move(.previous)
      } label: {
        Image(systemName: "chevron.up")
      }
      .disabled(!context.shown.canMove(.previous))
      .accessibilityLabel(Text(labels.previous))
      .accessibilityShowsLargeContentViewer()
      Button {
        context.move(.next)
      } label: {
        Image(systemName: "chevron.down")
      }
      .disabled(!context.shown.canMove(.next))
      .accessibilityLabel(Text(labels.next))
      .accessibilityShowsLargeContentViewer()
      Spacer()
      Button(labels.done) { context.done() }
    }
  }

  extension SubmitLabel {
    /// The label of the core's Return key.
    init(_ key: NavigationReturnKey) {
      switch key {
      case .next: self = .next
      case .done: self = .done
      }
    }
  }
#endif

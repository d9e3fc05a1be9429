#if canImport(UIKit)
  import SwiftUI

  /// A SwiftUI scroll view that keeps its focused field — with padding, and with its companions
  /// such as a validation message — in view above the keyboard, with the same solver and
  /// policies as the UIKit containers.
  ///
  /// SwiftUI already moves a scroll view's safe area for the keyboard; that part is counted as
  /// covered and never added again (§1 of the SwiftUI article). What this view adds is what
  /// SwiftUI leaves out: the padding (SwiftUI leaves a text field touching the keyboard),
  /// companions, `TextEditor` carets, and fields SwiftUI does not scroll to. It scrolls with
  /// public API only — `ScrollViewProxy.scrollTo(_:anchor:)` on a marker it places, with the
  /// anchor at which every reading of Apple's rule agrees (``ScrollAnchor/agreementY(top:bottom:height:)``)
  /// — in the keyboard's own animation. It never scrolls for the user's own scroll, and puts
  /// content back where it rested when the keyboard leaves (unless the user scrolled).
  ///
  /// Mark fields with `keyboardField(_:focus:group:padding:)` and messages with
  /// `keyboardCompanion(of:)`:
  ///
  /// ```swift
  /// KeyboardAwareScrollView(padding: 16) {
  ///   VStack {
  ///     TextField("Email", text: $email).keyboardField(Field.email, focus: $focus)
  ///     if let error { Text(error).keyboardCompanion(of: Field.email) }
  ///     TextEditor(text: $notes).frame(minHeight: 120).keyboardField(Field.notes, focus: $focus)
  ///   }
  /// }
  /// .keyboardNavigation($focus)
  /// ```
  @MainActor
  public struct KeyboardAwareScrollView<Content: View>: View {
    private let axes: Axis.Set
    private let showsIndicators: Bool
    private let padding: CGFloat
    private let policy: ScrollPolicy
    private let restoresContentOffset: Bool
    private let content: Content
    @StateObject private var model = KeyboardAwareScrollModel()

    /// Creates the scroll view.
    ///
    /// - Parameters:
    ///   - axes: the scrollable axes (vertical by default; avoidance is vertical).
    ///   - showsIndicators: whether the scroll indicators show.
    ///   - padding: the room kept between the field (with its companions) and the keyboard or
    ///     the top bars, in points.
    ///   - policy: where a field that has to move goes: as little as needed, centred, or at the
    ///     top.
    ///   - restoresContentOffset: whether content goes back where it rested when the keyboard
    ///     leaves.
    ///   - content: the scroll view's content.
    public init(
      _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
      padding: CGFloat = AvoidanceConfiguration.defaultPadding, policy: ScrollPolicy = .minimal,
      restoresContentOffset: Bool = true, @ViewBuilder content: () -> Content
    ) {
      self.axes = axes
      self.showsIndicators = showsIndicators
      self.padding = padding
      self.policy = policy
      self.restoresContentOffset = restoresContentOffset
      self.content = content()
    }

    /// The scroll view, its content, the marker and the readers of their geometry.
    public var body: some View {
      let model = model
      let space = model.space
      model.keeper.session.padding = padding
      model.keeper.session.policy = policy
      model.keeper.session.restoresContentOffset = restoresContentOffset
      return ScrollViewReader { proxy in
        ScrollView(axes, showsIndicators: showsIndicators) {
          content
            .coordinateSpace(name: model.contentSpace)
            .environment(\.keyboardAwareScroll, model)
            .background(
              GeometryReader { geometry in
                Color.clear.preference(
                  key: ContentFrameKey.self, value: geometry.frame(in: .named(space)))
              }
            )
            .background(scrollActivityReader(model: model))
            .overlay(alignment: .topLeading) { marker }
        }
        .coordinateSpace(name: space)
        .background(
          GeometryReader { geometry in
            Color.clear.preference(
              key: ScrollViewGeometryKey.self,
              value: ScrollViewGeometry(size: geometry.size, insets: geometry.safeAreaInsets))
          }
        )
        .background(keyboardCoverageProbe(model: model).ignoresSafeArea(.keyboard))
        // Each handler in the form that compiles whether SwiftUI's is `@Sendable` or not.
        .onPreferenceChange(
          KeyboardFieldReportsKey.self, perform: mainActorHandler { model.fieldsChanged($0) }
        )
        .onPreferenceChange(
          ContentFrameKey.self, perform: mainActorHandler { model.contentChanged($0) }
        )
        .onPreferenceChange(
          ScrollViewGeometryKey.self,
          perform: mainActorHandler { model.scrollViewChanged($0) }
        )
        .onPreferenceChange(
          MarkerGenerationKey.self,
          perform: mainActorHandler { [proxy = MainThreadHandoff(value: proxy)] generation in
            guard let scroll = model.takeScroll(for: generation) else { return }
            withAnimation(.keyboard(scroll.animation)) {
              proxy.value.scrollTo(model.markerID, anchor: UnitPoint(x: 0.5, y: scroll.anchorY))
            }
          }
        )
        .onReceive(KeyboardObserver.shared.publisher) { model.keyboardChanged($0) }
      }
    }

    /// The zero-height marker `scrollTo` aims at, placed where the model asks (its top, and its
    /// centre across: one point wide) and reporting which request it is placed for once laid
    /// out.
    private var marker: some View {
      Color.clear
        .frame(width: 1, height: 0)
        .alignmentGuide(.top) { [markerY = model.markerY] _ in -markerY }
        .alignmentGuide(.leading) { [markerX = model.markerX] _ in 0.5 - markerX }
        .id(model.markerID)
        .preference(key: MarkerGenerationKey.self, value: model.markerGeneration)
        .accessibilityHidden(true)
        .allowsHitTesting(false)
    }
  }

  /// The scroll view's size and safe-area insets.
  struct ScrollViewGeometry: Equatable {
    var size: CGSize
    var insets: EdgeInsets
  }

  /// The scroll view's geometry: `nil` from views that report none, which never overwrite a
  /// reading (the core's `PreferenceReading`).
  struct ScrollViewGeometryKey: PreferenceKey {
    static var defaultValue: ScrollViewGeometry? { nil }
    static func reduce(value: inout ScrollViewGeometry?, nextValue: () -> ScrollViewGeometry?) {
      value = PreferenceReading.combine(value, nextValue())
    }
  }

  /// The content's frame, as ``ScrollViewGeometryKey`` combines.
  struct ContentFrameKey: PreferenceKey {
    static var defaultValue: CGRect? { nil }
    static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) {
      value = PreferenceReading.combine(value, nextValue())
    }
  }

  struct MarkerGenerationKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) {
      value = PreferenceReading.newest(value, nextValue())
    }
  }
#endif

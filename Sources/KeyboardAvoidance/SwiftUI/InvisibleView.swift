#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// An invisible UIKit view SwiftUI places — it takes no touches and no VoiceOver focus — made
  /// by `make` and handed to `configure` whenever SwiftUI updates it: how the scroll view's
  /// readers of UIKit facts (the keyboard's coverage, the scroll view's drag state) take part in
  /// the view tree.
  @MainActor
  struct InvisibleView<Content: UIView>: UIViewRepresentable {
    let make: () -> Content
    let configure: (Content) -> Void

    func makeUIView(context: Context) -> Content {
      let view = make()
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      configure(view)
      return view
    }

    func updateUIView(_ view: Content, context: Context) { configure(view) }
  }
#endif

#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// An invisible UIKit view behind the scroll view that reaches under the keyboard (it ignores
  /// the keyboard's safe area), so the model can ask ``KeyboardObserver`` how far the keyboard
  /// covers the scroll view's place — in any window, Stage Manager's included.
  @MainActor
  struct KeyboardCoverageProbe: UIViewRepresentable {
    let model: KeyboardAwareScrollModel

    func makeUIView(context: Context) -> UIView {
      let view = KeyboardCoverageProbeView()
      view.isUserInteractionEnabled = false
      view.isAccessibilityElement = false
      model.probe = view
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {
      model.probe = view
    }
  }

  /// The probe's view: in a window, it installs the keyboard layout guide's tracker there, so the
  /// shared keyboard observer hears an interactive drag of the keyboard with no UIKit avoider on
  /// screen.
  final class KeyboardCoverageProbeView: UIView {
    override func didMoveToWindow() {
      super.didMoveToWindow()
      window.map(KeyboardTrackingView.install(in:))
    }
  }
#endif

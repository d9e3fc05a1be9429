#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// An invisible UIKit view behind the scroll view that reaches under the keyboard (it ignores
  /// the keyboard's safe area), so the model can ask ``KeyboardObserver`` how far the keyboard
  /// covers the scroll view's place — in any window, Stage Manager's included.
  @MainActor
  func keyboardCoverageProbe(model: KeyboardAwareScrollModel) -> some View {
    InvisibleView(make: KeyboardCoverageProbeView.init) { model.probe = $0 }
  }

  /// The probe's view: in a window, it installs the keyboard layout guide's tracker there, so the
  /// shared keyboard observer hears an interactive drag of the keyboard with no UIKit avoider on
  /// screen.
  final class KeyboardCoverageProbeView: UIView {
    override func didMoveToWindow() {
      super.didMoveToWindow()
      window.map(KeyboardTrackingContainerView.install(in:))
    }
  }
#endif

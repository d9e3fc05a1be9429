#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// An invisible UIKit view in the scroll view's content: from its place in the view tree it
  /// finds the `UIScrollView` SwiftUI's `ScrollView` is built on (iOS 13 to 18, §5 of the
  /// SwiftUI article) — with public API only, its ancestors — whose drag state tells the user's
  /// scroll from UIKit's and SwiftUI's own.
  @MainActor
  func scrollActivityReader(model: KeyboardAwareScrollModel) -> some View {
    InvisibleView(make: ScrollActivityReaderView.init) { $0.model = model }
  }

  /// The reader's view: in a window, it hands the nearest scroll view among its ancestors to the
  /// model (none, if SwiftUI builds its scroll view another way: who moved content is then
  /// guessed from the turn).
  final class ScrollActivityReaderView: UIView {
    weak var model: KeyboardAwareScrollModel?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      model?.scrollView =
        sequence(first: self as UIView) { $0.superview }.dropFirst().lazy
        .compactMap { $0 as? UIScrollView }.first
    }
  }
#endif

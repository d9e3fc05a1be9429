#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import UIKit

  /// Every SwiftUI `UIHostingController`, whatever its root view's type: a public class marked
  /// by a conformance of the package's own, so automatic mode recognises it without matching
  /// any class name (§11.4).
  protocol SwiftUIHostingController {}

  extension UIHostingController: SwiftUIHostingController {}
#endif

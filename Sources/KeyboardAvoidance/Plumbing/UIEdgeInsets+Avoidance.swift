#if canImport(UIKit)
  import UIKit

  extension UIEdgeInsets {
    /// The same insets as a core value.
    var avoidance: AvoidanceInsets {
      AvoidanceInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// Insets from a core value.
    init(_ insets: AvoidanceInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif

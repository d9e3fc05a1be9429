#if canImport(UIKit)
  import UIKit

  extension UIAccessibility {
    /// The element VoiceOver's cursor is on while VoiceOver runs, with its `accessibilityFrame`
    /// converted from `screen`'s coordinates into `space`: the one read of the cursor the
    /// avoider and the SwiftUI scroll view make; what it means is the core's (§10.16).
    @MainActor
    static func voiceOverCursor(on screen: UIScreen, in space: UICoordinateSpace)
      -> (element: NSObject, frame: CGRect)?
    {
      guard isVoiceOverRunning,
        let element = focusedElement(using: .notificationVoiceOver) as? NSObject
      else { return nil }
      return (element, space.convert(element.accessibilityFrame, from: screen.coordinateSpace))
    }
  }
#endif

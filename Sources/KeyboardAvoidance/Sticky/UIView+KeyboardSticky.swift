#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// Pins this view — a Send bar, a Continue button — to the top of the keyboard in
    /// `container`, so that it rides up and down with it; with no docked keyboard it sits on
    /// the safe area's bottom. Built on `keyboardLayoutGuide` (iOS 15), which also follows
    /// interactive dismissal (§6).
    ///
    /// Avoiders in the same window count the view as part of the keyboard, so a field is never
    /// left under it. Give your scroll view a bottom `contentInset` of the view's height for
    /// when the keyboard is down; the avoider takes that room into account.
    ///
    /// ```swift
    /// view.addSubview(sendBar)
    /// sendBar.pinToKeyboard(in: view)
    /// tableView.contentInset.bottom = 56
    /// ```
    @discardableResult
    public func pinToKeyboard(in container: UIView) -> [NSLayoutConstraint] {
      if superview !== container { container.addSubview(self) }
      translatesAutoresizingMaskIntoConstraints = false
      let constraints = [
        leadingAnchor.constraint(equalTo: container.leadingAnchor),
        trailingAnchor.constraint(equalTo: container.trailingAnchor),
        bottomAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor),
      ]
      NSLayoutConstraint.activate(constraints)
      KeyboardAvoidanceRegistry.shared.addRidingView(self)
      return constraints
    }

    /// Stops counting this view as riding on the keyboard (deactivate the constraints
    /// ``pinToKeyboard(in:)`` returned yourself).
    public func unpinFromKeyboard() {
      KeyboardAvoidanceRegistry.shared.removeRidingView(self)
    }
  }
#endif

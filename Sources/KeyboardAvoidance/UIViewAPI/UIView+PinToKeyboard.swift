#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  @MainActor private let pinConstraintsKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

  extension UIView {
    /// Pins this view — a Send bar, a Continue button — to the top of the keyboard in
    /// `container`, so that it moves up and down with it; with no docked keyboard it sits on
    /// the safe area's bottom. Built on `keyboardLayoutGuide` (iOS 15), which also follows
    /// interactive dismissal.
    ///
    /// Avoiders in the same window count the view as part of the keyboard, so a field is never
    /// left under it, and a field inside the view itself is never "avoided" (it moves with the
    /// keyboard already). Give your scroll view a bottom `contentInset` of the view's height for
    /// when the keyboard is down; the avoider takes that room into account. The container should
    /// be a view controller's view, not a scroll view (whose anchors follow its content).
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
      objc_setAssociatedObject(
        self, pinConstraintsKey, constraints, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      KeyboardAvoidanceRegistry.shared.addPinnedView(self)
      return constraints
    }

    /// Deactivates the constraints ``pinToKeyboard(in:)`` made and stops counting this view as
    /// pinned to the keyboard.
    public func unpinFromKeyboard() {
      let constraints =
        objc_getAssociatedObject(self, pinConstraintsKey) as? [NSLayoutConstraint]
      NSLayoutConstraint.deactivate(constraints ?? [])
      objc_setAssociatedObject(self, pinConstraintsKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      KeyboardAvoidanceRegistry.shared.removePinnedView(self)
    }
  }
#endif

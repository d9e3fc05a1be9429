#if canImport(UIKit)
  import UIKit

  /// The window-level view that holds the ``KeyboardTrackingView``: it fills its window, draws
  /// nothing and lets every touch through to the views under it, and it sits right above the
  /// root view (`KeyboardTrackerPlacement`, review N11) — not where code reads a window's root
  /// view, and, over a presentation, not where HUD and toast code adds its overlays. Where it is
  /// the window's last subview all the same, an overlay added to it shows and takes touches as
  /// one added to the window.
  @MainActor
  final class KeyboardTrackingContainerView: UIView {
    /// The tracker inside, one point wide, between the window's keyboard layout guide and the
    /// window's bottom.
    let tracker = KeyboardTrackingView(frame: .zero)

    /// Installs one container in `window`, or places the one there again (views presented or
    /// added since may have come around it); a tracker already there reports again at its next
    /// layout: whoever installs it may have come after its last report
    /// (`KeyboardObserver.shared` made with the keyboard up).
    static func install(in window: UIWindow) {
      let installed = window.subviews.lazy.compactMap { $0 as? KeyboardTrackingContainerView }
        .first
      installed?.place(in: window)
      installed?.tracker.reportAgain()
      guard installed == nil else { return }
      let container = KeyboardTrackingContainerView(frame: window.bounds)
      container.place(in: window)
      NSLayoutConstraint.activate([
        container.tracker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        container.tracker.widthAnchor.constraint(equalToConstant: 1),
        container.tracker.topAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        container.tracker.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      ])
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      backgroundColor = nil
      isOpaque = false
      tracker.translatesAutoresizingMaskIntoConstraints = false
      tracker.isUserInteractionEnabled = false
      tracker.isAccessibilityElement = false
      tracker.accessibilityElementsHidden = true
      tracker.backgroundColor = nil
      tracker.isOpaque = false
      addSubview(tracker)
    }

    /// Not available: the container is made by ``install(in:)``.
    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Touches go through to the views under it, and to what an app added to it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }

    /// Puts the container where `KeyboardTrackerPlacement` says among `window`'s subviews (a
    /// move among them keeps the tracker's constraints to the window).
    private func place(in window: UIWindow) {
      let subviews = window.subviews
      let root = window.rootViewController?.viewIfLoaded
      let move = KeyboardTrackerPlacement.move(
        tracker: subviews.firstIndex { $0 === self }, count: subviews.count,
        rootView: subviews.firstIndex { $0 === root })
      switch move {
      case .stay: return
      case .add: window.addSubview(self)
      case .insert(let above): window.insertSubview(self, aboveSubview: subviews[above])
      }
      frame = window.bounds
    }
  }
#endif

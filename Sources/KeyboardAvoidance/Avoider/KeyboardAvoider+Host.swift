#if canImport(UIKit)
  import UIKit

  /// The avoider's raw reads of UIKit and its writes: nothing here decides.
  extension KeyboardAvoider: @preconcurrency ContainerAvoidanceHost {
    /// The view.
    package var container: UIView? { view }

    /// The view's raw properties. Keyboard frames are in the screen's coordinate space;
    /// windows in Split View, Slide Over and Stage Manager are placed somewhere in it.
    package func readContainer() -> ContainerReading? {
      guard let view, let window = view.window else { return nil }
      let screen = window.windowScene?.screen
      let space: UICoordinateSpace = screen?.coordinateSpace ?? window
      var reading = ContainerReading(
        screen: space.bounds, window: window.convert(window.bounds, to: space),
        windowIdentity: ObjectIdentifier(window), screenIdentity: screen.map(ObjectIdentifier.init),
        frameInWindow: view.convert(view.bounds, to: window), bounds: view.bounds,
        safeAreaInsets: view.safeAreaInsets.avoidance)
      reading.windowSafeAreaBottom = window.safeAreaInsets.bottom
      reading.sceneIdentity = window.windowScene.map(ObjectIdentifier.init)
      reading.animationsEnabled = UIView.areAnimationsEnabled
      reading.shownBoundsOrigin = view.layer.presentation()?.bounds.origin
      if let scrollView = view as? UIScrollView {
        reading.scrollView = ContainerReading.ScrollReading(
          contentSize: scrollView.contentSize, contentInset: scrollView.contentInset.avoidance,
          adjustedContentInset: scrollView.adjustedContentInset.avoidance,
          verticalIndicatorInsets: scrollView.verticalScrollIndicatorInsets.avoidance,
          automaticallyAdjustsIndicatorInsets: scrollView.automaticallyAdjustsScrollIndicatorInsets,
          activity: scrollView.activity,
          keyboardDismissMode: ContainerReading.KeyboardDismissMode(
            uiKitRawValue: scrollView.keyboardDismissMode.rawValue))
        reading.scrollView?.insetAdjustment = ContainerReading.InsetAdjustment(
          uiKitRawValue: scrollView.contentInsetAdjustmentBehavior.rawValue)
        reading.scrollView?.alwaysBounceVertical = scrollView.alwaysBounceVertical
        if avoidance.measuresSubviews {
          reading.scrollView?.subviews = scrollView.subviewReadings
        }
      }
      return reading
    }

    /// The scroll view's offset, inset, the user's hands on it and whether it is in a window.
    package func scrollState() -> ScrollState? {
      guard let scrollView = view as? UIScrollView else { return nil }
      var state = ScrollState(
        contentOffset: scrollView.contentOffset, contentInset: scrollView.contentInset.avoidance,
        activity: scrollView.activity, isInWindow: scrollView.window != nil,
        contentSize: scrollView.contentSize,
        shownContentOffset: scrollView.layer.presentation()?.bounds.origin,
        pace: pacer.shownProgress)
      state.viewport = ScrollState.Viewport(
        boundsHeight: scrollView.bounds.height,
        adjustedContentInset: scrollView.adjustedContentInset.avoidance)
      return state
    }

    /// A view's raw facts.
    package func facts(of view: UIView) -> ViewFacts { view.keyboardAvoidanceFacts }

    /// A view's bounds in the container's bounds coordinates.
    package func rect(of view: UIView) -> CGRect {
      self.view?.convert(view.bounds, from: view) ?? .null
    }

    /// A text input's caret in the container's bounds coordinates, as UIKit reports it (the
    /// core drops a null or infinite one).
    package func caretRect(of view: UIView) -> CGRect? {
      guard let input = view as? UITextInput, let selection = input.selectedTextRange else {
        return nil
      }
      return self.view?.convert(input.caretRect(for: selection.end), from: view)
    }

    /// Every view pinned to the keyboard.
    package func pinnedViews() -> [PinnedViewReading] {
      KeyboardAvoidanceRegistry.shared.pinnedViews.map { pinned in
        PinnedViewReading(
          frameInWindow: pinned.convert(pinned.bounds, to: pinned.window),
          windowIdentity: pinned.window.map(ObjectIdentifier.init), isHidden: pinned.isHidden,
          alpha: pinned.alpha)
      }
    }

    /// The companions the app registered for `field`.
    package func companions(of field: UIView) -> [UIView] {
      KeyboardAvoidanceRegistry.shared.companions.companions(of: field)
    }

    /// A text input's return key and input accessory view.
    package func fieldFacts(of field: UIView) -> FieldFacts? { field.keyboardAvoidanceFieldFacts }

    /// VoiceOver's cursor while VoiceOver runs: the element it is on, as its view (or the nearest
    /// view of its accessibility container chain), and its `accessibilityFrame` converted from
    /// screen coordinates into the view's bounds coordinates.
    package func voiceOverCursor() -> VoiceOverCursorReading<UIView>? {
      guard let view, let screen = view.window?.windowScene?.screen,
        let cursor = UIAccessibility.voiceOverCursor(on: screen, in: view),
        let holder = cursor.element.keyboardAvoidanceAccessibilityView
      else { return nil }
      return VoiceOverCursorReading(view: holder, frame: cursor.frame)
    }

    /// Where `field` stands in the navigator's order.
    package func position(of field: UIView) -> FieldPosition? { navigator.position(of: field) }

    /// Writes what the core asks and nothing else: the start offset first, without animation
    /// (`setContentOffset(_:animated: false)`, which also stops a scroll UIKit animates,
    /// §11.1), then the pacer a list's move keeps the pace of, when asked, then the rest inside
    /// the write's animation — its duration, curve 7 passed through as `curve << 16`, and, when
    /// asked, not the timing of an animation the app or UIKit runs around it — or at once.
    package func write(_ write: HostWrite) {
      guard let view else { return }
      let scrollView = view as? UIScrollView
      if let start = write.startOffset {
        UIView.performWithoutAnimation { view.setKeyboardAvoidanceOffset(start) }
      }
      if let pace = write.pace, let window = view.window {
        pacer.run(
          in: window, duration: pace.duration,
          options: UIView.AnimationOptions(
            writing: pace, overridesInherited: write.overridesInheritedAnimation))
      }
      let changes = {
        if let size = write.contentSize { scrollView?.contentSize = size }
        if let inset = write.contentInset { scrollView?.contentInset = UIEdgeInsets(inset) }
        if let indicator = write.indicatorInsets {
          scrollView?.verticalScrollIndicatorInsets = UIEdgeInsets(indicator)
        }
        if let offset = write.contentOffset { view.setKeyboardAvoidanceOffset(offset) }
      }
      guard let animation = write.animation else { return changes() }
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: UIView.AnimationOptions(
          writing: animation, overridesInherited: write.overridesInheritedAnimation),
        animations: changes)
    }

    /// Sets the field's return key and installs or updates the toolbar.
    package func write(_ preparation: FieldPreparation, position: FieldPosition?, to field: UIView)
    {
      navigator.apply(preparation, position: position, to: field, options: navigation)
    }

    /// Undoes navigation's changes to a field, on detach.
    package func write(_ undo: FieldPreparation.Undo, to field: UIView) {
      navigator.apply(undo, to: field)
    }

    /// Runs `action` on the main queue after `delay` seconds (the main queue is where every
    /// avoider call happens, so the action runs where the avoider lives).
    /// Ends editing in the view's window: the first responder resigns.
    package func endEditing() { view?.window?.endEditing(true) }

    package func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
      let handoff = MainThreadHandoff(value: action)
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
        assumeMainThread { handoff.value() }
      }
    }

    /// Attaches an avoider to a scroll view around this one's view, on its behalf.
    package func attachEnclosingAvoider(to view: UIView, configuration: AvoidanceConfiguration)
      -> ContainerAvoidance<KeyboardAvoider>?
    {
      KeyboardAvoider.attach(to: view, attachment: .automatic, configuration: configuration)
        .avoidance
    }

    /// Installs the tracking view of the keyboard layout guide in the view's window.
    package func startTrackingKeyboard() {
      guard let window = view?.window else { return }
      KeyboardTrackingContainerView.install(in: window)
    }

    /// Starts or stops the display link that ticks a list's move frame by frame.
    package func runFrameClock(_ running: Bool) {
      frameClock.isRunning = running
    }

    /// Asks for the end of this run-loop turn, once (after Core Animation's commit).
    package func watchTurnEnd() {
      RunLoopTurnEnds.shared.watch { [weak self] in self?.avoidance.turnDidEnd() }
    }

    /// Stops observing and leaves the view.
    package func stopObserving() {
      isObserving = false
      frameClock.isRunning = false
      NotificationCenter.default.removeObserver(self)
      for observation in observations { observation.invalidate() }
      observations = []
      probe?.removeFromSuperview()
      pacer.removeFromSuperview()
      if let tapRecognizer { tapRecognizer.view?.removeGestureRecognizer(tapRecognizer) }
      if let view, view.keyboardAvoider === self { view.keyboardAvoider = nil }
    }
  }

  extension UIView {
    /// Sets a scroll view's content offset with `setContentOffset(_:animated: false)`, which
    /// also stops a scroll UIKit animates (radar 16724593; the plain setter lets it run on), or
    /// a plain view's bounds' origin.
    func setKeyboardAvoidanceOffset(_ offset: CGPoint) {
      guard let scrollView = self as? UIScrollView else {
        bounds.origin = offset
        return
      }
      scrollView.setContentOffset(offset, animated: false)
    }
  }

  extension UIView.AnimationOptions {
    /// The options of a write in `animation`: its curve (curve 7 passed through as
    /// `curve << 16`), from the current state, touches allowed, and, when asked, not the timing
    /// of an animation the app or UIKit runs around it.
    init(writing animation: KeyboardAnimation, overridesInherited: Bool) {
      self = [
        UIView.AnimationOptions(rawValue: animation.curve.animationOptionsRawValue),
        .beginFromCurrentState, .allowUserInteraction,
      ]
      if overridesInherited { formUnion([.overrideInheritedDuration, .overrideInheritedCurve]) }
    }
  }

  extension NSObject {
    /// The view an accessibility element is, or the nearest view up its accessibility
    /// container chain (a `UIAccessibilityElement` of a custom control).
    @MainActor
    fileprivate var keyboardAvoidanceAccessibilityView: UIView? {
      var element: Any? = self
      while let current = element as? UIAccessibilityElement {
        element = current.accessibilityContainer
      }
      return element as? UIView
    }
  }

  extension UIScrollView {
    /// The user's hands on the content, as the core reads them, with the pan's translation.
    var activity: ScrollActivity {
      ScrollActivity(
        isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating,
        fingerTranslation: panGestureRecognizer.translation(in: self).y)
    }
  }
#endif

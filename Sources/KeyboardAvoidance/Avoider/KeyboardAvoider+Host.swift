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
      if let scrollView = view as? UIScrollView {
        reading.scrollView = ContainerReading.ScrollReading(
          contentSize: scrollView.contentSize, contentInset: scrollView.contentInset.avoidance,
          adjustedContentInset: scrollView.adjustedContentInset.avoidance,
          verticalIndicatorInsets: scrollView.verticalScrollIndicatorInsets.avoidance,
          automaticallyAdjustsIndicatorInsets: scrollView.automaticallyAdjustsScrollIndicatorInsets,
          isUserDragging: scrollView.isTracking || scrollView.isDragging,
          keyboardDismissMode: scrollView.keyboardDismissMode.reading)
        reading.scrollView?.offsetBeforeProgrammaticScroll =
          scrollMoves.offsetBeforeProgrammaticScroll
        reading.scrollView?.userScrollCount = scrollMoves.userScrollCount
        // A touch alone (`isTracking`) is no scroll: no let-go would follow to release a hold.
        reading.scrollView?.isUserScrolling = scrollView.isDragging || scrollView.isDecelerating
        if avoidance.measuresSubviews {
          reading.scrollView?.subviews = scrollView.subviewReadings
        }
      }
      return reading
    }

    /// A view's raw facts.
    package func facts(of view: UIView) -> ViewFacts { view.keyboardAvoidanceFacts }

    /// A view's bounds in the container's bounds coordinates.
    package func rect(of view: UIView) -> CGRect {
      self.view?.convert(view.bounds, from: view) ?? .null
    }

    /// A text input's caret in the container's bounds coordinates.
    package func caretRect(of view: UIView) -> CGRect? {
      guard let input = view as? UITextInput, let selection = input.selectedTextRange else {
        return nil
      }
      let caret = input.caretRect(for: selection.end)
      guard !caret.isNull, !caret.isInfinite else { return nil }
      return self.view?.convert(caret, from: view)
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

    /// Where `field` stands in the navigator's order.
    package func position(of field: UIView) -> FieldPosition? { navigator.position(of: field) }

    /// Writes the update inside the keyboard's own animation — same duration, curve 7 passed
    /// through as `curve << 16` — or at once (inside whatever animation is running, such as a
    /// rotation's) when it has none.
    ///
    /// When the update takes over a scroll UIKit made earlier in this turn (§11.1), the offset
    /// is first set back — without animation, before the screen showed UIKit's — to where the
    /// screen still shows content, so the animation starts there: one movement.
    package func write(_ update: AvoidanceUpdate) {
      guard let view else { return }
      let wasWriting = isWriting
      isWriting = true
      defer { isWriting = wasWriting }
      let animated = update.animation.map { !$0.isImmediate && view.window != nil } ?? false
      // A decision without animation while a list's move runs (a layout pass on one of its own
      // frames, rows measured on the way) joins the move: same timing, new target and insets.
      if listOffsetAnimator.isRunning, !animated, update.adjustment != nil,
        let scrollView = view as? UIScrollView
      {
        if let size = update.contentSize { scrollView.contentSize = size }
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(update.insets.indicator)
        listOffsetAnimator.retarget(
          to: update.contentOffset, insets: UIEdgeInsets(update.insets.content))
        return
      }
      // An animated decision, or the engine's part given back, replaces a list's move under
      // way, from where it is now.
      listOffsetAnimator.stop()
      if let start = update.animationStart, update.contentOffset != nil, animated {
        UIView.performWithoutAnimation {
          if let scrollView = view as? UIScrollView {
            scrollView.contentOffset = start
          } else {
            view.bounds.origin = start
          }
        }
      }
      if update.movesOffsetFrameByFrame, animated, let scrollView = view as? UIScrollView,
        let offset = update.contentOffset, let animation = update.animation
      {
        // A list: the offset frame by frame, so that cells are laid out on the way (§11.3);
        // growing insets at once, shrinking ones at the end.
        UIView.performWithoutAnimation {
          if let size = update.contentSize { scrollView.contentSize = size }
          scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(update.insets.indicator)
        }
        listOffsetAnimator.run(
          on: scrollView, to: offset, insets: UIEdgeInsets(update.insets.content),
          animation: animation
        ) { [weak self, weak scrollView] point in
          guard let self, let scrollView else { return }
          let wasWriting = self.isWriting
          self.isWriting = true
          scrollView.contentOffset = point
          self.isWriting = wasWriting
        }
        return
      }
      let changes = {
        if let scrollView = view as? UIScrollView {
          if let size = update.contentSize { scrollView.contentSize = size }
          scrollView.contentInset = UIEdgeInsets(update.insets.content)
          scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(update.insets.indicator)
          if let offset = update.contentOffset { scrollView.contentOffset = offset }
        } else if let offset = update.contentOffset {
          view.bounds.origin = offset
        }
      }
      guard let animation = update.animation, animated else {
        changes()
        return
      }
      let curve = UIView.AnimationOptions(rawValue: animation.curve.animationOptionsRawValue)
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [curve, .beginFromCurrentState, .allowUserInteraction], animations: changes)
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

    /// Installs the tracking view of the keyboard layout guide in the view's window.
    package func startTrackingKeyboard() {
      guard let window = view?.window else { return }
      KeyboardTrackingView.install(in: window)
    }

    /// Stops observing and leaves the view.
    package func stopObserving() {
      isObserving = false
      listOffsetAnimator.stop()
      NotificationCenter.default.removeObserver(self)
      for observation in observations { observation.invalidate() }
      observations = []
      scrollMoves.invalidate()
      probe?.removeFromSuperview()
      if let tapRecognizer { tapRecognizer.view?.removeGestureRecognizer(tapRecognizer) }
      if let view, view.keyboardAvoider === self { view.keyboardAvoider = nil }
    }
  }

  extension UIScrollView.KeyboardDismissMode {
    /// The mode as the core reads it.
    var reading: ContainerReading.KeyboardDismissMode {
      switch self {
      case .onDrag: return .onDrag
      case .interactive: return .interactive
      default:
        if #available(iOS 16.0, *) {
          if self == .interactiveWithAccessory { return .interactiveWithAccessory }
          if self == .onDragWithAccessory { return .onDragWithAccessory }
        }
        return .none
      }
    }
  }
#endif

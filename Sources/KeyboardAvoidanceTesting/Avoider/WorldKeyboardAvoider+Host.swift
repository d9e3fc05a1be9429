import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The world avoider's raw reads and writes, as the UIKit avoider makes them of UIKit.
extension WorldKeyboardAvoider: ContainerAvoidanceHost {
  /// The container's raw properties.
  package func readContainer() -> ContainerReading? {
    geometryReads += 1
    guard let container, let world, let window = container.window else { return nil }
    var reading = ContainerReading(
      screen: world.screen, window: window.frame, windowIdentity: ObjectIdentifier(window),
      frameInWindow: container.convert(container.bounds, to: nil), bounds: container.bounds,
      safeAreaInsets: container.safeAreaInsets)
    reading.windowSafeAreaBottom = window.windowSafeArea.bottom
    if let scrollView = container as? WorldScrollView {
      reading.scrollView = ContainerReading.ScrollReading(
        contentSize: scrollView.contentSize, contentInset: scrollView.contentInset,
        adjustedContentInset: scrollView.adjustedContentInset,
        verticalIndicatorInsets: scrollView.verticalScrollIndicatorInsets,
        automaticallyAdjustsIndicatorInsets: scrollView.automaticallyAdjustsScrollIndicatorInsets,
        isUserDragging: scrollView.isDragging,
        keyboardDismissMode: scrollView.dismissesKeyboardInteractively ? .interactive : .none)
      reading.scrollView?.offsetBeforeProgrammaticScroll = scrollView.offsetBeforeProgrammaticMove
      reading.scrollView?.userScrollCount = scrollView.userScrollCount
      reading.scrollView?.isUserScrolling = scrollView.isDragging
      if avoidance.measuresSubviews {
        reading.scrollView?.subviews = scrollView.subviews.map {
          ContainerReading.SubviewReading(frame: $0.frame, isHidden: $0.isHidden, alpha: $0.alpha)
        }
      }
    }
    return reading
  }

  /// A view's raw facts.
  package func facts(of view: WorldView) -> ViewFacts {
    geometryReads += 1
    return view.keyboardAvoidanceFacts
  }

  /// A view's bounds in the container's bounds coordinates.
  package func rect(of view: WorldView) -> CGRect {
    geometryReads += 1
    return container?.convert(view.bounds, from: view) ?? .null
  }

  /// A text input's caret in the container's bounds coordinates.
  package func caretRect(of view: WorldView) -> CGRect? {
    geometryReads += 1
    guard let container, let input = view as? any WorldTextInput else { return nil }
    return container.convert(input.caretRect, from: view)
  }

  /// The views pinned to the keyboard, in any window.
  package func pinnedViews() -> [PinnedViewReading] {
    geometryReads += 1
    return (world?.keyboardPinnedViews ?? []).map { view in
      PinnedViewReading(
        frameInWindow: view.convert(view.bounds, to: nil),
        windowIdentity: view.window.map(ObjectIdentifier.init), isHidden: view.isHidden,
        alpha: view.alpha)
    }
  }

  /// The companions the app registered for `field`.
  package func companions(of field: WorldView) -> [WorldView] {
    world?.companions.companions(of: field) ?? []
  }

  /// A text input's return key and accessory view.
  package func fieldFacts(of field: WorldView) -> FieldFacts? {
    (field as? any WorldTextInput)?.fieldFacts
  }

  /// Where `field` stands in the navigator's order.
  package func position(of field: WorldView) -> FieldPosition? {
    guard let input = field as? any WorldTextInput else { return nil }
    return navigator.position(of: input)
  }

  /// Writes insets at once and animates the offset with the update's duration and curve.
  package func write(_ update: AvoidanceUpdate) {
    guard let container, let world else { return }
    container.avoidanceWriteCount += 1
    container.lastAvoidanceWriteReleased = update.adjustment == nil
    if container.offsetBeforeAvoidanceWrite == nil {
      container.offsetBeforeAvoidanceWrite = update.animationStart ?? container.bounds.origin
      container.userScrollsBeforeAvoidanceWrite =
        (container as? WorldScrollView)?.userScrollCount ?? 0
    }
    if container.takenOverScrollStart == nil, let start = update.animationStart {
      container.takenOverScrollStart = start
    }
    if let scrollView = container as? WorldScrollView {
      if let size = update.contentSize { scrollView.contentSize = size }
      if scrollView.contentInset != update.insets.content
        || scrollView.verticalScrollIndicatorInsets != update.insets.indicator
      {
        container.avoidanceInsetChangeCount += 1
      }
      scrollView.contentInset = update.insets.content
      scrollView.verticalScrollIndicatorInsets = update.insets.indicator
    }
    // A scroll view's content offset and a plain view's shift are both its bounds' origin.
    if let offset = update.contentOffset {
      container.avoidanceOffsetWriteCount += 1
      if (container as? WorldScrollView)?.isDragging == true, offset != container.bounds.origin {
        container.offsetWritesUnderFinger += 1
      }
      // A move UIKit made earlier in this turn is taken over: the glide starts where the
      // screen still shows content, as the UIKit avoider sets the offset there first (§11.1).
      world.animate(
        .contentOffset(ObjectIdentifier(container)),
        from: CGRect(origin: update.animationStart ?? container.bounds.origin, size: .zero),
        to: CGRect(origin: offset, size: .zero), animation: update.animation,
        frameByFrame: update.movesOffsetFrameByFrame)
      container.bounds.origin = offset
      container.lastAvoidanceOffset = offset
    }
  }

  /// Sets the return key and installs the toolbar (whose height changes the keyboard's frame).
  package func write(_ preparation: FieldPreparation, position: FieldPosition?, to field: WorldView)
  {
    guard let input = field as? any WorldTextInput else { return }
    if let key = preparation.returnKey {
      input.editing.isReturnKeyManaged = true
      input.editing.hasNavigationReturnTarget = true
      input.editing.returnKey = key == .next ? .next : .done
    }
    if preparation.toolbar == .install {
      input.editing.accessory = .navigationToolbar
      // The toolbar's title and look, by the core's rules, as the UIKit toolbar makes them.
      input.editing.toolbarTitle =
        avoidance.navigation.toolbarShowsFieldTitle
        ? ToolbarPresentation.title(
          placeholder: input.editing.placeholder,
          accessibilityLabel: input.editing.accessibilityLabel) : nil
      input.editing.toolbarStyle = ToolbarPresentation.style(for: input.editing.keyboardAppearance)
      input.editing.toolbarPlaysInputClicks = avoidance.navigation.toolbarPlaysInputClicks
      if input.isFocused { input.world?.keyboard.reloadInputViews(for: input) }
    }
  }

  /// Undoes navigation's changes to a field: the default return key without the shared Return
  /// target, no toolbar.
  package func write(_ undo: FieldPreparation.Undo, to field: WorldView) {
    guard let input = field as? any WorldTextInput else { return }
    if undo.removesReturnTarget {
      input.editing.isReturnKeyManaged = false
      input.editing.hasNavigationReturnTarget = false
    }
    if undo.resetsReturnKey { input.editing.returnKey = .default }
    if undo.removesToolbar { input.editing.accessory = .none }
    if input.isFocused { input.world?.keyboard.reloadInputViews(for: input) }
  }

  /// Ends editing: the focused input resigns and the keyboard hides, as `endEditing(true)` on
  /// the window does.
  package func endEditing() { world?.endEditing(hidingKeyboard: true) }

  /// Runs `action` at the world's time `delay` seconds from now.
  package func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
    world?.schedule(after: delay, action)
  }

  /// The world's keyboard reports its layout guide to every avoider already.
  package func startTrackingKeyboard() {}

  /// Stops observing and leaves the container.
  package func stopObserving() {
    probe?.removeFromSuperview()
    world?.notificationCenter.removeObserver(self)
    world?.removeObservations(of: self)
    if container?.keyboardAvoider === self { container?.keyboardAvoider = nil }
  }
}

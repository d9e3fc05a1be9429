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
    reading.sceneIdentity = window.scene.map(ObjectIdentifier.init)
    reading.animationsEnabled = world.animationsEnabled
    reading.shownBoundsOrigin = world.shownOffset(of: container)
    if let scrollView = container as? WorldScrollView {
      reading.scrollView = ContainerReading.ScrollReading(
        contentSize: scrollView.contentSize, contentInset: scrollView.contentInset,
        adjustedContentInset: scrollView.adjustedContentInset,
        verticalIndicatorInsets: scrollView.verticalScrollIndicatorInsets,
        automaticallyAdjustsIndicatorInsets: scrollView.automaticallyAdjustsScrollIndicatorInsets,
        activity: scrollView.activity,
        keyboardDismissMode: scrollView.dismissesKeyboardInteractively ? .interactive : .none)
      reading.scrollView?.insetAdjustment = ContainerReading.InsetAdjustment(
        uiKitRawValue: scrollView.contentInsetAdjustmentBehavior.uiKitRawValue)
      reading.scrollView?.alwaysBounceVertical = scrollView.alwaysBounceVertical
      if avoidance.measuresSubviews {
        // A shown scroll indicator is a subview too (§11.1): read with it off, then back on,
        // as the UIKit host does.
        let showsIndicator = scrollView.showsVerticalScrollIndicator
        scrollView.showsVerticalScrollIndicator = false
        reading.scrollView?.subviews = scrollView.subviews.map {
          ContainerReading.SubviewReading(frame: $0.frame, isHidden: $0.isHidden, alpha: $0.alpha)
        }
        scrollView.showsVerticalScrollIndicator = showsIndicator
      }
    }
    return reading
  }

  /// A scroll view's offset, inset, the user's hands on it and whether it is in a window.
  package func scrollState() -> ScrollState? {
    guard let scrollView = container as? WorldScrollView else { return nil }
    var state = ScrollState(
      contentOffset: scrollView.contentOffset, contentInset: scrollView.contentInset,
      activity: scrollView.activity, isInWindow: scrollView.window != nil,
      contentSize: scrollView.contentSize, shownContentOffset: world?.shownOffset(of: scrollView),
      pace: world?.pacerProgress(of: scrollView))
    state.viewport = ScrollState.Viewport(
      boundsHeight: scrollView.bounds.height,
      adjustedContentInset: scrollView.adjustedContentInset)
    return state
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
  /// VoiceOver's cursor: the view it is on, and that view's rect.
  package func voiceOverCursor() -> VoiceOverCursorReading<WorldView>? {
    world?.voiceOverCursor.map { VoiceOverCursorReading(view: $0, frame: rect(of: $0)) }
  }

  package func position(of field: WorldView) -> FieldPosition? {
    guard let input = field as? any WorldTextInput else { return nil }
    return navigator.position(of: input)
  }

  /// Writes what the core asks, as the UIKit host does: the start offset at once, then the
  /// rest at once or in the write's animation; a list's frames at once, one per display frame.
  package func write(_ write: HostWrite) {
    guard let container, let world else { return }
    // The offset set where it is: UIKit's animated scroll stops, nothing else changes.
    if write.stopsScrolling {
      (container as? WorldScrollView)?.stopAnimatedScroll()
      (container as? WorldScrollView)?.stopDeceleration()
      return
    }
    noteWrite(write, in: container)
    if let pace = write.pace {
      world.startPacer(
        of: container, animation: pace, overridesInherited: write.overridesInheritedAnimation)
    }
    // The UIKit host sets the offset with `setContentOffset(_:animated: false)`, which stops
    // UIKit's own animated scroll under way.
    if write.startOffset != nil || write.contentOffset != nil {
      (container as? WorldScrollView)?.stopAnimatedScroll()
      (container as? WorldScrollView)?.stopDeceleration()
    }
    if let start = write.startOffset { container.bounds.origin = start }
    if let scrollView = container as? WorldScrollView {
      if let size = write.contentSize { scrollView.contentSize = size }
      if let inset = write.contentInset { scrollView.contentInset = inset }
      if let indicator = write.indicatorInsets {
        scrollView.verticalScrollIndicatorInsets = indicator
      }
    }
    // A scroll view's content offset and a plain view's shift are both its bounds' origin.
    guard let offset = write.contentOffset else { return }
    let from = container.bounds.origin
    if !write.isFrame {
      world.animate(
        .contentOffset(ObjectIdentifier(container)), from: CGRect(origin: from, size: .zero),
        to: CGRect(origin: offset, size: .zero), animation: write.animation,
        overridesInherited: write.overridesInheritedAnimation)
    }
    container.bounds.origin = offset
    if write.isFrame { world.noteFrameStep(of: container, from: from, to: offset) }
  }

  /// The world's bookkeeping of the engine's writes, for the invariant checker.
  private func noteWrite(_ write: HostWrite, in container: WorldView) {
    if container.awaitsWriteAfterLateSwitch, !write.isFrame, let world = container.world {
      container.awaitsWriteAfterLateSwitch = false
      // A list moved frame by frame shows its last frame; anything else its presentation.
      let framed = world.frameMotions[ObjectIdentifier(container)] != nil
      container.shownAtLateSwitch =
        framed ? container.bounds.origin : world.shownOffset(of: container)
    }
    container.avoidanceWriteCount += 1
    if !write.isFrame {
      container.lastAvoidanceWriteReleased = write.isRelease
      if write.isRelease { container.avoidanceReleaseCount += 1 }
    }
    if container.offsetBeforeAvoidanceWrite == nil {
      container.offsetBeforeAvoidanceWrite = write.startOffset ?? container.bounds.origin
      container.userScrollsBeforeAvoidanceWrite =
        (container as? WorldScrollView)?.userScrollCount ?? 0
    }
    if container.takenOverScrollStart == nil, let start = write.startOffset {
      container.takenOverScrollStart = start
    }
    if write.contentOffset != nil {
      container.world?.noteOffsetWriteReplacingShownMove(of: container)
    }
    if let scrollView = container as? WorldScrollView,
      write.contentInset.map({ $0 != scrollView.contentInset }) == true
        || write.indicatorInsets.map({ $0 != scrollView.verticalScrollIndicatorInsets }) == true
    {
      container.avoidanceInsetChangeCount += 1
    }
    guard let offset = write.contentOffset else { return }
    if container.offsetBeforeFirstAvoidanceWrite == nil {
      container.offsetBeforeFirstAvoidanceWrite = container.bounds.origin
    }
    container.avoidanceOffsetWriteCount += 1
    // The user's scroll goes on while the content decelerates after the finger lifted.
    let scrollView = container as? WorldScrollView
    if scrollView?.isDragging == true || scrollView?.isDecelerating == true,
      offset != container.bounds.origin
    {
      container.offsetWritesUnderFinger += 1
    }
    container.lastAvoidanceOffset = offset
  }

  /// Sets the return key and installs the toolbar (whose height changes the keyboard's frame).
  package func write(_ preparation: FieldPreparation, position: FieldPosition?, to field: WorldView)
  {
    guard let input = field as? any WorldTextInput else { return }
    if preparation.installsReturnTarget {
      input.editing.isReturnKeyManaged = true
      input.editing.hasNavigationReturnTarget = true
    }
    if preparation.setsReturnKey, let key = preparation.returnKey {
      input.editing.returnKey = key == .next ? .next : .done
    }
    if preparation.toolbar == .install {
      input.editing.accessory = .navigationToolbar
      // The toolbar's title and look, by the core's rules, as the UIKit toolbar makes them.
      input.editing.toolbarTitle = ToolbarPresentation.title(
        shown: avoidance.navigation.toolbarShowsFieldTitle, placeholder: input.editing.placeholder,
        accessibilityLabel: input.editing.accessibilityLabel)
      input.editing.toolbarStyle = ToolbarPresentation.style(for: input.editing.keyboardAppearance)
      input.editing.toolbarPlaysInputClicks = avoidance.navigation.toolbarPlaysInputClicks
    }
    if preparation.reloadsInputViews { input.world?.keyboard.reloadInputViews(for: input) }
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
    if undo.reloadsInputViews { input.world?.keyboard.reloadInputViews(for: input) }
  }

  /// Ends editing: the focused input resigns and the keyboard hides, as `endEditing(true)` on
  /// the window does.
  package func endEditing() { world?.endEditing(hidingKeyboard: true) }

  /// Runs `action` at the world's time `delay` seconds from now.
  package func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
    world?.schedule(after: delay, action)
  }

  /// Attaches an avoider to a scroll view around the container, on this one's behalf.
  package func attachEnclosingAvoider(to view: WorldView, configuration: AvoidanceConfiguration)
    -> ContainerAvoidance<WorldKeyboardAvoider>?
  {
    let avoider = WorldKeyboardAvoider.attach(
      to: view, attachment: .automatic, configuration: configuration)
    if coordinator.recorder != nil, avoider?.coordinator.recorder == nil {
      avoider?.startRecording()
    }
    return avoider?.avoidance
  }

  /// The world's keyboard reports its layout guide to every avoider already.
  package func startTrackingKeyboard() {}

  /// Starts or stops the world's frame clock for this avoider (a display link).
  package func runFrameClock(_ running: Bool) {
    guard let world else { return }
    guard running else {
      world.stopFrameClock(owner: self)
      if let container { world.endFrameSteps(of: container) }
      return
    }
    world.startFrameClock(owner: self) { [weak self] timestamp, target in
      self?.avoidance.frameDidTick(timestamp: timestamp, targetTimestamp: target)
    }
  }

  /// Asks the world for the end of the current turn, once.
  package func watchTurnEnd() {
    world?.watchTurnEnd(owner: self) { [weak self] in self?.avoidance.turnDidEnd() }
  }

  /// Stops observing and leaves the container.
  package func stopObserving() {
    probe?.removeFromSuperview()
    world?.notificationCenter.removeObserver(self)
    world?.removeObservations(of: self)
    if container?.keyboardAvoider === self { container?.keyboardAvoider = nil }
  }
}

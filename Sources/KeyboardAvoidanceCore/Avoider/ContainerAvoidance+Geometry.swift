import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ContainerAvoidance {
  /// What the container's ancestors say: whether the system avoids the keyboard for it (a
  /// popover, an alert) and whether it is a list whose controller adjusts it (§11.1). Read from
  /// every ancestor's facts at each event; a layout pass — every frame of a user's scroll —
  /// reuses the last reading, since only a move in the hierarchy changes it and that comes with
  /// a window change or a notification.
  struct Ancestry {
    var systemAvoids: Bool
    var systemAdjusts: Bool
  }

  /// The container's geometry without any focus, or `nil` when it is not in a window: the
  /// host's raw reading, with the height of the visible views pinned to the keyboard in the
  /// container's window and whether the system avoids the keyboard for it.
  func containerGeometry() -> ContainerGeometry? {
    guard let host, let container = host.container, let reading = host.readContainer() else {
      return nil
    }
    var pinned: [CGRect] = []
    for view in host.pinnedViews()
    where view.windowIdentity == reading.windowIdentity
      && !ViewVisibility.isHidden(isHidden: view.isHidden, alpha: view.alpha)
    {
      pinned.append(view.frameInWindow)
    }
    let environment = KeyboardEnvironment(screen: reading.screen, window: reading.window)
    let pinnedHeight = ContainerGeometry.pinnedHeight(
      pinnedViews: pinned, container: reading.frameInWindow)
    let ancestry: Ancestry
    if isInLayoutPass, let cached = ancestryCache {
      ancestry = cached
    } else {
      let traits = AutomaticContainerPolicy.chain(
        from: container, parent: host.parent, facts: host.facts
      ).map(\.traits)
      ancestry = Ancestry(
        systemAvoids: AutomaticContainerPolicy.systemAvoidsKeyboard(for: traits),
        systemAdjusts: AutomaticContainerPolicy.isSystemAdjustedList(traits))
      ancestryCache = ancestry
    }
    let systemAvoids = ancestry.systemAvoids
    let systemAdjusts = ancestry.systemAdjusts
    let pinnedTop =
      pinnedHeight > 0
      ? pinned.filter { $0.overlapsHorizontally(reading.frameInWindow) }.map(\.minY).min() : nil
    guard let scrollView = reading.scrollView else {
      var geometry = ContainerGeometry(
        environment: environment, frameInWindow: reading.frameInWindow, bounds: reading.bounds,
        contentSize: reading.bounds.size, safeAreaInsets: reading.safeAreaInsets,
        isScrollable: false, pinnedHeight: pinnedHeight, isSystemAvoiding: systemAvoids,
        windowSafeAreaBottom: reading.windowSafeAreaBottom)
      geometry.pinnedTop = pinnedTop
      geometry.isSystemAdjustedList = systemAdjusts
      // Where a shift under way shows the bounds: a late keyboard solves from there (N17).
      if !isInLayoutPass { geometry.presentedOffset = reading.shownBoundsOrigin }
      return geometry
    }
    // During a list's move the inset it holds back is read as it will be once the move ends:
    // the engine's own bookkeeping, not the app's change (``ListMotion``).
    let inset = motion.settled(scrollView.contentInset)
    var geometry = ContainerGeometry(
      environment: environment, frameInWindow: reading.frameInWindow, bounds: reading.bounds,
      contentSize: scrollView.contentSize, contentInset: inset,
      adjustedContentInset: scrollView.adjustedContentInset + inset - scrollView.contentInset,
      safeAreaInsets: reading.safeAreaInsets,
      verticalIndicatorInsets: scrollView.verticalIndicatorInsets,
      automaticallyAdjustsIndicatorInsets: scrollView.automaticallyAdjustsIndicatorInsets,
      pinnedHeight: pinnedHeight, isSystemAvoiding: systemAvoids,
      windowSafeAreaBottom: reading.windowSafeAreaBottom)
    geometry.pinnedTop = pinnedTop
    geometry.isSystemAdjustedList = systemAdjusts
    geometry.addsVerticalSafeAreaOnlyWhenScrolling =
      scrollView.insetAdjustment == .scrollableAxes && !scrollView.alwaysBounceVertical
    geometry.offsetBeforeProgrammaticScroll = moves.offsetBeforeCodeScroll
    geometry.shownTopOffset = shownTop(of: geometry)
    geometry.movingTo = motion.target
    // A list moved frame by frame shows its last frame, or where its move was caught up to
    // (``catchUpMotion()``): its offset, unless code moved it in this turn (UIKit's scroll to
    // the first responder, not shown yet); anything else, its presentation.
    if !isInLayoutPass {
      geometry.presentedOffset =
        motion.isRunning
        ? moves.offsetBeforeCodeScroll ?? reading.bounds.origin
        : host.scrollState()?.shownContentOffset
    }
    geometry.userScrollCount = moves.userScrollCount
    geometry.isUserScrolling = scrollView.activity.isUserScrolling
    // Under the user's finger the host leaves the subviews unread (``measuresSubviews``): what
    // they spanned when last read holds.
    if let subviews = scrollView.subviews {
      lastSubviewsExtent = ContainerReading.extent(of: subviews)
      geometry.subviewsExtent = lastSubviewsExtent
      subviewsReadAtOffset = reading.bounds.origin
    } else if scrollView.activity.isUserScrolling, lastSubviewsExtent != nil {
      geometry.subviewsExtent = lastSubviewsExtent
      subviewsHeldAtOffset = subviewsHeldAtOffset ?? subviewsReadAtOffset
    }
    return geometry
  }

  /// Whether the container's content is sized to its subviews
  /// (``ContainerGeometry/subviewsExtent``): only a subclass's plain scroll view — an attached
  /// avoider's scroll view is the app's, and UIKit keeps a list's or a text view's content size.
  var sizesContentToSubviews: Bool {
    guard attachment == .subclass, let host, let container = host.container else { return false }
    let facts = host.facts(of: container)
    return facts.scrollView.map { !$0.isList } ?? false && !facts.isTextInput
  }

  /// Whether the host reads the container's subviews now, with the scroll indicators turned off
  /// (they are subviews while they show, §11.1): where content is sized to them, except while
  /// the user scrolls once they were read — the indicator shows then, and turning it off would
  /// take it from under the finger; the extent last read holds until the content rests.
  package var measuresSubviews: Bool {
    guard sizesContentToSubviews else { return false }
    return lastSubviewsExtent == nil || host?.scrollState()?.activity.isUserScrolling != true
  }

  /// The container's geometry with the focused input and its visible companions as targets.
  ///
  /// The focused input counts when it is shown inside the container, not pinned to the
  /// keyboard, and not inside a nearer plain view with an avoider of its own (see
  /// ``reach(of:)``), and its rect is finite. Inside a nested scroll view, what counts is the
  /// part of the field (and of its caret and companions) that the nested scroll view shows:
  /// the container brings that region into view, while the nested one — with an avoider of its
  /// own, or by UIKit's own scroll — keeps the field inside it. Companions count when they are
  /// inside and visible, with an area.
  func focusedGeometry(focus: Host.View, companions: [Host.View]) -> ContainerGeometry? {
    guard let host, var geometry = containerGeometry() else { return nil }
    guard case .reached(let nested) = reach(of: focus) else { return geometry }
    let clip = nested.map { host.rect(of: $0) }
    func shown(_ rect: CGRect) -> CGRect? {
      guard let clip else { return rect }
      let part = rect.intersection(clip)
      return part.isNull || !part.hasArea ? nil : part
    }
    // A text view that is the container itself (an avoider attached to it): its bounds are
    // the part of its text in view, which moves with every scroll; the field is all its text.
    let whole =
      focus === host.container
      ? CGRect(origin: .zero, size: geometry.contentSize) : host.rect(of: focus)
    guard whole.isFiniteRect, let field = shown(whole) ?? clip else { return geometry }
    var rects: [CGRect] = []
    for companion in companions where isVisibleInside(companion) {
      if let frame = shown(host.rect(of: companion)), frame.hasArea { rects.append(frame) }
    }
    let caret = host.caretRect(of: focus).flatMap { $0.isFiniteRect ? shown($0) : nil }
    geometry.focus = AvoidanceTargets(
      field: field, caret: caret, companions: rects,
      padding: host.fieldFacts(of: focus)?.padding)
    geometry.focus?.voiceOverCursor = voiceOverElement(besides: focus)
    return geometry
  }

  /// The part of VoiceOver's element this container shows, when VoiceOver's cursor is on an
  /// element the container reaches as it reaches a field (shown, not pinned to the keyboard,
  /// not another plain avoider's) other than `focus` and inside it, with a finite area: what
  /// content shows instead of the field (`AvoidanceTargets.voiceOverCursor`).
  func voiceOverElement(besides focus: Host.View) -> CGRect? {
    guard let host, let cursor = host.voiceOverCursor(),
      !ViewAncestry.isInside(cursor.view, focus, parent: host.parent(of:)),
      case .reached(let nested) = reach(of: cursor.view), cursor.frame.isFiniteRect
    else { return nil }
    let part = nested.map { cursor.frame.intersection(host.rect(of: $0)) } ?? cursor.frame
    return part.isNull || !part.hasArea ? nil : part
  }

  /// How the container reaches a focused input.
  enum Reach {
    /// It does not: the input is elsewhere, hidden, pinned to the keyboard, or owned by a
    /// nearer plain view with an avoider.
    case none
    /// It does, through the innermost scroll view between them, if any.
    case reached(nested: Host.View?)
  }

  /// Whether and how this container reaches `focus`: up from the input, every view shown and
  /// none pinned to the keyboard; a nearer plain view with an avoider of its own takes the
  /// input over (nested plain avoiders never both move), while a nearer scroll view — avoided
  /// or not — only narrows what the container must show to what that scroll view shows.
  func reach(of focus: Host.View) -> Reach {
    guard let host, let container = host.container else { return .none }
    var view: Host.View? = focus
    var nested: Host.View?
    while let current = view, current !== container {
      let facts = host.facts(of: current)
      if facts.showsNothing || facts.isPinnedToKeyboard { return .none }
      if current !== focus {
        let isScrollView = facts.scrollView != nil && !facts.isTextInput
        if facts.avoider != nil && !isScrollView { return .none }
        if isScrollView && nested == nil { nested = current }
      }
      view = host.parent(of: current)
    }
    return view == nil ? .none : .reached(nested: nested)
  }

  /// Whether this container is the one that keeps `focus` visible: `focus` is inside it,
  /// shown (it and every view up to the container), not pinned to the keyboard (a field in a
  /// Send bar moves with the keyboard already), and not inside a nearer view with an avoider
  /// of its own (the innermost avoider owns the field, so nested avoiders never both move).
  package func owns(_ focus: Host.View) -> Bool {
    guard let host, let container = host.container else { return false }
    var view: Host.View? = focus
    while let current = view, current !== container {
      let facts = host.facts(of: current)
      if facts.showsNothing || facts.isPinnedToKeyboard { return false }
      if current !== focus && facts.avoider != nil { return false }
      view = host.parent(of: current)
    }
    return view != nil
  }

  /// The avoidance that keeps `field` visible now, and so navigates it: of the nearest view
  /// above it whose avoider owns it (``owns(_:)``: the innermost avoider owns a field); `nil`
  /// when none does. `avoidance` reads a view's avoider, if any. Navigation's one Return target
  /// and `moveFocus(_:from:)` ask it on every press, so a field keeps working after a detach
  /// and a new attach, or after it moved to another container.
  package static func owner(
    of field: Host.View, avoidance: (Host.View) -> ContainerAvoidance?
  ) -> ContainerAvoidance? where Host.View: ViewTreeNode, Host.View.Node == Host.View {
    owner(of: field, parent: { $0.superview }, avoidance: avoidance)
  }

  /// ``owner(of:avoidance:)`` with the views' superviews read by `parent`.
  package static func owner(
    of field: Host.View, parent: (Host.View) -> Host.View?,
    avoidance: (Host.View) -> ContainerAvoidance?
  ) -> ContainerAvoidance? {
    var view = parent(field)
    while let current = view {
      if let candidate = avoidance(current), candidate.owns(field) { return candidate }
      view = parent(current)
    }
    return nil
  }

  private func isVisibleInside(_ view: Host.View) -> Bool {
    guard let host, let container = host.container else { return false }
    var current: Host.View? = view
    while let candidate = current, candidate !== container {
      if host.facts(of: candidate).showsNothing { return false }
      current = host.parent(of: candidate)
    }
    return current != nil
  }

  /// Prepares a field that began editing for navigation, as ``FieldNavigationOptions`` decides,
  /// when this container owns it.
  ///
  /// In a table or collection view nothing of the list is read in the begin-editing's turn: an
  /// app that focuses a field from the list's own callbacks (`cellForRowAt`, `willDisplay`)
  /// runs this inside them, while the list prepares its cells, and UIKit raises on a read of
  /// its cells then (§11.3). The field is prepared at once as if rows on both sides held
  /// fields (its toolbar is in place before the keyboard shows), and again with its place in
  /// the list once the turn is over.
  func prepareIfOwned(_ input: Host.View) {
    guard let host, owns(input), let facts = host.fieldFacts(of: input) else { return }
    if containerIsList {
      prepare(input, facts: facts, position: FieldPosition(hasPrevious: true, hasNext: true))
      placesFieldAtTurnEnd = true
      watchTurnEndIfNeeded()
    } else {
      prepare(input, facts: facts, position: host.position(of: input))
    }
    if !facts.isTextField {
      // A tapped text view's selection lands after its begin-editing and after the keyboard's
      // will-show, and UIKit announces it with nothing (§11.2): read the caret again a turn
      // later, and move — animated — only if it left the view.
      host.schedule(after: 0) { [weak self] in
        guard let self, self.focused === input else { return }
        self.coordinator.handle(.refresh(animated: true))
      }
    }
  }

  /// Prepares the focused field of a list again, now that its place can be read (see
  /// ``prepareIfOwned(_:)``).
  func placeFieldInList() {
    placesFieldAtTurnEnd = false
    guard let host, let input = focused, owns(input), let facts = host.fieldFacts(of: input)
    else { return }
    prepare(input, facts: facts, position: host.position(of: input))
  }

  /// Whether the container is a table or collection view.
  private var containerIsList: Bool {
    guard let host, let container = host.container else { return false }
    return host.facts(of: container).scrollView?.isList == true
  }

  /// Writes navigation's preparation of a field for `position`, remembering the field to undo
  /// it on detach.
  private func prepare(_ input: Host.View, facts: FieldFacts, position: FieldPosition?) {
    guard let host else { return }
    var facts = facts
    // A field navigation took over whose delegate handles Return now (a reused cell, review
    // N5): its key and Return target go back to the app first.
    if let giveBack = FieldPreparation.returnGivenBack(facts) {
      host.write(giveBack, to: input)
      facts.isReturnKeyManaged = false
      if giveBack.resetsReturnKey { facts.returnKey = .default }
    }
    let preparation = FieldPreparation.decide(position: position, options: navigation, field: facts)
    if preparation.changesField && !preparedFields.contains(where: { $0.value === input }) {
      preparedFields.removeAll { $0.value == nil }
      preparedFields.append(WeakBox(input))
    }
    host.write(preparation, position: position, to: input)
  }

  /// The offset at which content was at its top where the screen shows it: the top now when
  /// nothing but the user and the engine moved content in this turn (remembered for the turns
  /// after), else the remembered one when it was read where the screen still shows content.
  func shownTop(of geometry: ContainerGeometry) -> CGFloat? {
    let top = -geometry.adjustedContentInset.top
    guard let shown = geometry.offsetBeforeProgrammaticScroll else {
      lastShownTop = (geometry.bounds.origin, top)
      return top
    }
    guard let last = lastShownTop, last.offset.isWithinNoise(of: shown) else { return nil }
    return last.top
  }
}

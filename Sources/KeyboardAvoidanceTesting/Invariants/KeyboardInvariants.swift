import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard invariants of one container, measured now from the world's own geometry — the
/// checker the scenario runner uses, for views you built yourself.
///
/// Build any world (several windows, nested scroll views, a bar pinned to the keyboard), attach
/// avoiders, drive it with the world's own calls, and ask at any moment whether what a user sees
/// is right. Nothing here asks the engine: the visible region, the target and the valid offsets
/// come from the views, the keyboard and the app's insets you declare. Each check cites its
/// section of the core's article "UIKit's keyboard behaviours".
///
/// ```swift
/// let world = World(device: .iPhone15)
/// let window = world.makeWindow(frame: world.screen, safeArea: world.screenSafeArea)
/// let form = WorldScrollView(name: "form", frame: world.screen)
/// // … fields, `window.setRoot(…)`, `WorldKeyboardAvoider.attach(to: form)` …
/// world.focus(field)
/// world.advance(by: 0.6)
/// let failures = KeyboardInvariants(container: form).check().filter { !$0.passed }
/// ```
public struct KeyboardInvariants {
  /// The container the avoider manages.
  public var container: WorldView
  /// The app's own `contentInset`, as the app last set it (a scroll view's; ignored otherwise).
  public var appInsets: AvoidanceInsets
  /// The app's own `verticalScrollIndicatorInsets`, as the app last set them.
  public var appIndicatorInsets: AvoidanceInsets
  /// The room kept around the focused field (the avoider's configured padding).
  public var padding: CGFloat
  /// A bar pinned to the keyboard layout guide, if the screen has one.
  public var pinnedBar: WorldView?

  let tolerance = Tolerance.points

  /// Measures `container`.
  ///
  /// - Parameters:
  ///   - container: the view the avoider manages.
  ///   - appInsets: the `contentInset` the app set; the default is none.
  ///   - appIndicatorInsets: the indicator insets the app set; the default is none.
  ///   - padding: the avoider's padding; the default is ``AvoidanceConfiguration``'s.
  ///   - pinnedBar: a bar pinned to the keyboard layout guide, if any.
  public init(
    container: WorldView, appInsets: AvoidanceInsets = .zero,
    appIndicatorInsets: AvoidanceInsets = .zero,
    padding: CGFloat = AvoidanceConfiguration().padding, pinnedBar: WorldView? = nil
  ) {
    self.container = container
    self.appInsets = appInsets
    self.appIndicatorInsets = appIndicatorInsets
    self.padding = padding
    self.pinnedBar = pinnedBar
  }

  /// What holds for a container at rest, now: with this app's docked keyboard covering it, the
  /// engine's inset is the overlap (§10.3) and the focused field shows (§10.1); without, the
  /// app's insets are back (§10.4); always, the offset is in range (§10.5) and the app's own
  /// insets are kept. Checks that do not apply (a plain view's insets, no focused field) are
  /// left out.
  public func check() -> [InvariantCheck] {
    var checks: [InvariantCheck] = [offsetInRange(), appInsetsKept()].compactMap { $0 }
    if overlap > 0 {
      checks += [insetMatchesOverlap(), fieldVisible()].compactMap { $0 }
    } else if let restored = insetsRestored() {
      checks.append(restored)
    } else if isSystemAdjusted, let scrollView = container as? WorldScrollView {
      checks.append(insetIsTheSystems(scrollView))
    }
    return checks
  }

  // MARK: Checks

  /// §10.1: the focused field (with its companions and padding, or as much of it or of its
  /// caret as fits) is inside the visible region, whenever some valid offset can put it there;
  /// `nil` when there is no focused field in the container, it is hidden, or nothing can show
  /// it.
  public func fieldVisible() -> InvariantCheck? {
    guard let world = container.world, let focused = world.focusedInput,
      focused.isDescendant(of: container), !focused.isEffectivelyHidden(below: container)
    else { return nil }
    let region = visibleRegion
    guard region.height > tolerance, let target = target(for: focused),
      showingOffsets(target.rect, region: region, offset: container.bounds.origin.y) != nil
    else { return nil }
    // Not even the field fits, and UIKit scrolls its first responder after keyboard changes by
    // its own measure (§11.1): what shows of the field is UIKit's to decide.
    if target.isCaret, world.firstResponderScroll != .whenFocused { return nil }
    let inside =
      target.rect.minY >= region.minY - tolerance && target.rect.maxY <= region.maxY + tolerance
    return InvariantCheck(
      name: "field visible", passed: inside,
      detail: "\(target.what) \(format(target.rect.minY))…\(format(target.rect.maxY)) in "
        + "\(format(region.minY))…\(format(region.maxY))")
  }

  /// §10.3: a scroll view's extra bottom inset is the keyboard's overlap minus what its
  /// adjusted inset already covered; while the user drags the keyboard, never less (§10.10).
  /// In the list of a table or collection view controller, whose keyboard support adds its
  /// own, the library adds none ("no inset of the library's", §10.11). `nil` for a plain view.
  public func insetMatchesOverlap() -> InvariantCheck? {
    guard let scrollView = container as? WorldScrollView else { return nil }
    if isSystemAdjusted { return insetIsTheSystems(scrollView) }
    let system = scrollView.systemContentInset
    // No overlap, no extra inset — even under a negative inset of the app's (§3.1).
    let expected = overlap > 0 ? max(0, overlap - appInsets.bottom - system.bottom) : 0
    let engine = scrollView.contentInset.bottom - appInsets.bottom
    let tracking = container.world?.keyboard.isTracking ?? false
    let passed =
      tracking ? engine >= expected - tolerance : abs(engine - expected) <= tolerance
    return InvariantCheck(
      name: "inset = overlap", passed: passed,
      detail: "engine \(format(engine)), overlap \(format(overlap)) − covered "
        + "\(format(appInsets.bottom + system.bottom))")
  }

  /// Whether a table or collection view controller's keyboard support adjusts the container.
  /// A SwiftUI scroll view's insets are SwiftUI's (its keyboard safe area): the library adds
  /// none there either.
  var isSystemAdjusted: Bool {
    if (container as? WorldScrollView)?.isSwiftUI == true { return true }
    return container.world?.systemAdjustedLists.contains { $0 === container } ?? false
  }

  /// §10.11, §11.1: in a list its controller adjusts, the insets are the app's and the
  /// controller's — the library never changed them.
  private func insetIsTheSystems(_ scrollView: WorldScrollView) -> InvariantCheck {
    let changes = scrollView.avoidanceInsetChangeCount
    return InvariantCheck(
      name: "no inset of the library's", passed: changes == 0,
      detail: "the library changed the insets \(changes) times; inset "
        + "\(format(scrollView.contentInset.bottom)), the controller's part "
        + "\(format(scrollView.systemKeyboardInset))")
  }

  /// The app's top, left and right insets are exactly its own, and its bottom inset is at
  /// least its own (§10.4). `nil` for a plain view, and in a list its controller adjusts —
  /// there the insets are the app's and the controller's, and "no inset of the library's" holds
  /// the library to leaving them alone.
  public func appInsetsKept() -> InvariantCheck? {
    guard let scrollView = container as? WorldScrollView else { return nil }
    // The controller's keyboard support adds and takes back its part whatever the app wrote
    // meanwhile (§11.1): the insets are theirs; the library only must not touch them.
    if isSystemAdjusted { return nil }
    let inset = scrollView.contentInset
    let kept =
      inset.top == appInsets.top && inset.left == appInsets.left
      && inset.right == appInsets.right && inset.bottom >= appInsets.bottom - tolerance
    return InvariantCheck(
      name: "app's insets kept", passed: kept, detail: "app \(appInsets), now \(inset)")
  }

  /// §10.4: with nothing of the keyboard over the container, its insets (content and
  /// indicator) are the app's own. `nil` for a plain view and in a list its controller
  /// adjusts.
  public func insetsRestored() -> InvariantCheck? {
    guard let scrollView = container as? WorldScrollView, !isSystemAdjusted else { return nil }
    let passed =
      scrollView.contentInset.isClose(to: appInsets)
      && scrollView.verticalScrollIndicatorInsets.isClose(to: appIndicatorInsets)
    return InvariantCheck(
      name: "insets restored", passed: passed,
      detail: "inset \(scrollView.contentInset) vs app \(appInsets)")
  }

  /// §10.5: a scroll view's offset is within its valid range; a plain view is shifted by no
  /// more than the keyboard's overlap.
  public func offsetInRange() -> InvariantCheck? {
    let range = validOffsets()
    let offset = container.bounds.origin.y
    return InvariantCheck(
      name: "offset in range",
      passed: range.lowerBound - tolerance <= offset && offset <= range.upperBound + tolerance,
      detail: "offset \(format(offset)) in \(format(range.lowerBound))…\(format(range.upperBound))"
    )
  }

  // MARK: Geometry, measured from the world

  /// Whether this app's docked keyboard (or a hardware keyboard's bar) is up, possibly dragged.
  var keyboardPushes: Bool {
    guard let keyboard = container.world?.keyboard else { return false }
    return keyboard.isShown && keyboard.mode.isDocked
  }

  /// The container's frame on screen.
  var containerFrame: CGRect { container.convertToScreen(container.bounds) }

  /// The container's window's frame (the screen when it has none).
  private var windowFrame: CGRect {
    container.window?.frame ?? container.world?.screen ?? containerFrame
  }

  /// The height of the bar pinned to the keyboard layout guide while it sits on the keyboard;
  /// 0 without a bar, or while the bar rests on the safe area's bottom (the keyboard is below
  /// the window, as for a Stage Manager window high on the screen).
  var pinnedHeight: CGFloat {
    guard keyboardPushes, let bar = pinnedBar, let keyboard = container.world?.keyboard else {
      return 0
    }
    let sitsOnKeyboard = abs(screenRect(of: bar).maxY - keyboard.frame.minY) <= tolerance
    return sitsOnKeyboard ? bar.frame.height : 0
  }

  /// The top of whatever covers the container from below while a keyboard is up: the keyboard
  /// and a bar pinned to it, riding on it or resting on the safe area's bottom.
  /// While the user drags the keyboard, only what the keyboard layout guide reports counts: it
  /// never goes below the safe area's bottom, where it rests once the keyboard is gone (§6), so
  /// a keyboard dragged down to that strip covers nothing.
  var obstructionTop: CGFloat? {
    guard keyboardPushes, let keyboard = container.world?.keyboard else { return nil }
    if keyboard.isTracking {
      let safeBottom = windowFrame.maxY - (container.window?.windowSafeArea.bottom ?? 0)
      if keyboard.frame.minY >= safeBottom - tolerance { return nil }
    }
    let top = keyboard.frame.minY - pinnedHeight
    // A bar pinned to the keyboard that rests on the safe area's bottom (the keyboard is lower:
    // a hardware keyboard's bar, a window or sheet above the keyboard) covers what is under it.
    if pinnedHeight == 0, let bar = pinnedBar, !bar.isHidden, bar.window != nil {
      return min(top, screenRect(of: bar).minY)
    }
    return top
  }

  /// Whether the docked keyboard's top is above `view`'s bottom, on screen.
  private func keyboardReaches(_ view: WorldView?) -> Bool {
    guard let view, keyboardPushes, let keyboard = container.world?.keyboard else { return false }
    return screenRect(of: view).maxY > keyboard.frame.minY + tolerance
  }

  /// How far the keyboard (and a bar pinned to it) covers the container from its bottom.
  /// A SwiftUI scroll view whose frame ends at the keyboard's top (one of the ways
  /// ``World/swiftUI`` models) still has the keyboard below it, left out by SwiftUI's safe
  /// area: its overlap is measured on the view it fills (and on itself, where it outgrows it).
  /// A button under it in a `VStack` riding the keyboard covers the stack's bottom as a bar
  /// pinned to the keyboard does: its overlap is then measured on the stack (a button resting
  /// above a lower keyboard covers nothing of the scroll view). So it is whenever the keyboard
  /// reaches the hosting controller's view, whose keyboard safe area lays the stack out (§1 of
  /// the SwiftUI article) — also while a window that moved has left the button off the
  /// keyboard's top until SwiftUI lays the stack out again.
  public var overlap: CGFloat {
    guard let top = obstructionTop else { return 0 }
    var frame = containerFrame
    if let scrollView = container as? WorldScrollView, scrollView.isSwiftUI,
      let world = scrollView.world, let host = scrollView.superview
    {
      frame = world.swiftUIProbeFrame(of: scrollView)
      if let button = pinnedBar, button.superview === host.superview, !button.isHidden,
        pinnedHeight > 0 || keyboardReaches(host.superview)
      {
        frame = frame.union(screenRect(of: button))
      }
    }
    guard top < min(frame.maxY, windowFrame.maxY + 1) else { return 0 }
    return max(0, min(frame.height, frame.maxY - top))
  }

  /// Where content can be seen, on screen: below the bars, above the keyboard, inside the
  /// window. A scroll view's `adjustedContentInset` without the engine's part — the system's
  /// bars and what the app declared covered (its own toolbar) — covers content too, but for the
  /// room the app keeps for a bar the keyboard now lifts.
  public var visibleRegion: CGRect {
    let frame = containerFrame
    let safe = container.safeAreaInsets
    let system = (container as? WorldScrollView)?.systemContentInset ?? .zero
    let coveredTop = max(safe.top, system.top + appInsets.top)
    let top = max(frame.minY + coveredTop, windowFrame.minY)
    var bottom = min(frame.maxY - safe.bottom, windowFrame.maxY)
    if let obstruction = obstructionTop {
      let covered = system.bottom + appInsets.bottom - pinnedHeight
      bottom = min(bottom, obstruction, frame.maxY - max(0, covered))
    }
    if let bar = pinnedBar, pinnedHeight == 0 {
      bottom = min(bottom, screenRect(of: bar).minY)
    }
    return CGRect(x: frame.minX, y: top, width: frame.width, height: max(0, bottom - top))
  }

  /// What must be visible, on screen.
  struct Target {
    let rect: CGRect
    let what: String

    /// Whether the target is the caret or part of it: the field does not fit.
    var isCaret: Bool { what.hasPrefix("caret") }
  }

  /// The rectangle that must be visible, by the priority the article on UIKit's keyboard
  /// behaviours gives: the field with its companions, the field alone, the field without
  /// padding, the caret (with padding, then without), the caret's top.
  func target(for focused: any WorldTextInput) -> Target? {
    let region = visibleRegion
    let field = screenRect(of: focused)
    let extent = contentExtent()
    // A field that asks for its own padding gets it (a negative or infinite one is ignored).
    let padding =
      focused.keyboardAvoidancePadding.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
      ?? self.padding
    func padded(_ rect: CGRect) -> CGRect {
      let top = max(rect.minY - padding, min(extent.lowerBound, rect.minY))
      let bottom = min(rect.maxY + padding, max(extent.upperBound, rect.maxY))
      return CGRect(x: rect.minX, y: top, width: rect.width, height: bottom - top)
    }
    let fits = { (rect: CGRect) in rect.height <= region.height + self.tolerance }
    // VoiceOver's element leads (§10.16): it shows, with the field's padding, not the field.
    if let cursor = voiceOverElement(besides: focused) {
      let element = screenRect(of: cursor)
      if fits(padded(element)) { return Target(rect: padded(element), what: "VoiceOver's element") }
      if fits(element) { return Target(rect: element, what: "VoiceOver's element without padding") }
      return Target(
        rect: CGRect(
          x: element.minX, y: padded(element).minY, width: element.width, height: region.height),
        what: "VoiceOver's element's top")
    }
    var whole = field
    for companion in container.world?.companions(of: focused) ?? []
    where !companion.isEffectivelyHidden(below: container) && companion.bounds.height > 0 {
      whole = whole.union(screenRect(of: companion))
    }
    if fits(padded(whole)) { return Target(rect: padded(whole), what: "field") }
    if fits(padded(field)) { return Target(rect: padded(field), what: "field alone") }
    if fits(field) { return Target(rect: field, what: "field without padding") }
    let caret = screenRect(focused.caretRect, in: focused)
    if fits(padded(caret)) { return Target(rect: padded(caret), what: "caret") }
    if fits(caret) { return Target(rect: caret, what: "caret without padding") }
    // Not even the caret fits: as much of it as there is room for, from its top (an input
    // always has a caret here; the field's top stands in for one that had none).
    return Target(
      rect: CGRect(x: caret.minX, y: caret.minY, width: caret.width, height: region.height),
      what: "caret's top")
  }

  /// The view VoiceOver's cursor is on, when it is one of the container's, shown and with a
  /// height, other than the focused field and its subviews (§10.16).
  func voiceOverElement(besides focused: any WorldTextInput) -> WorldView? {
    guard let cursor = container.world?.voiceOverCursor, cursor.isDescendant(of: container),
      !cursor.isDescendant(of: focused), !cursor.isEffectivelyHidden(below: container),
      cursor.bounds.height > 0
    else { return nil }
    return cursor
  }

  /// The content offsets that show `rect` inside `region`, within the valid range, or `nil`
  /// when there are none.
  func showingOffsets(_ rect: CGRect, region: CGRect, offset: CGFloat) -> ClosedRange<CGFloat>? {
    let lower = offset + rect.maxY - region.maxY
    let upper = offset + rect.minY - region.minY
    let range = validOffsets()
    let from = max(lower, range.lowerBound)
    let to = min(upper, range.upperBound)
    guard from <= to + tolerance else { return nil }
    return from...max(from, to)
  }

  /// The offsets the container can take: a scroll view's range, or a plain view's shift of at
  /// most the keyboard's overlap.
  func validOffsets() -> ClosedRange<CGFloat> {
    if let scrollView = container as? WorldScrollView {
      return scrollView.verticalOffsetRange
    }
    return 0...max(0, overlap)
  }

  /// The content's top and bottom on screen: a scroll view's content, or a plain view's bounds.
  func contentExtent() -> ClosedRange<CGFloat> {
    let height = (container as? WorldScrollView)?.contentSize.height ?? container.bounds.height
    let top = screenRect(.zero, in: container).minY
    return top...(top + max(0, height))
  }

  func screenRect(of view: WorldView) -> CGRect {
    screenRect(view.bounds, in: view)
  }

  func screenRect(_ rect: CGRect, in view: WorldView) -> CGRect {
    view.convertToScreen(rect)
  }
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The headless world's keyboard: it computes frames for the device, orientation and input, and
/// posts UIKit's notification sequences with realistic `userInfo` — screen coordinates,
/// `NSNumber` durations, curve 7 and `isLocal` (§1 of the article “UIKit's keyboard behaviours”).
///
/// "Will" notifications are posted at once; "did" notifications when the animation ends. The
/// keyboard's frame on screen is animated with the same duration and curve, so any moment of
/// the animation can be looked at.
///
/// ```swift
/// world.keyboard.showsPredictive = false   // posts the show sequence again with 291 pt
/// world.keyboard.mode = .floating          // iPad: will-hide, then change-frame moves
/// ```
public final class SimulatedKeyboard {
  /// How the keyboard presents itself.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// Docked at the bottom of the screen.
    case docked
    /// A hardware keyboard: only the shortcut bar shows (§1.4).
    case hardware
    /// The iPad's floating keyboard.
    case floating
    /// The iPad's split keyboard.
    case split

    /// Whether the keyboard sits across the screen's bottom — the software keyboard, or a
    /// hardware keyboard's bar — and so moves `keyboardLayoutGuide` and covers content.
    public var isDocked: Bool { self == .docked || self == .hardware }

    /// Whether the mode exists on a device: floating and split keyboards are the iPad's.
    package func isAvailable(on device: Device) -> Bool { isDocked || device.idiom == .pad }
  }

  /// How a rotation with the keyboard up is announced (§1.3 accepts both).
  public enum RotationStyle: String, Sendable, Hashable, CaseIterable {
    /// A transient frame of the old width, then a frame change to the rotated frame.
    case changeFrame
    /// An unanimated hide, then a show in the new orientation.
    case hideAndShow
    /// As a device posts it (§11.2): a hide *before* the rotation, while the field keeps its
    /// focus, and the show after it in a later turn of the run loop.
    case hideBeforeShowAfter
    /// As ``hideBeforeShowAfter``, with the show 0.6 s after the hide: an
    /// iPad's rotation takes about 0.4 s and its layout, Stage Manager resizes a window, and
    /// iOS 17's out-of-process keyboard may answer later still (review N10; the gap is not
    /// documented, §11.2).
    case hideBeforeShowLate

    /// Whether the hide comes before the rotation, the show after it.
    var hidesBefore: Bool { self == .hideBeforeShowAfter || self == .hideBeforeShowLate }
  }

  /// How long after the rotation a ``RotationStyle/hideBeforeShowAfter`` show arrives: a later
  /// turn of the run loop (assumption: the gap is not documented; one frame).
  package static let rotationShowDelay = 1.0 / 60
  /// How long after the hide a ``RotationStyle/hideBeforeShowLate`` show arrives (assumption:
  /// longer than a rotation's animation, review N10).
  package static let lateRotationShowDelay = 0.6
  /// How long after a focus change a late new keyboard is announced
  /// (``World/keyboardSwitchArrivesLate``; assumption: past the engine's 50 ms provisional
  /// window, within a keyboard's animation).
  package static let lateSwitchDelay = 0.1

  private unowned let world: World
  /// The keyboard's duration for shows and hides.
  public var duration: Double = 0.25
  /// Called as a late new keyboard is about to be announced (``World/keyboardSwitchArrivesLate``),
  /// for the invariant checker.
  package var willAnnounceLateSwitch: (() -> Void)?
  /// Whether the predictive bar shows; changing it while shown re-posts the show sequence.
  public var showsPredictive = true {
    didSet { if oldValue != showsPredictive { refresh() } }
  }
  /// Whether the emoji keyboard shows; changing it while shown re-posts the show sequence.
  public var showsEmoji = false {
    didSet { if oldValue != showsEmoji { refresh() } }
  }
  /// How rotations are announced.
  public var rotationStyle: RotationStyle = .changeFrame
  /// In Stage Manager, frames are clipped to the key window's width (§1.2).
  package weak var clippingWindow: WorldWindow?
  /// In Slide Over, frames leave out the strip of screen below the app's window (§1.2).
  package weak var slideOverWindow: WorldWindow?
  /// Whether another app's keyboard is up (the app is told with `isLocal == false`).
  public private(set) var isUpForOtherApp = false
  /// Whether the keyboard is up for this app.
  public private(set) var isShown = false
  /// The keyboard's frame (the end frame of the last notification), in screen coordinates.
  public private(set) var frame: CGRect = .zero
  /// Whether the user is dragging the keyboard down (interactive dismissal).
  package private(set) var isTracking = false
  /// The mode. Changing it while shown posts UIKit's sequences for undocking (a will-hide,
  /// §1.3), re-docking (a will-show) and moves between undocked modes (change-frame only).
  public var mode: Mode = .docked {
    didSet { if oldValue != mode { modeDidChange(from: oldValue) } }
  }

  private var accessoryHeight: CGFloat = 0
  /// The height of a third-party keyboard that is up, which replaces the system keyboard's.
  private var thirdPartyHeight: CGFloat?
  private var inputKeyboard: FormItem.KeyboardType = .default
  private var guideObservers: [(owner: WeakBox<AnyObject>, handler: (CGRect) -> Void)] = []

  init(world: World) {
    self.world = world
  }

  /// How far above the screen's bottom a frame must reach to count as on screen, in points.
  static let onScreenMargin: CGFloat = 0.5

  /// Whether `frame` shows on the screen at all.
  private func isOnScreen(_ frame: CGRect) -> Bool {
    frame.hasArea && frame.minY < world.screen.maxY - Self.onScreenMargin
  }

  /// What the screen shows of the keyboard now, or `nil` when none of it is on screen.
  package var presentationFrame: CGRect? {
    let shown = world.presentationValue(.keyboardFrame) ?? frame
    return isOnScreen(shown) ? shown : nil
  }

  /// The frame of this app's docked keyboard (or hardware keyboard bar) while it shows on the
  /// screen, following the finger during interactive dismissal; `nil` otherwise.
  package var dockedFrameOnScreen: CGRect? {
    isShown && mode.isDocked && isOnScreen(frame) ? frame : nil
  }

  /// Where `keyboardLayoutGuide` is, in screen coordinates: the docked keyboard's frame, or,
  /// with no docked keyboard up, the screen's bottom safe area — the guide's top then sits on
  /// the safe area's bottom (§6).
  package var layoutGuideFrame: CGRect {
    if let docked = dockedFrameOnScreen { return docked }
    let screen = world.screen
    let top = layoutGuideRestingTop
    return CGRect(x: screen.minX, y: top, width: screen.width, height: screen.maxY - top)
  }

  /// Where the layout guide's top rests with no keyboard on the screen: the safe area's
  /// bottom, in screen coordinates.
  package var layoutGuideRestingTop: CGFloat { world.screen.maxY - world.screenSafeArea.bottom }

  /// Whether the layout guide follows a docked keyboard (rather than the safe area).
  package var layoutGuideFollowsKeyboard: Bool { dockedFrameOnScreen != nil }

  /// Calls `handler` with the layout guide's frame whenever it moves, for as long as `owner`
  /// exists — what a view pinned to `keyboardLayoutGuide` sees.
  package func observeLayoutGuide(owner: AnyObject, _ handler: @escaping (CGRect) -> Void) {
    guideObservers.append((WeakBox(owner), handler))
  }

  // MARK: Frames

  /// The frame the keyboard would have now for the current input, mode and orientation.
  package func currentFrame() -> CGRect {
    let screen = world.screen
    let heights = world.device.keyboardHeights(world.orientation)
    switch mode {
    case .docked:
      var height: CGFloat
      switch inputKeyboard {
      case .numberPad, .phonePad: height = heights.numberPad
      case .default, .email:
        height =
          showsEmoji ? heights.emoji : (showsPredictive ? heights.standard : heights.noPredictive)
      }
      if let thirdPartyHeight { height = thirdPartyHeight }
      height += accessoryHeight
      var docked = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
      if let window = slideOverWindow, window.frame.maxY < screen.maxY {
        let strip = screen.maxY - window.frame.maxY
        docked = CGRect(x: 0, y: docked.minY - strip, width: screen.width, height: height)
      }
      if let window = clippingWindow {
        docked = CGRect(
          x: window.frame.minX, y: docked.minY, width: window.frame.width, height: height)
      }
      return docked
    case .hardware:
      let bar = heights.hardwareBar + accessoryHeight
      return CGRect(x: 0, y: screen.maxY - bar, width: screen.width, height: bar)
    case .floating:
      return CGRect(
        x: screen.maxX - 360, y: screen.maxY - 480, width: 320, height: 260 + accessoryHeight)
    case .split:
      return CGRect(x: 0, y: screen.maxY - 460, width: screen.width, height: 300 + accessoryHeight)
    }
  }

  private var hiddenFrame: CGRect {
    let screen = world.screen
    let height = frame.height > 0 ? frame.height : 300
    return CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
  }

  // MARK: Sequences

  /// The focused input changed: show the keyboard for it, or — when it is already up — post
  /// the show sequence again only if its frame changes (another keyboard type or accessory);
  /// an unchanged keyboard posts nothing (iOS 11+, §1.3).
  func inputDidChange(to input: any WorldTextInput) {
    let accessoryChanged = input.inputAccessoryHeight != accessoryHeight
    inputKeyboard = input.keyboardType
    accessoryHeight = input.inputAccessoryHeight
    if isUpForOtherApp {
      isUpForOtherApp = false
      post(
        [.willChangeFrame, .willHide], [.didChangeFrame, .didHide], from: frame, to: hiddenFrame,
        isLocal: false)
    }
    guard isShown else {
      show()
      return
    }
    let next = currentFrame()
    guard next != frame || accessoryChanged else { return }
    guard world.keyboardSwitchArrivesLate else {
      post([.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: frame, to: next)
      return
    }
    // Announced late (review N17): with the frame the keyboard has then, if it is still up.
    world.schedule(after: Self.lateSwitchDelay) { [weak self] in
      guard let self, self.isShown else { return }
      let next = self.currentFrame()
      guard next != self.frame || accessoryChanged else { return }
      self.willAnnounceLateSwitch?()
      self.post(
        [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: self.frame, to: next)
    }
  }

  /// `reloadInputViews()` of the focused input: a changed accessory height re-posts the show
  /// sequence with the new frame (§5); while the keyboard is down nothing is posted.
  package func reloadInputViews(for input: any WorldTextInput) {
    guard isShown, input.inputAccessoryHeight != accessoryHeight else { return }
    accessoryHeight = input.inputAccessoryHeight
    post(
      [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: frame, to: currentFrame())
  }

  /// Shows the keyboard with the show sequence: WillChangeFrame → WillShow → (animation) →
  /// DidChangeFrame → DidShow (§1.3).
  public func show() {
    isShown = true
    post(
      [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: hiddenFrame,
      to: currentFrame())
  }

  /// Switches the keyboard that is up to a third-party one that announces itself several
  /// times (§1.3): a will-show for each height, the last one with its did-notifications.
  /// Returns `false` when no docked keyboard of this app is up.
  package func showThirdParty(heights: [CGFloat]) -> Bool {
    guard isShown, mode == .docked, !isUpForOtherApp, let last = heights.last else {
      return false
    }
    // Each announcement is framed as the system keyboard is — the input accessory on top
    // (§2.2, §5), a Slide Over window's strip left out, a clipping window's width (§1.2).
    func docked(_ height: CGFloat) -> CGRect {
      let kept = thirdPartyHeight
      thirdPartyHeight = height
      defer { thirdPartyHeight = kept }
      return currentFrame()
    }
    var begin = frame
    for height in heights.dropLast() {
      post([.willChangeFrame, .willShow], [], from: begin, to: docked(height), duration: 0)
      begin = docked(height)
    }
    thirdPartyHeight = last
    post(
      [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: begin, to: docked(last))
    return true
  }

  /// Hides the keyboard with the hide sequence.
  public func hide() {
    guard isShown else { return }
    isShown = false
    thirdPartyHeight = nil
    isTracking = false
    post([.willChangeFrame, .willHide], [.didChangeFrame, .didHide], from: frame, to: hiddenFrame)
  }

  /// Posts the show sequence again with the current frame, as after returning from the
  /// background (§1.3).
  package func repostShow() {
    guard isShown else { return }
    post(
      [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: frame, to: currentFrame())
  }

  private func refresh() {
    guard isShown, mode == .docked else { return }
    post(
      [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: frame, to: currentFrame())
  }

  /// Before the interface rotates: with ``RotationStyle/hideBeforeShowAfter``, posts the hide a
  /// device posts while the field keeps its focus (§11.2); the keyboard stays up as far as the
  /// field knows, and ``rotate()`` posts the show later.
  public func prepareForRotation() {
    guard isShown, rotationStyle.hidesBefore, mode.isDocked else { return }
    let old = frame
    let offscreen = CGRect(x: 0, y: world.screen.maxY, width: old.width, height: old.height)
    post(
      [.willChangeFrame, .willHide], [.didChangeFrame, .didHide], from: old, to: offscreen,
      duration: 0)
  }

  /// Announces a rotation with the keyboard up; call it after ``World/setOrientation(_:)`` (and
  /// ``prepareForRotation()`` before it).
  public func rotate() {
    guard isShown else { return }
    let old = frame
    let next = currentFrame()
    let screen = world.screen
    switch rotationStyle {
    case .changeFrame:
      // A transient frame still sized for the old orientation (§1.2: wrong-width frames).
      let stale = CGRect(x: 0, y: screen.maxY - old.height, width: old.width, height: old.height)
      post([.willChangeFrame], [], from: old, to: stale, duration: 0)
      post([.willChangeFrame], [.didChangeFrame], from: stale, to: next, duration: 0.3)
    case .hideBeforeShowAfter where mode.isDocked, .hideBeforeShowLate where mode.isDocked:
      // The hide came before the rotation; the show follows in a later turn.
      let offscreen = CGRect(x: 0, y: screen.maxY, width: screen.width, height: old.height)
      frame = offscreen
      let delay =
        rotationStyle == .hideBeforeShowLate ? Self.lateRotationShowDelay : Self.rotationShowDelay
      world.schedule(after: delay) { [weak self] in
        guard let self, self.isShown else { return }
        self.post(
          [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: offscreen,
          to: self.currentFrame(), duration: 0.3)
      }
    case .hideAndShow, .hideBeforeShowAfter, .hideBeforeShowLate:
      let offscreen = CGRect(x: 0, y: screen.maxY, width: screen.width, height: old.height)
      post(
        [.willChangeFrame, .willHide], [.didChangeFrame, .didHide], from: old, to: offscreen,
        duration: 0)
      post(
        [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: offscreen, to: next,
        duration: 0.3)
    }
  }

  private func modeDidChange(from old: Mode) {
    guard isShown else { return }
    let next = currentFrame()
    switch (old.isDocked, mode.isDocked) {
    case (true, false):
      post([.willChangeFrame, .willHide], [.didChangeFrame, .didHide], from: frame, to: next)
    case (false, true):
      post([.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: frame, to: next)
    default:
      post([.willChangeFrame], [.didChangeFrame], from: frame, to: next)
    }
  }

  // MARK: Other apps

  /// Another app side by side raises its keyboard; this app is told with `isLocal == false`.
  public func showForOtherApp() {
    guard !isShown, !isUpForOtherApp else { return }
    isUpForOtherApp = true
    let docked = currentFrame()
    post(
      [.willChangeFrame, .willShow], [.didChangeFrame, .didShow], from: hiddenFrame, to: docked,
      isLocal: false)
  }

  /// The other app's keyboard goes away.
  public func hideForOtherApp() {
    guard isUpForOtherApp else { return }
    isUpForOtherApp = false
    post(
      [.willChangeFrame, .willHide], [.didChangeFrame, .didHide], from: frame, to: hiddenFrame,
      isLocal: false)
  }

  // MARK: Interactive dismissal

  /// Moves the keyboard with the user's finger: `fraction` 0 is fully up, 1 fully down. No
  /// notification is posted (§1.3); only the keyboard layout guide follows (§6).
  public func drag(to fraction: CGFloat) {
    guard isShown, mode == .docked else { return }
    isTracking = true
    frame = dragFrame(to: fraction)
    world.animate(.keyboardFrame, from: frame, to: frame, animation: nil)
    notifyGuide()
  }

  /// Where a drag to `fraction` (clamped to 0...1) puts the keyboard: its resting frame moved
  /// down by that share of its height.
  package func dragFrame(to fraction: CGFloat) -> CGRect {
    let docked = currentFrame()
    return docked.offsetBy(dx: 0, dy: docked.height * min(1, max(0, fraction)))
  }

  /// Whether a finger holds the keyboard away from where it rests by more than half a point.
  /// Nearer than that, the layout guide reports the resting frame and an avoider can tell it
  /// from a keyboard that sprang back only by time (§6).
  package var isHeldAwayFromRest: Bool {
    isTracking && abs(frame.minY - currentFrame().minY) > Tolerance.points
  }

  /// Releases the finger: the keyboard either hides — the hide sequence arrives now, its end
  /// frame possibly of zero height (§1.3) — or springs back up with no notification.
  public func endDrag(dismiss: Bool) {
    guard isTracking else { return }
    isTracking = false
    if dismiss {
      isShown = false
      let end = CGRect(x: 0, y: world.screen.maxY, width: world.screen.width, height: 0)
      post([.willChangeFrame, .willHide], [.didChangeFrame, .didHide], from: frame, to: end)
      world.endEditing(hidingKeyboard: false)
    } else {
      let docked = currentFrame()
      world.animate(
        .keyboardFrame, from: frame, to: docked,
        animation: KeyboardAnimation(duration: duration, curve: .keyboard))
      frame = docked
      notifyGuide()
    }
  }

  // MARK: Posting

  private func post(
    _ wills: [KeyboardPhase], _ dids: [KeyboardPhase], from begin: CGRect, to end: CGRect,
    isLocal: Bool = true, duration: Double? = nil
  ) {
    let seconds = duration ?? self.duration
    let animation = KeyboardAnimation(duration: seconds, curve: .keyboard)
    world.animate(
      .keyboardFrame, from: frame.hasArea ? frame : begin, to: end, animation: animation)
    frame = end
    // Nothing arrives while the app is in the background (§1.3); coming back re-posts a show.
    guard !world.isInBackground else { return }
    func info(_ phase: KeyboardPhase) -> [AnyHashable: Any] {
      var info: [AnyHashable: Any] = [
        KeyboardUserInfoKey.frameBegin: begin, KeyboardUserInfoKey.frameEnd: end,
        KeyboardUserInfoKey.isLocal: NSNumber(value: isLocal),
      ]
      if phase.isWill {
        info[KeyboardUserInfoKey.animationDuration] = NSNumber(value: seconds)
        info[KeyboardUserInfoKey.animationCurve] = NSNumber(value: 7)
      }
      return info
    }
    // Table and collection view controllers adjust their lists on this app's keyboard, once
    // for each notification they observe, where their observer stands among the app's (§11.1).
    let adjusts = isLocal && !wills.isEmpty
    let hides = wills.contains(.willHide)
    // UIKit's scroll of the first responder after keyboard changes (§11.1), at one of the
    // moments the world models.
    let scrollsFirstResponder = adjusts && !hides
    if scrollsFirstResponder && world.firstResponderScroll == .beforeKeyboardObservers {
      world.scrollFirstResponderAfterKeyboardChange(keyboardEnd: end)
    }
    let timing = world.systemAdjuster
    for phase in wills {
      let adjuster: () -> Void = { [weak world] in
        world?.runSystemAdjusters(keyboardEnd: end, hides: hides)
      }
      world.notificationCenter.post(
        name: phase.rawValue, userInfo: info(phase),
        system: adjusts && timing.acts(on: phase) ? (timing.appObserversBefore, adjuster) : nil)
    }
    world.keyboardWillMove(to: end, animation: animation, isLocal: isLocal)
    notifyGuide()
    guard !dids.isEmpty else { return }
    // The "did" comes once the keyboard's animation is over, as UIKit runs it.
    world.schedule(after: world.shownDuration(of: animation)) { [weak world] in
      // Nothing arrives in the background (§1.3): not even the end of a show under way.
      guard let world, !world.isInBackground else { return }
      for phase in dids {
        world.notificationCenter.post(name: phase.rawValue, userInfo: info(phase))
      }
      if scrollsFirstResponder && world.firstResponderScroll == .afterKeyboardDidNotifications {
        world.scrollFirstResponderAfterKeyboardChange(keyboardEnd: end)
      }
    }
  }

  private func notifyGuide() {
    guideObservers.removeAll { $0.owner.value == nil }
    let guide = layoutGuideFrame
    for observer in guideObservers { observer.handler(guide) }
  }
}

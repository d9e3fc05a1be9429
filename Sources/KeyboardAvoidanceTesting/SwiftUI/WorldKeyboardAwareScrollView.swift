import Foundation
import KeyboardAvoidanceCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The world's `KeyboardAwareScrollView`: a SwiftUI scroll view kept by the library, reading
/// only what SwiftUI lets the real one read and acting only through `scrollTo(_:anchor:)`.
///
/// At the end of every run-loop turn (where SwiftUI updates views and its preference callbacks
/// see the turn's last layout) it reads the scroll view's size, the safe area its content is laid out in,
/// its content's frame and the focused field's (with its companions and a text view's caret,
/// which the real view reads from the `UITextView`) in the scroll view's coordinate space, and
/// hands them to the same ``KeyboardAwareScrollSession`` as the real view: when the session
/// answers, it calls the world's `scrollTo` (`World.swiftUIScrollToOffset(markerY:anchorY:in:)`)
/// in the keyboard's animation.
///
/// ```swift
/// let keeper = WorldKeyboardAwareScrollView(scrollView: scrollView, padding: 12)
/// world.focus(field)
/// world.advance(by: 0.6)
/// ```
public final class WorldKeyboardAwareScrollView {
  /// The SwiftUI scroll view.
  public private(set) weak var scrollView: WorldScrollView?
  /// The room kept around the focused field.
  public var padding: CGFloat
  /// Where a field that has to move goes.
  public var policy: ScrollPolicy
  /// Whether content goes back where it rested when the keyboard leaves.
  public var restoresContentOffset: Bool
  /// How many times it called `scrollTo`.
  public private(set) var scrollCount = 0

  /// The decisions over time, the real view's own.
  private var session: KeyboardAwareScrollSession<ObjectIdentifier>
  private var animation = KeyboardAnimation.keyboardDefault

  /// Keeps `scrollView`'s focused field in view with `padding` under `policy`, for as long as
  /// the returned object lives (SwiftUI keeps the view's state for as long as it shows).
  public init(
    scrollView: WorldScrollView, padding: CGFloat = AvoidanceConfiguration.defaultPadding,
    policy: ScrollPolicy = .minimal, restoresContentOffset: Bool = true
  ) {
    self.scrollView = scrollView
    self.padding = padding
    self.policy = policy
    self.restoresContentOffset = restoresContentOffset
    session = KeyboardAwareScrollSession(
      padding: padding, policy: policy, restoresContentOffset: restoresContentOffset)
    guard let world = scrollView.world else { return }
    // SwiftUI updates views once at the end of a run-loop turn.
    world.observeTurnEnds(owner: self) { [weak self] in self?.update() }
    // What tells the real view to show the field again even if nothing it reads changed: a tap
    // on a field (its simultaneous tap gesture), the keyboard, typing.
    world.observeTaps(in: scrollView, owner: self) { [weak self, weak world] view in
      guard let input = view as? any WorldTextInput else { return }
      // The focused text view's caret, placed by this tap, lands a turn later: the reveal is
      // queued behind it.
      if input.isFocused, TapCaret.waitsForCaret(isTextField: input is WorldTextField) {
        world?.schedule(after: 0) { [weak self] in self?.session.reveal() }
      } else {
        self?.session.reveal()
      }
    }
    world.observeKeyboardMoves(owner: self) { [weak self] _, animation, isLocal in
      guard isLocal else { return }
      self?.animation = animation
      self?.session.reveal()
    }
    world.notificationCenter.addObserver(
      self,
      names: [
        TextInputNotificationName.textFieldDidChange, TextInputNotificationName.textViewDidChange,
      ]
    ) { [weak self] _ in self?.session.reveal() }
  }

  /// What the real view reads now, in the scroll view's coordinate space.
  package func reading() -> ScrollViewReading? {
    guard let scrollView, let world = scrollView.world else { return nil }
    let offset = scrollView.contentOffset.y
    let inset = scrollView.adjustedContentInset
    func inFrame(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: 0, dy: -offset) }
    var targets: AvoidanceTargets?
    if let input = world.focusedInput, input.isDescendant(of: scrollView),
      !input.isEffectivelyHidden(below: scrollView)
    {
      var found = AvoidanceTargets(
        field: inFrame(scrollView.convert(input.bounds, from: input)),
        padding: input.keyboardAvoidancePadding)
      // The caret, which the real view reads from the focused `UITextField` or `UITextView`.
      found.caret = inFrame(scrollView.convert(input.caretRect, from: input))
      found.companions = world.companions(of: input).filter {
        !$0.isEffectivelyHidden(below: scrollView) && $0.bounds.height > 0
      }.map { inFrame(scrollView.convert($0.bounds, from: $0)) }
      targets = found
    }
    return ScrollViewReading(
      size: scrollView.bounds.size,
      safeAreaInsets: AvoidanceInsets(top: inset.top, bottom: inset.bottom),
      contentFrame: CGRect(
        x: 0, y: -offset, width: scrollView.bounds.width, height: scrollView.contentSize.height),
      targets: targets)
  }

  private func update() {
    guard let scrollView, let world = scrollView.world, let reading = reading() else { return }
    session.padding = padding
    session.policy = policy
    session.restoresContentOffset = restoresContentOffset
    let focus = world.focusedInput.flatMap {
      $0.isDescendant(of: scrollView) ? ObjectIdentifier($0) : nil
    }
    guard
      let request = session.update(
        reading, focus: focus, keyboardUp: world.swiftUIKeyboardCovers(scrollView),
        time: world.time, holds: world.keyboard.isTracking)
    else { return }
    scroll(scrollView, to: request)
  }

  private func scroll(_ scrollView: WorldScrollView, to request: ScrollToRequest) {
    guard let world = scrollView.world else { return }
    let y = world.swiftUIScrollToOffset(
      markerY: request.markerY, anchorY: request.anchorY, in: scrollView)
    let from = scrollView.contentOffset
    let offset = CGPoint(x: from.x, y: y)
    scrollCount += 1
    scrollView.avoidanceWriteCount += 1
    scrollView.avoidanceOffsetWriteCount += 1
    if scrollView.offsetBeforeAvoidanceWrite == nil {
      scrollView.offsetBeforeAvoidanceWrite = from
      scrollView.userScrollsBeforeAvoidanceWrite = scrollView.userScrollCount
    }
    if scrollView.isDragging || scrollView.isDecelerating {
      scrollView.offsetWritesUnderFinger += 1
    }
    // Assumption [U]: `scrollTo` sets the offset through `setContentOffset(_:animated:)`, which
    // replaces UIKit's own animated scroll of the focused field under way (Assumptions).
    scrollView.stopAnimatedScroll()
    world.animate(
      .contentOffset(ObjectIdentifier(scrollView)), from: CGRect(origin: from, size: .zero),
      to: CGRect(origin: offset, size: .zero), animation: animation)
    scrollView.bounds.origin = offset
    scrollView.lastAvoidanceOffset = offset
  }
}

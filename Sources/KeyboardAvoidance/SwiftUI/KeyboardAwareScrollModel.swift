#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The state behind a ``KeyboardAwareScrollView``: a host of the core's
  /// `KeyboardAwareScrollKeeper`, which decides — it hands over SwiftUI's and UIKit's events as
  /// they come, with the reads of the moment, and places the marker the keeper asks for.
  @MainActor
  final class KeyboardAwareScrollModel: NSObject, ObservableObject {
    /// The scroll view's named coordinate space.
    let space = "KeyboardAwareScrollView-\(UUID().uuidString)"
    /// The content's named coordinate space, which fields and companions report their frames in.
    let contentSpace = "KeyboardAwareScrollView.content-\(UUID().uuidString)"
    /// The marker's identity, for `scrollTo`.
    let markerID = UUID()
    /// Where the marker sits in the content: its top, and its centre across.
    @Published private(set) var markerY: CGFloat = 0
    @Published private(set) var markerX: CGFloat = 0
    /// Which move the marker's place is for: a change tells the view to scroll once it is laid
    /// out.
    @Published private(set) var markerGeneration = 0

    /// The core's keeper: every decision of the view.
    var keeper = KeyboardAwareScrollKeeper<AnyHashable>()
    /// A view behind the scroll view that ignores the keyboard safe area: how far the keyboard
    /// reaches under it is the keyboard's overlap with the scroll view's place.
    weak var probe: UIView?
    /// The UIKit scroll view SwiftUI's scroll view is built on, found from inside the content:
    /// its drag state says whether the user moves content.
    weak var scrollView: UIScrollView?
    /// The text input being edited (a text field or a text view), whose caret is read.
    private var focus = FocusTracker<UIView>()

    override init() {
      super.init()
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(textViewBegan(_:)),
        name: UITextView.textDidBeginEditingNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textViewChanged(_:)),
        name: UITextView.textDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textFieldChanged(_:)),
        name: UITextField.textDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textViewEnded(_:)),
        name: UITextView.textDidEndEditingNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textFieldEditing(_:)),
        name: UITextField.textDidBeginEditingNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textFieldEditing(_:)),
        name: UITextField.textDidEndEditingNotification, object: nil)
      // The app's (not a scene's: another scene of the app may stay in front).
      center.addObserver(
        self, selector: #selector(appEnteredBackground(_:)),
        name: Notification.Name(LifecycleNotificationName.applicationDidEnterBackground),
        object: nil)
      center.addObserver(
        self, selector: #selector(appWillEnterForeground(_:)),
        name: Notification.Name(LifecycleNotificationName.applicationWillEnterForeground),
        object: nil)
    }

    /// The fields' and companions' frames changed.
    func fieldsChanged(_ reports: [KeyboardFieldReport]) {
      apply(keeper.fieldsChanged(reports.map(\.keeperReport), facts()))
    }

    /// The content's frame in the scroll view's space changed (`nil`: nothing reports it).
    func contentChanged(_ frame: CGRect?) {
      frame.map { apply(keeper.contentChanged($0, facts())) }
    }

    /// The scroll view's size or safe-area insets changed (`nil`: nothing reports them).
    func scrollViewChanged(_ geometry: ScrollViewGeometry?) {
      geometry.map {
        let insets = AvoidanceInsets(top: $0.insets.top, bottom: $0.insets.bottom)
        apply(keeper.scrollViewChanged(size: $0.size, insets: insets, facts()))
      }
    }

    /// The keyboard changed: `info` is the new value (the publisher sends it before
    /// `KeyboardObserver.shared.info` holds it). The keeper decides once SwiftUI's safe area
    /// followed: at the scroll view's next geometry, or after this run-loop turn.
    func keyboardChanged(_ info: KeyboardInfo) {
      let recheck = keeper.keyboardChanged(facts(info))
      RunLoopTurnEnds.shared.watch { [weak self] in self?.keeper.turnEnded() }
      DispatchQueue.main.async { [weak self] in
        assumeMainThread { self?.keyboardSettled() }
      }
      // A hide while a field keeps its focus waits for a show (a rotation), as long as the core
      // says.
      scheduleHideHoldEnd(after: recheck)
    }

    private func scheduleHideHoldEnd(after delay: TimeInterval?) {
      guard let delay else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
        assumeMainThread { self?.hideHoldEnded() }
      }
    }

    /// Field `id` was tapped: the core shows it again now, or a run-loop turn later once the
    /// tap's caret landed (it decides which; the turn after is handed over whatever the tap).
    func fieldTapped(_ id: AnyHashable) {
      apply(keeper.fieldTapped(id, facts()))
      DispatchQueue.main.async { [weak self] in
        assumeMainThread { self?.revealAfterTap() }
      }
    }

    /// The `scrollTo` to make for the marker of `generation`, once it is laid out.
    func takeScroll(for generation: Int) -> KeyboardAwareScrollKeeper<AnyHashable>.Scroll? {
      // The rest of this view update reports values computed before the scroll.
      RunLoopTurnEnds.shared.watch { [weak self] in self?.keeper.turnEnded() }
      return keeper.takeScroll(for: generation)
    }

    private func revealAfterTap() { apply(keeper.revealAfterTap(facts())) }

    private func keyboardSettled() { apply(keeper.keyboardSettled(facts())) }

    private func hideHoldEnded() {
      apply(keeper.hideHoldEnded(facts()))
      scheduleHideHoldEnd(after: keeper.hideHoldRecheckDelay(facts()))
    }

    private func caretSettled() { apply(keeper.caretSettled(facts())) }

    /// Places the marker the keeper asks for.
    private func apply(_ move: KeyboardAwareScrollKeeper<AnyHashable>.Move?) {
      guard let move else { return }
      markerY = move.markerY
      markerX = move.markerX
      markerGeneration = move.generation
    }

    /// What the view reads now: the keyboard (`info`: the observer's unless told), its overlap
    /// with the probe, the edited input's caret and bounds, the time, the screen's size.
    private func facts(_ info: KeyboardInfo = KeyboardObserver.shared.info)
      -> KeyboardAwareScrollKeeper<AnyHashable>.Facts
    {
      var facts = KeyboardAwareScrollKeeper<AnyHashable>.Facts(
        keyboard: info, overlap: probe.map { KeyboardObserver.shared.overlap(with: $0, for: info) },
        hostOverlap: hostingView.map { KeyboardObserver.shared.overlap(with: $0, for: info) },
        caret: (focus.focused as? UITextInput)?.caretAtSelectionEnd,
        inputBounds: focus.focused?.bounds,
        time: CACurrentMediaTime(), isEditing: focus.focused != nil,
        scrollActivity: scrollView?.activity,
        screenSize: probe?.window?.windowScene?.screen.bounds.size)
      facts.voiceOverCursorInWindow = probe?.window.flatMap(\.voiceOverCursorFrame)
      return facts
    }

    /// The view of the nearest view controller holding the probe: the hosting controller's,
    /// whose keyboard safe area SwiftUI lays the scroll view out in.
    private var hostingView: UIView? {
      sequence(first: probe, next: { $0?.superview }).lazy.compactMap { $0 }.first {
        $0.owningViewController != nil
      }
    }

    // UIKit posts these on the main thread; `assumeMainThread` does nothing elsewhere.

    @objc nonisolated private func textViewBegan(_ notification: Notification) {
      let handoff = MainThreadHandoff(value: notification.object as? UITextView)
      assumeMainThread {
        guard let textView = handoff.value else { return }
        focus.began(textView)
        keeper.textInputNotified(TextInputNotificationName.textViewDidBeginEditing)
        RunLoopTurnEnds.shared.watch { [weak self] in self?.keeper.turnEnded() }
        apply(keeper.textViewBegan(facts()))
        // Its selection may land a turn later (§11.2).
        DispatchQueue.main.async { [weak self] in
          assumeMainThread { self?.caretSettled() }
        }
      }
    }

    @objc nonisolated private func textViewChanged(_ notification: Notification) {
      let handoff = MainThreadHandoff(value: notification.object as? UITextView)
      assumeMainThread {
        guard let textView = handoff.value else { return }
        focus.began(textView)
        apply(keeper.textViewChanged(isFirstResponder: textView.isFirstResponder, facts()))
      }
    }

    @objc nonisolated private func textFieldChanged(_ notification: Notification) {
      assumeMainThread { apply(keeper.textFieldChanged(facts())) }
    }

    @objc nonisolated private func textViewEnded(_ notification: Notification) {
      let name = notification.name.rawValue
      let handoff = MainThreadHandoff(value: notification.object as? UIView)
      assumeMainThread {
        focus.note(notificationName: name, object: handoff.value)
        keeper.textViewEnded()
      }
    }

    @objc nonisolated private func appEnteredBackground(_ notification: Notification) {
      assumeMainThread { keeper.appEnteredBackground() }
    }

    @objc nonisolated private func appWillEnterForeground(_ notification: Notification) {
      assumeMainThread { apply(keeper.appWillEnterForeground(facts())) }
    }

    @objc nonisolated private func textFieldEditing(_ notification: Notification) {
      let handoff = MainThreadHandoff(value: notification)
      assumeMainThread {
        let notification = handoff.value
        focus.note(
          notificationName: notification.name.rawValue, object: notification.object as AnyObject?)
        keeper.textInputNotified(notification.name.rawValue)
        RunLoopTurnEnds.shared.watch { [weak self] in self?.keeper.turnEnded() }
      }
    }
  }

  extension KeyboardFieldReport {
    /// The report as the core's keeper takes it.
    fileprivate var keeperReport: KeyboardAwareScrollKeeper<AnyHashable>.Report {
      KeyboardAwareScrollKeeper.Report(
        id: id, frameInContent: frameInContent, frameInWindow: frameInWindow,
        isFocused: isFocused, isCompanion: isCompanion, padding: padding)
    }
  }

  extension UIWindow {
    /// The frame of the element VoiceOver's cursor is on, from its `accessibilityFrame` in
    /// screen coordinates into the window's, while VoiceOver runs.
    fileprivate var voiceOverCursorFrame: CGRect? {
      windowScene.flatMap { UIAccessibility.voiceOverCursor(on: $0.screen, in: self)?.frame }
    }
  }

  extension UITextInput {
    /// The caret at the end of the selection, in the input's bounds coordinates.
    fileprivate var caretAtSelectionEnd: CGRect? {
      selectedTextRange.map { caretRect(for: $0.end) }
    }
  }
#endif

#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// The state behind a ``KeyboardAwareScrollView``: the latest readings, the core's
  /// ``KeyboardAwareScrollSession`` that decides, and the `scrollTo` call waiting for its
  /// marker to be laid out.
  @MainActor
  final class KeyboardAwareScrollModel: NSObject, ObservableObject {
    /// The name of the scroll view's coordinate space.
    let space = "KeyboardAwareScrollView-\(UUID().uuidString)"
    /// The marker's identity for `scrollTo`.
    let markerID = UUID()
    /// Where the marker is, in points below the content's top.
    @Published private(set) var markerY: CGFloat = 0
    /// Which request the marker is placed for.
    @Published private(set) var markerGeneration = 0

    var session = KeyboardAwareScrollSession<Int>()
    /// The view that measures the keyboard under the scroll view (it ignores the keyboard's
    /// safe area, so it reaches under the keyboard SwiftUI leaves out).
    weak var probe: UIView?

    private var reports: [KeyboardFieldReport] = []
    private var contentFrame: CGRect?
    private var size: CGSize = .zero
    private var insets = AvoidanceInsets.zero
    private var scrollViewInWindow: CGRect = .zero
    /// The text view being edited, whose caret is read from the `UITextView` itself at each
    /// evaluation (SwiftUI offers none, §4 of the SwiftUI article).
    private weak var editedTextView: UITextView?
    /// Stable numbers for focus values, so that a report in a new order is no focus change.
    private var focusNumbers: [AnyHashable: Int] = [:]
    private var pending: (generation: Int, anchorY: Double)?

    override init() {
      super.init()
      let center = NotificationCenter.default
      for name in [
        UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
      ] {
        center.addObserver(self, selector: #selector(textViewChanged(_:)), name: name, object: nil)
      }
      center.addObserver(
        self, selector: #selector(textFieldChanged(_:)),
        name: UITextField.textDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: #selector(textViewEnded(_:)),
        name: UITextView.textDidEndEditingNotification, object: nil)
    }

    func fieldsChanged(_ reports: [KeyboardFieldReport]) {
      self.reports = reports
      evaluate()
    }

    func contentChanged(_ frame: CGRect) {
      contentFrame = frame
      evaluate()
    }

    func scrollViewChanged(size: CGSize, insets: EdgeInsets, inWindow: CGRect) {
      self.size = size
      self.insets = AvoidanceInsets(top: insets.top, bottom: insets.bottom)
      scrollViewInWindow = inWindow
      evaluate()
    }

    /// The keyboard moved: the field shows again (as after any news of the keyboard), once the
    /// readings are in.
    func keyboardChanged(_ info: KeyboardInfo) {
      session.keyboardChanged(info)
      evaluate()
    }

    /// A field was tapped: a focused one tapped again posts nothing, so it shows again — in a
    /// turn queued behind the caret a tap places in a text view (the core's `TapCaret`).
    func fieldTapped() {
      // The field edited is a text view while one posted its begin-editing, a text field (or
      // none) otherwise: the core says whether the reveal waits for the tap's caret.
      guard TapCaret.waitsForCaret(isTextField: editedTextView == nil) else {
        session.reveal()
        evaluate()
        return
      }
      DispatchQueue.main.async { [weak self] in
        assumeMainThread {
          self?.session.reveal()
          self?.evaluate()
        }
      }
    }

    /// The anchor to scroll to once the marker is laid out for `generation`, once.
    func takeScroll(for generation: Int) -> UnitPoint? {
      guard let pending, pending.generation == generation else { return nil }
      self.pending = nil
      return UnitPoint(x: 0.5, y: pending.anchorY)
    }

    /// Reads everything again and asks the session; a request places the marker, and the
    /// scroll follows once the marker reports it is laid out.
    func evaluate() {
      guard let contentFrame else { return }
      let keyboard = KeyboardObserver.shared
      let focused = reports.first { $0.isFocused && !$0.isCompanion }
      var focus: Int?
      var targets: AvoidanceTargets?
      if let focused, let field = focused.frameInScrollView {
        focus = number(for: focused.id)
        var found = AvoidanceTargets(
          field: field,
          companions: reports.filter { $0.isCompanion && $0.id == focused.id }.compactMap {
            $0.frameInScrollView
          }, padding: focused.padding)
        found.caret = KeyboardAwareScrollSession<Int>.caret(
          editedTextView?.caretInWindow, fieldInWindow: focused.frameInWindow,
          scrollViewInWindow: scrollViewInWindow)
        targets = found
      }
      let reading = ScrollViewReading(
        size: size, safeAreaInsets: insets, contentFrame: contentFrame, targets: targets)
      guard
        let request = session.update(
          reading, focus: focus, keyboard: keyboard.info,
          overlap: probe.map { keyboard.overlap(with: $0) } ?? 0, time: CACurrentMediaTime())
      else { return }
      markerY = request.markerY
      markerGeneration += 1
      pending = (markerGeneration, request.anchorY)
    }

    private func number(for id: AnyHashable) -> Int {
      if let number = focusNumbers[id] { return number }
      let number = focusNumbers.count
      focusNumbers[id] = number
      return number
    }

    @objc nonisolated private func textViewChanged(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification.object as? UITextView)
      assumeMainThread {
        guard let textView = handoff.value else { return }
        editedTextView = textView
        // Typing shows the field again, wherever the user scrolled it.
        if textView.isFirstResponder { session.reveal() }
        evaluate()
      }
    }

    @objc nonisolated private func textFieldChanged(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      assumeMainThread {
        session.reveal()
        evaluate()
      }
    }

    @objc nonisolated private func textViewEnded(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      assumeMainThread { editedTextView = nil }
    }
  }

  extension UITextView {
    /// The caret at the end of the selection, in the window's coordinates, now.
    fileprivate var caretInWindow: CGRect? {
      guard let range = selectedTextRange else { return nil }
      return convert(caretRect(for: range.end), to: nil)
    }
  }
#endif

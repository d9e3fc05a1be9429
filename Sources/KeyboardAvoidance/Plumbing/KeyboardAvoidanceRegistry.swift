#if canImport(UIKit)
  import UIKit

  /// App-wide bookkeeping of the UIKit layer: companions of fields, views pinned to the
  /// keyboard, and the keyboard state every new avoider starts from. Everything is held weakly.
  @MainActor
  final class KeyboardAvoidanceRegistry: NSObject {
    static let shared = KeyboardAvoidanceRegistry()

    /// Views that must stay visible with a field.
    var companions = CompanionRegistry<UIView>()
    /// The keyboard and the field being edited, as an app-wide observer sees them, for
    /// avoiders created later.
    private(set) var observer = AppKeyboardObserver<UIView>()
    private var pinnedViewBoxes: [WeakBox<UIView>] = []
    /// The paddings fields asked for, weakly by field.
    private var paddings: [ObjectIdentifier: (field: WeakBox<UIView>, padding: CGFloat)] = [:]

    /// The padding `field` asked for, if any.
    func padding(of field: UIView) -> CGFloat? {
      guard let entry = paddings[ObjectIdentifier(field)], entry.field.value === field else {
        return nil
      }
      return entry.padding
    }

    /// Sets (or, with `nil`, removes) the padding `field` asks for.
    func setPadding(_ padding: CGFloat?, for field: UIView) {
      paddings = paddings.filter { $0.value.field.value != nil }
      paddings[ObjectIdentifier(field)] = padding.map { (WeakBox(field), $0) }
    }

    /// Every avoider created, weakly: what a trace records.
    private var avoiderBoxes: [WeakBox<KeyboardAvoider>] = []
    /// The recording under way: each avoider's buffer holds at most this many entries.
    var recordingCapacity: Int?
    /// The decision log's writer, while it is on.
    var decisionLog: ((String) -> Void)?

    /// Registers a new avoider, which records and logs at once if a recording is under way.
    func register(_ avoider: KeyboardAvoider) {
      avoiderBoxes.removeAll { $0.value == nil }
      avoiderBoxes.append(WeakBox(avoider))
      if let capacity = recordingCapacity {
        avoider.avoidance.coordinator.recorder = Self.makeRecorder(capacity: capacity)
      }
      avoider.avoidance.coordinator.decisionLog = decisionLog
    }

    /// A recorder that counts the main run loop's turns.
    static func makeRecorder(capacity: Int) -> AvoidanceTraceRecorder {
      RunLoopTurns.shared.start()
      let recorder = AvoidanceTraceRecorder(capacity: capacity)
      recorder.turn = RunLoopTurns.shared.reader
      return recorder
    }

    /// Every avoider that still exists.
    var avoiders: [KeyboardAvoider] { avoiderBoxes.compactMap(\.value) }

    private override init() {
      super.init()
      // The names every avoider observes: the keyboard's, and focus from begin/end-editing.
      for name in ObservedNotifications.avoider {
        NotificationCenter.default.addObserver(
          self, selector: #selector(didReceive(_:)), name: Notification.Name(name), object: nil)
      }
    }

    /// Starts observing the keyboard, focus and window scenes; call it early (the first avoider
    /// does).
    func start() { KnownWindowScenes.shared.start() }

    @objc nonisolated private func didReceive(_ notification: Notification) {
      guard Thread.isMainThread else { return }
      let handoff = MainThreadHandoff(value: notification)
      assumeMainThread {
        let notification = handoff.value
        observer.receive(
          name: notification.name.rawValue, object: notification.object as AnyObject?,
          userInfo: notification.userInfo)
      }
    }

    /// Registers a view pinned to the keyboard's top.
    func addPinnedView(_ view: UIView) {
      pinnedViewBoxes.removeAll { $0.value == nil || $0.value === view }
      pinnedViewBoxes.append(WeakBox(view))
    }

    /// Unregisters a view pinned to the keyboard's top.
    func removePinnedView(_ view: UIView) {
      pinnedViewBoxes.removeAll { $0.value == nil || $0.value === view }
    }

    /// Whether `view` is pinned to the keyboard.
    func isPinnedView(_ view: UIView) -> Bool {
      pinnedViewBoxes.contains { $0.value === view }
    }

    /// Every view pinned to the keyboard that still exists.
    var pinnedViews: [UIView] { pinnedViewBoxes.compactMap(\.value) }
  }
#endif

#if canImport(UIKit)
  import CoreFoundation

  /// The end of the main run loop's turns, for those who asked: one observer for the app, after
  /// Core Animation's commit (order 2,000,000: WebKit's `RunLoopObserver.h`), when the run loop
  /// is about to wait or leaves its mode. Each request is answered once; an avoider that is gone
  /// by then is skipped, so nothing outlives the avoiders (§11.1).
  @MainActor
  final class RunLoopTurnEnds {
    static let shared = RunLoopTurnEnds()

    private var pending: [() -> Void] = []
    private var observer: CFRunLoopObserver?

    /// Calls `action` once, when this turn of the main run loop ends.
    func watch(_ action: @escaping () -> Void) {
      pending.append(action)
      guard observer == nil else { return }
      let observer = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault,
        CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue, true,
        2_000_001
      ) { _, _ in
        assumeMainThread { RunLoopTurnEnds.shared.turnDidEnd() }
      }
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
      self.observer = observer
    }

    private func turnDidEnd() {
      let actions = pending
      pending = []
      for action in actions { action() }
      // What was written now is committed when the run loop next turns: it turns now instead of
      // sleeping until the next event.
      CFRunLoopWakeUp(CFRunLoopGetMain())
    }
  }
#endif

#if canImport(UIKit)
  import CoreFoundation
  import Foundation

  /// Counts the main run loop's turns while a trace is recorded, so that each notification's
  /// entry says which turn it arrived in: one more each time the run loop wakes up.
  @MainActor
  final class RunLoopTurns {
    static let shared = RunLoopTurns()

    /// Turns counted so far; read on the main thread only.
    private let counter = Counter()
    private var observer: CFRunLoopObserver?

    final class Counter: @unchecked Sendable {
      // Written and read on the main thread only (the observer runs on the main run loop).
      var turn = 0
    }

    /// Starts counting (once).
    func start() {
      guard observer == nil else { return }
      let counter = counter
      let observer = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, CFRunLoopActivity.afterWaiting.rawValue, true, 0
      ) { _, _ in counter.turn += 1 }
      CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
      self.observer = observer
    }

    /// A closure reading the count, for a recorder.
    var reader: () -> Int {
      let counter = counter
      return { counter.turn }
    }
  }
#endif

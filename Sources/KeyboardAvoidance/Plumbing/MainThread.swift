#if canImport(UIKit)
  import Dispatch

  /// Runs main-actor code synchronously from a callback UIKit makes on the main thread (a
  /// key-value observation), without hopping to a later turn of the run loop.
  ///
  /// The iOS 16 SDK has no `MainActor.assumeIsolated`; this does what it does: check that the
  /// caller is on the main queue (trapping otherwise), then call the closure as non-isolated.
  func assumeMainThread<T>(_ operation: @MainActor () throws -> T) rethrows -> T {
    dispatchPrecondition(condition: .onQueue(.main))
    typealias Isolated = @MainActor () throws -> T
    typealias Plain = () throws -> T
    return try withoutActuallyEscaping(operation) { (escaping: @escaping Isolated) throws -> T in
      try unsafeBitCast(escaping, to: Plain.self)()
    }
  }

  /// Values handed from a `nonisolated` callback that has checked it runs on the main thread to
  /// main-actor code in the same call: they never cross threads.
  struct MainThreadHandoff<Value>: @unchecked Sendable {
    let value: Value
  }
#endif

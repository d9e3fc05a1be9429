#if canImport(UIKit)
  import Dispatch
  import Foundation

  /// Runs main-actor code synchronously from a callback UIKit makes on the main thread (a
  /// key-value observation, a notification), without hopping to a later turn of the run loop.
  ///
  /// The iOS 16 SDK has no `MainActor.assumeIsolated`; this does what it does, checking the
  /// *thread*, not the queue: code inside `DispatchQueue.main.sync` from another queue, or inside
  /// `performAndWait` of a main-queue Core Data context, runs on the main thread without being
  /// "on" the main queue, and `dispatchPrecondition(.onQueue(.main))` would trap there where
  /// UIKit does not (§11.4). Off the main thread — an app changing a scroll view from another
  /// thread, which UIKit does not support — it is a documented no-op: nothing is read or
  /// written there.
  func assumeMainThread(_ operation: @MainActor () -> Void) {
    guard Thread.isMainThread else { return }
    typealias Isolated = @MainActor () -> Void
    typealias Plain = () -> Void
    withoutActuallyEscaping(operation) { (escaping: @escaping Isolated) in
      unsafeBitCast(escaping, to: Plain.self)()
    }
  }

  /// Values handed from a `nonisolated` callback that has checked it runs on the main thread to
  /// main-actor code in the same call: they never cross threads.
  struct MainThreadHandoff<Value>: @unchecked Sendable {
    let value: Value
  }

  /// A SwiftUI callback (`onPreferenceChange`) that runs `handler` on the main actor, in the
  /// callback's own turn, whether SwiftUI takes the callback as `@Sendable` and nonisolated
  /// (the iOS 18.x SDKs, where calling the view's main-actor state directly does not compile in
  /// Swift 6 mode) or as a plain closure (the 16.x SDK this package is checked against, which
  /// cannot check the former: this form compiles under both).
  func mainActorHandler<Value>(
    _ handler: @escaping @MainActor @Sendable (Value) -> Void
  ) -> @Sendable (Value) -> Void {
    { value in
      let handoff = MainThreadHandoff(value: value)
      assumeMainThread { handler(handoff.value) }
    }
  }
#endif

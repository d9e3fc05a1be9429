import Foundation
import KeyboardAvoidanceCore

/// One display frame of a list's move (``ListMotion``): what the display link's callback costs
/// while a table or collection view follows the keyboard, with a shrinking inset held and the
/// list's own shift of its offset followed.
enum MotionBenchmarks {
  static var all: [Benchmark] { [frame, pacedFrame] }

  static let frame = Benchmark(
    "list motion: one display frame", targetNanoseconds: 500, targetAllocations: 0
  ) { move(paced: false) }

  /// The same with the host's pacer read each frame (``ScrollState/pace``), as the UIKit host
  /// does: UIKit runs the keyboard's curve for 0.5 s here, not the 0.25 s asked.
  static let pacedFrame = Benchmark(
    "list motion: one display frame, paced", targetNanoseconds: 500, targetAllocations: 0
  ) { move(paced: true) }

  /// A hide's move over and over, one frame per call.
  static func move(paced: Bool) -> () -> Void {
    var motion = ListMotion()
    let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)
    var state = ScrollState(
      contentOffset: .zero, contentInset: AvoidanceInsets(bottom: 336),
      contentSize: CGSize(width: 393, height: 4_000))
    var tick = 0
    // The pacer as the screen shows it each frame (read before the timed body).
    let spring = KeyboardAnimation(duration: 0.5, curve: .keyboard)
    let paces = (0..<90).map { spring.progress(afterElapsed: Double($0) / 60) }
    return {
      if !motion.isRunning {
        // A hide: the offset goes back down, the inset shrinks at the end.
        state.contentOffset = CGPoint(x: 0, y: CGFloat(600 + tick % 97))
        state.contentInset = AvoidanceInsets(bottom: 336)
        _ = motion.start(
          from: state.contentOffset, to: .zero, insets: AvoidanceInsets(bottom: 34),
          current: state.contentInset, animation: animation)
        tick = 0
      }
      tick &+= 1
      if paced { state.pace = paces[min(tick - 1, paces.count - 1)] }
      let frame = motion.frame(
        timestamp: Double(tick - 1) / 60, targetTimestamp: Double(tick) / 60, state: state)
      if let offset = frame.contentOffset { state.contentOffset = offset }
      if let inset = frame.contentInset { state.contentInset = inset }
      blackHole(frame)
    }
  }
}

import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A list's move at the pace of a UIKit animation in the keyboard's timing: with curve 7 UIKit
/// may run its own time, not the duration the notification gives (§1.1, review N12), and a
/// scroll view's `UIView.animate` moves in that time while a list moves frame by frame.
@Suite("A list's move at the keyboard's pace")
struct ListMotionPaceTests {
  static let asked = KeyboardAnimation(duration: 0.25, curve: .keyboard)
  /// The pacer as the screen shows it when UIKit runs curve 7 for 0.5 s, whatever is asked.
  static func halfSecond(_ time: TimeInterval) -> Double {
    KeyboardAnimation(duration: 0.5, curve: .keyboard).progress(afterElapsed: time)
  }

  /// Runs a move from 0 to 300 with the pacer read at each frame's `timestamp`, as a display
  /// link's callback does; returns the offset each frame shows and when.
  static func run(pacer: ((TimeInterval) -> Double)?) -> [(shows: TimeInterval, y: CGFloat)] {
    var motion = ListMotion()
    var state = ScrollState(
      contentOffset: .zero, contentInset: .zero, contentSize: CGSize(width: 390, height: 3000))
    _ = motion.start(
      from: .zero, to: CGPoint(x: 0, y: 300), insets: nil, current: .zero, animation: asked)
    var shown: [(TimeInterval, CGFloat)] = []
    for index in 1...120 where motion.isRunning {
      let timestamp = Double(index - 1) / 60
      let target = Double(index) / 60
      state.pace = pacer?(timestamp)
      let frame = motion.frame(timestamp: timestamp, targetTimestamp: target, state: state)
      if let offset = frame.contentOffset {
        state.contentOffset = offset
        shown.append((target, offset.y))
      }
    }
    return shown
  }

  @Test("Paced, each frame shows the list where the pacer is when the frame shows")
  func followsPacer() throws {
    let frames = Self.run(pacer: Self.halfSecond)
    let last = try #require(frames.last)
    #expect(abs(last.shows - 0.5) < 0.02, "the move ended at \(last.shows) s, not with the pacer")
    #expect(last.y == 300)
    for frame in frames.dropFirst(2) {
      let expected = 300 * Self.halfSecond(frame.shows)
      #expect(
        abs(frame.y - expected) < 6,
        "at \(frame.shows) s the list shows \(frame.y), the keyboard's pace \(expected)")
    }
  }

  @Test("Ahead of a pacer UIKit runs longer than asked, the list never stands still")
  func neverStandsStill() throws {
    // The pacer starts between the frames: the first frame is ahead of it.
    let frames = Self.run(pacer: { Self.halfSecond(max(0, $0 - 0.5 / 60)) })
    let last = try #require(frames.last)
    #expect(last.y == 300)
    for (before, frame) in zip(frames, frames.dropFirst()) {
      #expect(frame.y > before.y, "at \(frame.shows) s the list stands at \(frame.y)")
    }
  }

  @Test(
    "Paced by a short keyboard animation that eases out fast, the list never stands still while the keyboard moves (7/59658)",
    arguments: [0.17, 0.2])
  func shortCurveNeverStandsStill(duration: TimeInterval) throws {
    let animation = KeyboardAnimation(duration: duration, curve: .keyboard)
    var motion = ListMotion()
    var state = ScrollState(
      contentOffset: CGPoint(x: 0, y: 240), contentInset: .zero,
      contentSize: CGSize(width: 1024, height: 900))
    _ = motion.start(
      from: state.contentOffset, to: CGPoint(x: 0, y: -68), insets: nil, current: .zero,
      animation: animation)
    var shown: [CGFloat] = []
    for index in 1...60 where motion.isRunning {
      let timestamp = Double(index - 1) / 60
      state.pace = animation.progress(afterElapsed: timestamp)
      let frame = motion.frame(
        timestamp: timestamp, targetTimestamp: Double(index) / 60, state: state)
      if let offset = frame.contentOffset {
        state.contentOffset = offset
        shown.append(offset.y)
      }
    }
    #expect(shown.last == -68)
    for (before, after) in zip(shown, shown.dropFirst()) where before != -68 {
      #expect(after < before, "the list stands at \(after) while the keyboard moves")
    }
  }

  @Test("A pacer read lower than the frame before (a reading's noise) never moves the list back")
  func neverBack() throws {
    let readings: [Double] = [0, 0.1, 0.3, 0.35, 0.33, 0.6, 1, 1]
    let frames = Self.run(pacer: { time in
      readings[min(readings.count - 1, Int((time * 60).rounded()))]
    })
    for (before, frame) in zip(frames, frames.dropFirst()) {
      #expect(frame.y >= before.y, "at \(frame.shows) s the list went back to \(frame.y)")
    }
    #expect(try #require(frames.last).y == 300)
  }

  @Test("The first frame, before the pacer has a step to carry on, is not ahead of the keyboard")
  func firstFrameNotAhead() throws {
    let frames = Self.run(pacer: Self.halfSecond)
    let first = try #require(frames.first)
    #expect(first.y > 0, "the list moves from the first frame")
    #expect(first.y <= 300 * Self.halfSecond(first.shows) + 0.5)
  }

  @Test("Without a pacer, the move takes the duration asked")
  func timedWithoutPacer() throws {
    let frames = Self.run(pacer: nil)
    let last = try #require(frames.last)
    #expect(abs(last.shows - 0.25) < 0.02)
    #expect(last.y == 300)
  }

  @Test("A pacer that never ends lets the move end a second past the duration asked")
  func stuckPacer() throws {
    let frames = Self.run(pacer: { _ in 0.5 })
    let last = try #require(frames.last)
    #expect(last.shows <= 0.25 + ListMotion.paceGrace + 0.02)
    #expect(last.y == 150, "the list stays where the pacer shows it")
  }

  @Test("A list's animated move starts the pacer in the keyboard's animation")
  func listWriteStartsPacer() throws {
    let host = ListMotionTimingTests.listMoving(fieldY: 1200, until: 0)
    let started = try #require(host.writes.first { $0.pace != nil })
    #expect(started.pace?.curve == .keyboard)
    #expect(started.pace?.duration == 0.25)
    #expect(started.overridesInheritedAnimation)
    #expect(host.frameClockRuns)
  }
}

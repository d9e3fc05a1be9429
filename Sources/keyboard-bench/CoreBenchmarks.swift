import Foundation
import KeyboardAvoidanceCore

/// The engine's hot paths: what runs on every keyboard notification and field switch.
enum CoreBenchmarks {
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
  static let hidden = CGRect(x: 0, y: 852, width: 393, height: 336)

  static var all: [Benchmark] {
    [
      parse, reduce, solve, coordinator, coordinatorKeyboard, unchangedLayout, anchor,
      hooksOff, idleEvent, recordedLayout,
    ]
  }

  static let parse = Benchmark("parse a will-show notification") {
    let infos: [[AnyHashable: Any]] = [docked, hidden].map { frame in
      [
        KeyboardUserInfoKey.frameBegin: hidden, KeyboardUserInfoKey.frameEnd: frame,
        KeyboardUserInfoKey.animationDuration: 0.25, KeyboardUserInfoKey.animationCurve: 7,
        KeyboardUserInfoKey.isLocal: true,
      ]
    }
    var index = 0
    return {
      index &+= 1
      blackHole(KeyboardEvent.parse(phase: .willShow, userInfo: infos[index & 1]))
    }
  }

  static let reduce = Benchmark("reduce one keyboard event") {
    let events = [
      KeyboardEvent(
        phase: .willShow, endFrame: docked, animation: .keyboardDefault),
      KeyboardEvent(phase: .didShow, endFrame: docked),
      KeyboardEvent(phase: .willHide, endFrame: hidden, animation: .keyboardDefault),
      KeyboardEvent(phase: .didHide, endFrame: hidden),
    ]
    var state = KeyboardState()
    var index = 0
    return {
      index &+= 1
      blackHole(state.apply(events[index & 3]))
    }
  }

  static let solve = Benchmark(
    "solve one snapshot", targetNanoseconds: 1_000, targetAllocations: 0
  ) {
    var snapshot = AvoidanceSnapshot(
      bounds: CGRect(x: 0, y: -103, width: 393, height: 852),
      frameInWindow: screen, contentSize: CGSize(width: 393, height: 1600),
      systemContentInset: AvoidanceInsets(top: 103, bottom: 34),
      safeAreaInsets: AvoidanceInsets(top: 103, bottom: 34), keyboardFrameInWindow: docked,
      targets: AvoidanceTargets(
        field: CGRect(x: 16, y: 700, width: 361, height: 44),
        caret: CGRect(x: 30, y: 710, width: 2, height: 20),
        companions: [CGRect(x: 16, y: 746, width: 361, height: 18)]))
    var y: CGFloat = 0
    return {
      y = y >= 1400 ? 0 : y + 7
      snapshot.targets?.field.origin.y = y
      blackHole(AvoidanceSolver.solve(snapshot))
    }
  }

  static let coordinator = Benchmark("coordinator: field switch") {
    let host = BenchHost()
    host.coordinator.handle(.keyboard(KeyboardEvent(phase: .willShow, endFrame: docked)))
    var toggle = false
    return {
      toggle.toggle()
      host.fieldY = toggle ? 1200 : 300
      host.coordinator.handle(.focusChanged)
    }
  }

  static let coordinatorKeyboard = Benchmark("coordinator: keyboard notification") {
    let host = BenchHost()
    let show = KeyboardEvent(phase: .willShow, endFrame: docked, animation: .keyboardDefault)
    let hide = KeyboardEvent(phase: .willHide, endFrame: hidden, animation: .keyboardDefault)
    var toggle = false
    return {
      toggle.toggle()
      host.coordinator.handle(.keyboard(toggle ? show : hide))
    }
  }
}

extension CoreBenchmarks {
  /// The trace hooks with recording off, as the coordinator runs them for every event: its
  /// hooks' optional checked on the way in and on the way out.
  static let hooksOff = Benchmark(
    "trace hooks, recording off (per event)", targetNanoseconds: 5, targetAllocations: 0
  ) {
    let site = HookSite()
    return {
      site.hooks?.recorder?.record(.event(.layoutChanged))
      if site.hooks != nil { site.hooks?.recorder?.record(.end) }
    }
  }

  /// For scale: a whole event the idle engine ignores, hooks included.
  static let idleEvent = Benchmark("coordinator: an event the idle engine ignores") {
    let host = BenchHost()
    return { host.coordinator.handle(.layoutChanged) }
  }

  /// The same unchanged layout pass with recording on: the reading and the event are kept.
  static let recordedLayout = Benchmark("coordinator: unchanged layout pass, recording on") {
    let host = BenchHost()
    host.coordinator.recorder = AvoidanceTraceRecorder(capacity: 1_000)
    host.coordinator.handle(.keyboard(KeyboardEvent(phase: .willShow, endFrame: docked)))
    host.coordinator.handle(.layoutChanged)
    return { host.coordinator.handle(.layoutChanged) }
  }

  /// What every frame of a user's scroll costs the engine when nothing it cares about changed:
  /// the avoider reports the pass as it does on a device (`handleLayoutPass(of:)`), the
  /// coordinator reads the geometry, finds it differs from the last quiet pass only in the
  /// offset, notes who scrolled, and stops.
  static let unchangedLayout = Benchmark(
    "coordinator: unchanged layout pass", targetNanoseconds: 300, targetAllocations: 0
  ) {
    let host = BenchHost()
    host.coordinator.handle(.keyboard(KeyboardEvent(phase: .willShow, endFrame: docked)))
    host.coordinator.handle(.layoutChanged)
    var step: CGFloat = 0
    return {
      // The user's finger moves content a point further each frame, within the range.
      step = step >= 200 ? 0 : step + 1
      host.scroll(toY: 200 + step)
      host.coordinator.handleLayoutPass(of: host)
    }
  }
}

extension CoreBenchmarks {
  /// What a SwiftUI scroll view computes for a field the keyboard covers: the solver's place
  /// for it and the marker and anchor for `scrollTo(_:anchor:)` that land it there.
  static let anchor = Benchmark(
    "SwiftUI scrollTo request (solver, marker, anchor)", targetNanoseconds: 1_000,
    targetAllocations: 0
  ) {
    var reading = ScrollViewReading(
      size: CGSize(width: 393, height: 852), safeAreaInsets: AvoidanceInsets(top: 103, bottom: 336),
      contentFrame: CGRect(x: 0, y: 103, width: 393, height: 2000),
      targets: AvoidanceTargets(field: CGRect(x: 16, y: 600, width: 361, height: 44)))
    var y: CGFloat = 600
    return {
      y = y >= 1200 ? 600 : y + 7
      reading.targets?.field.origin.y = y
      blackHole(KeyboardAwareScroll.request(for: reading, padding: 12, policy: .minimal))
    }
  }
}

/// Where the coordinator keeps its hooks: stored properties of a class, read as it reads them.
final class HookSite {
  var hooks: TraceHooks?
}

/// A scroll container with one field, the minimum a coordinator needs. Its reading is kept until
/// something in it changes, so that the rows time the core, not the building of a reading (a
/// host's reads are counted apart, in the world).
final class BenchHost: KeyboardAvoidanceHost {
  var fieldY: CGFloat = 700 {
    didSet { reading = nil }
  }
  /// Where content is scrolled to; ``scroll(toY:)`` moves it in the kept reading.
  private(set) var offset = CGPoint(x: 0, y: -103)
  var contentInset = AvoidanceInsets.zero {
    didSet { reading = nil }
  }
  var indicatorInsets = AvoidanceInsets.zero {
    didSet { reading = nil }
  }
  private var reading: ContainerGeometry?
  lazy var coordinator = KeyboardAvoidanceCoordinator(host: self)

  func avoidanceGeometry() -> ContainerGeometry? {
    if let reading { return reading }
    let made = makeGeometry()
    reading = made
    return made
  }

  private func makeGeometry() -> ContainerGeometry {
    ContainerGeometry(
      environment: KeyboardEnvironment(screen: CoreBenchmarks.screen),
      frameInWindow: CoreBenchmarks.screen,
      bounds: CGRect(origin: offset, size: CoreBenchmarks.screen.size),
      contentSize: CGSize(width: 393, height: 1600), contentInset: contentInset,
      adjustedContentInset: contentInset.adding(bottom: 34),
      safeAreaInsets: AvoidanceInsets(top: 103, bottom: 34),
      verticalIndicatorInsets: indicatorInsets,
      focus: AvoidanceTargets(field: CGRect(x: 16, y: fieldY, width: 361, height: 44)))
  }

  /// Moves content as the user's scroll does: only the reading's offset changes.
  func scroll(toY y: CGFloat) {
    offset.y = y
    reading?.bounds.origin.y = y
  }

  func applyAvoidance(_ update: AvoidanceUpdate) {
    contentInset = update.insets.content
    indicatorInsets = update.insets.indicator
    if let offset = update.contentOffset { scroll(toY: offset.y) }
  }
}

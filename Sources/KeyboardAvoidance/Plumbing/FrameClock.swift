#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// A display link that calls `tick(timestamp, targetTimestamp)` once per frame while it runs,
  /// at the display's rate (ProMotion screens run at 120 Hz). The link retains its target, the
  /// clock, which holds only a closure: once that closure says its owner is gone (`false`), the
  /// link stops.
  @MainActor
  final class FrameClock: NSObject {
    private let tick: (_ timestamp: CFTimeInterval, _ target: CFTimeInterval) -> Bool
    private var link: CADisplayLink?

    init(tick: @escaping (_ timestamp: CFTimeInterval, _ target: CFTimeInterval) -> Bool) {
      self.tick = tick
    }

    /// Whether the clock ticks; setting it starts or stops the display link.
    var isRunning: Bool {
      get { link != nil }
      set {
        guard newValue != isRunning else { return }
        link?.invalidate()
        link = newValue ? makeLink() : nil
      }
    }

    private func makeLink() -> CADisplayLink {
      let link = CADisplayLink(target: self, selector: #selector(step(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      return link
    }

    @objc private func step(_ link: CADisplayLink) {
      if !tick(link.timestamp, link.targetTimestamp) { isRunning = false }
    }
  }
#endif

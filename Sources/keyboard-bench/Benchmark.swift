import AllocationCounter
import Dispatch

/// One operation to measure: `make` prepares the state and returns a closure that performs the
/// operation once per call (varying its input so that nothing can be hoisted out of the loop).
struct Benchmark: Sendable {
  let name: String
  /// Median nanoseconds per call at or below which the row passes, if there is a target.
  let targetNanoseconds: Double?
  /// Allocations per call at or below which the row passes, if there is a target.
  let targetAllocations: Double?
  let make: @Sendable () -> () -> Void

  init(
    _ name: String, targetNanoseconds: Double? = nil, targetAllocations: Double? = nil,
    make: @escaping @Sendable () -> () -> Void
  ) {
    self.name = name
    self.targetNanoseconds = targetNanoseconds
    self.targetAllocations = targetAllocations
    self.make = make
  }
}

/// The result of measuring one ``Benchmark``.
struct Measurement {
  let name: String
  let medianNanoseconds: Double
  let p10Nanoseconds: Double
  let p90Nanoseconds: Double
  let allocationsPerCall: Double?
  let benchmark: Benchmark
  /// How many times the row was measured (the best run is shown).
  var runs = 1

  var passes: Bool? {
    guard benchmark.targetNanoseconds != nil || benchmark.targetAllocations != nil else {
      return nil
    }
    let timeOK = benchmark.targetNanoseconds.map { medianNanoseconds <= $0 } ?? true
    let allocationsOK =
      benchmark.targetAllocations.map { target in allocationsPerCall.map { $0 <= target } ?? true }
      ?? true
    return timeOK && allocationsOK
  }
}

/// Runs benchmarks: batches of calls timed with the monotonic clock, the median over samples.
struct BenchmarkRunner {
  var samples = 51
  var minimumBatchNanoseconds: UInt64 = 2_000_000

  func measure(_ benchmark: Benchmark) -> Measurement {
    let operation = benchmark.make()
    let warmUpStart = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<1_000 {  // warm up, for at most a quarter of a second
      operation()
      if DispatchTime.now().uptimeNanoseconds - warmUpStart > 250_000_000 { break }
    }
    let batch = calibratedBatch(operation)
    var perCall: [Double] = []
    perCall.reserveCapacity(samples)
    for _ in 0..<samples {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<batch { operation() }
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      perCall.append(Double(elapsed) / Double(batch))
    }
    perCall.sort()
    var allocations: Double?
    if AllocationCounting.isWorking {
      let calls = max(10, min(10_000, batch))
      ka_allocation_counting_start()
      for _ in 0..<calls { operation() }
      allocations = Double(ka_allocation_counting_stop()) / Double(calls)
    }
    return Measurement(
      name: benchmark.name, medianNanoseconds: perCall[perCall.count / 2],
      p10Nanoseconds: perCall[perCall.count / 10],
      p90Nanoseconds: perCall[perCall.count * 9 / 10], allocationsPerCall: allocations,
      benchmark: benchmark)
  }

  private func calibratedBatch(_ operation: () -> Void) -> Int {
    var batch = 1
    while batch < 1 << 24 {
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<batch { operation() }
      if DispatchTime.now().uptimeNanoseconds - start >= minimumBatchNanoseconds { break }
      batch *= 2
    }
    return batch
  }
}

/// Keeps a value alive so that the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Whether the allocation counter really sees this process's allocations: checked once by
/// counting an allocation that certainly happens.
enum AllocationCounting {
  static let isWorking: Bool = {
    guard ka_allocation_counting_supported() != 0 else { return false }
    ka_allocation_counting_start()
    let probe = [Int](repeating: Int(DispatchTime.now().uptimeNanoseconds & 0xFF), count: 64)
    blackHole(probe)
    return ka_allocation_counting_stop() > 0
  }()
}

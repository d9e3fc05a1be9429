/// A seeded random number generator (SplitMix64): the same seed gives the same numbers on
/// every platform, so randomized tests and the testing library's fuzzer replay exactly. The
/// package's own: no product exports it.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let rows = Int.random(in: 1...200, using: &random)
/// ```
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose numbers are fixed by `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in `0..<1`.
  package mutating func nextDouble() -> Double {
    Double(next() >> 11) / Double(1 << 53)
  }
}

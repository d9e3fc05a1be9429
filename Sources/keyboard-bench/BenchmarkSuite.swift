/// Every benchmark keyboard-bench runs, in the order of its table.
enum BenchmarkSuite {
  static var all: [Benchmark] {
    CoreBenchmarks.all + NavigationBenchmarks.all + ListBenchmarks.all + MotionBenchmarks.all
  }
}

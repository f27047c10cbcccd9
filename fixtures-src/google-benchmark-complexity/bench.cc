// A benchmark with Complexity(): Google Benchmark adds BM_Scan_BigO and BM_Scan_RMS rows
// (aggregate_name "BigO"/"RMS", run_name "BM_Scan") after the BM_Scan/N runs.
#include <benchmark/benchmark.h>
#include <cstdint>

static void BM_Scan(benchmark::State& state) {
  const int64_t n = state.range(0);
  for (auto _ : state) {
    uint64_t x = 1;
    for (int64_t i = 0; i < n; i++) {
      x = x * 6364136223846793005ULL + 1442695040888963407ULL;
      benchmark::DoNotOptimize(x);
    }
  }
  state.SetComplexityN(n);
}
BENCHMARK(BM_Scan)->RangeMultiplier(4)->Range(256, 4096)->Complexity();
BENCHMARK_MAIN();

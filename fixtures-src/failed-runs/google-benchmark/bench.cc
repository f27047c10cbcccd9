// Google Benchmark made to fail on the head build: BM_Parse calls state.SkipWithError
// (an error, reported as error_occurred/error_message); BM_Sum is the same on both builds.
#include <benchmark/benchmark.h>
#include <cstdint>
#include <vector>

static void BM_Sum(benchmark::State& state) {
  std::vector<std::uint32_t> v(4096, 3);
  for (auto _ : state) {
    std::uint64_t s = 0;
    for (auto x : v) s += x;
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_Sum);

static void BM_Parse(benchmark::State& state) {
#ifdef HEAD
  state.SkipWithError("could not open input <data.bin> @reviewer");
  for (auto _ : state) {
  }
  return;
#else
  std::vector<std::uint8_t> v(4096, 7);
  for (auto _ : state) {
    std::uint32_t h = 2166136261u;
    for (auto x : v) h = (h ^ x) * 16777619u;
    benchmark::DoNotOptimize(h);
  }
#endif
}
BENCHMARK(BM_Parse);

BENCHMARK_MAIN();

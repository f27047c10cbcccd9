// Counters Google Benchmark writes as NaN and Infinity (bench-verdict fixtures/google-benchmark/non-finite):
// BM_Ratio's hit_rate is 0/0 and its speedup 1/0 in every repetition; BM_Lookup's hit_rate is
// 0/0 in every other call (a run that looked nothing up) and 0.5 in the rest.
#include <benchmark/benchmark.h>
#include <cmath>

static void BM_Ratio(benchmark::State& state) {
  long hits = 0, misses = 0;
  for (auto _ : state) benchmark::DoNotOptimize(hits += 0);
  state.counters["hit_rate"] = static_cast<double>(hits) / static_cast<double>(hits + misses);
  state.counters["speedup"] = 1.0 / static_cast<double>(misses);
  state.counters["items"] = 42;
}
BENCHMARK(BM_Ratio);

static void BM_Lookup(benchmark::State& state) {
  static int call = 0;
  long hits = 0;
  for (auto _ : state) benchmark::DoNotOptimize(hits += 1);
  const bool looked = call++ % 2 != 0;
  state.counters["hit_rate"] = looked ? 0.5 : std::nan("");
}
BENCHMARK(BM_Lookup);

BENCHMARK_MAIN();

// Two small Google Benchmark benchmarks, run several times to show what makes files "one run"
// (fixtures/google-benchmark/runs/PROVENANCE.md). -DVARIANT_B builds a second build whose BM_Hash
// does twice the work: the same benchmark names, another program.
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

static void BM_Hash(benchmark::State& state) {
#ifdef VARIANT_B
  std::vector<std::uint8_t> v(8192, 7);
#else
  std::vector<std::uint8_t> v(4096, 7);
#endif
  for (auto _ : state) {
    std::uint32_t h = 2166136261u;
    for (auto x : v) h = (h ^ x) * 16777619u;
    benchmark::DoNotOptimize(h);
  }
}
BENCHMARK(BM_Hash);

BENCHMARK_MAIN();

#include <benchmark/benchmark.h>
#include <cstdlib>
#include <cstdint>
#include <vector>
static int extra = 0;           // BV_SLOW=N percent extra work
static void BM_Sum(benchmark::State& st) {
  std::vector<uint32_t> v(st.range(0), 3);
  size_t n = v.size() + v.size() * extra / 100;
  for (auto _ : st) {
    uint64_t s = 0;
    for (size_t i = 0; i < n; i++) { s += v[i % v.size()] * 2654435761u; benchmark::DoNotOptimize(s); }
  }
  st.SetBytesProcessed(st.iterations() * v.size() * 4);
}
BENCHMARK(BM_Sum)->Arg(4096)->Arg(65536);
static void BM_Hash(benchmark::State& st) {
  uint64_t h = 1469598103934665603ull;
  for (auto _ : st) {
    for (int i = 0; i < 2000; i++) { h ^= i; h *= 1099511628211ull; benchmark::DoNotOptimize(h); }
    if (getenv("BV_CRASH")) abort();
    if (getenv("BV_ERR")) { st.SkipWithError("boom"); break; }
  }
}
BENCHMARK(BM_Hash);
int main(int argc, char** argv) {
  if (getenv("BV_SLOW")) extra = atoi(getenv("BV_SLOW"));
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
}

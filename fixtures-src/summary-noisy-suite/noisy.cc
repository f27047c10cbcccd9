// A Google Benchmark suite whose neighbours are noisy (fixtures/summary-noisy-suite/PROVENANCE.md):
// BM_Clean/N does a fixed amount of work; BM_Noisy/N draws its amount of work anew on every call,
// log-normally with sigma 1, so its repetitions scatter by a factor of about 3 and its mean moves
// between runs as much as its own sd says; BM_Target does 100 + SLOW percent of BM_Clean/8000's
// work (SLOW=32: a clean +32 % regression).
#include <benchmark/benchmark.h>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <random>

static int slow = std::getenv("SLOW") ? std::atoi(std::getenv("SLOW")) : 0;
static std::mt19937_64 rng{std::random_device{}()};

static std::uint64_t work(long n) {
  std::uint64_t x = 1;
  for (long i = 0; i < n; i++) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    benchmark::DoNotOptimize(x);
  }
  return x;
}

static void BM_Clean(benchmark::State& s) {
  long n = s.range(0);
  for (auto _ : s) benchmark::DoNotOptimize(work(n));
}
BENCHMARK(BM_Clean)->DenseRange(1000, 6000, 1000);

static void BM_Noisy(benchmark::State& s) {
  std::lognormal_distribution<double> factor(0.0, 1.0);
  long n = static_cast<long>(s.range(0) * factor(rng));
  for (auto _ : s) benchmark::DoNotOptimize(work(n));
}
BENCHMARK(BM_Noisy)->DenseRange(1000, 16000, 1000);

static void BM_Target(benchmark::State& s) {
  long n = 8000 + 8000L * slow / 100;
  for (auto _ : s) benchmark::DoNotOptimize(work(n));
}
BENCHMARK(BM_Target);

BENCHMARK_MAIN();

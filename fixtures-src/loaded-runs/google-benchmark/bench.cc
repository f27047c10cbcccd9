// Google Benchmark program for the loaded-runs fixtures (fixtures/loaded-runs/google-benchmark).
//
// Variant A (default) is the base branch; variant B (-DVARIANT_B) is a head branch that does
// more work per iteration in two benchmarks:
//   BM_Crc32     B SLOWER (~+28 %): a second CRC over EXTRA_PCT % of the buffer
//   BM_Fnv1a     B SLOWER (~+28 %): re-hashes EXTRA_PCT % of the buffer
//   BM_Primes    unchanged
//   BM_Newton    unchanged
// The kernels are latency-bound dependency chains over L1-resident buffers.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#ifndef EXTRA_PCT
#define EXTRA_PCT 28
#endif

namespace {

std::vector<unsigned char> RandomBytes(size_t n, uint64_t seed) {
  std::vector<unsigned char> v(n);
  for (size_t i = 0; i < n; i++) {
    seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
    v[i] = static_cast<unsigned char>(seed >> 24);
  }
  return v;
}

uint64_t Fnv1a(const unsigned char* p, size_t n, uint64_t h) {
  for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ull; }
  return h;
}

uint32_t Crc32(const unsigned char* p, size_t n, uint32_t crc) {
  crc = ~crc;
  for (size_t i = 0; i < n; i++) {
    crc ^= p[i];
    for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

}  // namespace

static void BM_Crc32(benchmark::State& state) {
  const size_t n = 4096;
  const auto buf = RandomBytes(n, 7);
  for (auto _ : state) {
    uint32_t c = Crc32(buf.data(), n, 0);
#ifdef VARIANT_B
    c ^= Crc32(buf.data(), n / 100 * EXTRA_PCT, 0x5bd1e995u);  // "paranoid" second CRC
#endif
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK(BM_Crc32);

static void BM_Fnv1a(benchmark::State& state) {
  const size_t n = 16384;
  const auto buf = RandomBytes(n, 42);
  for (auto _ : state) {
    uint64_t h = Fnv1a(buf.data(), n, 1469598103934665603ull);
#ifdef VARIANT_B
    h ^= Fnv1a(buf.data(), n / 100 * EXTRA_PCT, h);  // re-verifies the buffer's head
#endif
    benchmark::DoNotOptimize(h);
  }
}
BENCHMARK(BM_Fnv1a);

static void BM_Primes(benchmark::State& state) {
  for (auto _ : state) {
    uint32_t count = 0;
    for (uint32_t n = 2; n <= 20000; n++) {
      bool prime = true;
      for (uint32_t d = 2; d * d <= n; d++)
        if (n % d == 0) { prime = false; break; }
      count += prime;
    }
    benchmark::DoNotOptimize(count);
  }
}
BENCHMARK(BM_Primes);

static void BM_Newton(benchmark::State& state) {
  for (auto _ : state) {
    double acc = 0;
    for (int i = 1; i <= 20000; i++) {
      const double a = i;
      double r = static_cast<double>(1u << ((33 - __builtin_clz(static_cast<unsigned>(i))) / 2));
      for (int k = 0; k < 3; k++) r = 0.5 * (r + a / r);
      acc += r;
    }
    benchmark::DoNotOptimize(acc);
  }
}
BENCHMARK(BM_Newton);

BENCHMARK_MAIN();

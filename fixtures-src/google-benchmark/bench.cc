// Google Benchmark fixture program for bench-verdict.
//
// One source file, three variants selected at compile time:
//   (default)           base      - the PR's base branch
//   -DVARIANT_HEAD      head      - the PR's head branch
//   -DVARIANT_REFERENCE reference - an older "known good" build (for the reference-runs fixtures)
//
// Benchmarks and what the variants change:
//   BM_Crc32/1024, BM_Crc32/16384  head SLOWER: adds a "paranoid" second CRC over part of the buffer
//   BM_Checksum                    head FASTER: drops a redundant re-verification pass (base regressed
//                                  vs reference by adding it; head restores the reference code)
//   BM_Primes                      unchanged (user counters "primes" (plain) and "candidates" (rate))
//   BM_NewtonSqrt                  unchanged
//
// The kernels are latency-bound dependency chains over small, L1/L2-resident
// buffers so that timings are not dominated by memory-bandwidth noise.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstring>
#include <vector>

#if defined(VARIANT_HEAD) || defined(VARIANT_REFERENCE)
#define CHECKSUM_REVERIFY 0
#else
#define CHECKSUM_REVERIFY 1
#endif

#ifndef CHECKSUM_VERIFY_PCT
#define CHECKSUM_VERIFY_PCT 40  // base re-hashes this % of the buffer
#endif
#ifndef CRC_EXTRA_PCT
#define CRC_EXTRA_PCT 30  // head re-CRCs this % of the buffer
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

uint64_t Fnv1a(const unsigned char* p, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ull; }
  return h;
}

uint32_t Crc32Bitwise(const unsigned char* p, size_t n, uint32_t crc) {
  crc = ~crc;
  for (size_t i = 0; i < n; i++) {
    crc ^= p[i];
    for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

uint64_t Checksum(const unsigned char* p, size_t n) {
  uint64_t h = Fnv1a(p, n);
#if CHECKSUM_REVERIFY
  // base: re-verifies the first part of the buffer (redundant work, the regression).
  if (Fnv1a(p, n / 100 * CHECKSUM_VERIFY_PCT) == 0) h ^= 1;
#endif
  return h;
}

uint32_t Crc32(const unsigned char* p, size_t n) {
  uint32_t c = Crc32Bitwise(p, n, 0);
#ifdef VARIANT_HEAD
  // head: "paranoid" mode re-computes the CRC of the buffer's head with another seed.
  c ^= Crc32Bitwise(p, n / 100 * CRC_EXTRA_PCT, 0x5bd1e995u);
#endif
  return c;
}

// 2^ceil(bits/2): within a factor of sqrt(2) of sqrt(i).
double InitialGuess(int i) {
  const int bits = 32 - __builtin_clz(static_cast<unsigned>(i));
  return static_cast<double>(1u << ((bits + 1) / 2));
}

}  // namespace

// Registered first on purpose: Google Benchmark 1.7.1's CSV reporter takes the
// user-counter columns from the first benchmark it reports and aborts if a later
// benchmark brings a counter that is not among them, so the only benchmark with
// user counters must come first for --benchmark_out_format=csv to work.
static void BM_Primes(benchmark::State& state) {
  uint32_t count = 0;
  for (auto _ : state) {
    count = 0;
    for (uint32_t n = 2; n <= 20000; n++) {
      bool prime = true;
      for (uint32_t d = 2; d * d <= n; d++)
        if (n % d == 0) { prime = false; break; }
      count += prime;
    }
    benchmark::DoNotOptimize(count);
  }
  state.counters["primes"] = count;  // plain user counter
  state.counters["candidates"] = benchmark::Counter(  // rate user counter
      static_cast<double>(state.iterations()) * 19999, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Primes);

static void BM_Crc32(benchmark::State& state) {
  const size_t n = static_cast<size_t>(state.range(0));
  const auto buf = RandomBytes(n, 7);
  for (auto _ : state) {
    benchmark::DoNotOptimize(Crc32(buf.data(), n));
  }
}
BENCHMARK(BM_Crc32)->Arg(1024)->Arg(16384);

static void BM_Checksum(benchmark::State& state) {
  const size_t n = 8192;
  const auto buf = RandomBytes(n, 42);
  for (auto _ : state) {
    benchmark::DoNotOptimize(Checksum(buf.data(), n));
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(n));
}
BENCHMARK(BM_Checksum);

static void BM_NewtonSqrt(benchmark::State& state) {
  // Square roots of 1..20000 by 3 Newton steps each from a power-of-two guess (an FP-division dependency chain).
  double acc = 0;
  for (auto _ : state) {
    acc = 0;
    for (int i = 1; i <= 20000; i++) {
      const double a = i;
      double r = InitialGuess(i);
      for (int k = 0; k < 3; k++) r = 0.5 * (r + a / r);
      acc += r;
    }
    benchmark::DoNotOptimize(acc);
  }
}
BENCHMARK(BM_NewtonSqrt);

BENCHMARK_MAIN();

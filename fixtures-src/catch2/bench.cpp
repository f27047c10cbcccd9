// Catch2 v2 benchmarks for the bench-verdict fixtures: small CPU-bound kernels.
#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <vector>

static std::uint32_t crc32(const std::vector<std::uint8_t>& data) {
  std::uint32_t crc = 0xFFFFFFFFu;
  for (auto byte : data) {
    crc ^= byte;
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

static int primes(int limit) {
  std::vector<bool> sieve(limit + 1, true);
  int count = 0;
  for (int i = 2; i <= limit; ++i) {
    if (!sieve[i]) continue;
    ++count;
    for (long j = static_cast<long>(i) * i; j <= limit; j += i) sieve[j] = false;
  }
  return count;
}

static double newton(int n) {
  double total = 0;
  for (int k = 1; k < n; ++k) {
    double x = k;
    for (int i = 0; i < 8; ++i) x = 0.5 * (x + k / x);
    total += x;
  }
  return total;
}

TEST_CASE("Checksums") {
  std::vector<std::uint8_t> small(1024, 7), large(16384, 7);
  BENCHMARK("crc32 1024") { return crc32(small); };
  BENCHMARK("crc32 16384") { return crc32(large); };
}

TEST_CASE("Numeric kernels") {
  BENCHMARK("primes up to 20000") { return primes(20000); };
  BENCHMARK("newton square roots of the first two hundred integers, eight steps each") {
    return newton(200);
  };
  BENCHMARK("empty loop body") { return 0; };
}

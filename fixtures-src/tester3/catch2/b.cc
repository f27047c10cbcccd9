#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>
#include <cstdlib>
static int extra() { const char* e = getenv("BV_SLOW"); return e ? atoi(e) : 0; }
static unsigned long work(int n) { unsigned long s = 0; for (int i = 0; i < n; i++) { s += i * 2654435761u; s ^= s >> 7; } return s; }
TEST_CASE("bench") {
  int n = 20000 + 20000 * extra() / 100;
  BENCHMARK("work 20k") { return work(n); };
  BENCHMARK("work 2k") { return work(2000); };
  BENCHMARK("maybe throw") { if (getenv("BV_FAIL")) throw std::runtime_error("boom"); return work(500); };
}

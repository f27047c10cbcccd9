#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>
#include <cstdlib>
#include <vector>
#include <numeric>
static int slow() { const char* s = getenv("SLOW"); return s ? atoi(s) : 0; }
static long work(int n){ volatile long acc=0; for(int i=0;i<n;i++) acc+=i*i; return acc; }
TEST_CASE("Sums", "[benchmark]") {
  BENCHMARK("sum 100k") { return work(slow() ? 120000 : 100000); };
  BENCHMARK("sum 200k") { return work(200000); };
  BENCHMARK("a rather long benchmark name that will certainly wrap in the console") { return work(50000); };
  BENCHMARK("very_long_identifier_without_any_spaces_at_all_in_it_xyz") { return work(50000); };
}
TEST_CASE("Vec <script>alert(1)</script> | `tick` 🚀", "[benchmark]") {
  SECTION("fill") {
    BENCHMARK("fill | pipe <b>") { std::vector<int> v(50000); std::iota(v.begin(), v.end(), 0); return v.back(); };
  }
}

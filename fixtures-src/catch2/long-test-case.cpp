#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>
static long work(int n){ volatile long acc=0; for(int i=0;i<n;i++) acc+=i*i; return acc; }
TEST_CASE("A very long test case name describing the hash map insertion benchmarks in considerable detail", "[benchmark]") {
  BENCHMARK("std::unordered_map<int,int>::insert/reserve(1024)") { return work(20000); };
}

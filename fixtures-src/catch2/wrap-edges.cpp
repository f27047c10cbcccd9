#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>
static long work(int n){ volatile long acc=0; for(int i=0;i<n;i++) acc+=i*i; return acc; }
TEST_CASE("Names that wrap at each kind of break Catch2 knows", "[benchmark]") {
  BENCHMARK("std::unordered_map<int,int>::insert/reserve(1024)") { return work(100); };
  BENCHMARK("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/bbbbbbbbbbb") { return work(100); };
  BENCHMARK("sort a thousand elements of input, then reverse") { return work(100); };
  BENCHMARK("compute_something_really_long_name(argument)") { return work(100); };
  BENCHMARK("left side of the long expression - right side") { return work(100); };
  BENCHMARK("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-bbbb") { return work(100); };
  BENCHMARK("std::vector<std::pair<int, int>>::push_back") { return work(100); };
  BENCHMARK("parse_the_configuration_file_with_the_default_options_set") { return work(100); };
  BENCHMARK("one | two | three | four | five | six | seven") { return work(100); };
  BENCHMARK("lookup in a table of size=1024 with load factor=0.75") { return work(100); };
}
TEST_CASE("A test case whose name is long enough to wrap, so that its second line could pass for a section", "[benchmark]") {
  SECTION("a section name that is also long enough to wrap over two lines of the header, like this one") {
    SECTION("inner") {
      BENCHMARK("nested") { return work(100); };
    }
  }
}
SCENARIO("vectors can be sized and resized without losing the elements they hold", "[benchmark]") {
  GIVEN("a vector with some items") {
    WHEN("the size is increased well beyond the current capacity of the vector") {
      BENCHMARK("resize") { return work(100); };
    }
  }
}

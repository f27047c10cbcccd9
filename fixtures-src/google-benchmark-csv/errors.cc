// Google Benchmark rows that report an error or carry counters, for the CSV fixture.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

static void BM_Sum(benchmark::State& state) {
  std::vector<std::uint32_t> v(state.range(0), 3);
  for (auto _ : state) {
    std::uint64_t s = 0;
    for (auto x : v) s += x;
    benchmark::DoNotOptimize(s);
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
  state.counters["elements"] = static_cast<double>(state.range(0));
}
BENCHMARK(BM_Sum)->Arg(64)->Arg(4096);

static void BM_OpenMissingFile(benchmark::State& state) {
  for (auto _ : state) {
    state.SkipWithError("could not open \"data/input.bin\", a required file");
    break;
  }
}
BENCHMARK(BM_OpenMissingFile);

static void BM_Label(benchmark::State& state) {
  std::string s;
  for (auto _ : state) {
    s.assign(100, 'x');
    benchmark::DoNotOptimize(s.data());
  }
  state.SetLabel("copies, 100 bytes");
  state.SetBytesProcessed(state.iterations() * 100);
}
BENCHMARK(BM_Label);

BENCHMARK_MAIN();

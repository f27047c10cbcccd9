#include <benchmark/benchmark.h>
#include <cstdlib>
#include <cstdint>
static int slow = getenv("SLOW") ? atoi(getenv("SLOW")) : 0;   // percent extra work
static int fail = getenv("FAIL") ? 1 : 0;
static uint64_t work(int n){ uint64_t x=1; for(int i=0;i<n;i++){ x = x*6364136223846793005ULL + 1442695040888963407ULL; benchmark::DoNotOptimize(x);} return x; }
static void BM_Work(benchmark::State& s){ int n = s.range(0); n += n*slow/100; for(auto _: s) benchmark::DoNotOptimize(work(n)); }
BENCHMARK(BM_Work)->Arg(1000)->Arg(10000);
static void BM_Fixed(benchmark::State& s){ for(auto _: s) benchmark::DoNotOptimize(work(5000)); s.counters["items"]=5000; }
BENCHMARK(BM_Fixed);
static void BM_Maybe(benchmark::State& s){ if(fail){ s.SkipWithError("boom: failed on purpose"); return;} for(auto _: s) benchmark::DoNotOptimize(work(3000)); }
BENCHMARK(BM_Maybe);
static void BM_Tput(benchmark::State& s){ int n=4000+4000*slow/100; for(auto _: s) benchmark::DoNotOptimize(work(n)); s.SetBytesProcessed(s.iterations()*4096); }
BENCHMARK(BM_Tput);
BENCHMARK_MAIN();

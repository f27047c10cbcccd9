import os
N = 20000 * (100 + int(os.environ.get("BV_SLOW", "0"))) // 100
def work(): return sum(i*i for i in range(N))
def test_work(benchmark): benchmark(work)
def test_sorted(benchmark): benchmark(sorted, list(range(5000, 0, -1)))
def test_maybe_fail(benchmark):
    if os.environ.get("BV_FAIL"): raise RuntimeError("boom")
    benchmark(work)

set -e
for i in 1 2 3 4 5 6 7 8; do ./bench --benchmark_repetitions=10 --benchmark_min_time=0.05 --benchmark_out=aa$i.json --benchmark_out_format=json >/dev/null 2>&1; done
BV_SLOW=15 ./bench --benchmark_repetitions=10 --benchmark_min_time=0.05 --benchmark_out=slow15.json --benchmark_out_format=json >/dev/null 2>&1
BV_SLOW=15 ./bench --benchmark_repetitions=10 --benchmark_min_time=0.05 --benchmark_out=slow15b.json --benchmark_out_format=json >/dev/null 2>&1
BV_ERR=1 ./bench --benchmark_repetitions=10 --benchmark_min_time=0.05 --benchmark_out=err.json --benchmark_out_format=json >/dev/null 2>&1 || true
BV_CRASH=1 ./bench --benchmark_repetitions=10 --benchmark_min_time=0.05 --benchmark_out=crash.json --benchmark_out_format=json >/dev/null 2>&1 || true
echo done

for i in $(seq 9 20); do ./bench --benchmark_repetitions=10 --benchmark_min_time=0.05 --benchmark_out=aa$i.json --benchmark_out_format=json >/dev/null 2>&1; done
for s in 5 8 10 20; do for k in a b; do BV_SLOW=$s ./bench --benchmark_repetitions=10 --benchmark_min_time=0.05 --benchmark_out=slow$s$k.json --benchmark_out_format=json >/dev/null 2>&1; done; done
echo done

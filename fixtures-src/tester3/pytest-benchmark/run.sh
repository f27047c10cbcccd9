P=/usr/bin/python3
for i in 1 2; do $P -m pytest -q -p no:cacheprovider test_b.py --benchmark-json=aa$i.json --benchmark-min-rounds=10 >/dev/null 2>&1; done
BV_SLOW=20 $P -m pytest -q -p no:cacheprovider test_b.py --benchmark-json=slow.json --benchmark-min-rounds=10 >/dev/null 2>&1
BV_FAIL=1 $P -m pytest -q -p no:cacheprovider test_b.py --benchmark-json=fail.json --benchmark-min-rounds=10 >/dev/null 2>&1
echo done

g++ -O2 b.cc -o b || exit 1
for i in 1 2; do ./b -r xml --benchmark-samples 30 > aa$i.xml; done
BV_SLOW=15 ./b -r xml --benchmark-samples 30 > slow.xml
BV_FAIL=1 ./b -r xml --benchmark-samples 30 > fail.xml
./b --benchmark-samples 30 > aa1.txt
echo done

# head: every third run (counted in ./runs) exits with code 1 after the same work
n=$(cat runs 2>/dev/null || echo 0); echo $((n+1)) > runs
i=0; while [ $i -lt 4000 ]; do i=$((i+1)); done
[ $((n % 3)) -ne 2 ]

# the same on both sides
i=0; while [ $i -lt 4000 ]; do i=$((i+1)); done
exit 0

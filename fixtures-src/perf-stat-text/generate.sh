#!/usr/bin/env bash
# Regenerates fixtures/perf-stat-text: the human-readable output of Linux `perf stat` (what
# `perf stat -r N cmd 2>file` and `perf stat -r N -o file cmd` write), from the program
# fixtures-src/c-tools/kernel.c. Not run by CI. Needs the Debian packages linux-perf, gcc and
# locales (for the de_DE, en_US and fr_FR outputs, compiled into a temporary LOCPATH).
# Usage: fixtures-src/perf-stat-text/generate.sh   (writes into fixtures/perf-stat-text/)
set -euo pipefail

SRC=$(cd "$(dirname "$0")/.." && pwd)
OUT=$(dirname "$SRC")/fixtures/perf-stat-text
BUILD=$(mktemp -d /tmp/perf-stat-text.XXXXXX)
trap 'rm -rf "$BUILD"' EXIT
mkdir -p "$OUT/base" "$OUT/head" "$OUT/shapes" "$OUT/locales" "$OUT/failed" "$OUT/repeated" "$BUILD/build-base" "$BUILD/build-head" "$BUILD/loc"

gcc -O2 -o "$BUILD/build-base/kernel" "$SRC/c-tools/kernel.c"
gcc -O2 -DHEAD -o "$BUILD/build-head/kernel" "$SRC/c-tools/kernel.c"
for locale in de_DE en_US fr_FR; do localedef -i "$locale" -f UTF-8 "$BUILD/loc/$locale.UTF-8"; done

# Every command runs in its build folder, so the command perf names is the same on both sides.
# The kernel prints its checksum on stdout: sent to /dev/null; perf writes to stderr.
export LC_ALL=C.UTF-8
(cd "$BUILD/build-base" && perf stat -r 10 ./kernel 20000000 2>"$OUT/base/kernel.txt" >/dev/null)
(cd "$BUILD/build-head" && perf stat -r 10 ./kernel 20000000 2>"$OUT/head/kernel.txt" >/dev/null)

cd "$BUILD/build-head"
perf stat ./kernel 20000000 2>"$OUT/shapes/single-run.txt" >/dev/null
perf stat -r 5 -o "$OUT/shapes/output-file.txt" -e task-clock,page-faults,context-switches ./kernel 20000000 >/dev/null
{ perf stat -r 5 -e task-clock,page-faults ./kernel 20000000 >/dev/null
  perf stat -r 5 -e task-clock,page-faults ./kernel 5000000 >/dev/null; } 2>"$OUT/shapes/two-commands.txt"
rm -f "$OUT/shapes/appended.txt"
perf stat -r 3 -o "$OUT/shapes/appended.txt" --append -e task-clock ./kernel 20000000 >/dev/null
perf stat -r 3 -o "$OUT/shapes/appended.txt" --append -e task-clock ./kernel 5000000 >/dev/null
perf stat -r 6 --table -e task-clock,page-faults ./kernel 20000000 2>"$OUT/shapes/table.txt" >/dev/null
perf stat -n -r 5 ./kernel 20000000 2>"$OUT/shapes/null-run.txt" >/dev/null
rm -f "$OUT/shapes/loop.txt"
for run in 1 2 3 4 5 6; do perf stat -e task-clock ./kernel 20000000 2>>"$OUT/shapes/loop.txt" >/dev/null; done
perf stat -r 3 -e task-clock sh -c 'echo "warming up" >&2; ./kernel 20000000' 2>"$OUT/shapes/program-stderr.txt" >/dev/null

for locale in de_DE en_US fr_FR; do
  LOCPATH="$BUILD/loc" LC_ALL="$locale.UTF-8" perf stat -r 5 -e task-clock,page-faults,context-switches \
    ./kernel 20000000 2>"$OUT/locales/$locale.txt" >/dev/null
done

# Two -r 5 blocks of one command on one side: appended to one file, and one per file.
rm -f "$OUT"/repeated/*.txt
for build in base head; do
  (cd "$BUILD/build-$build" && for i in 1 2; do
    perf stat -r 5 -e task-clock,page-faults,context-switches ./kernel 20000000 2>>"$OUT/repeated/$build-twice.txt" >/dev/null
  done)
done
(cd "$BUILD/build-base" && for i in 1 2; do
  perf stat -r 5 -e task-clock,page-faults,context-switches ./kernel 20000000 2>"$OUT/repeated/base-$i.txt" >/dev/null
done)
cd "$BUILD/build-head"

# Failed workloads: perf's exit status is not in the file; what perf writes is.
perf stat -r 3 -e task-clock,page-faults sh -c 'kill -SEGV $$' 2>"$OUT/failed/segv.txt" >/dev/null || true
perf stat -r 3 ./no-such-program 2>"$OUT/failed/not-found.txt" >/dev/null || true
perf stat -r 3 -e task-clock false 2>"$OUT/failed/exit-1.txt" >/dev/null || true

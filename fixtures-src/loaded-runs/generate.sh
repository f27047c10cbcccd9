#!/usr/bin/env bash
# Regenerates fixtures/loaded-runs/: real runs of three harnesses on a deliberately loaded
# machine (two CPU-bound `yes > /dev/null` processes beside every benchmark run), for the
# end-to-end verdict tests test/e2e/loaded-runs-*.test.ts.
#
# Per harness, in this order: history-1 … history-5 (variant A: the base branch's earlier runs),
# base (A), control (A: the A/A control, a second run of the base build), head-aa (A: an
# identical head, the A/A pair) and head-ab (B: a head that does ~28 % more work per iteration in
# two benchmarks, the A/B pair). Every run is a separate invocation of the harness.
#
# Load: two `yes > /dev/null` processes at the benchmark's own priority, only while the harnesses
# measure. The machine the fixtures were made on is shared with other jobs in other sessions
# (6-7 sessions with runnable processes, 15-25 runnable processes), and Linux schedules each
# session as one autogroup: the experiment is "the benchmark beside two CPU-bound processes",
# not "the benchmark given a seventh of the machine by however many other sessions run", so the
# script, run as the leader of its own session (`setsid`), lowers its session's autogroup nice
# to AUTOGROUP_NICE (default -15, needs root; /proc/self/autogroup). Its three runnable
# processes then share about 80 % of the 2 cores and the other sessions the rest. runs.log
# records, per run, the load average and the mean and maximum number of runnable processes on
# the whole machine (procs_running in /proc/stat, sampled every 0.5 s).
#
# Placement (PIN=1, the default): the benchmark and one load process are pinned to CPU 0, the
# other load process to CPU 1 (taskset). Unpinned (PIN=0), Linux leaves three CPU-bound tasks on
# two CPUs where they first land, so a whole run, or one benchmark of it, comes out at either
# full speed or half speed by the luck of placement (a factor of 2 between runs, seen in the
# unpinned runs described in fixtures/loaded-runs/README.md); pinned, the benchmark always
# shares its CPU with one load process, and what varies is what a loaded runner varies:
# time slices, caches, and the other sessions.
#
# Usage: setsid fixtures-src/loaded-runs/generate.sh [google-benchmark] [hyperfine] [go-test]
# Requirements (Debian packages): apt-get install -y g++ libbenchmark-dev hyperfine golang-go
# Not run by CI. About 3 minutes in all on a 2-core machine.
set -euo pipefail

SRC=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$SRC/../.." && pwd)
OUT=$ROOT/fixtures/loaded-runs
BUILD=$(mktemp -d /tmp/bench-verdict-loaded.XXXXXX)
AUTOGROUP_NICE=${AUTOGROUP_NICE:--15}
PIN=${PIN:-1}
on_cpu() { # on_cpu N COMMAND...: COMMAND pinned to CPU N when PIN=1
  local cpu=$1
  shift
  if [[ $PIN == 1 ]]; then taskset -c "$cpu" "$@"; else "$@"; fi
}
LOAD_PIDS=()
SAMPLER=
stop_load() {
  # Only the load processes this script started, by their process ids.
  for pid in "${LOAD_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  LOAD_PIDS=()
}
trap 'stop_load; [[ -n $SAMPLER ]] && kill "$SAMPLER" 2>/dev/null; rm -rf "$BUILD"' EXIT
export GOFLAGS=-mod=mod GOPROXY=off

RUNS=(history-1 history-2 history-3 history-4 history-5 base control head-aa head-ab)
variant_of() { [[ $1 == head-ab ]] && echo b || echo a; }

start_load() {
  # Started directly (taskset execs yes), so that $! is the load process itself.
  local pin0=() pin1=()
  [[ $PIN == 1 ]] && pin0=(taskset -c 0) && pin1=(taskset -c 1)
  "${pin0[@]}" yes > /dev/null & LOAD_PIDS+=($!)
  "${pin1[@]}" yes > /dev/null & LOAD_PIDS+=($!)
  sleep 1
}

# measured HARNESS RUN COMMAND...: runs the command while sampling
# procs_running, then logs one line to the harness's runs.log.
measured() {
  local harness=$1 run=$2 started samples=$BUILD/procs_running
  shift 2
  started=$(date -u +%H:%M:%S)
  (while :; do grep '^procs_running' /proc/stat | cut -d' ' -f2; sleep 0.5; done) > "$samples" &
  SAMPLER=$!
  on_cpu 0 "$@"
  kill "$SAMPLER"; wait "$SAMPLER" 2>/dev/null || true; SAMPLER=
  printf '%s\t%s\t%s\tloadavg %s\tprocs_running mean %s max %s\n' "$started" "$harness" "$run" \
    "$(cut -d' ' -f1-3 /proc/loadavg)" \
    "$(awk '{s+=$1; n++} END {printf "%.1f", n ? s/n : 0}' "$samples")" \
    "$(sort -n "$samples" | tail -n1)" >> "$OUT/$harness/runs.log"
}

build_google-benchmark() {
  local h=google-benchmark
  mkdir -p "$BUILD/$h/a" "$BUILD/$h/b"
  g++ -std=c++17 -O2 -Wall "$SRC/$h/bench.cc" -o "$BUILD/$h/a/bench" -lbenchmark -lpthread
  g++ -std=c++17 -O2 -Wall -DVARIANT_B "$SRC/$h/bench.cc" -o "$BUILD/$h/b/bench" -lbenchmark -lpthread
}

run_google-benchmark() {
  local h=google-benchmark
  mkdir -p "$OUT/$h"
  rm -f "$OUT/$h"/*.json "$OUT/$h/runs.log"
  for run in "${RUNS[@]}"; do
    (cd "$BUILD/$h/$(variant_of "$run")" && measured $h "$run" ./bench \
      --benchmark_min_time=0.05 --benchmark_repetitions=6 \
      --benchmark_out="$OUT/$h/$run.json" --benchmark_out_format=json > /dev/null 2>&1)
  done
}

build_hyperfine() {
  local h=hyperfine
  mkdir -p "$BUILD/$h/a" "$BUILD/$h/b"
  cc -O2 -Wall -o "$BUILD/$h/a/workload" "$SRC/$h/workload.c"
  cc -O2 -Wall -DVARIANT_B -o "$BUILD/$h/b/workload" "$SRC/$h/workload.c"
}

run_hyperfine() {
  local h=hyperfine
  mkdir -p "$OUT/$h"
  rm -f "$OUT/$h"/*.json "$OUT/$h/runs.log"
  for run in "${RUNS[@]}"; do
    (cd "$BUILD/$h/$(variant_of "$run")" && measured $h "$run" hyperfine -N --runs 8 \
      --warmup 1 --style none --export-json "$OUT/$h/$run.json" \
      './workload crc' './workload fnv' './workload primes' > /dev/null 2>&1)
  done
}

build_go-test() {
  # Built (into Go's build cache) once per variant before the runs: no run includes compiling.
  (cd "$SRC/go-test" && go test -run '^$' ./kernels > /dev/null &&
    go test -tags variantb -run '^$' ./kernels > /dev/null)
}

run_go-test() {
  local h=go-test
  mkdir -p "$OUT/$h"
  rm -f "$OUT/$h"/*.txt "$OUT/$h/runs.log"
  for run in "${RUNS[@]}"; do
    local tags=()
    [[ $(variant_of "$run") == b ]] && tags=(-tags variantb)
    (cd "$SRC/$h" && measured $h "$run" go test "${tags[@]}" -run '^$' -bench . -count 6 \
      -benchtime 100ms ./kernels > "$OUT/$h/$run.txt")
  done
}

harnesses=("$@")
[[ ${#harnesses[@]} -gt 0 ]] || harnesses=(google-benchmark hyperfine go-test)
for h in "${harnesses[@]}"; do
  case $h in
    google-benchmark | hyperfine | go-test) "build_$h" ;;
    *) echo "unknown harness $h" >&2; exit 2 ;;
  esac
done
if [[ $(ps -o sid= -p $$ | tr -d ' ') == "$$" ]]; then
  echo "$AUTOGROUP_NICE" > /proc/self/autogroup
  echo "autogroup: $(cat /proc/self/autogroup)"
else
  echo "not a session leader (run with setsid): the session's autogroup is left as it is" >&2
fi
# The load runs only while the harnesses measure, never while they are built.
start_load
for h in "${harnesses[@]}"; do "run_$h"; done
stop_load
sleep 0.5
if pgrep -s 0 -x yes > /dev/null; then echo "a load process outlived the runs" >&2; exit 1; fi

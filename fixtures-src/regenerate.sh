#!/usr/bin/env bash
# Regenerates the real benchmark-output fixtures under fixtures/ from the
# programs in fixtures-src/, and writes a PROVENANCE.md into every fixture
# folder (exact command lines, tool versions, machine, code changes and the
# observed median ratios).
#
# Usage:
#   fixtures-src/regenerate.sh [hyperfine] [google-benchmark] [go-test]   # default: all three
#   fixtures-src/regenerate.sh go-test/rounds   # only one folder (HARNESS/main, HARNESS/rounds,
#                                               # google-benchmark/reference-runs)
# Environment knobs: QUIET_BUSY, QUIET_SECONDS, QUIET_TIMEOUT, OTHER_MAX,
# MAX_ATTEMPTS, FOLDER_ATTEMPTS (see below).
#
# Requirements (Debian packages; nothing else is downloaded):
#   apt-get update && apt-get install -y hyperfine g++ libbenchmark-dev golang python3
#
# Not run by CI. The benchmarks themselves take about 3 minutes; waiting for a
# quiet machine (see below) can add much more on a shared machine.
# The harnesses run one after the other, never two at once.
#
# Every harness measures a "base" and a "head" build of the same program:
#   - benchmarks whose name contains "crc"      : head is SLOWER (~+30%)
#   - benchmarks whose name contains "checksum" : head is FASTER (~-28..34%)
#   - all other benchmarks (primes, newton; splitmix in Go): identical code
#
# Noise control (the fixtures were made on a shared 2-vCPU VM):
#   1. before every harness invocation, wait until the machine has been nearly
#      idle for a few seconds (wait_quiet);
#   2. repeat an invocation during which other processes used more than
#      OTHER_MAX % of the CPU (run; decided from /proc/stat, not from results);
#   3. after a folder is generated, fixtures-src/check.py compares the observed
#      median ratios with the bands (slower +25..+40%, faster -25..-40%,
#      same within +-5%; reference->base of the regressed benchmark +25..+50%);
#      if any is outside, the folder is generated again (generate,
#      at most FOLDER_ATTEMPTS times). Discarded attempts and generations are
#      listed in the PROVENANCE.md files. The script exits 1 if a folder is
#      still out of band at the end.
set -euo pipefail

SRC=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$SRC")
FIX=$ROOT/fixtures
BUILD=$(mktemp -d /tmp/bench-verdict-fixtures.XXXXXX)
trap 'rm -rf "$BUILD"' EXIT
export FIX

ROUNDS=6        # ABBA rounds for the paired-rounds fixtures
ROUND_REPS=5    # repetitions per side and round

# Go: standard library only, no network.
export GOFLAGS=-mod=mod GOPROXY=off

pretty_path() { # shows $BUILD/... and repo-relative paths instead of this machine's paths
  local p=$1
  p=${p/#$BUILD/\$BUILD}
  p=${p/#$ROOT\//}
  printf '%s' "$p"
}

# cpu_busy: prints the share (in %) of all CPUs that was busy during one second
cpu_busy() {
  local a b
  read -r -a a < <(grep '^cpu ' /proc/stat)
  sleep 1
  read -r -a b < <(grep '^cpu ' /proc/stat)
  local total=0 idle i
  for i in 1 2 3 4 5 6 7 8; do total=$(( total + b[i] - a[i] )); done
  idle=$(( b[4] - a[4] + b[5] - a[5] ))
  echo $(( total > 0 ? 100 * (total - idle) / total : 0 ))
}

# wait_quiet: waits (up to QUIET_TIMEOUT seconds) until the machine has been
# nearly idle (< QUIET_BUSY % busy) for QUIET_SECONDS seconds in a row, so that
# no other job on this 2-vCPU machine disturbs the next harness invocation.
QUIET_BUSY=${QUIET_BUSY:-8} QUIET_SECONDS=${QUIET_SECONDS:-3} QUIET_TIMEOUT=${QUIET_TIMEOUT:-900}
QUIET_NOTE=""
wait_quiet() {
  local quiet=0 waited=0 busy
  while (( quiet < QUIET_SECONDS )); do
    busy=$(cpu_busy)
    waited=$(( waited + 1 ))
    if (( busy < QUIET_BUSY )); then quiet=$(( quiet + 1 )); else quiet=0; fi
    if (( waited >= QUIET_TIMEOUT )); then
      QUIET_NOTE="; machine NOT quiet (gave up waiting after ${waited}s, last second ${busy}% busy)"
      echo "warning: machine still busy after ${waited}s, running anyway" >&2
      return
    fi
  done
  QUIET_NOTE="; waited ${waited}s for < ${QUIET_BUSY}% CPU use for ${QUIET_SECONDS}s"
}

# cpu_ticks: busy and total jiffies of all CPUs so far ("busy total")
cpu_ticks() {
  local c i busy=0 total=0
  read -r -a c < <(grep '^cpu ' /proc/stat)
  for i in 1 2 3 4 5 6 7 8; do total=$(( total + c[i] )); done
  busy=$(( total - c[4] - c[5] ))
  echo "$busy $total"
}

# run FOLDER FILE CWD CMD: evaluates the command string CMD in CWD and records
# it (verbatim, with $FIX standing for the fixtures/ folder) for PROVENANCE.md.
# An invocation during which OTHER processes (not this harness run) used more
# than OTHER_MAX % of the machine's CPU time is discarded and repeated (up to
# MAX_ATTEMPTS times); this is decided from /proc/stat alone, never from the
# benchmark results.
OTHER_MAX=${OTHER_MAX:-3} MAX_ATTEMPTS=${MAX_ATTEMPTS:-6}
run() {
  local folder=$1 file=$2 cwd=$3 cmd=$4 start attempt=0 discarded="" t0 t1 self other share
  while :; do
    attempt=$(( attempt + 1 ))
    wait_quiet
    start=$(date -u +%Y-%m-%dT%H:%M:%SZ)
    echo ">> [$folder] $file (attempt $attempt$QUIET_NOTE)" >&2
    read -r -a t0 < <(cpu_ticks)
    # the subshell reports its own and its children's CPU ticks (utime stime cutime cstime)
    if ! (cd "$cwd" && eval "$cmd" && read -r -a st </proc/$BASHPID/stat &&
          echo $(( st[13] + st[14] + st[15] + st[16] )) >"$BUILD/selfticks") >>"$BUILD/console.log" 2>&1; then
      tail -n 40 "$BUILD/console.log" >&2
      echo "command failed: $cmd" >&2
      exit 1
    fi
    read -r -a t1 < <(cpu_ticks)
    self=$(cat "$BUILD/selfticks")
    other=$(( t1[0] - t0[0] - self )); (( other < 0 )) && other=0
    share=$(( 100 * other / (t1[1] - t0[1] > 0 ? t1[1] - t0[1] : 1) ))
    if (( share > OTHER_MAX && attempt < MAX_ATTEMPTS )); then
      echo "   discarded: other processes used ${share}% of the CPU time during the run" >&2
      discarded="$discarded${discarded:+, }attempt $attempt (others used ${share}% of the CPU)"
      continue
    fi
    break
  done
  local note="other processes used ${share}% of the CPU time during the run"
  (( share > OTHER_MAX )) && note="$note (MORE than ${OTHER_MAX}%, kept after $MAX_ATTEMPTS attempts)"
  [ -n "$discarded" ] && note="$note; discarded before it: $discarded"
  printf -- '- `%s` (started %s%s; %s; cwd `%s`):\n\n  ```sh\n  %s\n  ```\n\n' \
    "$file" "$start" "$QUIET_NOTE" "$note" "$(pretty_path "$cwd")" "$cmd" >>"$BUILD/log-${folder//\//_}.md"
}

files_log() { cat "$BUILD/log-${1//\//_}.md"; }

# check KIND OLD NEW: prints the markdown ratio table, remembers failures
check() {
  local harness=$1; shift
  if ! python3 "$SRC/check.py" "$@"; then echo "CHECK FAILED: $harness $*" >&2; fi
}

machine_info() {
  local model os
  model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
  os=$(. /etc/os-release && echo "$PRETTY_NAME")
  cat <<EOF
- machine: \`nproc\` = $(nproc); CPU model (/proc/cpuinfo) "$model"; $(awk '/MemTotal/{printf "%.0f GiB RAM", $2/1048576}' /proc/meminfo); kernel $(uname -r); $os. A shared virtual machine: other tenants cause episodic slow phases of up to ~1.5x lasting a few seconds, which is why all kernels are small, CPU-bound dependency chains.
- generated by: \`fixtures-src/regenerate.sh\` on $(date -u +%Y-%m-%d) (UTC). The harnesses ran one at a time, and before every invocation the script waited until the whole machine had been < ${QUIET_BUSY}% busy for ${QUIET_SECONDS} s in a row, giving up after ${QUIET_TIMEOUT} s (other sessions share this machine; the wait is noted per file below). An invocation during which other processes used more than ${OTHER_MAX}% of the machine's CPU time (up to ${MAX_ATTEMPTS} attempts) (measured from /proc/stat minus the harness's own CPU time, never from the results) was discarded and repeated; discarded attempts are listed per file.
EOF
}

pkgver() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || echo '?'; }

# ---------------------------------------------------------------- hyperfine
HF_ARGS='-L scale 1,2 "./workload primes {scale}" "./workload newton {scale}" "./workload checksum {scale}" "./workload crc {scale}"'

hyperfine_build() {
  mkdir -p "$FIX/hyperfine/rounds" "$BUILD/hf/base" "$BUILD/hf/head"
  cc -O2 -Wall -o "$BUILD/hf/base/workload" "$SRC/hyperfine/workload.c"
  cc -O2 -Wall -DHEAD -o "$BUILD/hf/head/workload" "$SRC/hyperfine/workload.c"
  HF_TOOLS="- hyperfine: \`hyperfine --version\` = $(hyperfine --version) (Debian package hyperfine $(pkgver hyperfine))
- C compiler for the workload: \`cc --version\` = $(cc --version | head -1)"
}

hyperfine_main() {
  rm -f "$FIX"/hyperfine/*.json "$FIX/hyperfine/PROVENANCE.md" "$BUILD/log-hyperfine.md"
  run hyperfine base.json "$BUILD/hf/base" 'hyperfine -N --runs 12 --warmup 2 --export-json "$FIX/hyperfine/base.json" '"$HF_ARGS"
  run hyperfine head.json "$BUILD/hf/head" 'hyperfine -N --runs 12 --warmup 2 --export-json "$FIX/hyperfine/head.json" '"$HF_ARGS"
  run hyperfine base-aa.json "$BUILD/hf/base" 'hyperfine -N --runs 12 --warmup 2 --export-json "$FIX/hyperfine/base-aa.json" '"$HF_ARGS"
  write_hyperfine_main
}

hyperfine_rounds() {
  local i order v
  rm -f "$FIX"/hyperfine/rounds/* "$BUILD/log-hyperfine_rounds.md"
  for i in $(seq 1 $ROUNDS); do
    if (( i % 2 )); then order="base head"; else order="head base"; fi
    for v in $order; do
      run hyperfine/rounds "$v-$i.json" "$BUILD/hf/$v" \
        "hyperfine -N --runs $ROUND_REPS --warmup 1 --export-json \"\$FIX/hyperfine/rounds/$v-$i.json\" $HF_ARGS"
    done
  done
  write_hyperfine_rounds
}

write_hyperfine_main() {
  local out=$FIX/hyperfine tools=$HF_TOOLS
  {
    cat <<EOF
# Provenance: fixtures/hyperfine

Real \`hyperfine --export-json\` output (JSON with \`results[]\`, each having \`command\`, \`mean\`, \`stddev\`, \`median\`, \`user\`, \`system\`, \`min\`, \`max\`, \`times\`, \`exit_codes\` and \`parameters\` from the \`-L scale 1,2\` parameter list). Times are in seconds.

$tools
$(machine_info)

## Program and the code change

Source: \`fixtures-src/hyperfine/workload.c\`, a CLI with four workloads, each run at scale 1 and 2 (8 benchmarks, each 5-25 ms):

    cc -O2 -Wall -o \$BUILD/hf/base/workload fixtures-src/hyperfine/workload.c          # base
    cc -O2 -Wall -DHEAD -o \$BUILD/hf/head/workload fixtures-src/hyperfine/workload.c   # head

The base and head binaries are both called \`./workload\` and are run from their own build folder, so the \`command\` strings are identical in base.json and head.json. \`-N\` (no intermediate shell) is used to cut the shell's start-up noise.

| benchmark | head change | expected |
| --- | --- | --- |
| \`./workload crc 1\`, \`./workload crc 2\` | head adds a "paranoid" second bitwise CRC-32 over 36% of every block | slower, ~+30% |
| \`./workload checksum 1\`, \`./workload checksum 2\` | base re-hashes 65% of every block a second time (redundant verification); head drops it | faster, ~-30% |
| \`./workload primes 1\`, \`./workload primes 2\` | none (identical code) | unchanged |
| \`./workload newton 1\`, \`./workload newton 2\` | none (identical code) | unchanged |

## Files

Console output was discarded; \`\$FIX\` is this repository's \`fixtures/\` folder. Order of the runs: base, head, base-aa (then the rounds in rounds/).

$(files_log hyperfine)

## Observed median ratios (median of \`times\` per command)

### base.json -> head.json

$(check hyperfine pair hyperfine "$out/base.json" "$out/head.json" head)

### base.json -> base-aa.json (A/A: the same base binary, a second hyperfine invocation)

$(check hyperfine pair hyperfine "$out/base.json" "$out/base-aa.json" aa)
EOF
  } >"$out/PROVENANCE.md"
}

write_hyperfine_rounds() {
  local out=$FIX/hyperfine tools=$HF_TOOLS
  {
    cat <<EOF
# Provenance: fixtures/hyperfine/rounds

Interleaved ABBA "paired rounds": $ROUNDS rounds, each side of each round a separate hyperfine invocation with \`--runs $ROUND_REPS --warmup 1\`. Round 1 runs base then head, round 2 head then base, round 3 base then head, and so on (odd rounds base first, even rounds head first). Same program, builds and code change as in ../PROVENANCE.md.

$tools
$(machine_info)

## Files

$(files_log hyperfine/rounds)

## Observed median ratios head/base per round (median of \`times\`)

$(check hyperfine rounds hyperfine "$out/rounds")
EOF
  } >"$out/rounds/PROVENANCE.md"
}

# ---------------------------------------------------------- google-benchmark
GB_JSON='--benchmark_min_time=0.05 --benchmark_repetitions=10 --benchmark_format=json'

google_benchmark_build() {
  local out=$FIX/google-benchmark
  mkdir -p "$out/rounds" "$out/reference-runs" "$BUILD/gb/base" "$BUILD/gb/head" "$BUILD/gb/reference"
  g++ -std=c++17 -O2 -Wall "$SRC/google-benchmark/bench.cc" -o "$BUILD/gb/base/bench" -lbenchmark -lpthread
  g++ -std=c++17 -O2 -Wall -DVARIANT_HEAD "$SRC/google-benchmark/bench.cc" -o "$BUILD/gb/head/bench" -lbenchmark -lpthread
  g++ -std=c++17 -O2 -Wall -DVARIANT_REFERENCE "$SRC/google-benchmark/bench.cc" -o "$BUILD/gb/reference/bench" -lbenchmark -lpthread
  GB_TOOLS="- Google Benchmark: \`dpkg -s libbenchmark-dev | grep Version\` = $(dpkg -s libbenchmark-dev | grep '^Version' | cut -d' ' -f2) (library 1.7.1: \`--benchmark_min_time\` takes plain seconds, the \`0.05s\` suffix form is not accepted by this version)
- compiler: \`g++ --version\` = $(g++ --version | head -1)"
}

google_benchmark_main() {
  rm -f "$FIX"/google-benchmark/*.json "$FIX"/google-benchmark/*.csv "$FIX/google-benchmark/PROVENANCE.md" "$BUILD/log-google-benchmark.md"
  run google-benchmark base.json "$BUILD/gb/base" './bench '"$GB_JSON"' --benchmark_out="$FIX/google-benchmark/base.json" --benchmark_out_format=json'
  run google-benchmark head.json "$BUILD/gb/head" './bench '"$GB_JSON"' --benchmark_out="$FIX/google-benchmark/head.json" --benchmark_out_format=json'
  run google-benchmark base-aa.json "$BUILD/gb/base" './bench '"$GB_JSON"' --benchmark_out="$FIX/google-benchmark/base-aa.json" --benchmark_out_format=json'
  run google-benchmark aggregates-only.json "$BUILD/gb/base" './bench '"$GB_JSON"' --benchmark_report_aggregates_only=true --benchmark_out="$FIX/google-benchmark/aggregates-only.json" --benchmark_out_format=json'
  run google-benchmark base.csv "$BUILD/gb/base" './bench --benchmark_min_time=0.05 --benchmark_repetitions=10 --benchmark_out="$FIX/google-benchmark/base.csv" --benchmark_out_format=csv'
  write_google_benchmark_main
}

google_benchmark_rounds() {
  local i order v
  rm -f "$FIX"/google-benchmark/rounds/* "$BUILD/log-google-benchmark_rounds.md"
  for i in $(seq 1 $ROUNDS); do
    if (( i % 2 )); then order="base head"; else order="head base"; fi
    for v in $order; do
      run google-benchmark/rounds "$v-$i.json" "$BUILD/gb/$v" \
        "./bench --benchmark_min_time=0.05 --benchmark_repetitions=$ROUND_REPS --benchmark_format=json --benchmark_out=\"\$FIX/google-benchmark/rounds/$v-$i.json\" --benchmark_out_format=json"
    done
  done
  write_google_benchmark_rounds
}

google_benchmark_reference() {
  local v
  rm -f "$FIX"/google-benchmark/reference-runs/* "$BUILD/log-google-benchmark_reference-runs.md"
  for v in reference base head; do
    run google-benchmark/reference-runs "$v.json" "$BUILD/gb/$v" \
      "./bench $GB_JSON --benchmark_out=\"\$FIX/google-benchmark/reference-runs/$v.json\" --benchmark_out_format=json"
  done
  write_google_benchmark_reference
}

gb_program() {
  cat <<EOF
## Program and the code change

Source: \`fixtures-src/google-benchmark/bench.cc\`, one file, variants chosen at compile time:

    g++ -std=c++17 -O2 -Wall fixtures-src/google-benchmark/bench.cc -o \$BUILD/gb/base/bench -lbenchmark -lpthread                        # base
    g++ -std=c++17 -O2 -Wall -DVARIANT_HEAD fixtures-src/google-benchmark/bench.cc -o \$BUILD/gb/head/bench -lbenchmark -lpthread          # head
    g++ -std=c++17 -O2 -Wall -DVARIANT_REFERENCE fixtures-src/google-benchmark/bench.cc -o \$BUILD/gb/reference/bench -lbenchmark -lpthread # reference

Each binary is run as \`./bench\` from its own build folder, so the JSON \`context.executable\` is \`./bench\` in every file.

| benchmark | features | head change | expected base->head |
| --- | --- | --- | --- |
| \`BM_Crc32/1024\`, \`BM_Crc32/16384\` | parameterised (\`->Arg(1024)->Arg(16384)\`) | head adds a "paranoid" second bitwise CRC-32 over 30% of the buffer | slower, ~+30% |
| \`BM_Checksum\` | \`SetBytesProcessed\` (\`bytes_per_second\`) | base re-hashes 40% of the buffer a second time; head (and reference) do not | faster, ~-28% |
| \`BM_Primes\` | user counters \`primes\` (plain) and \`candidates\` (\`kIsRate\`, per second) | none | unchanged |
| \`BM_NewtonSqrt\` | plain | none | unchanged |

\`BM_Primes\` is registered (and so reported) first: the CSV reporter of Google Benchmark 1.7.1 takes its user-counter columns from the first benchmark it reports and aborts (\`All counters must be present in each run\`) when a later benchmark brings a counter that is not among them.
EOF
}

write_google_benchmark_main() {
  local out=$FIX/google-benchmark tools=$GB_TOOLS program
  program=$(gb_program)
  {
    cat <<EOF
# Provenance: fixtures/google-benchmark

Real Google Benchmark output. The JSON files have \`context\` plus \`benchmarks[]\` with 10 \`"run_type": "iteration"\` rows per benchmark (\`repetition_index\` 0-9) followed by its \`"run_type": "aggregate"\` rows (\`mean\`, \`median\`, \`stddev\`, \`cv\`). Times are in ns (\`time_unit\`).

$tools
$(machine_info)

$program

## Files

Console output was discarded; \`\$FIX\` is this repository's \`fixtures/\` folder. Order of the runs: base, head, base-aa, aggregates-only, base.csv (then rounds/, then reference-runs/). \`aggregates-only.json\` and \`base.csv\` are single runs of the base build; the CSV has the same iteration + aggregate rows as the JSON (the console went to stdout and was discarded). Note that the CSV file does not start with the CSV header: Google Benchmark writes its context preamble (date, \`Running ./bench\`, \`Run on ...\`, CPU caches, load average and the \`***WARNING*** Library was built as DEBUG\` line) into the \`--benchmark_out\` file first, and the header line \`name,iterations,real_time,...\` follows. The user-counter columns are quoted (\`"candidates","primes"\`), and rows of benchmarks without those counters leave them empty.

Debian's libbenchmark 1.7.1 reports \`"library_build_type": "debug"\` in the JSON \`context\` (and the warning above); the benchmarked code itself is compiled with \`-O2\`.

$(files_log google-benchmark)

## Observed median ratios (median of \`real_time\` over the 10 iteration rows)

### base.json -> head.json

$(check google-benchmark pair google-benchmark "$out/base.json" "$out/head.json" head)

### base.json -> base-aa.json (A/A: the same base binary, a second invocation)

$(check google-benchmark pair google-benchmark "$out/base.json" "$out/base-aa.json" aa)
EOF
  } >"$out/PROVENANCE.md"
}

write_google_benchmark_rounds() {
  local out=$FIX/google-benchmark tools=$GB_TOOLS
  {
    cat <<EOF
# Provenance: fixtures/google-benchmark/rounds

Interleaved ABBA "paired rounds": $ROUNDS rounds, each side of each round a separate invocation with \`--benchmark_repetitions=$ROUND_REPS\`. Round 1 runs base then head, round 2 head then base, round 3 base then head, and so on (odd rounds base first, even rounds head first). Same program, builds and code change as in ../PROVENANCE.md.

$tools
$(machine_info)

## Files

$(files_log google-benchmark/rounds)

## Observed median ratios head/base per round (median of \`real_time\` over the iteration rows)

$(check google-benchmark rounds google-benchmark "$out/rounds")
EOF
  } >"$out/rounds/PROVENANCE.md"
}

write_google_benchmark_reference() {
  local out=$FIX/google-benchmark tools=$GB_TOOLS program
  program=$(gb_program)
  {
    cat <<EOF
# Provenance: fixtures/google-benchmark/reference-runs

Three builds for the "reference runs" feature, 10 repetitions each, run in the order reference, base, head (three separate invocations):

- **reference** (\`-DVARIANT_REFERENCE\`): an older, known-good build. \`BM_Checksum\` is fast (no re-verification pass); everything else is identical to base.
- **base** (no define): the regression. \`BM_Checksum\` re-hashes 40% of its buffer a second time, so it is ~+40% slower than reference; everything else is identical to reference.
- **head** (\`-DVARIANT_HEAD\`): the same head build as in ../ . It fixes \`BM_Checksum\` (back to the reference code, so head ~= reference and ~-28% vs base), and also contains the unrelated \`BM_Crc32/*\` slowdown (~+30% vs both base and reference).

$tools
$(machine_info)

$program

## Files

$(files_log google-benchmark/reference-runs)

## Observed median ratios (median of \`real_time\` over the 10 iteration rows)

### reference.json -> base.json (expected: BM_Checksum slower by ~30-40%, rest unchanged)

$(check google-benchmark pair google-benchmark "$out/reference-runs/reference.json" "$out/reference-runs/base.json" refbase)

### base.json -> head.json (expected: BM_Checksum faster, BM_Crc32/* slower, rest unchanged)

$(check google-benchmark pair google-benchmark "$out/reference-runs/base.json" "$out/reference-runs/head.json" head)

### reference.json -> head.json (expected: BM_Checksum back to reference speed, BM_Crc32/* slower, rest unchanged)

$(check google-benchmark pair google-benchmark "$out/reference-runs/reference.json" "$out/reference-runs/head.json" refhead)
EOF
  } >"$out/reference-runs/PROVENANCE.md"
}

# ------------------------------------------------------------------ go-test
GO_BENCH=$'go test -run \'^$\' -bench . -benchmem -benchtime=50ms'

go_test_build() {
  mkdir -p "$FIX/go-test/rounds"
  (cd "$SRC/go-test" && go vet ./... && go vet -tags head ./...)
  GO_TOOLS="- Go: \`go version\` = $(go version) (Debian package golang $(pkgver golang)); standard library only, GOPROXY=off, no network"
}

go_test_main() {
  local cwd=$SRC/go-test
  rm -f "$FIX"/go-test/*.txt "$FIX"/go-test/*.jsonl "$FIX/go-test/PROVENANCE.md" "$BUILD/log-go-test.md"
  run go-test base.txt "$cwd" 'GOFLAGS=-mod=mod GOPROXY=off '"$GO_BENCH"' -count=10 ./... > "$FIX/go-test/base.txt"'
  run go-test head.txt "$cwd" 'GOFLAGS=-mod=mod GOPROXY=off '"$GO_BENCH"' -count=10 -tags head ./... > "$FIX/go-test/head.txt"'
  run go-test base-aa.txt "$cwd" 'GOFLAGS=-mod=mod GOPROXY=off '"$GO_BENCH"' -count=10 ./... > "$FIX/go-test/base-aa.txt"'
  run go-test test2json.jsonl "$cwd" $'GOFLAGS=-mod=mod GOPROXY=off go test -json -run \'^$\' -bench . -count=3 -benchmem -benchtime=50ms ./... > "$FIX/go-test/test2json.jsonl"'
  write_go_test_main
}

go_test_rounds() {
  local i order v tags cwd=$SRC/go-test
  rm -f "$FIX"/go-test/rounds/* "$BUILD/log-go-test_rounds.md"
  for i in $(seq 1 $ROUNDS); do
    if (( i % 2 )); then order="base head"; else order="head base"; fi
    for v in $order; do
      tags=""; [ "$v" = head ] && tags=" -tags head"
      run go-test/rounds "$v-$i.txt" "$cwd" \
        "GOFLAGS=-mod=mod GOPROXY=off $GO_BENCH -count=$ROUND_REPS$tags ./... > \"\$FIX/go-test/rounds/$v-$i.txt\""
    done
  done
  write_go_test_rounds
}

write_go_test_main() {
  local out=$FIX/go-test tools=$GO_TOOLS
  {
    cat <<EOF
# Provenance: fixtures/go-test

Real \`go test -bench\` text output: two packages, so the \`goos:\`/\`goarch:\`/\`pkg:\`/\`cpu:\` header block appears twice, each followed by 10 lines per benchmark (\`-count=10\`), \`PASS\` and an \`ok\` line. Benchmark names carry the \`-2\` GOMAXPROCS suffix. All benchmarks call \`b.ReportAllocs()\` (and \`-benchmem\` is set, so \`B/op\` and \`allocs/op\` are present); \`BenchmarkChecksum\` calls \`b.SetBytes\` (\`MB/s\` column); \`BenchmarkPrimes\` reports the custom unit \`primes/op\` with \`b.ReportMetric\` and allocates (\`B/op\`, \`allocs/op\` non-zero).

$tools
$(machine_info)

## Program and the code change

Source: the module \`example.com/benchfixture\` in \`fixtures-src/go-test/\` (\`go.mod\`, packages \`checksum\` and \`numeric\`). Base and head differ only by the \`head\` build tag (\`go test -tags head\`), which swaps \`checksum/fnv_base.go\` -> \`checksum/fnv_head.go\` and \`checksum/crc_base.go\` -> \`checksum/crc_head.go\`; the package \`numeric\` is identical.

| benchmark | head change | expected |
| --- | --- | --- |
| \`BenchmarkCRC32/size=1024-2\`, \`BenchmarkCRC32/size=16384-2\` (sub-benchmarks, package checksum) | head adds a "paranoid" second bitwise CRC-32 over 30% of the buffer | slower, ~+30% |
| \`BenchmarkChecksum-2\` (package checksum) | base re-hashes 40% of the buffer a second time; head drops that pass | faster, ~-28% |
| \`BenchmarkPrimes-2\` (package numeric) | none | unchanged |
| \`BenchmarkSplitMix-2\` (package numeric) | none | unchanged |

## Files

Run from \`fixtures-src/go-test\`; \`\$FIX\` is this repository's \`fixtures/\` folder. Order of the runs: base, head, base-aa, test2json (then rounds/). \`test2json.jsonl\` is the base code with \`-json\` (\`-count=3\`): one JSON event per line; note that test2json sometimes splits one benchmark result line over two \`output\` events.

$(files_log go-test)

## Observed median ratios (median of \`ns/op\` over the 10 lines; key = pkg + name)

### base.txt -> head.txt

$(check go-test pair go-test "$out/base.txt" "$out/head.txt" head)

### base.txt -> base-aa.txt (A/A: the same base code, a second \`go test\` invocation)

$(check go-test pair go-test "$out/base.txt" "$out/base-aa.txt" aa)
EOF
  } >"$out/PROVENANCE.md"
}

write_go_test_rounds() {
  local out=$FIX/go-test tools=$GO_TOOLS
  {
    cat <<EOF
# Provenance: fixtures/go-test/rounds

Interleaved ABBA "paired rounds": $ROUNDS rounds, each side of each round a separate \`go test\` invocation with \`-count=$ROUND_REPS\`. Round 1 runs base then head, round 2 head then base, round 3 base then head, and so on (odd rounds base first, even rounds head first). Same module and code change as in ../PROVENANCE.md (head = \`-tags head\`).

$tools
$(machine_info)

## Files

$(files_log go-test/rounds)

## Observed median ratios head/base per round (median of \`ns/op\`)

$(check go-test rounds go-test "$out/rounds")
EOF
  } >"$out/rounds/PROVENANCE.md"
}

# ------------------------------------------------------- folder-level retry
# generate FN DIR: runs the folder generator FN (which fills DIR and writes
# DIR/PROVENANCE.md). If check.py marked any ratio as outside its band ("| NO |"),
# the whole folder is generated again, up to FOLDER_ATTEMPTS times; the discarded
# generations and their out-of-band rows are appended to PROVENANCE.md, so the
# selection stays visible. Returns 1 if the last generation is still out of band.
FOLDER_ATTEMPTS=${FOLDER_ATTEMPTS:-4}
generate() {
  local fn=$1 dir=$2 attempt=0 history="" ok=0
  while :; do
    attempt=$(( attempt + 1 ))
    "$fn"
    if ! grep -q '^| .*| NO |$' "$dir/PROVENANCE.md"; then ok=1; break; fi
    if (( attempt >= FOLDER_ATTEMPTS )); then
      echo "warning: $dir still out of band after $attempt generations" >&2
      break
    fi
    history="$history
- generation $attempt (finished $(date -u +%Y-%m-%dT%H:%M:%SZ)) was discarded; its rows outside their band:

$(awk '/^### /{h=$0} /[|] NO [|]/{if(h!=p){print "  " h; p=h} print "  " $0}' "$dir/PROVENANCE.md")
"
    echo "   regenerating $dir (generation $attempt had out-of-band ratios)" >&2
  done
  {
    echo
    echo "## Generations"
    echo
    if [ -z "$history" ]; then
      echo "This folder is the first generation of this regenerate.sh run: every check was inside its band, nothing was discarded."
    else
      echo "This folder is generation $attempt of this regenerate.sh run. The machine has episodic slowdowns that /proc/stat does not show (host-level contention on the shared vCPUs), so regenerate.sh generates a folder again when any ratio falls outside its band (at most $FOLDER_ATTEMPTS generations). Discarded generations:"
      echo "$history"
    fi
    (( ok )) || echo "WARNING: this is the last allowed generation and it is still out of band (rows marked NO above)."
  } >>"$dir/PROVENANCE.md"
  (( ok ))
}

# -------------------------------------------------------------------- main
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(hyperfine google-benchmark go-test)
status=0
built=""
build_once() { case " $built " in *" $1 "*) ;; *) "$1"; built="$built $1" ;; esac; }
for t in "${targets[@]}"; do
  case $t in
    hyperfine) set -- hyperfine/main hyperfine/rounds ;;
    google-benchmark) set -- google-benchmark/main google-benchmark/rounds google-benchmark/reference-runs ;;
    go-test) set -- go-test/main go-test/rounds ;;
    *) set -- "$t" ;;
  esac
  for f in "$@"; do
    case $f in
      hyperfine/main) build_once hyperfine_build; generate hyperfine_main "$FIX/hyperfine" || status=1 ;;
      hyperfine/rounds) build_once hyperfine_build; generate hyperfine_rounds "$FIX/hyperfine/rounds" || status=1 ;;
      google-benchmark/main) build_once google_benchmark_build; generate google_benchmark_main "$FIX/google-benchmark" || status=1 ;;
      google-benchmark/rounds) build_once google_benchmark_build; generate google_benchmark_rounds "$FIX/google-benchmark/rounds" || status=1 ;;
      google-benchmark/reference-runs) build_once google_benchmark_build; generate google_benchmark_reference "$FIX/google-benchmark/reference-runs" || status=1 ;;
      go-test/main) build_once go_test_build; generate go_test_main "$FIX/go-test" || status=1 ;;
      go-test/rounds) build_once go_test_build; generate go_test_rounds "$FIX/go-test/rounds" || status=1 ;;
      *) echo "unknown harness or folder $f" >&2; exit 2 ;;
    esac
  done
done
if (( status )); then
  echo "some observed ratios are outside their expected band (see the PROVENANCE.md files)" >&2
  exit 1
fi
echo "all fixtures regenerated; every observed ratio is inside its expected band" >&2

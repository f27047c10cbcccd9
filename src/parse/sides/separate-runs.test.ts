import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../test/support/fixtures.js'
import { poolResults } from '../../compare/pairing/pool-results.js'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { parseResultFiles } from '../parse-files.js'
import { ONE_RUN_SPAN_MS, separateRuns } from './separate-runs.js'

const RUNS = 'fixtures/google-benchmark/runs'

/** One side of the real files (fixtures/google-benchmark/runs/PROVENANCE.md), as parse reads it. */
function side(...files: string[]) {
  const parsed = parseResultFiles(
    files.map((name) => ({
      name,
      bytes: new Uint8Array(readFileSync(path.join(REPO_ROOT, name))),
    })),
    'auto',
  )
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  return parsed.results
}

const realTimes = (results: readonly BenchmarkResult[], name: string) =>
  results.filter((r) => r.benchmark.name === name && r.metricName === 'real_time')

describe('files of one run pool, files of different runs do not (F51)', () => {
  it('reads the run of a Google Benchmark file from its context', () => {
    const [first] = side(`${RUNS}/two-hosts/runner-b.json`)
    expect(first?.run).toEqual({
      started: Date.parse('2026-12-02T02:17:20+00:00'),
      facts: {
        host_name: 'runner-b',
        executable: 'build-a/bench',
        library_build_type: 'debug',
        num_cpus: '2',
        caches: 'L1 Data 32 KiB, L1 Instruction 32 KiB, L2 Unified 512 KiB, L3 Unified 16384 KiB',
      },
    })
  })

  it('pools one run with --benchmark_repetitions in one file as today', () => {
    const results = side(`${RUNS}/one-run/bench-1.json`)
    const checked = separateRuns(results)
    expect(checked).toEqual({ results, diagnostics: [] })
    const pooled = poolResults(realTimes(checked.results, 'BM_Sum'))
    expect([pooled.conflict, pooled.files, pooled.samples.length]).toEqual([null, 1, 3])
  })

  it('pools two invocations of one build on one host, started together, and counts the files', () => {
    const results = side(`${RUNS}/one-run/bench-1.json`, `${RUNS}/one-run/bench-2.json`)
    const checked = separateRuns(results)
    expect(checked.diagnostics).toEqual([])
    const pooled = poolResults(realTimes(checked.results, 'BM_Hash'))
    expect([pooled.conflict, pooled.files, pooled.samples.length]).toEqual([null, 2, 6])
  })

  it('names both files of two hosts and leaves the benchmarks out of the comparison', () => {
    const a = `${RUNS}/two-hosts/runner-a.json`
    const b = `${RUNS}/two-hosts/runner-b.json`
    const checked = separateRuns(side(a, b))
    expect(checked.diagnostics.map((d) => [d.severity, d.file, d.message])).toEqual([
      [
        'warning',
        a,
        `2 benchmarks ("BM_Sum", "BM_Hash") are in ${a} and in ${b}, files of different runs (host_name "runner-a" vs "runner-b"); not compared until one is removed`,
      ],
    ])
    // Nothing is dropped: both files' results stay, marked, and pooling refuses them.
    expect(checked.results).toHaveLength(side(a, b).length)
    const pooled = poolResults(realTimes(checked.results, 'BM_Sum'))
    expect(pooled.conflict).toBe(
      `"BM_Sum" is in ${a} and ${b}, files of different runs (host_name "runner-a" vs "runner-b"); not compared until one is removed`,
    )
  })

  it('names both files of two builds (another executable)', () => {
    const a = `${RUNS}/two-builds/build-a.json`
    const b = `${RUNS}/two-builds/build-b.json`
    const checked = separateRuns(side(a, b))
    expect(checked.diagnostics.map((d) => d.message)).toEqual([
      `2 benchmarks ("BM_Sum", "BM_Hash") are in ${a} and in ${b}, files of different runs (executable "build-a/bench" vs "build-b/bench"); not compared until one is removed`,
    ])
    expect(checked.results.every((r) => r.duplicate !== undefined)).toBe(true)
  })

  it('names both files of one host name on two machines (another CPU: other caches)', () => {
    // The same program (fixtures-src/google-benchmark/bench.cc, base build) run as ./bench on a
    // virtual machine named "vm": on 2026-11-29 (fixtures/google-benchmark/base.json) and again
    // today, after the machine had moved to another CPU. The host name alone would not tell.
    const old = 'fixtures/google-benchmark/base.json'
    const today = `${RUNS}/stale/base.json`
    const checked = separateRuns(side(old, today))
    expect(checked.diagnostics.map((d) => [d.file, d.message])).toEqual([
      [
        old,
        `5 benchmarks ("BM_Primes", "BM_Crc32/1024", "BM_Crc32/16384", "BM_Checksum", "BM_NewtonSqrt") are in ${old} and in ${today}, files of different runs (caches "L1 Data 32 KiB, L1 Instruction 32 KiB, L2 Unified 1024 KiB, L3 Unified 32768 KiB" vs "L1 Data 32 KiB, L1 Instruction 32 KiB, L2 Unified 512 KiB, L3 Unified 16384 KiB"); not compared until one is removed`,
      ],
    ])
    expect(checked.results.every((r) => r.duplicate !== undefined)).toBe(true)
  })

  it('keeps the newest of two runs that differ only in when they started, naming the stale file', () => {
    // One build on one machine, run on 2026-11-28 (the clock set back with faketime) and today.
    const old = `${RUNS}/stale/bench-2026-11-28.json`
    const today = `${RUNS}/one-run/bench-1.json`
    const results = side(old, today)
    const checked = separateRuns(results)
    expect(checked.diagnostics.map((d) => [d.file, d.message])).toEqual([
      [
        old,
        `2 benchmarks ("BM_Sum", "BM_Hash") are in ${old} (started 2026-11-28T09:00:00Z) and in ${today} (started 2026-12-02T02:17:20Z), 4 days apart, longer than one run lasts (6 hours): ${old} is taken as a leftover of an earlier run and left out`,
      ],
    ])
    expect(new Set(checked.results.map((r) => r.source.file))).toEqual(new Set([today]))
    expect(checked.results).toHaveLength(results.length / 2)
    const pooled = poolResults(realTimes(checked.results, 'BM_Hash'))
    // The kept run's own three repetitions (5,616, 5,578 and 5,589 ns), none of the older run's.
    expect([pooled.conflict, pooled.files, pooled.samples.map(Math.round)]).toEqual([
      null,
      1,
      [5616, 5578, 5589],
    ])
    // A leftover is left out whole: BM_Sum, which only it holds here, is not kept from it either.
    const withoutSum = results.filter((r) => r.source.file === old || r.benchmark.name !== 'BM_Sum')
    expect(separateRuns(withoutSum).results.map((r) => [r.source.file, r.benchmark.name])).toEqual(
      results
        .filter((r) => r.source.file === today && r.benchmark.name === 'BM_Hash')
        .map(() => [today, 'BM_Hash']),
    )
  })

  it('pools files started up to the span apart, and splits them past it', () => {
    const results = side(`${RUNS}/one-run/bench-1.json`, `${RUNS}/one-run/bench-2.json`)
    const [first] = results
    const started = first?.run?.started ?? 0
    const shifted = (by: number) =>
      results.map((r) =>
        r.source.file.endsWith('bench-2.json') && r.run
          ? { ...r, run: { ...r.run, started: started + by } }
          : r,
      )
    expect(separateRuns(shifted(ONE_RUN_SPAN_MS)).diagnostics).toEqual([])
    const split = separateRuns(shifted(ONE_RUN_SPAN_MS + 1000))
    expect(split.diagnostics.map((d) => d.message.split(' (started')[0])).toEqual([
      `2 benchmarks ("BM_Sum", "BM_Hash") are in ${RUNS}/one-run/bench-1.json`,
    ])
    expect(new Set(split.results.map((r) => r.source.file))).toEqual(
      new Set([`${RUNS}/one-run/bench-2.json`]),
    )
  })

  it('leaves results without a run identity as they are (they pool as before)', () => {
    const results = side(`${RUNS}/two-hosts/runner-a.json`, `${RUNS}/two-hosts/runner-b.json`).map(
      ({ run: _run, ...rest }) => rest,
    )
    expect(separateRuns(results)).toEqual({ results, diagnostics: [] })
  })
})

describe('pytest-benchmark sessions: one run or several (F51)', () => {
  const PY = 'fixtures/pytest-benchmark-json'
  const times = (results: readonly BenchmarkResult[], name: string) =>
    results.filter((r) => r.benchmark.name === name)

  it('reads the session from machine_info, commit_info and datetime (3.x writes UTC without a zone)', () => {
    const [first] = side(`${PY}/with-data.json`)
    expect(first?.run).toEqual({
      started: Date.parse('2026-11-29T11:18:29.048527Z'),
      facts: {
        'machine_info.node': 'vm',
        'machine_info.machine': 'x86_64',
        'machine_info.system': 'Linux',
        'machine_info.release': '6.18.44-fc-v857',
        'machine_info.python_implementation': 'CPython',
        'machine_info.python_version': '3.11.2',
        'machine_info.cpu.brand': 'AMD EPYC',
        'commit_info.id': 'a9c3d9674c4e535e2eaae13dae56832fdd4a6b0d',
      },
    })
  })

  it('pools two sessions of one commit on one machine, started together', () => {
    const checked = separateRuns(side(`${PY}/runs/session-1.json`, `${PY}/runs/session-2.json`))
    expect(checked.diagnostics).toEqual([])
    const pooled = poolResults(times(checked.results, 'test_runs.py::test_crc32'))
    // 25 rounds in the first session, 23 in the second.
    expect([pooled.conflict, pooled.files, pooled.samples.length]).toEqual([null, 2, 48])
  })

  it('pools two sessions of one commit whose working tree only one saw dirty', () => {
    // A build step rewrote a tracked file between the sessions (runs/PROVENANCE.md): the flag
    // says the tree differs from the commit, not how, so it names no other code.
    const clean = `${PY}/runs/clean.json`
    const dirty = `${PY}/runs/dirty.json`
    const read = side(clean, dirty)
    expect(read.find((r) => r.source.file === dirty)?.run?.facts).not.toHaveProperty(
      'commit_info.dirty',
    )
    const checked = separateRuns(read)
    expect(checked.diagnostics).toEqual([])
    const pooled = poolResults(times(checked.results, 'test_runs.py::test_sum'))
    expect([pooled.conflict, pooled.files]).toEqual([null, 2])
    expect(pooled.samples).toHaveLength(
      read
        .filter((r) => r.benchmark.name === 'test_runs.py::test_sum')
        .reduce((n, r) => n + r.samples.length, 0),
    )
  })

  it('names both files of sessions of two commits and leaves the benchmarks out', () => {
    const a = `${PY}/runs/session-1.json`
    const b = `${PY}/runs/next-commit.json`
    const checked = separateRuns(side(a, b))
    expect(checked.diagnostics.map((d) => d.message)).toEqual([
      `2 benchmarks ("test_runs.py::test_crc32", "test_runs.py::test_sum") are in ${a} and in ${b}, files of different runs (commit_info.id "2f85742a2253a627d2ff7802f9d3126541feeca4" vs "2aece6b7f646f364558c82ae895ee380e42cc18b"); not compared until one is removed`,
    ])
    expect(checked.results.every((r) => r.duplicate !== undefined)).toBe(true)
  })
})

describe('Google Benchmark CSV: the run from the console context in the file (F51)', () => {
  const CSV = 'fixtures/google-benchmark-csv'

  it('reads the start, executable, CPU count, caches and debug build before the header', () => {
    const [first] = side(`${CSV}/runs/bench-1.csv`)
    expect(first?.run).toEqual({
      started: Date.parse('2026-12-02T02:52:45+00:00'),
      facts: {
        executable: 'build-a/bench',
        num_cpus: '2',
        library_build_type: 'debug',
        caches: 'L1 Data 32 KiB, L1 Instruction 32 KiB, L2 Unified 512 KiB, L3 Unified 16384 KiB',
      },
    })
  })

  it('pools two invocations of one build, and names two machines of one program', () => {
    const pooled = separateRuns(side(`${CSV}/runs/bench-1.csv`, `${CSV}/runs/bench-2.csv`))
    expect(pooled.diagnostics).toEqual([])
    expect(poolResults(realTimes(pooled.results, 'BM_Sum')).samples).toHaveLength(6)
    const old = `${CSV}/base.csv`
    const today = `${CSV}/runs/base-today.csv`
    expect(separateRuns(side(old, today)).diagnostics.map((d) => d.message)).toEqual([
      `5 benchmarks ("BM_Primes", "BM_Crc32/1024", "BM_Crc32/16384", "BM_Checksum", "BM_NewtonSqrt") are in ${old} and in ${today}, files of different runs (caches "L1 Data 32 KiB, L1 Instruction 32 KiB, L2 Unified 1024 KiB, L3 Unified 32768 KiB" vs "L1 Data 32 KiB, L1 Instruction 32 KiB, L2 Unified 512 KiB, L3 Unified 16384 KiB"); not compared until one is removed`,
    ])
  })
})

/**
 * Every unit the adapters emit, read from every real fixture and every file of the peer Action's
 * test suite, has a better direction, except a user counter without a unit (test/field-cases.md
 * F40). A new adapter or fixture that emits an unknown direction fails here until it is either
 * given one or named below as a user counter, with the reason.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { REPO_ROOT } from '../../../test/support/fixtures.js'
import { REFERENCE_DIR } from '../../../test/reference/reference-set.js'
import { parseResultFiles } from '../parse-files.js'

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return filesUnder(full)
    return /\.(md|txt\.license)$/i.test(entry) || entry === 'LICENSE.txt' ? [] : [full]
  })
}

/** Each fixture folder as one side (Criterion's trees need their sibling files). */
function resultsOf(root: string): BenchmarkResult[] {
  return readdirSync(root)
    .map((entry) => path.join(root, entry))
    .filter((dir) => statSync(dir).isDirectory())
    .flatMap(
      (dir) =>
        parseResultFiles(
          filesUnder(dir).map((file) => ({
            name: path.relative(REPO_ROOT, file),
            bytes: readFileSync(file),
          })),
          'auto',
        ).results,
    )
}

/**
 * The user counters: values a benchmark's author reports under a name of their own and without a
 * unit that tells which way is better. Each is listed with its harness.
 */
function isUserCounter(result: BenchmarkResult): boolean {
  return USER_COUNTERS[result.format]?.(result) ?? false
}

const isCustom = (result: BenchmarkResult) => result.metric === 'custom'

const USER_COUNTERS: Readonly<Record<string, (result: BenchmarkResult) => boolean>> = {
  // `state.counters["name"]`: a number without a unit.
  'google-benchmark-json': isCustom,
  'google-benchmark-csv': isCustom,
  // `b.ReportMetric(v, "parse_ms/blk")`: a unit of the author's own.
  'go-test-text': isCustom,
  'go-test-json': isCustom,
  // pyperf's `integer` unit, asv's `track_*` values, a Bencher measure slug of the user's.
  'pyperf-json': isCustom,
  'asv-json': isCustom,
  'bencher-bmf-json': isCustom,
  // The peer Action's custom JSON auto-detected: a unit that names no direction (`Percent`), or
  // bytes, which can be better either way ("Free Memory"); the format id names it.
  'custom-json': (r) => r.metric === 'custom' || r.metric === 'memory',
  // A JMH profiler's allocation rate rises when the benchmark gets faster: no better direction.
  'jmh-json': (r) => r.metric === 'custom' && r.unit === 'B/s',
}

describe('every unit the adapters emit has a direction (F40)', () => {
  const results = [
    ...resultsOf(path.join(REPO_ROOT, 'fixtures')),
    ...resultsOf(path.join(REFERENCE_DIR, 'peer-fixtures')),
  ]

  it('reads the fixtures of every format', () => {
    const formats = new Set(results.map((r) => r.format))
    // Folders of real runs grouped by harness hold formats that have their own folder too.
    const groups = new Set(['loaded-runs', 'summary-outliers', 'tester3'])
    const folders = readdirSync(path.join(REPO_ROOT, 'fixtures')).filter(
      (f) => !groups.has(f),
    ).length
    // One folder per format, go-test and google-benchmark named without their suffix; two
    // folders (rust-libtest-text, criterion-text) also hold another format's lines.
    expect(formats.size).toBeGreaterThanOrEqual(folders - 2)
  })

  it('gives every metric a direction except user counters without a unit', () => {
    const unknown = results
      .filter((r) => r.direction === 'unknown' && !isUserCounter(r))
      .map((r) => `${r.format}: ${r.metricName} (${r.unit}) in ${r.source.file}`)
    expect([...new Set(unknown)]).toEqual([])
  })

  it('reads libtest cycles/iter as cycles that gate, lower is better', () => {
    const cycles = results.filter((r) => r.metricName === 'cycles/iter')
    expect(cycles.length).toBeGreaterThan(0)
    expect(new Set(cycles.map((r) => [r.metric, r.unit, r.direction].join(' ')))).toEqual(
      new Set(['cycles count lower-is-better']),
    )
  })
})

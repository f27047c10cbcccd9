import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../test/support/fixtures.js'
import { parseResultFiles } from '../parse-files.js'
import { looksLikePeerHistory, splitPeerHistory } from './peer-history.js'

const file = (name: string) => ({
  name: `fixtures/custom-json/history/${name}`,
  bytes: new Uint8Array(readFileSync(path.join(REPO_ROOT, 'fixtures/custom-json/history', name))),
})

describe("github-action-benchmark's data.js as history (F49)", () => {
  it('gives the newest commits, one run each, one file per suite, never evaluating the file', () => {
    const history = splitPeerHistory(file('data.js'), 3)
    expect(history.diagnostics).toEqual([])
    expect(history.runs.map((r) => [r.commit.slice(0, 7), r.files.length])).toEqual([
      ['9c8b7a6', 4],
      ['0f1e2d3', 4],
      ['a1b2c3d', 4],
    ])
    expect(history.runs[0]?.files[0]?.name).toBe(
      'fixtures/custom-json/history/data.js: $.entries["Go Benchmark"][3] (commit 9c8b7a6f5e4d)',
    )
  })

  it('skips the base and head commits, full or abbreviated', () => {
    const history = splitPeerHistory(file('data.js'), 5, ['9c8b7a6f5e4d3c2b', '0f1e2d3'])
    expect(history.runs.map((r) => r.commit.slice(0, 7))).toEqual(['a1b2c3d', '6e1b7a0'])
  })

  it('reads each commit with the units, directions and ranges of its tool', () => {
    const [newest] = splitPeerHistory(file('data.js'), 1).runs
    const side = parseResultFiles(newest?.files ?? [], 'go-test-text')
    expect(side.diagnostics).toEqual([])
    const go = side.results.filter((r) => r.benchmark.name.startsWith('Benchmark_Ctx_Accepts'))
    // The combined unit "ns/op\t 0 B/op\t 0 allocs/op" is three metrics of one benchmark (F47);
    // commit 3 has one more allocation, which changes a value, not the key.
    expect(
      go.slice(0, 3).map((r) => [r.metricName, r.metric, r.direction, r.summary?.mean]),
    ).toEqual([
      ['ns/op', 'wall-time', 'lower-is-better', 255.028],
      ['B/op', 'memory', 'lower-is-better', 0],
      ['allocs/op', 'allocations', 'lower-is-better', 1],
    ])
    // Benchmark.js: ±0.74 % rme over 93 samples → n = 93; its t table gives 1.96 beyond 30 df (F48).
    const js = side.results.find((r) => r.metricName === 'ops/sec')
    expect(js?.summary?.n).toBe(93)
    expect((js?.summary?.sd ?? 0) / (js?.summary?.mean ?? 1)).toBeCloseTo(
      (0.0074 / 1.96) * Math.sqrt(93),
      6,
    )
    // pytest: stddev 6.175e-6 s over rounds 38523 beside a mean of 24.0887 µs → CV 0.25635.
    const py = side.results.find((r) => r.metricName === 'iter/sec')
    expect(py?.summary?.n).toBe(38523)
    expect((py?.summary?.sd ?? 0) / (py?.summary?.mean ?? 1)).toBeCloseTo(
      0.000006175090189861328 / 0.00002408868133322941,
      6,
    )
    // Custom JSON: the tool is the direction; its range is free text, one value.
    const custom = side.results.filter((r) => r.format === 'custom-smaller-is-better')
    expect(custom.map((r) => [r.direction, r.summary?.n])).toEqual([
      ['lower-is-better', 1],
      ['lower-is-better', 1],
    ])
  })

  it('names the file, line and column of a syntax error, and reads nothing from it', () => {
    const history = splitPeerHistory(file('broken-data.js'), 5)
    expect(history.runs).toEqual([])
    expect(history.diagnostics.map((d) => [d.severity, d.file, d.location, d.message])).toEqual([
      [
        'error',
        'fixtures/custom-json/history/broken-data.js',
        'line 4',
        'is not valid JSON: value expected at "]"',
      ],
    ])
  })

  it('refuses code after the assignment rather than running or skipping it', () => {
    const history = splitPeerHistory(file('script-data.js'), 5)
    expect(history.runs).toEqual([])
    expect(history.diagnostics.at(-1)?.message).toMatch(/^not a github-action-benchmark history/)
  })

  it('is recognised by its assignment prefix only', () => {
    expect(looksLikePeerHistory('window.BENCHMARK_DATA = {')).toBe(true)
    expect(looksLikePeerHistory('\uFEFF  window.BENCHMARK_DATA={')).toBe(true)
    expect(looksLikePeerHistory('[{"name":"a","unit":"ns","value":1}]')).toBe(false)
  })
})

/**
 * No value vanishes (docs/method.md §2): zeros compared as a change to or from 0, Benchmark.js's
 * `Infinity ops/sec` reported with its line and not compared, never "removed" or "added".
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../test/support/fixtures.js'
import { renderComment } from '../report/report.js'
import { ACTION_KNOB_NAMES } from '../settings/action-settings.js'
import { parseAnalysisKnobs } from '../settings/analysis-knobs.js'
import { analyze } from './analyze.js'

const side = (relative: string) => ({
  files: [{ name: relative, bytes: readFileSync(path.join(REPO_ROOT, 'fixtures', relative)) }],
  diagnostics: [],
})

function run(base: string, head: string, format = 'auto') {
  const settings = {
    ...parseAnalysisKnobs({ format }, ACTION_KNOB_NAMES, []),
    today: '2026-12-01',
  }
  return analyze(
    {
      head: side(head),
      base: side(base),
      history: [],
      control: null,
      context: { historyRuns: 0, controlRuns: 0, headSource: 'head', baseSource: 'base' },
    },
    settings,
  )
}

describe('zeros in single values', () => {
  it('heap 3,069,448 B → 0 B is −100 %, an improvement, not "not compared" (F36)', () => {
    const report = run(
      'custom-json/zero-heap-base.json',
      'custom-json/zero-heap-head.json',
      'customSmallerIsBetter',
    )
    const [heap] = report.comparisons
    expect([heap?.class, heap?.strength, heap?.ratio, heap?.decisionRow]).toEqual([
      'improvement',
      'unverified',
      0,
      '3',
    ])
    expect(heap?.reasons[0]).toContain('−100 %')
    const text = renderComment(report, { maxLength: 60_000, fullReportName: 'r.md' })
    expect(text).toContain(
      '| `parse heap` | B | 2.927\u00a0MiB (mean, n=1) | 0\u00a0MiB (mean, n=1) | −100\u00a0% | — | 🟢 improvement (unverified) |',
    )
  })

  it('Go allocs/op 0 → 8 is a gated regression "from 0" (F37)', () => {
    const report = run('go-test/zeros/base.txt', 'go-test/zeros/head.txt')
    const allocs = report.comparisons.find((c) => c.metricName === 'allocs/op')
    expect([allocs?.gated, allocs?.class, allocs?.ratio]).toEqual([true, 'regression', null])
    expect(allocs?.reasons[0]).toContain('up from 0')
    // Unverified (one value a side): it warns, as row 3 of docs/method.md §11 says.
    expect(report.verdict.level).toBe('warn')
    expect(report.verdict.reasons.join('\n')).toContain('allocs/op')
    const text = renderComment(report, { maxLength: 60_000, fullReportName: 'r.md' })
    expect(text).toMatch(
      /\| allocs\/op \| 0 ± 0 \(n=1\) \| 8 ± 0 \(n=1\) \| from 0 \| — \| 🔺 regression \(unverified\) \|/,
    )
  })
})

describe('Benchmark.js Infinity ops/sec', () => {
  it('is read, named with file and line, and not compared: never removed (F38)', () => {
    const report = run('benchmarkjs-text/infinity-base.txt', 'benchmarkjs-text/infinity-head.txt')
    const noop = report.comparisons.find((c) => c.label === 'noop')
    expect(noop?.class).toBe('not-compared')
    expect(noop?.reasons[0]).toBe(
      "the harness reported: Infinity ops/sec: its timed cycles measured 0 s, below the timer's resolution",
    )
    expect(report.diagnostics).toContainEqual({
      severity: 'warning',
      file: 'benchmarkjs-text/infinity-head.txt',
      location: 'line 2',
      message:
        '"noop" ran at Infinity ops/sec: its timed cycles measured 0 s, below the timer\'s resolution; not compared',
    })
    expect(report.comparisons.map((c) => c.class)).not.toContain('removed')
  })
})

describe('printed resolution, row 2b (docs/method.md §7)', () => {
  // Go prints ns/op in whole nanoseconds from 100 ns on; six -count runs a side, as the field
  // case reported (identical medians, every value within 1 ns of every other).
  const goText = (values: readonly number[]) =>
    `pkg: example.com/r\n${values.map((v) => `BenchmarkHash-2   \t 1000000\t      ${v} ns/op`).join('\n')}\nok  \texample.com/r\t1.0s\n`
  const analyzeText = (base: string, head: string) =>
    analyze(
      {
        head: {
          files: [{ name: 'head.txt', bytes: new TextEncoder().encode(head) }],
          diagnostics: [],
        },
        base: {
          files: [{ name: 'base.txt', bytes: new TextEncoder().encode(base) }],
          diagnostics: [],
        },
        history: [],
        control: null,
        context: { historyRuns: 0, controlRuns: 0, headSource: 'head', baseSource: 'base' },
      },
      { ...parseAnalysisKnobs({}, ACTION_KNOB_NAMES, []), today: '2026-12-01' },
    )

  it('equal medians in whole ns (n = 6) are no change, not inconclusive (F34)', () => {
    const report = analyzeText(
      goText([1204, 1205, 1204, 1205, 1204, 1204]),
      goText([1205, 1204, 1204, 1204, 1205, 1204]),
    )
    const [hash] = report.comparisons
    expect([hash?.class, hash?.strength, hash?.decisionRow]).toEqual([
      'no-change',
      'equivalent',
      '2b',
    ])
    expect(hash?.reasons[0]).toBe(
      'no change: the medians are equal and the sides differ by at most one unit of the last printed digit; a change hidden below it is at most ±0.083 %, within the ±5 % threshold',
    )
  })

  it('stays inconclusive when the medians differ or one quantum could hide a change beyond τ', () => {
    const differ = analyzeText(
      goText([1204, 1204, 1204, 1205, 1204, 1204]),
      goText([1205, 1205, 1205, 1204, 1205, 1205]),
    )
    expect([differ.comparisons[0]?.class, differ.comparisons[0]?.decisionRow]).toEqual([
      'inconclusive',
      '2b',
    ])
    // 12 ns against 12 ns, but 11–13 ns printed: one quantum is 1/12 = 8.3 % > 5 %.
    const coarse = analyzeText(goText([12, 13, 12, 12, 13, 12]), goText([12, 12, 13, 12, 12, 13]))
    expect([coarse.comparisons[0]?.class, coarse.comparisons[0]?.decisionRow]).toEqual([
      'inconclusive',
      '2b',
    ])
  })
})

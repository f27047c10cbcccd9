import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../test/support/fixtures.js'
import type { BenchmarkResult, SummaryStats } from '../../model/benchmark-result.js'
import { classifyChange } from '../../policy/classify-change.js'
import { defaultGating } from '../../policy/default-gating.js'
import { parseText } from '../../parse/parse-files.js'
import { compareRuns, DEFAULT_STATISTICS_SETTINGS, type RunSet } from '../compare-runs.js'
import { withMeasuredSpread } from './summary-spread.js'

const settings = DEFAULT_STATISTICS_SETTINGS
const rules = {
  classify: (e: Parameters<typeof classifyChange>[0]) => classifyChange(e, settings),
  isGated: defaultGating,
}
const compare = (runs: RunSet) => compareRuns(runs, settings, rules)

function summary(stats: SummaryStats, extra: Partial<BenchmarkResult> = {}): BenchmarkResult {
  return {
    benchmark: { name: 'b' },
    metric: 'wall-time',
    metricName: 'time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples: [],
    summary: stats,
    format: 'test',
    source: { file: 'b.json' },
    ...extra,
  }
}

const only = (runs: RunSet) => compare(runs).comparisons[0]!

describe('which printed spreads of 0 are evidence (docs/method.md §5, §8)', () => {
  it.each([
    ['a time with sd 0 and no range', { n: 30, mean: 5, sd: 0 }, false, ['sd'], { n: 30, mean: 5 }],
    ['a MAD of 0', { n: 9, median: 5, mad: 0, sd: 1 }, false, ['MAD'], { n: 9, median: 5, sd: 1 }],
    ['a declared counter', { n: 3, mean: 5, sd: 0 }, true, [], { n: 3, mean: 5, sd: 0 }],
    [
      'a zero range (min = max, n ≥ 2)',
      { n: 3, mean: 5, sd: 0, min: 5, max: 5 },
      false,
      [],
      { n: 3, mean: 5, sd: 0, min: 5, max: 5 },
    ],
    ['a real spread', { n: 3, mean: 5, sd: 0.2 }, false, [], { n: 3, mean: 5, sd: 0.2 }],
  ] as const)('%s', (_, stats, declared, unmeasured, kept) => {
    const measured = withMeasuredSpread(stats, declared)
    expect(measured.unmeasured).toEqual(unmeasured)
    expect(measured.summary).toEqual(kept)
  })
})

describe('a summary whose harness printed sd = 0', () => {
  it('does not call a Catch2 --benchmark-no-analysis A/A run an exact regression', () => {
    const read = (file: string) => parseText(fixtureSource(`catch2-xml/${file}`), 'auto').results
    const run = compare({ base: read('no-analysis-a.xml'), head: read('no-analysis-b.xml') })
    const worst = run.comparisons.find((c) => c.benchmark.name.startsWith('very_long'))
    expect(worst).toMatchObject({
      class: 'inconclusive',
      strength: null,
      decisionRow: '4',
      method: 'none',
      ci: null,
      minimumDetectableEffect: null,
    })
    expect(worst?.ratio).toBeCloseTo(30720.2 / 22712.2, 12)
    expect(worst?.reasons[0]).toBe(
      'cannot test +35.3 %: the harness gave no spread figure to test with',
    )
    expect(run.comparisons.map((c) => c.class)).toEqual(Array(5).fill('inconclusive'))
    // More repetitions would not help, so no sample-size advice.
    expect(run.findings.filter((f) => f.kind === 'sample-size')).toEqual([])
  })

  it('does not call a Benchmark.js ±0.00 % line an exact change, and says why', () => {
    const read = (file: string) =>
      parseText(fixtureSource(`benchmarkjs-text/${file}`), 'auto').results
    const c = only({ base: read('zero-margin-base.txt'), head: read('zero-margin-head.txt') })
    // 12 and 11 ops/sec printed in whole units, the sd set aside: one printed value a side, one
    // unit apart, which row 2b says cannot be resolved (docs/method.md §7).
    expect(c).toMatchObject({ class: 'inconclusive', decisionRow: '2b', method: 'none' })
    expect(c.ratio).toBeCloseTo(11 / 12, 12)
    expect(c.reasons[0]).toBe(
      '−8.3 % is below the printed resolution: the sides differ by at most one unit of the last printed digit',
    )
    // The side shows no ± 0: that 0 measured nothing.
    expect(c.base).toMatchObject({ n: 5, mean: 12, sd: null, cv: null })
  })

  it('names the side when only one printed sd = 0, and does not test with a zero standard error', () => {
    const c = only({
      base: [summary({ n: 10, mean: 100, sd: 0 })],
      head: [summary({ n: 10, mean: 130, sd: 5 })],
    })
    expect(c).toMatchObject({ class: 'inconclusive', pValue: null, decisionRow: '4' })
    expect(c.reasons[0]).toBe(
      'cannot test +30.0 %: the harness printed no spread (sd = 0 on the base side)',
    )
  })

  it('calls a large change with disjoint printed ranges unverified, never exact', () => {
    const c = only({
      base: [summary({ n: 10, mean: 100, sd: 0, min: 95, max: 105 })],
      head: [summary({ n: 10, mean: 150, sd: 0, min: 140, max: 160 })],
    })
    expect(c).toMatchObject({ class: 'regression', strength: 'unverified', decisionRow: '3' })
    expect(c.reasons[0]).toBe(
      '+50.0 % beyond ±10 % and the sides do not overlap, but it cannot be tested: the harness printed no spread (sd = 0)',
    )
  })

  it('tests medians and MADs instead when the harness printed them', () => {
    const c = only({
      base: [summary({ n: 20, mean: 100, sd: 0, median: 99, mad: 2 })],
      head: [summary({ n: 20, mean: 100, sd: 0, median: 99.5, mad: 2 })],
    })
    expect(c.method).toBe('welch-log-summary')
    expect(c.ratio).toBeCloseTo(99.5 / 99, 12)
    expect(c.reasons).toContain('the harness printed no spread (sd = 0) for the means')
  })

  it('keeps the exact path for a declared deterministic metric (docs/method.md §8)', () => {
    const counter = (mean: number) =>
      summary(
        { n: 5, mean, sd: 0 },
        { metric: 'instructions', metricName: 'Ir', unit: 'count', deterministic: true },
      )
    const c = only({ base: [counter(1000)], head: [counter(1100)] })
    expect(c).toMatchObject({ class: 'regression', strength: 'exact', method: 'deterministic' })
    expect(c.ratio).toBeCloseTo(1.1, 12)
  })

  it('keeps the exact path for a time whose summary shows a zero range (all values equal)', () => {
    const c = only({
      base: [summary({ n: 5, mean: 1000, sd: 0, min: 1000, max: 1000 })],
      head: [summary({ n: 5, mean: 1100, sd: 0, min: 1100, max: 1100 })],
    })
    expect(c).toMatchObject({ class: 'regression', strength: 'exact', method: 'deterministic' })
  })
})

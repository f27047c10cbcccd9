/**
 * Suites of harness summaries (mean, sd, n; no raw samples) through compare and the default
 * classifier: the suite drift guard (docs/method.md §10.0, §10.5, §16), an A/A control of summaries
 * (§10.4), the printed resolution of summaries without a spread (§7, row 2b) and how the reasons
 * name the runs a run-to-run variation came from (§10.3).
 */
import { describe, expect, it } from 'vitest'
import type { BenchmarkResult, SummaryStats } from '../model/benchmark-result.js'
import type { Comparison } from '../model/comparison.js'
import { classifyChange } from '../policy/classify-change.js'
import { defaultGating } from '../policy/default-gating.js'
import { compareRuns, DEFAULT_STATISTICS_SETTINGS, type RunSet } from './compare-runs.js'
import { normalQuantile } from './nulls/distributions.js'

const settings = DEFAULT_STATISTICS_SETTINGS
const rules = {
  classify: (e: Parameters<typeof classifyChange>[0]) => classifyChange(e, settings),
  isGated: defaultGating,
}

function summary(name: string, stats: SummaryStats, extra: Partial<BenchmarkResult> = {}) {
  const result: BenchmarkResult = {
    benchmark: { name },
    metric: 'wall-time',
    metricName: 'real_time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples: [],
    summary: stats,
    format: 'test',
    source: { file: `${name}.json` },
    ...extra,
  }
  return result
}

/**
 * Normal scores in a scrambled order: Φ⁻¹((j + ½)/count) for j = 7i mod count (count not a
 * multiple of 7), a deterministic sample with mean 0 and sd about 1.
 */
const score = (i: number, count: number) => normalQuantile((((7 * i) % count) + 0.5) / count)

/**
 * `count` neighbours of 10 repetitions each whose means moved by `move`·(a normal score) between
 * the runs, each with the relative sd `cv` (its own log standard error is then cv·√(2/10)).
 */
function neighbours(count: number, cv: number, move: number, side: 'base' | 'head') {
  return Array.from({ length: count }, (_, i) => {
    const mean = 1000 * (i + 1) * (side === 'head' ? Math.exp(move * score(i, count)) : 1)
    return summary(`N${i}`, { n: 10, mean, sd: cv * mean })
  })
}

const target = (ratio: number) =>
  summary('Target', { n: 10, mean: 8000 * ratio, sd: 8000 * ratio * 0.006 })

const find = (comparisons: readonly Comparison[], label: string) => {
  const c = comparisons.find((x) => x.label === label)
  if (!c) throw new Error(`no comparison ${label}`)
  return c
}

describe("the suite drift guard of summaries (docs/method.md §10.5): the suite's between-run spread, not its neighbours' own noise", () => {
  // 24 neighbours whose own sds (cv 0.2: own se 0.089, inside the assumed ±10 %) explain their
  // moves (sd 0.07), and one clean +31.8 % regression with a tight interval.
  const runs: RunSet = {
    base: [...neighbours(24, 0.2, 0.07, 'base'), target(1)],
    head: [...neighbours(24, 0.2, 0.07, 'head'), target(1.318)],
  }

  it('finds a tight +31.8 % beyond the assumed ±10 % a strong regression', () => {
    const run = compareRuns(runs, settings, rules)
    const drift = run.drift.find((d) => d.metric === 'real_time')
    // All 25 are in B (their own se is within the band): S_D is measured, and a guard of 5·S_D
    // would hide the target, but the neighbours moved as much as their sds say: ω̂ is about 0.
    expect(drift).toMatchObject({ count: 25, measured: true })
    expect(5 * (drift?.scale ?? 0)).toBeGreaterThan(Math.log(1.318))
    expect(drift?.betweenRun).toBe(0)
    const c = find(run.comparisons, 'Target')
    expect(c).toMatchObject({ class: 'regression', strength: 'strong', decisionRow: '5' })
    expect(c.ratio).toBeCloseTo(1.318 / Math.exp(drift?.shift ?? 0), 10)
    expect(c.reasons[0]).toMatch(/^\+3[0-3](\.\d)? %, beyond the ±10 % band \(q↑ = .*\)$/)
    // No neighbour is called a change for moves its own spread explains.
    for (const n of run.comparisons.filter((x) => x.label !== 'Target'))
      expect(['no-change', 'inconclusive']).toContain(n.class)
  })

  it("keeps the guard when tight summaries move between runs beyond their own intervals (the suite's spread)", () => {
    // 24 tight neighbours (cv 0.006) whose means moved by up to ±25 %: the runs differ by more
    // than any interval says, which only the suite shows; the target's +31.8 % is within that.
    const tight: RunSet = {
      base: [...neighbours(24, 0.006, 0.25, 'base'), target(1)],
      head: [...neighbours(24, 0.006, 0.25, 'head'), target(1.318)],
    }
    const run = compareRuns(tight, settings, rules)
    const drift = run.drift.find((d) => d.metric === 'real_time')
    expect(drift?.betweenRun).toBeGreaterThan(0.9 * (drift?.scale ?? 0))
    const c = find(run.comparisons, 'Target')
    expect(c.class).toBe('inconclusive')
    const guard = 5 * (drift?.betweenRun ?? 0)
    const band = `±${(100 * Math.expm1(guard)).toFixed(1)} %`
    expect(c.reasons[0]).toMatch(
      new RegExp(
        `^possible change: \\+30\\.2 % \\(q = .*\\), inside ${band}, five times how far this suite's benchmarks typically move between runs; too noisy to resolve 5 %: smallest detectable change here −[0-9.]+ % / \\+${band.slice(1)} \\(five times how far this suite's benchmarks typically move between runs\\), ±10 % by this benchmark's own interval; add history, an A/A control or interleaved rounds$`,
      ),
    )
    // The band that applied is named, never as "the assumed ±10 %", and the benchmark's own
    // smallest detectable change is given beside it.
    expect(c.reasons[0]).not.toMatch(/inside the assumed ±10 %/)
  })

  it('leaves summaries whose own se is beyond the assumed band out of the drift (B, D, S_D)', () => {
    // 24 neighbours with cv 1 (own se ≈ 0.45, beyond ln 1.1): they say nothing of a few per cent
    // of drift. Without them B < 20: no drift and no guard.
    const noisy: RunSet = {
      base: [...neighbours(24, 1, 1, 'base'), target(1)],
      head: [...neighbours(24, 1, 1, 'head'), target(1.318)],
    }
    const run = compareRuns(noisy, settings, rules)
    expect(run.drift.find((d) => d.metric === 'real_time')).toMatchObject({
      count: 1,
      measured: false,
      shift: 0,
    })
    expect(find(run.comparisons, 'Target')).toMatchObject({
      class: 'regression',
      strength: 'strong',
      ratio: expect.closeTo(1.318, 10) as number,
    })
  })
})

describe('an A/A control of summaries (docs/method.md §10.4)', () => {
  const side = (ratios: readonly number[]) =>
    ratios.map((r, i) =>
      summary(`B${i}`, { n: 10, mean: 100 * (i + 1) * r, sd: 100 * (i + 1) * r * 0.01 }),
    )

  it('gives each benchmark its measured A/A band, and no advice to add a control', () => {
    const run = compareRuns(
      { base: side([1, 1, 1]), head: side([1.12, 1.12, 1.4]), control: side([1, 1.15, 1.01]) },
      settings,
      rules,
    )
    const [quiet, moved, changed] = run.comparisons
    // φ_b = max(ln 1.1, |δ_AA,b|): 10 % where the control stayed, 15 % where it moved.
    expect(quiet?.floor).toEqual({ value: expect.closeTo(0.1, 12) as number, source: 'aa-control' })
    expect(moved?.floor).toEqual({
      value: expect.closeTo(0.15, 10) as number,
      source: 'aa-control',
    })
    // +12 % inside its own A/A variation of ±15 %: run-to-run noise, measured.
    expect(moved).toMatchObject({
      class: 'no-change',
      strength: 'run-to-run-noise',
      decisionRow: '11',
    })
    expect(moved?.reasons[0]).toBe(
      "+12.0 % is inside this benchmark's A/A variation of ±15 % (measured against an A/A control run)",
    )
    // +12 % beyond the quiet one's ±10 %, +40 % beyond its band: found against the measured band.
    expect(quiet?.class).toBe('regression')
    expect(changed).toMatchObject({ class: 'regression', strength: 'strong' })
    for (const c of run.comparisons) expect(c.reasons.join(' ')).not.toMatch(/A\/A control or/)
  })

  it('names the A/A pair that moved in the calibration note', () => {
    const run = compareRuns(
      { base: side([1, 1, 1]), head: side([1, 1, 1]), control: side([1, 1.3, 1]) },
      settings,
      rules,
    )
    const calibration = run.findings.find((f) => f.kind === 'calibration')
    expect(calibration?.message).toMatch(
      /1 benchmark changed beyond ±5 % \(q ≤ 0\.05\): B1 \+30\.0 %/,
    )
    // The largest shift is quoted up front as the list quotes it: one rounding per figure.
    expect(calibration?.message).toMatch(
      /^the A\/A control run, of the same build, differs from the base by up to \+30\.0 %: /,
    )
  })
})

describe('printed resolution of summaries without a spread (§7, row 2b)', () => {
  // Catch2's --benchmark-no-analysis and Benchmark.js's ±0.00 % print a 0 that measured nothing:
  // each side is then one printed value, as one raw value a side.
  const printed = (name: string, mean: number, quantum: number) =>
    summary(name, { n: 5, mean, sd: 0 }, { quantum })

  it('cannot resolve means one printed unit apart', () => {
    const run = compareRuns(
      { base: [printed('a', 12, 1)], head: [printed('a', 13, 1)] },
      settings,
      rules,
    )
    expect(run.comparisons[0]).toMatchObject({ class: 'inconclusive', decisionRow: '2b' })
    expect(run.comparisons[0]?.reasons[0]).toBe(
      '+8.3 % is below the printed resolution: the sides differ by at most one unit of the last printed digit',
    )
  })

  it('calls equal means no change when one unit is within the threshold', () => {
    const run = compareRuns(
      { base: [printed('a', 1204, 1)], head: [printed('a', 1204, 1)] },
      settings,
      rules,
    )
    expect(run.comparisons[0]).toMatchObject({
      class: 'no-change',
      strength: 'equivalent',
      decisionRow: '2b',
    })
    expect(run.comparisons[0]?.reasons[0]).toMatch(/a change hidden below it is at most ±0\.083 %/)
  })

  it('keeps row 4 for means more than one unit apart, and for a side with a spread', () => {
    const apart = compareRuns(
      { base: [printed('a', 12, 1)], head: [printed('a', 14, 1)] },
      settings,
      rules,
    )
    expect(apart.comparisons[0]).toMatchObject({ class: 'inconclusive', decisionRow: '4' })
    const spread = compareRuns(
      {
        base: [printed('a', 12, 1)],
        head: [summary('a', { n: 5, mean: 13, sd: 2 }, { quantum: 1 })],
      },
      settings,
      rules,
    )
    expect(spread.comparisons[0]?.decisionRow).toBe('4')
  })
})

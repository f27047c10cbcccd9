import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import { classifyChange } from '../policy/classify-change.js'
import { defaultGating } from '../policy/default-gating.js'
import { DEFAULT_VERDICT_POLICY, decideVerdict } from '../policy/decide-verdict.js'
import {
  compareRuns,
  DEFAULT_STATISTICS_SETTINGS,
  type RunSet,
  type StatisticsSettings,
} from './compare-runs.js'

const settings = DEFAULT_STATISTICS_SETTINGS
const rulesFor = (s: StatisticsSettings) => ({
  classify: (e: Parameters<typeof classifyChange>[0]) => classifyChange(e, s),
  isGated: defaultGating,
})
const rules = rulesFor(settings)

function bench(
  name: string,
  samples: readonly number[],
  extra: Partial<BenchmarkResult> = {},
): BenchmarkResult {
  return {
    benchmark: { name },
    metric: 'wall-time',
    metricName: 'time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples,
    format: 'test',
    source: { file: `${name}.json` },
    ...extra,
  }
}

/** Deterministic pseudo-noise: n values around `center` with relative spread `spread`. */
function noisy(center: number, n: number, spread: number, seed: number): number[] {
  return Array.from(
    { length: n },
    (_, i) => center * (1 + spread * Math.sin(seed * 12.9898 + i * 78.233)),
  )
}

const only = (runs: RunSet, s: StatisticsSettings = settings) =>
  compareRuns(runs, s, rulesFor(s)).comparisons[0]!

describe('what is and is not compared (docs/method.md §2)', () => {
  it('lists added and removed benchmarks, informational only', () => {
    const run = compareRuns(
      { base: [bench('old', [1, 2])], head: [bench('new', [1, 2])] },
      settings,
      rules,
    )
    expect(run.comparisons.map((c) => [c.label, c.class])).toEqual([
      ['new', 'added'],
      ['old', 'removed'],
    ])
  })

  it.each([
    ['an errored benchmark', bench('b', [], { error: 'skipped: no GPU' }), /skipped: no GPU/],
    ['a time of exactly 0', bench('b', [0, 0, 0]), /below the timer's resolution/],
    ['different units', bench('b', [1, 2, 3], { unit: 'B' }), /units differ/],
  ] as const)('does not compare %s', (_, head, reason) => {
    const comparison = only({ base: [bench('b', [5, 6, 7])], head: [head] })
    expect(comparison.class).toBe('not-compared')
    expect(comparison.reasons[0]).toMatch(reason)
  })

  it('calls negative values on a log metric invalid data', () => {
    const comparison = only({ base: [bench('b', [5, 6, 7])], head: [bench('b', [-1, 6, 7])] })
    expect(comparison).toMatchObject({ class: 'inconclusive', decisionRow: '0', ratio: null })
    expect(comparison.reasons[0]).toMatch(/invalid data: negative values/)
  })

  it('pools results with the same key as more samples, and refuses to pool different environments', () => {
    const head = [bench('b', [10, 11]), bench('b', [12, 13])]
    expect(only({ base: [bench('b', [10, 11, 12, 13])], head }).head?.n).toBe(4)
    const clash = [
      bench('b', [10, 11], { environment: { cpu: 'A' } }),
      bench('b', [12, 13], { environment: { cpu: 'B' } }),
    ]
    expect(only({ base: [bench('b', [10, 11, 12, 13])], head: clash }).class).toBe('not-compared')
  })

  it('pools one summary per file (repetitions split over files) as one sample each', () => {
    const perFile = (values: number[]) =>
      values.map((mean, i) =>
        bench('b', [], { summary: { n: 1, mean }, source: { file: `rep-${i}.json` } }),
      )
    const base = perFile([100, 101, 99, 100.5, 99.5, 100.2])
    const comparison = only({ base, head: perFile([120, 121.2, 118.8, 120.6, 119.4, 120.24]) })
    expect(comparison.base?.n).toBe(6)
    expect(comparison.head?.n).toBe(6)
    expect(comparison.method).toBe('mann-whitney-exact')
    // Complete separation of 6 against 6: the exact two-sided p is 2 / C(12, 6) = 2 / 924.
    expect(comparison.pValue).toBeCloseTo(2 / 924, 12)
    expect(comparison.class).toBe('regression')
    expect(comparison.reasons.join(' ')).toMatch(
      /base: 6 files each gave one summary; each counts as one sample/,
    )
  })

  it('does not pool raw samples with a bare summary, and says which files clash', () => {
    const head = [
      bench('b', [10, 11, 12], { source: { file: 'raw.json' } }),
      bench('b', [], { summary: { n: 1, mean: 11 }, source: { file: 'summary.json' } }),
    ]
    const comparison = only({ base: [bench('b', [10, 11, 12])], head })
    expect(comparison.class).toBe('not-compared')
    expect(comparison.reasons[0]).toBe(
      'raw.json has samples but summary.json only a summary; they cannot be pooled',
    )
  })

  it('asks for the sample count a rank test needs when a lone summary cannot be tested', () => {
    const one = (mean: number) => bench('b', [], { summary: { n: 1, mean } })
    const comparison = only({ base: [one(100)], head: [one(130)] })
    expect(comparison).toMatchObject({ class: 'regression', strength: 'unverified' })
    // 2 / C(8, 4) = 0.029 is the first exact rank-sum p below α = 0.05 (n = 3 reaches only 0.1).
    expect(comparison.reasons.join(' ')).toMatch(/any test needs at least 4 samples per side/)
  })

  it('treats a change from 0 to 1 allocation as an exact regression without a ratio', () => {
    const allocations = (samples: number[]) =>
      bench('b', samples, { metric: 'allocations', metricName: 'allocs/op', unit: 'count' })
    const comparison = only({ base: [allocations([0, 0, 0])], head: [allocations([1, 1, 1])] })
    expect(comparison).toMatchObject({
      class: 'regression',
      strength: 'exact',
      ratio: null,
      gated: true,
    })
  })
})

describe('direction and gating', () => {
  it('calls a throughput drop a regression and keeps the ratio head/base', () => {
    const throughput = (samples: number[]) =>
      bench('b', samples, {
        metric: 'throughput',
        metricName: 'ops/s',
        unit: 'ops/s',
        direction: 'higher-is-better',
      })
    const comparison = only({
      base: [throughput(noisy(1000, 10, 0.01, 1))],
      head: [throughput(noisy(800, 10, 0.01, 2))],
    })
    expect(comparison).toMatchObject({ class: 'regression', strength: 'strong', gated: true })
    expect(comparison.ratio).toBeCloseTo(0.8, 2)
    expect(comparison.ci!.upper).toBeLessThan(0.85)
  })

  it('never gates, or calls a regression, a custom metric of unknown direction', () => {
    const custom = (samples: number[]) =>
      bench('b', samples, {
        metric: 'custom',
        metricName: 'score',
        unit: 'pts',
        direction: 'unknown',
      })
    const comparison = only({
      base: [custom(noisy(100, 10, 0.01, 1))],
      head: [custom(noisy(150, 10, 0.01, 2))],
    })
    expect(comparison.gated).toBe(false)
    expect(comparison.class).toBe('inconclusive')
    expect(comparison.qValue).toBeNull()
  })
})

describe('designs', () => {
  const rounds = (n: number, per: number) =>
    Array.from({ length: n * per }, (_, i) => String(Math.floor(i / per)))

  it('uses the stratified rank-sum test for rounds with repetitions (§6.1)', () => {
    const base = bench('b', noisy(100, 30, 0.02, 1), { rounds: rounds(6, 5) })
    const head = bench('b', noisy(130, 30, 0.02, 2), { rounds: rounds(6, 5) })
    const comparison = only({ base: [base], head: [head], paired: true })
    expect(comparison).toMatchObject({
      method: 'stratified-rank-sum',
      class: 'regression',
      strength: 'strong',
      floor: { value: 0, source: 'paired' },
    })
    expect(comparison.signs).toEqual({ positive: 6, negative: 0, zero: 0 })
    expect(comparison.qValue!).toBeLessThan(1e-5)
  })

  it('uses the signed-rank test for one value per side per round (§6)', () => {
    const base = bench('b', noisy(100, 8, 0.02, 1), { rounds: rounds(8, 1) })
    const head = bench(
      'b',
      noisy(100, 8, 0.02, 1).map((x) => x * 1.2),
      { rounds: rounds(8, 1) },
    )
    const comparison = only({ base: [base], head: [head], paired: true })
    expect(comparison).toMatchObject({
      method: 'signed-rank-exact',
      class: 'regression',
      strength: 'strong',
    })
    expect(comparison.pValue).toBeCloseTo(2 / 256, 12)
  })

  it('compares unpaired, and says so, when paired results carry no round ids', () => {
    const comparison = only({
      base: [bench('b', [1, 2, 3, 4])],
      head: [bench('b', [1, 2, 3, 4])],
      paired: true,
    })
    expect(comparison.method).toBe('mann-whitney-exact-ties')
    expect(comparison.reasons.join(' ')).toMatch(/no round ids: compared unpaired/)
  })

  it('compares summaries with the delta-method Welch test (vector s01)', () => {
    const summary = (mean: number, sd: number, n: number) =>
      bench('b', [], { summary: { n, mean, sd } })
    const comparison = only({ base: [summary(120, 4, 10)], head: [summary(127.2, 5, 12)] })
    expect(comparison.method).toBe('welch-log-summary')
    expect(comparison.ratio).toBeCloseTo(1.06, 12)
    expect(comparison.pValue).toBeCloseTo(0.001227081846777564, 9)
    expect(comparison.ci!.lower).toBeCloseTo(1.026300355723296, 9)
    expect(comparison.reasons.join(' ')).toMatch(/raw Welch t = 3.75/)
  })
})

describe('noise floors (docs/method.md §10)', () => {
  const names = Array.from({ length: 5 }, (_, i) => `b${i}`)
  const run = (center: number, seed: number) =>
    names.map((name, i) => bench(name, noisy(center * (1 + i), 10, 0.005, seed + i)))

  it('tests each benchmark against its run-to-run variance from history (§10.3)', () => {
    // The earlier runs moved by +6 %, −3 %, +3 %: a run-to-run sd of about 3.9 %, measured.
    const history = [run(100, 10), run(106, 20), run(97, 30), run(103, 40)]
    const comparisons = compareRuns(
      { base: run(100, 0), head: run(107, 50), history },
      settings,
      rules,
    ).comparisons
    for (const c of comparisons) {
      expect(c.floor.source).toBe('history')
      expect(c.runToRun?.runs).toBe(5)
      expect(c.runToRun?.sd).toBeGreaterThan(0.03)
      // +7 % against that variance: q0 ≤ 0.25 but not ≤ fdr, a possible change (row 12), never
      // "no change" while the runs cannot resolve it.
      expect(c.qValue).toBeGreaterThan(0.05)
      expect(c.qValue).toBeLessThanOrEqual(0.25)
      expect(c).toMatchObject({ class: 'inconclusive', strength: null, decisionRow: '12' })
      expect(c.reasons[0]).toMatch(
        /^possible change: \+[67](\.\d)? % \[[^\]]+\] \(q = [0-9.]+\), whose interval reaches inside the ±5 % band; run-to-run variation of this benchmark, measured from 5 base runs: ±[34](\.\d)? %; too noisy to resolve 5 %: smallest detectable change here ±[0-9.]+ %; add history runs or interleave rounds$/,
      )
    }
  })

  it('takes an A/A control as one more base run, per benchmark (§10.4), and notes an A/A pair that moved', () => {
    const result = compareRuns(
      { base: run(100, 0), head: run(100, 50), control: run(110, 60) },
      settings,
      rules,
    )
    // Five benchmarks in base and control (B_h ≥ 3): every one on the history path with K_b = 1.
    for (const c of result.comparisons) {
      expect(c.floor.source).toBe('history')
      expect(c.runToRun).toMatchObject({ runs: 2, control: true })
      expect(c.class).toBe('no-change')
      // The A/A control is one of the two runs, and no base run: the reason says so (§10.3).
      expect(c.reasons[0]).toMatch(
        /; run-to-run variation of this benchmark, measured from the base run and the A\/A control run: ±[0-9.]+ %$/,
      )
    }
    const calibration = result.findings.find((f) => f.kind === 'calibration')
    expect(calibration?.benchmarks).toHaveLength(5)
    expect(calibration?.message).toMatch(/varies more than the within-run statistics assume/)
    // Suite rule H with K = 1 (§12.2): the control's geomean is the second base run.
    expect(result.geomean?.suite?.case).toBe('history')
    expect(result.geomean?.suite?.historyGeomeans).toHaveLength(2)
  })

  it('uses the per-benchmark A/A band when a control leaves fewer than 3 on the history path', () => {
    const two = (center: number, seed: number, shift = [1, 1]) =>
      ['b0', 'b1'].map((name, i) =>
        bench(name, noisy(center * (1 + i) * (shift[i] ?? 1), 10, 0.005, seed + i)),
      )
    const result = compareRuns(
      { base: two(100, 0), head: two(100, 50), control: two(100, 60, [1, 1.15]) },
      settings,
      rules,
    )
    const [quiet, moved] = result.comparisons
    // φ_b = max(ln 1.1, |δ_AA,b|): 10 % for the quiet one, about 15 % for the one whose control moved.
    expect(quiet?.floor).toEqual({ value: expect.closeTo(0.1, 12) as number, source: 'aa-control' })
    expect(moved?.floor.source).toBe('aa-control')
    expect(moved?.floor.value).toBeGreaterThan(0.14)
    expect(moved?.floor.value).toBeLessThan(0.16)
  })

  it('names an A/A pair that moved in a note that changes no level (§10.4)', () => {
    const result = compareRuns(
      { base: run(100, 0), head: run(100, 50), history: [run(106, 10)] },
      settings,
      rules,
    )
    const note = result.findings.find((f) => f.kind === 'calibration')
    expect(note?.benchmarks).toHaveLength(5)
    expect(note?.message).toMatch(
      /^the two newest base runs, of the same build, differ from each other by up to −\d+\.\d %: this environment is too unstable to compare \(it varies more than the within-run statistics assume\); 5 benchmarks changed beyond ±5 % \(q ≤ 0\.05\): b0 −5\.6 %/,
    )
    const verdict = decideVerdict(
      result.comparisons,
      result.geomean,
      DEFAULT_VERDICT_POLICY,
      result.findings,
    )
    expect(verdict.level).toBe('pass')
  })
})

describe('suite findings', () => {
  it('reports a whole-suite shift once, with its size', () => {
    const names = Array.from({ length: 10 }, (_, i) => `b${i}`)
    const base = names.map((name, i) => bench(name, noisy(100 + i, 10, 0.01, i)))
    const head = names.map((name, i) => bench(name, noisy((100 + i) * 1.08, 10, 0.01, i + 40)))
    const shift = compareRuns({ base, head }, settings, rules).findings.filter(
      (f) => f.kind === 'suite-shift',
    )
    expect(shift).toHaveLength(1)
    expect(shift[0]!.message).toMatch(
      /^10 of 10 gated benchmarks moved together by about \+[78]\.\d % \(worse, median\)/,
    )
  })

  describe('says what a whole-suite shift can be attributed to, by the evidence at hand', () => {
    const names = Array.from({ length: 8 }, (_, i) => `b${i}`)
    const side = (factor: number, seed: number, extra: Partial<BenchmarkResult> = {}) =>
      names.map((name, i) => bench(name, noisy((100 + i) * factor, 12, 0.01, seed + i), extra))
    const shiftOf = (runs: RunSet) =>
      compareRuns(runs, settings, rules).findings.find((f) => f.kind === 'suite-shift')?.message

    it('with an assumed floor: names the evidence that would tell the machine from the code', () => {
      expect(shiftOf({ base: side(1, 0), head: side(1.06, 40) })).toMatch(
        /^8 of 8 gated benchmarks moved together by about \+\d\.\d % \(worse, median\): .*the run-to-run floor is assumed, so nothing here tells a machine difference from a real global change: compare the environments, or add earlier base runs \(history\), an A\/A control on the same runner or interleaved rounds$/,
      )
    })

    it('with interleaved rounds: a real change of the whole suite', () => {
      const rounds = { rounds: Array.from({ length: 12 }, (_, i) => String(i % 3)) }
      const message = shiftOf({
        base: side(1, 0, rounds),
        head: side(1.06, 40, rounds),
        paired: true,
      })
      expect(message).toMatch(
        /interleaved rounds cancel machine differences, so this is a real change/,
      )
    })

    it('with history: within or beyond the suite’s measured run-to-run variation', () => {
      const history = [side(1.07, 100), side(0.95, 200), side(1.02, 300)]
      expect(shiftOf({ base: side(1, 0), head: side(1.06, 40), history })).toMatch(
        /within the suite's run-to-run variation of ±25 % measured from earlier base runs: the machine alone/,
      )
      const calm = [side(1.002, 100), side(0.998, 200), side(1.001, 300)]
      expect(shiftOf({ base: side(1, 0), head: side(1.06, 40), history: calm })).toBe(
        "8 of 8 gated benchmarks moved together by about +5.9 % (worse, median): beyond the suite's run-to-run variation of ±1 % measured from earlier base runs, so more than the machine alone moved it: the code, the toolchain or a shared dependency",
      )
    })
  })

  it('warns when the run is too small for an isolated change to survive BH (§9)', () => {
    const names = Array.from({ length: 200 }, (_, i) => `b${i}`)
    const base = names.map((name, i) => bench(name, noisy(100, 5, 0.01, i)))
    const head = names.map((name, i) => bench(name, noisy(100, 5, 0.01, i + 7)))
    const finding = compareRuns({ base, head }, settings, rules).findings.find(
      (f) => f.kind === 'detectability',
    )
    expect(finding?.message).toBe(
      'with 200 tests and 5 samples an isolated change cannot reach FDR 0.05; use ≥ 8 repetitions per side',
    )
  })
})

describe('every inconclusive result says why and what it could resolve (docs/verdicts.md)', () => {
  const quantized = { quantum: 0.01 }
  it.each([
    ['2a', [5, 6], [7, 8], { ...settings, minSamples: 3 }, {}],
    ['2b', [0.03, 0.03, 0.04], [0.04, 0.04, 0.03], settings, quantized],
    ['4', [100, 101], [103, 102], settings, {}],
    ['12', noisy(100, 10, 0.005, 1), noisy(107, 10, 0.005, 2), settings, {}],
    // Spread far wider than the +15 % shift (ln 1.15 > θ = ln 1.1): q0 > 0.25 on the band path.
    ['13', [50, 70, 100, 130, 160, 190], [57.5, 80.5, 115, 149.5, 184, 218.5], settings, {}],
  ] as const)('row %s', (row, base, head, s, extra) => {
    const c = only({ base: [bench('b', base, extra)], head: [bench('b', head, extra)] }, s)
    expect(c).toMatchObject({ class: 'inconclusive', decisionRow: row })
    expect(c.minimumDetectableEffect).toBeGreaterThan(0)
    // Rows 12–13 say it in words: too noisy to resolve the threshold, and what would. A detectable
    // change that is the band itself (θ, suite-wide) is said once by the report, not per reason.
    const own = c.band === undefined || (c.minimumDetectableEffect ?? 0) > c.band * (1 + 1e-9)
    if (row === '12' || row === '13')
      expect(c.reasons[0]).toMatch(
        own
          ? /too noisy to resolve 5 %: smallest detectable change here (±[0-9.]+ %|−[0-9.]+ % \/ \+[0-9.,]+ %); add history, an A\/A control or interleaved rounds$/
          : /too noisy to resolve 5 %; add history, an A\/A control or interleaved rounds$/,
      )
    else if (own)
      expect(c.reasons.at(-1)).toMatch(/^at this n the smallest change it can resolve is about /)
    else expect(c.reasons.join('\n')).not.toContain('smallest change it can resolve')
  })
})

describe('untestable comparisons and the BH figure (§7, §9)', () => {
  it('says how many repetitions a run too small for any test needs, among all its gated tests', () => {
    const names = Array.from({ length: 20 }, (_, i) => `b${i}`)
    const base = names.map((name, i) => bench(name, noisy(100, 3, 0.01, i)))
    const head = names.map((name, i) => bench(name, noisy(100, 3, 0.01, i + 7)))
    const findings = compareRuns({ base, head }, settings, rules).findings
    expect(findings.map((f) => [f.kind, f.message])).toEqual([
      [
        'sample-size',
        '20 of 20 gated comparisons could not be tested at their sample sizes (median n = 3); for an isolated change to reach FDR 0.05 among 20 tests, use ≥ 6 repetitions per side',
      ],
    ])
    expect(findings[0]!.benchmarks).toHaveLength(20)
  })
})

describe('time cross-checked against counters (§8)', () => {
  const instructions = (samples: number[]) =>
    bench('b', samples, {
      metric: 'instructions',
      metricName: 'Ir',
      unit: 'count',
      deterministic: true,
    })
  const time = (center: number, seed: number) => bench('b', noisy(center, 10, 0.01, seed))

  it('labels a time regression confirmed by counters', () => {
    const result = compareRuns(
      { base: [time(100, 1), instructions([1000])], head: [time(130, 2), instructions([1200])] },
      settings,
      rules,
    )
    expect(result.comparisons[0]!.reasons).toContain('confirmed by counters (instructions up)')
  })

  it('downgrades a strong time-only regression with corroborate', () => {
    const strict = { ...settings, corroborate: true }
    const result = compareRuns(
      { base: [time(100, 1), instructions([1000])], head: [time(130, 2), instructions([1000])] },
      strict,
      rulesFor(strict),
    )
    expect(result.comparisons[0]).toMatchObject({ class: 'regression', strength: 'likely' })
    expect(result.comparisons[0]!.reasons.join(' ')).toMatch(/time-only change/)
  })

  it('labels a time-only regression but keeps it strong by default', () => {
    const result = compareRuns(
      { base: [time(100, 1), instructions([1000])], head: [time(130, 2), instructions([1004])] },
      settings,
      rules,
    )
    expect(result.comparisons[0]).toMatchObject({ class: 'regression', strength: 'strong' })
    expect(result.comparisons[0]!.reasons).toContain(
      'time-only change (instructions unchanged): possibly noise, code layout or CPU frequency',
    )
    expect(result.comparisons[1]).toMatchObject({ class: 'no-change', strength: 'exact' })
  })

  it('reports an instruction count that regressed while time did not, on the counter', () => {
    const result = compareRuns(
      { base: [time(100, 1), instructions([1000])], head: [time(100, 2), instructions([1200])] },
      settings,
      rules,
    )
    expect(result.comparisons[0]!.class).toBe('no-change')
    expect(result.comparisons[1]).toMatchObject({ class: 'regression', strength: 'exact' })
    expect(result.comparisons[1]!.reasons).toContain(
      'the instructions count regressed while time did not',
    )
  })
})

describe('properties of the comparison', () => {
  const sample = fc.array(
    fc.integer({ min: 700, max: 1_000_000 }).map((x) => x / 7),
    { minLength: 1, maxLength: 24 },
  )
  const compareOne = (base: number[], head: number[]) =>
    only({ base: [bench('b', base)], head: [bench('b', head)] })

  it('finds nothing between a sample and itself: ratio 1, p = 1, CI around 1', () => {
    fc.assert(
      fc.property(sample, (values) => {
        const c = compareOne(values, values)
        expect(c.ratio).toBe(1)
        if (c.pValue === null) expect(c.method).toBe('deterministic')
        else expect(c.pValue).toBe(1)
        if (c.ci) expect(c.ci.lower <= 1 && 1 <= c.ci.upper).toBe(true)
        expect(c.class === 'regression' || c.class === 'improvement').toBe(false)
      }),
      { seed: 3, numRuns: 150 },
    )
  })

  it('is unchanged when both sides are scaled by the same constant', () => {
    fc.assert(
      fc.property(
        sample,
        sample,
        fc.constantFrom(1e-3, 10, 1e4),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (base, head, power, factor) => {
          const plain = compareOne(base, head)
          const tenfold = compareOne(
            base.map((x) => x * power),
            head.map((x) => x * power),
          )
          expect(tenfold.class).toBe(plain.class)
          const scaled = compareOne(
            base.map((x) => x * factor),
            head.map((x) => x * factor),
          )
          expect(scaled.pValue).toBe(plain.pValue)
          expect(Math.log(scaled.ratio!)).toBeCloseTo(Math.log(plain.ratio!), 9)
          if (plain.ci) expect(Math.log(scaled.ci!.lower)).toBeCloseTo(Math.log(plain.ci.lower), 9)
        },
      ),
      { seed: 5, numRuns: 120 },
    )
  })

  it('inverts the ratio and the CI when base and head swap', () => {
    fc.assert(
      fc.property(sample, sample, (base, head) => {
        const forward = compareOne(base, head)
        const backward = compareOne(head, base)
        expect(backward.pValue).toBe(forward.pValue)
        expect(Math.log(backward.ratio!)).toBeCloseTo(-Math.log(forward.ratio!), 12)
        if (forward.ci === null) return
        expect(Math.log(backward.ci!.lower)).toBeCloseTo(-Math.log(forward.ci.upper), 12)
        expect(Math.log(backward.ci!.upper)).toBeCloseTo(-Math.log(forward.ci.lower), 12)
      }),
      { seed: 9, numRuns: 150 },
    )
  })
})

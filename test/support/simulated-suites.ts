/**
 * Simulated benchmark suites for the verdict-quality check, shared by
 * src/compare/verdict-quality.test.ts (fixed seed, few suites) and bench/verdict-quality.ts (many).
 *
 * The model: B benchmarks × n repetitions per side; each sample is the benchmark's centre times
 * exp(N(0, σ_b)) with σ_b uniform in [0.5 %, 3 %]; 3 % of samples are inflated by 1 + |N(0, 0.2)|;
 * every run (base, head, each history run) multiplies all its benchmarks by its own drift
 * exp(N(0, 1 %)). Three rules judge each suite: ours (compareRuns + decideVerdict at the given
 * threshold), benchstat's (a Mann–Whitney test at α = 0.05 per benchmark, no correction) and the
 * peer Action's (one value per benchmark and side, alert when head/base > 1.1).
 */
import { gaussian, seededRandom } from '../../bench/generate-inputs.js'
import { compareRuns, DEFAULT_STATISTICS_SETTINGS } from '../../src/compare/compare-runs.js'
import { medianOfSorted, sortedCopy } from '../../src/compare/order-statistics/descriptive.js'
import { mannWhitney } from '../../src/compare/tests/mann-whitney.js'
import type { BenchmarkResult } from '../../src/model/benchmark-result.js'
import type { VerdictLevel } from '../../src/model/verdict.js'
import { classifyChange } from '../../src/policy/classify-change.js'
import { decideVerdict, DEFAULT_VERDICT_POLICY } from '../../src/policy/decide-verdict.js'
import { defaultGating } from '../../src/policy/default-gating.js'

export interface SuiteModel {
  readonly benchmarks: number
  readonly repetitions: number
  /** σ_b range of the per-sample log noise. */
  readonly sigma: readonly [number, number]
  /** Share of samples inflated by 1 + |N(0, outlierScale)|. */
  readonly outlierShare: number
  readonly outlierScale: number
  /** σ of the per-run log drift shared by all benchmarks of a run. */
  readonly drift: number
}

/** The model of the verdict-quality study. */
export const ISSUE_MODEL: SuiteModel = {
  benchmarks: 100,
  repetitions: 10,
  sigma: [0.005, 0.03],
  outlierShare: 0.03,
  outlierScale: 0.2,
  drift: 0.01,
}

/** One scenario: the factor benchmark 0's head is multiplied by (1 = A/A), and the history size. */
export interface Scenario {
  readonly name: string
  readonly slowdown: number
  readonly historyRuns: number
}

/** What each rule concluded for one suite. */
export interface SuiteOutcome {
  readonly verdict: VerdictLevel
  /** Ours: benchmark 0 classified as a regression (any strength); `strong` when strong. */
  readonly oursFlagged: boolean
  readonly oursStrong: boolean
  /** Ours: benchmark 0 a regression, or an inconclusive possible regression (rows 12–13, δ > τ). */
  readonly oursNamed: boolean
  /** Ours: regressions (any strength) among benchmarks 1..B−1, which did not change. */
  readonly oursFalseRegressions: number
  /** benchstat: any benchmark with p ≤ 0.05 and a slower head median; benchmark 0 among them. */
  readonly benchstatAlarm: boolean
  readonly benchstatFlagged: boolean
  /** Fixed ratio: any benchmark whose one head value exceeds 1.1 × its one base value. */
  readonly ratioAlarm: boolean
  readonly ratioFlagged: boolean
}

/** Rates over many suites of one scenario, as fractions. */
export interface ScenarioRates {
  readonly scenario: Scenario
  readonly suites: number
  readonly verdicts: Readonly<Record<VerdictLevel, number>>
  readonly oursFlagged: number
  readonly oursStrong: number
  readonly oursNamed: number
  /** Mean false regressions per suite among the unchanged benchmarks. */
  readonly oursFalseRegressionsPerSuite: number
  readonly benchstatAlarm: number
  readonly benchstatFlagged: number
  readonly ratioAlarm: number
  readonly ratioFlagged: number
}

interface Benchmark {
  readonly name: string
  readonly centre: number
  readonly sigma: number
}

/** One run of the suite: every benchmark's samples, with the run's drift and `factor` applied. */
function simulateRun(
  random: () => number,
  suite: readonly Benchmark[],
  model: SuiteModel,
  factor: (index: number) => number,
): BenchmarkResult[] {
  const drift = Math.exp(model.drift * gaussian(random))
  return suite.map((b, index) => {
    const samples = Array.from({ length: model.repetitions }, () => {
      const noise = Math.exp(b.sigma * gaussian(random))
      const outlier =
        random() < model.outlierShare ? 1 + Math.abs(model.outlierScale * gaussian(random)) : 1
      return b.centre * factor(index) * drift * noise * outlier
    })
    return {
      benchmark: { name: b.name },
      metric: 'wall-time',
      metricName: 'real_time',
      unit: 'ns',
      direction: 'lower-is-better',
      samples,
      format: 'simulated',
      source: { file: 'simulated.json' },
    }
  })
}

/**
 * Simulates one suite of `scenario` and judges it by the three rules.
 *
 * @param random uniform [0, 1) generator (advanced by this call)
 * @param threshold τ of our rule (0.03 in the verdict-quality study)
 */
export function simulateSuite(
  random: () => number,
  scenario: Scenario,
  threshold: number,
  model: SuiteModel = ISSUE_MODEL,
): SuiteOutcome {
  const [low, high] = model.sigma
  const suite = Array.from({ length: model.benchmarks }, (_, i) => ({
    name: `BM_${i}`,
    centre: 1000 * Math.exp(8 * random()),
    sigma: low + (high - low) * random(),
  }))
  const same = (): number => 1
  const history = Array.from({ length: scenario.historyRuns }, () =>
    simulateRun(random, suite, model, same),
  )
  const base = simulateRun(random, suite, model, same)
  const head = simulateRun(random, suite, model, (i) => (i === 0 ? scenario.slowdown : 1))
  const statistics = {
    ...DEFAULT_STATISTICS_SETTINGS,
    threshold,
    thresholdDeterministic: threshold,
  }
  const run = compareRuns({ base, head, history }, statistics, {
    classify: (evidence) => classifyChange(evidence, statistics),
    isGated: defaultGating,
  })
  const verdict = decideVerdict(run.comparisons, run.geomean, DEFAULT_VERDICT_POLICY, run.findings)
  const byName = new Map(run.comparisons.map((c) => [c.label, c]))
  const first = byName.get('BM_0')
  let oursFalseRegressions = 0
  for (const c of run.comparisons)
    if (c.label !== 'BM_0' && c.class === 'regression') oursFalseRegressions++
  const benchstat = base.map((b, i) => benchstatRegression(b.samples, head[i]?.samples ?? []))
  const ratio = base.map((b, i) => (head[i]?.samples[0] ?? 0) / (b.samples[0] ?? 1) > 1.1)
  return {
    verdict: verdict.level,
    oursFlagged: first?.class === 'regression',
    oursStrong: first?.class === 'regression' && first.strength === 'strong',
    oursNamed:
      first?.class === 'regression' ||
      ((first?.decisionRow === '12' || first?.decisionRow === '13') && (first.ratio ?? 0) > 1),
    oursFalseRegressions,
    benchstatAlarm: benchstat.some(Boolean),
    benchstatFlagged: benchstat[0] === true,
    ratioAlarm: ratio.some(Boolean),
    ratioFlagged: ratio[0] === true,
  }
}

/** benchstat's rule: Mann–Whitney p ≤ 0.05 with the head's median above the base's. */
function benchstatRegression(base: readonly number[], head: readonly number[]): boolean {
  const b = sortedCopy(base)
  const h = sortedCopy(head)
  return mannWhitney(b, h).pValue <= 0.05 && medianOfSorted(h) > medianOfSorted(b)
}

/**
 * Runs `suites` suites of `scenario` from `seed` and returns the rates.
 *
 * @param seed Mulberry32 seed; the same seed gives the same figures
 */
export function scenarioRates(
  scenario: Scenario,
  suites: number,
  seed: number,
  threshold: number,
  model: SuiteModel = ISSUE_MODEL,
): ScenarioRates {
  const random = seededRandom(seed)
  const verdicts: Record<VerdictLevel, number> = {
    pass: 0,
    warn: 0,
    fail: 0,
    inconclusive: 0,
    'no-baseline': 0,
    error: 0,
  }
  const counts = {
    oursFlagged: 0,
    oursStrong: 0,
    oursNamed: 0,
    oursFalseRegressions: 0,
    benchstatAlarm: 0,
    benchstatFlagged: 0,
    ratioAlarm: 0,
    ratioFlagged: 0,
  }
  for (let s = 0; s < suites; s++) {
    const outcome = simulateSuite(random, scenario, threshold, model)
    verdicts[outcome.verdict]++
    counts.oursFlagged += Number(outcome.oursFlagged)
    counts.oursStrong += Number(outcome.oursStrong)
    counts.oursNamed += Number(outcome.oursNamed)
    counts.oursFalseRegressions += outcome.oursFalseRegressions
    counts.benchstatAlarm += Number(outcome.benchstatAlarm)
    counts.benchstatFlagged += Number(outcome.benchstatFlagged)
    counts.ratioAlarm += Number(outcome.ratioAlarm)
    counts.ratioFlagged += Number(outcome.ratioFlagged)
  }
  const rate = (count: number): number => count / suites
  return {
    scenario,
    suites,
    verdicts: Object.fromEntries(
      Object.entries(verdicts).map(([level, count]) => [level, rate(count)]),
    ) as Record<VerdictLevel, number>,
    oursFlagged: rate(counts.oursFlagged),
    oursStrong: rate(counts.oursStrong),
    oursNamed: rate(counts.oursNamed),
    oursFalseRegressionsPerSuite: rate(counts.oursFalseRegressions),
    benchstatAlarm: rate(counts.benchstatAlarm),
    benchstatFlagged: rate(counts.benchstatFlagged),
    ratioAlarm: rate(counts.ratioAlarm),
    ratioFlagged: rate(counts.ratioFlagged),
  }
}

/** The four scenarios of the verdict-quality study (benchmark 0 slowed in the detection scenarios). */
export const ISSUE_SCENARIOS: readonly Scenario[] = [
  { name: 'A/A, no history', slowdown: 1, historyRuns: 0 },
  { name: '+20 %, no history', slowdown: 1.2, historyRuns: 0 },
  { name: 'A/A, 5 history runs', slowdown: 1, historyRuns: 5 },
  { name: '+10 %, 5 history runs', slowdown: 1.1, historyRuns: 5 },
]

import { describe, expect, it } from 'vitest'
import { vectorCase, vectorCases } from '../../test/reference/reference-set.js'
import type { BenchmarkResult } from '../model/benchmark-result.js'
import type { Comparison } from '../model/comparison.js'
import { classifyChange } from '../policy/classify-change.js'
import { DEFAULT_VERDICT_POLICY, decideVerdict } from '../policy/decide-verdict.js'
import { defaultGating } from '../policy/default-gating.js'
import {
  compareRuns,
  DEFAULT_STATISTICS_SETTINGS,
  type StatisticsSettings,
} from './compare-runs.js'

interface Classified {
  class: string
  strength: string | null
  reason?: string
  delta_log: number
  floor_log: number
  floor_source: string
  row: number | string
  q0?: number
  q_up?: number
  q_down?: number
}
interface Case {
  id: string
  kind: string
  inputs: { base: number[]; head: number[]; members?: string[] }
  expected: Record<string, unknown> & {
    classification_family_of_one?: Classified
    classification_family_of_one_tau2_5pct?: Classified
    hl_walsh_log?: number
    primary_p?: number
  }
}
const cases = vectorCases() as Case[]
const byId = (id: string): Case => vectorCase(id) as Case

const CLASS_NAMES: Record<string, string> = {
  regressed: 'regression',
  improved: 'improvement',
  unchanged: 'no-change',
  inconclusive: 'inconclusive',
}
const STRENGTH_NAMES: Record<string, string> = {
  in_noise: 'in-noise',
  run_to_run_noise: 'run-to-run-noise',
}

function result(name: string, samples: readonly number[], paired: boolean): BenchmarkResult {
  return {
    benchmark: { name },
    metric: 'wall-time',
    metricName: 'time',
    unit: 'ns',
    direction: 'lower-is-better',
    samples,
    ...(paired ? { rounds: samples.map((_, i) => String(i)) } : {}),
    format: 'test',
    source: { file: `${name}.json` },
  }
}

function compareCase(c: Case, threshold: number): Comparison {
  const paired = c.kind === 'paired'
  const settings: StatisticsSettings = {
    ...DEFAULT_STATISTICS_SETTINGS,
    threshold,
    thresholdDeterministic: threshold,
  }
  const rules = {
    classify: (e: Parameters<typeof classifyChange>[0]) => classifyChange(e, settings),
    isGated: defaultGating,
  }
  const run = compareRuns(
    {
      base: [result(c.id, c.inputs.base, paired)],
      head: [result(c.id, c.inputs.head, paired)],
      paired,
    },
    settings,
    rules,
  )
  expect(run.comparisons).toHaveLength(1)
  return run.comparisons[0]!
}

const classified = cases.filter((c) => c.expected.classification_family_of_one !== undefined)
const rows = classified.flatMap((c) => [
  [c.id, '5 %', 0.05, c, c.expected.classification_family_of_one!] as const,
  [c.id, '2.5 %', 0.025, c, c.expected.classification_family_of_one_tau2_5pct!] as const,
])

describe('classes of every unpaired and paired vector, family of one (docs/method.md §11)', () => {
  it.each(rows)('%s at τ = %s', (_, __, threshold, c, expected) => {
    const comparison = compareCase(c, threshold)
    expect(comparison.class).toBe(CLASS_NAMES[expected.class])
    expect(comparison.strength).toBe(
      expected.strength === null ? null : (STRENGTH_NAMES[expected.strength] ?? expected.strength),
    )
    expect(comparison.floor.source).toBe(expected.floor_source)
    expect(Math.abs(Math.log1p(comparison.floor.value) - expected.floor_log)).toBeLessThanOrEqual(
      1e-12,
    )
    expect(Math.abs(Math.log(comparison.ratio!) - expected.delta_log)).toBeLessThanOrEqual(1e-12)
    expect(comparison.decisionRow).toBe(String(expected.row))
    // A family of one: q0 = p0, and q↑, q↓ from conditional BH over its own p↑, p↓ (§9.3).
    if (expected.q0 != null)
      expect(Math.abs(comparison.qValue! - expected.q0)).toBeLessThanOrEqual(1e-9 * expected.q0)
    if (expected.q_up != null) {
      expect(Math.abs(comparison.qUp! - expected.q_up)).toBeLessThanOrEqual(1e-9 * expected.q_up)
      expect(Math.abs(comparison.qDown! - expected.q_down!)).toBeLessThanOrEqual(
        1e-9 * expected.q_down!,
      )
    }
    if (expected.reason?.startsWith('possible change inside the assumed')) {
      expect(comparison.reasons[0]).toMatch(/inside the assumed ±10 % run-to-run variation/)
      expect(comparison.minimumDetectableEffect).not.toBeNull()
    }
    if (expected.reason?.startsWith('too few samples to test')) {
      expect(comparison.reasons[0]).toMatch(/^too few samples to test/)
    }
  })
})

describe('the whole pipeline on eight unpaired vectors (vector v01)', () => {
  const v01 = byId('v01_suite_verdict')
  const expected = v01.expected as unknown as {
    tested_members: string[]
    q: Record<string, number>
    q_up: Record<string, number>
    q_down: Record<string, number>
    classes: Record<string, { class: string; strength: string | null; row: number }>
    suite_rule: { B_geomean: number; gbar: number; se_fe: number; case: string; warn: boolean }
    geomean: {
      geomean_log: number
      n_benchmarks: number
      n_with_se: number
      partial_subset_geomean_ratio: number
      partial_subset_ci95_ratio_fixed: [number, number]
    }
    overall: string
  }
  const members = v01.inputs.members!.map(byId)
  const settings = DEFAULT_STATISTICS_SETTINGS
  const rules = {
    classify: (e: Parameters<typeof classifyChange>[0]) => classifyChange(e, settings),
    isGated: defaultGating,
  }
  const run = compareRuns(
    {
      base: members.map((c) => result(c.id, c.inputs.base, false)),
      head: members.map((c) => result(c.id, c.inputs.head, false)),
    },
    settings,
    rules,
  )
  const byLabel = new Map(run.comparisons.map((c) => [c.label, c]))

  it('puts the seven testable members in the BH family with the reference q-values', () => {
    const inFamily = run.comparisons.filter((c) => c.qValue !== null).map((c) => c.label)
    expect(inFamily).toEqual(expected.tested_members)
    for (const [id, q] of Object.entries(expected.q)) {
      expect(Math.abs(byLabel.get(id)!.qValue! - q)).toBeLessThanOrEqual(1e-9 * q)
    }
    for (const [id, q] of Object.entries(expected.q_up))
      expect(Math.abs(byLabel.get(id)!.qUp! - q)).toBeLessThanOrEqual(1e-9 * q)
    for (const [id, q] of Object.entries(expected.q_down))
      expect(Math.abs(byLabel.get(id)!.qDown! - q)).toBeLessThanOrEqual(1e-9 * q)
  })

  it.each(Object.entries(expected.classes))('classifies %s', (id, cls) => {
    const comparison = byLabel.get(id)!
    expect(comparison.class).toBe(CLASS_NAMES[cls.class])
    expect(comparison.strength).toBe(
      cls.strength === null ? null : (STRENGTH_NAMES[cls.strength] ?? cls.strength),
    )
    expect(comparison.decisionRow).toBe(String(cls.row))
  })

  it('applies suite rule S without history: warn only, over the seven with a standard error', () => {
    const suite = run.geomean!.suite!
    expect(suite.case).toBe('none')
    expect(suite.members).toBe(expected.suite_rule.B_geomean)
    expect(Math.abs(suite.mean - expected.suite_rule.gbar)).toBeLessThanOrEqual(1e-12)
    expect(Math.abs(suite.standardError - expected.suite_rule.se_fe)).toBeLessThanOrEqual(1e-12)
    expect(suite.warn).toBe(expected.suite_rule.warn)
    expect(suite.fail).toBe(false)
  })

  it('gives the geomean over all eight and a partial CI over the seven with one', () => {
    const geomean = run.geomean!
    expect(geomean.count).toBe(expected.geomean.n_benchmarks)
    expect(geomean.partial).toBe(true)
    expect(Math.abs(Math.log(geomean.ratio) - expected.geomean.geomean_log)).toBeLessThanOrEqual(
      1e-12,
    )
    const [lower, upper] = expected.geomean.partial_subset_ci95_ratio_fixed
    expect(Math.abs(Math.log(geomean.ci!.lower) - Math.log(lower))).toBeLessThanOrEqual(1e-12)
    expect(Math.abs(Math.log(geomean.ci!.upper) - Math.log(upper))).toBeLessThanOrEqual(1e-12)
    expect(geomean.ciSubset!.count).toBe(7)
    expect(
      Math.abs(
        Math.log(geomean.ciSubset!.ratio) - Math.log(expected.geomean.partial_subset_geomean_ratio),
      ),
    ).toBeLessThanOrEqual(1e-12)
    const center = Math.sqrt(geomean.ci!.lower * geomean.ci!.upper)
    expect(
      Math.abs(Math.log(center) - Math.log(expected.geomean.partial_subset_geomean_ratio)),
    ).toBeLessThanOrEqual(1e-12)
    // φ_geo of case N: max(ln(1 + geomean_noise_floor) = ln 1.08, μ_φ) (§12.2).
    expect(geomean.floor).toEqual({ value: expect.closeTo(0.08, 12) as number, source: 'assumed' })
  })

  it('is inconclusive overall: u01 is a possible regression inside the assumed floor', () => {
    const verdict = decideVerdict(
      run.comparisons,
      run.geomean,
      DEFAULT_VERDICT_POLICY,
      run.findings,
    )
    expect(verdict.level).toBe(expected.overall)
    expect(verdict.reasons[0]).toMatch(
      /^u01_clear_regression_n5 \(time\): possible change: \+9\.9 % \(q = 0\.011\), inside the assumed ±10 %/,
    )
  })
})

describe("a comparison's own τ (the rules' thresholdOf)", () => {
  it('measures the minimum detectable effect against the band the decision used', () => {
    // One value a side, +5 %: untestable, row 4. τ = 20 % for this benchmark gives θ_u =
    // max(ln 1.2, ln 1.1) = ln 1.2, and without an interval the MDE is that band (§11.1).
    const own = { ...DEFAULT_STATISTICS_SETTINGS, threshold: 0.2 }
    const rules = {
      classify: (e: Parameters<typeof classifyChange>[0]) => classifyChange(e, own),
      isGated: defaultGating,
      thresholdOf: () => 0.2,
    }
    const runs = {
      base: [result('BM_Parse', [100], false)],
      head: [result('BM_Parse', [105], false)],
    }
    const [c] = compareRuns(runs, DEFAULT_STATISTICS_SETTINGS, rules).comparisons
    expect(c).toMatchObject({ class: 'inconclusive', decisionRow: '4' })
    expect(c?.band).toBeCloseTo(0.2, 12)
    expect(c?.minimumDetectableEffect).toBeCloseTo(0.2, 12)
  })
})

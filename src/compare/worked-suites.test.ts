/**
 * The worked suites of the method's reference vectors (w01–w07, hv01), from raw samples through
 * the real compare → policy path: every benchmark's path, estimate, interval, q0, q↑, q↓, row,
 * class and strength, the suite drift and rule S, and the verdict with what it names
 * (docs/method.md §9–§12).
 */
import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../test/reference/reference-set.js'
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

interface Expected {
  delta_raw: number
  delta?: number
  ci?: [number, number] | null
  path: string
  theta?: number
  p0?: number
  q0?: number
  q_up?: number
  q_down?: number
  V?: number
  nu?: number
  sd_run_to_run?: number
  row: number | string
  class: string
  strength: string | null
}
interface Worked {
  id: string
  inputs: {
    config: { geomean_noise_floor: number; within_variance: string }
    comparisons: { name: string; base: number[]; head: number[]; deterministic?: boolean }[]
    history_runs: Record<string, number[]>[]
    control_run?: Record<string, number[]>
  }
  expected: {
    per_benchmark: Record<string, Expected>
    family: string[]
    drift: {
      B: number
      normalised: boolean
      D: number
      D_raw?: number
      S_D?: number
      gate_open?: boolean
    }
    suite: {
      case: string
      gbar?: number
      se_fe?: number
      fail: boolean
      warn: boolean
      B_geomean: number
    }
    verdict: string
    reasons: {
      fail_by: string[]
      warn_by: string[]
      possible_regressions: string[]
      n_inconclusive: number
      suite_fail: boolean
      suite_warn: boolean
    }
  }
}

const CLASS: Record<string, string> = {
  regressed: 'regression',
  improved: 'improvement',
  unchanged: 'no-change',
  inconclusive: 'inconclusive',
}
const STRENGTH: Record<string, string> = {
  in_noise: 'in-noise',
  run_to_run_noise: 'run-to-run-noise',
}

function result(name: string, samples: readonly number[], deterministic = false): BenchmarkResult {
  return {
    benchmark: { name },
    metric: deterministic ? 'instructions' : 'wall-time',
    metricName: deterministic ? 'instructions' : 'time',
    unit: deterministic ? 'count' : 'ns',
    direction: 'lower-is-better',
    samples,
    ...(deterministic ? { deterministic: true } : {}),
    format: 'test',
    source: { file: `${name}.json` },
  }
}

function run(values: Record<string, number[]>, w: Worked): BenchmarkResult[] {
  const declared = new Set(w.inputs.comparisons.filter((c) => c.deterministic).map((c) => c.name))
  return Object.entries(values).map(([name, samples]) => result(name, samples, declared.has(name)))
}

/** |actual − expected| within 1e-9 relative (the vectors' revision-2 tolerance is 1e-10). */
function close(actual: number | null | undefined, expected: number, what: string): void {
  within(actual, expected, 1e-9 * Math.max(Math.abs(expected), 1e-3), what)
}

/**
 * The history path's V_b, its interval and the p- and q-values that follow from it, for sampled
 * comparisons: κ(n) = n·Var(median) is integrated from the order-statistic densities, while the
 * vectors read it from their table (`sf01`), whose entries differ from the integral by up to
 * 1.7·10⁻⁶ relative; that moves V_b by up to about 10⁻⁶ relative and the interval's ends by a few
 * 10⁻⁹ on the log scale. Checked at 10⁻⁶ relative to the spread √V_b; p- and q-values, whose
 * relative error in the far tail grows with t² (t up to 37 here), at 10⁻⁴ relative.
 */
function closeHistory(
  actual: number | null | undefined,
  expected: number,
  scale: number,
  what: string,
): void {
  within(actual, expected, 1e-6 * Math.max(scale, Math.abs(expected) * 1e-3), what)
}

function within(
  actual: number | null | undefined,
  expected: number,
  tolerance: number,
  what: string,
): void {
  expect(actual, what).not.toBeNull()
  expect(actual, what).not.toBeUndefined()
  expect(
    Math.abs((actual as number) - expected),
    `${what}: ${actual} vs ${expected}`,
  ).toBeLessThanOrEqual(tolerance)
}

const WORKED = [
  'w01_suite_history',
  'w02_suite_no_history',
  'w03_suite_drift_gate_closed',
  'w04_suite_small_edge_cases',
  'w05_suite_all_changed_no_history',
  'hv01_history_variance_small_suite',
  'w06_suite_single_value_history',
  'w07_suite_aa_control_only',
] as const

describe.each(WORKED)('worked suite %s (docs/method.md §9–§12)', (id) => {
  const w = vectorCase(id) as Worked
  const settings: StatisticsSettings = {
    ...DEFAULT_STATISTICS_SETTINGS,
    geomeanNoiseFloor: w.inputs.config.geomean_noise_floor,
    withinVariance: w.inputs.config.within_variance as StatisticsSettings['withinVariance'],
  }
  const rules = {
    classify: (e: Parameters<typeof classifyChange>[0]) => classifyChange(e, settings),
    isGated: defaultGating,
  }
  const base: Record<string, number[]> = {}
  const head: Record<string, number[]> = {}
  for (const c of w.inputs.comparisons) {
    base[c.name] = c.base
    head[c.name] = c.head
  }
  // Computed once per suite, on first use, so a failure is reported by the tests that need it.
  let memo:
    | {
        compared: ReturnType<typeof compareRuns>
        byName: Map<string, Comparison>
        verdict: ReturnType<typeof decideVerdict>
      }
    | undefined
  const judged = () => {
    if (memo !== undefined) return memo
    const compared = compareRuns(
      {
        base: run(base, w),
        head: run(head, w),
        history: w.inputs.history_runs.map((h) => run(h, w)),
        ...(w.inputs.control_run ? { control: run(w.inputs.control_run, w) } : {}),
      },
      settings,
      rules,
    )
    const byName = new Map<string, Comparison>(compared.comparisons.map((c) => [c.label, c]))
    const verdict = decideVerdict(
      compared.comparisons,
      compared.geomean,
      DEFAULT_VERDICT_POLICY,
      compared.findings,
    )
    memo = { compared, byName, verdict }
    return memo
  }

  it.each(Object.entries(w.expected.per_benchmark))('judges %s as the vector does', (name, e) => {
    const c = judged().byName.get(name) as Comparison
    expect(c).toBeDefined()
    expect(c.decisionRow).toBe(String(e.row))
    expect(c.class).toBe(CLASS[e.class])
    expect(c.strength).toBe(e.strength === null ? null : (STRENGTH[e.strength] ?? e.strength))
    const delta = e.delta ?? e.delta_raw
    close(Math.log(c.ratio as number), delta, 'δ̃')
    close(Math.log(c.ratio as number) + (c.driftShift ?? 0), e.delta_raw, 'δ')
    if (e.path === 'history') expect(c.floor.source).toBe('history')
    if (e.path === 'deterministic') expect(c.floor.source).toBe('deterministic')
    // Sampled comparisons on the history path carry κ(n) (see closeHistory); the rest are exact.
    const kappa = e.path === 'history' && (e as { single_value?: boolean }).single_value !== true
    const spread = Math.sqrt(e.V ?? 0)
    const interval = (a: number | undefined, b: number, what: string): void => {
      if (kappa) closeHistory(a, b, spread, what)
      else close(a, b, what)
    }
    const probability = (a: number | null | undefined, b: number, what: string): void => {
      if (kappa) within(a, b, 1e-4 * b, what)
      else close(a, b, what)
    }
    if (e.ci !== undefined && e.ci !== null) {
      interval(Math.log(c.ci?.lower as number), e.ci[0], 'CI lower')
      interval(Math.log(c.ci?.upper as number), e.ci[1], 'CI upper')
    }
    if (e.q0 !== undefined) probability(c.qValue, e.q0, 'q0')
    if (e.q_up !== undefined) probability(c.qUp, e.q_up, 'q↑')
    if (e.q_down !== undefined) probability(c.qDown, e.q_down, 'q↓')
    if (e.sd_run_to_run !== undefined) close(c.runToRun?.sd, e.sd_run_to_run, 'run-to-run sd')
  })

  it('puts the vector family in the FDR family', () => {
    const { compared } = judged()
    const family = compared.comparisons.filter((c) => c.qValue !== null).map((c) => c.label)
    expect(family.sort()).toEqual([...w.expected.family].sort())
  })

  it('normalises the suite drift as the vector does (§10.0)', () => {
    const { compared } = judged()
    const drift = compared.drift.find((d) => d.metric === 'time')
    const d = w.expected.drift
    expect(drift?.count ?? 0).toBe(d.B)
    close(drift?.shift ?? 0, d.D, 'D')
    if (d.D_raw !== undefined) close(drift?.raw, d.D_raw, 'D_raw')
    if (d.S_D !== undefined) close(drift?.scale, d.S_D, 'S_D')
    if (d.gate_open !== undefined) expect(drift?.gateOpen).toBe(d.gate_open)
  })

  it('applies suite rule S as the vector does (§12.2)', () => {
    const { compared } = judged()
    const suite = compared.geomean?.suite
    const s = w.expected.suite
    expect(suite?.case).toBe(s.case === 'no_history' ? 'none' : s.case)
    expect(suite?.members).toBe(s.B_geomean)
    if (s.gbar !== undefined) close(suite?.mean, s.gbar, 'ḡ')
    if (s.se_fe !== undefined) close(suite?.standardError, s.se_fe, 'se_fe')
    expect(suite?.fail).toBe(s.fail)
    expect(suite?.warn).toBe(s.warn)
  })

  it(`gives the verdict ${w.expected.verdict} for the vector's reasons (§12.2)`, () => {
    const { compared, verdict } = judged()
    const r = w.expected.reasons
    const regressions = compared.comparisons.filter((c) => c.gated && c.class === 'regression')
    const failing = regressions.filter((c) => c.strength === 'strong' || c.strength === 'exact')
    expect(failing.map((c) => c.label).sort()).toEqual([...r.fail_by].sort())
    expect(
      regressions
        .filter((c) => !failing.includes(c))
        .map((c) => c.label)
        .sort(),
    ).toEqual([...r.warn_by].sort())
    const possible = compared.comparisons.filter(
      (c) => (c.decisionRow === '12' || c.decisionRow === '13') && Math.log(c.ratio as number) > 0,
    )
    expect(possible.map((c) => c.label).sort()).toEqual([...r.possible_regressions].sort())
    expect(compared.comparisons.filter((c) => c.class === 'inconclusive')).toHaveLength(
      r.n_inconclusive,
    )
    expect(verdict.level).toBe(w.expected.verdict)
  })
})

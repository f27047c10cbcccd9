import { describe, expect, it } from 'vitest'
import { vectorCases } from '../../../test/reference/reference-set.js'
import { meanOf, sampleSd } from '../order-statistics/descriptive.js'
import { medianMadApproximation, welchLogRatio, welchRaw, type MomentSummary } from './welch.js'

interface WelchExpectation {
  t: number
  p: number
  df: number
  diff?: number
  ci_diff?: [number, number]
  log_ratio?: number
  se_log?: number
  ci_ratio?: [number, number]
  t_crit?: number
}
interface Case {
  id: string
  kind: string
  inputs: { base: MomentSummary | number[]; head: MomentSummary | number[] }
  expected: {
    welch_raw_means?: WelchExpectation
    welch_log_ratio_delta_method?: WelchExpectation
    welch_raw?: { t: number | null; p: number } | null
    welch_log?: { t: number; p: number } | null
  }
}

const cases = vectorCases() as Case[]

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected))
}

describe('summaries only (docs/method.md §5, vectors s01 and s02)', () => {
  const summaries = cases.filter((c) => c.kind === 'summary').map((c) => [c.id, c] as const)

  it.each(summaries)('%s: raw Welch on the means', (_, c) => {
    const raw = welchRaw(c.inputs.head as MomentSummary, c.inputs.base as MomentSummary, 0.05)
    const expected = c.expected.welch_raw_means!
    expectRelative(raw.t, expected.t, 1e-7)
    expectRelative(raw.pValue, expected.p, 1e-7)
    expectRelative(raw.df, expected.df, 1e-9)
    expectRelative(raw.estimate, expected.diff!, 1e-12)
    expectRelative(raw.ci[0], expected.ci_diff![0], 1e-7)
    expectRelative(raw.ci[1], expected.ci_diff![1], 1e-7)
  })

  it.each(summaries)('%s: delta-method Welch on the log ratio of means', (_, c) => {
    const log = welchLogRatio(c.inputs.head as MomentSummary, c.inputs.base as MomentSummary, 0.05)
    const expected = c.expected.welch_log_ratio_delta_method!
    expect(Math.abs(log.estimate - expected.log_ratio!)).toBeLessThanOrEqual(1e-12)
    expectRelative(log.se, expected.se_log!, 1e-9)
    expectRelative(log.df, expected.df, 1e-9)
    expectRelative(log.t, expected.t, 1e-9)
    expectRelative(log.pValue, expected.p, 1e-7)
    expectRelative(log.critical, expected.t_crit!, 1e-7)
    expectRelative(Math.exp(log.ci[0]), expected.ci_ratio![0], 1e-7)
    expectRelative(Math.exp(log.ci[1]), expected.ci_ratio![1], 1e-7)
  })
})

describe('Welch beside the rank test for raw samples (docs/method.md §4.4)', () => {
  const moments = (values: readonly number[]): MomentSummary => ({
    mean: meanOf(values),
    sd: sampleSd(values)!,
    n: values.length,
  })
  const unpaired = cases
    .filter((c) => c.kind === 'unpaired' && c.expected.welch_raw)
    .map((c) => [c.id, c] as const)

  it.each(unpaired)('%s: raw and log Welch t and p', (_, c) => {
    const base = c.inputs.base as number[]
    const head = c.inputs.head as number[]
    const raw = welchRaw(moments(head), moments(base), 0.05)
    if (c.expected.welch_raw!.t === null) {
      // Zero spread on both sides: undefined here, the deterministic path of §8 applies instead.
      expect(raw.se).toBe(0)
      return
    }
    const log = welchRaw(moments(head.map(Math.log)), moments(base.map(Math.log)), 0.05)
    expectRelative(raw.t, c.expected.welch_raw!.t, 1e-7)
    expectRelative(raw.pValue, c.expected.welch_raw!.p, 1e-7)
    expectRelative(log.t, c.expected.welch_log!.t, 1e-7)
    expectRelative(log.pValue, c.expected.welch_log!.p, 1e-7)
  })
})

describe('medians and MADs only', () => {
  it('gives a normal CI around the log ratio of medians', () => {
    const approx = medianMadApproximation(
      { median: 110, mad: 2, n: 10 },
      { median: 100, mad: 2, n: 10 },
      0.05,
    )
    expect(approx.estimate).toBeCloseTo(Math.log(1.1), 15)
    expect(approx.ci[0]).toBeLessThan(approx.estimate)
    expect(approx.pValue).toBeLessThan(1e-6)
    expect(approx.df).toBe(Infinity)
  })
})

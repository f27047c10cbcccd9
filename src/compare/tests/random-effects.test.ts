import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { measureRounds } from '../measure/measure-rounds.js'
import { sortedCopy } from '../order-statistics/descriptive.js'
import { randomEffects, type RandomEffects } from './random-effects.js'
import { roundEffects } from './round-effects.js'
import { stratifiedRankSum } from './stratified-rank-sum.js'

interface Expected {
  R: number
  fixed_mean: number
  fixed_se: number
  Q: number
  Q_over_df: number
  tau2_DL: number
  re_mean: number
  hksj_scale_q: number
  hksj_se: number
  t: number
  df: number
  p_two_sided: number
  ci: [number, number]
  't_0.975': number
  branch: string
}
interface EffectsCase {
  inputs: { d: number[]; v: number[]; alpha: number }
  expected: Expected
}
interface RoundsCase {
  inputs: { rounds: { base: number[]; head: number[] }[] }
  expected: Expected & {
    d_round: number[]
    v_round: number[]
    weighted_median_pooled: number
    plain_median_pooled: number
    estimate: number
  }
}

function expectClose(actual: number, expected: number, tolerance = 1e-10): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected))
}

/** Every field a random-effects vector states: revision-2 numbers at 1e-10, t-based ones at 1e-7. */
function expectEffects(result: RandomEffects, e: Expected): void {
  expect(result.rounds).toBe(e.R)
  expectClose(result.fixedMean, e.fixed_mean)
  expectClose(result.fixedSe, e.fixed_se)
  expectClose(result.q, e.Q)
  expectClose(result.qOverDf, e.Q_over_df)
  if (e.tau2_DL === 0) expect(result.tau2).toBe(0)
  else expectClose(result.tau2, e.tau2_DL)
  expectClose(result.mean, e.re_mean)
  expectClose(result.scale, e.hksj_scale_q)
  expectClose(result.se, e.hksj_se)
  expectClose(result.t, e.t)
  expect(result.df).toBe(e.df)
  expectClose(result.pValue, e.p_two_sided, 1e-7)
  expectClose(result.tQuantile, e['t_0.975'], 1e-7)
  // The CI ends carry the t quantile's error, amplified where μ̂ − t·se nearly cancels (re01).
  expect(Math.abs(result.ci.lower - e.ci[0])).toBeLessThanOrEqual(1e-7 * Math.abs(e.ci[1]))
  expect(Math.abs(result.ci.upper - e.ci[1])).toBeLessThanOrEqual(1e-7 * Math.abs(e.ci[1]))
  expect(result.branch).toBe(e.branch.startsWith('stratified') ? 'stratified' : 'random-effects')
}

describe('DerSimonian–Laird with the HKSJ t (vectors re01, re02)', () => {
  it.each(['re01_random_effects_heterogeneous', 're02_random_effects_homogeneous'])('%s', (id) => {
    const c = vectorCase(id) as EffectsCase
    expectEffects(randomEffects(c.inputs.d, c.inputs.v, c.inputs.alpha), c.expected)
  })

  it('defines the result when every round gives the same shift', () => {
    const same = randomEffects([0.02, 0.02, 0.02], [1e-4, 2e-4, 1e-4], 0.05)
    expect([same.q, same.tau2, same.se, same.pValue, same.branch]).toEqual([
      0,
      0,
      0,
      0,
      'stratified',
    ])
    expect(same.t).toBe(Number.POSITIVE_INFINITY)
    expect([same.ci.lower, same.ci.upper]).toEqual([same.mean, same.mean])
  })

  it('refuses fewer than 2 rounds, v ≤ 0, NaN and unequal lengths', () => {
    expect(() => randomEffects([0.1], [1e-4], 0.05)).toThrow(RangeError)
    expect(() => randomEffects([0.1, 0.2], [1e-4, 0], 0.05)).toThrow(RangeError)
    expect(() => randomEffects([0.1, Number.NaN], [1e-4, 1e-4], 0.05)).toThrow(RangeError)
    expect(() => randomEffects([0.1, 0.2], [1e-4], 0.05)).toThrow(RangeError)
    expect(() => randomEffects([0.1, 0.2], [1e-4, 1e-4], 0)).toThrow(RangeError)
  })
})

describe('rounds with repetitions end to end (vector re03)', () => {
  const c = vectorCase('re03_rounds_pipeline') as RoundsCase
  const e = c.expected
  const strata = c.inputs.rounds.map(({ base, head }) => ({
    base: sortedCopy(base.map(Math.log)),
    head: sortedCopy(head.map(Math.log)),
  }))

  it('per-round HL shifts and (π/3)(s²_h/m + s²_b/n) variances', () => {
    const effects = roundEffects(strata)
    expect(effects.measured).toBe(true)
    e.d_round.forEach((d, s) => {
      expect(Math.abs(effects.shifts[s]! - d)).toBeLessThanOrEqual(1e-12)
    })
    e.v_round.forEach((v, s) => {
      expectClose(effects.variances[s]!, v)
    })
    expectEffects(randomEffects(effects.shifts, effects.variances, 0.05), e)
  })

  it('the stratified estimate is the weighted median of the pooled differences', () => {
    const test = stratifiedRankSum(strata, 0.05)
    expect(Math.abs(test.estimate - e.weighted_median_pooled)).toBeLessThanOrEqual(1e-12)
    const pooled = strata.flatMap(({ base, head }) =>
      [...head].flatMap((h) => [...base].map((b) => h - b)),
    )
    const sorted = pooled.sort((a, b) => a - b)
    const middle = sorted.length / 2
    const plain =
      sorted.length % 2 === 1
        ? sorted[Math.floor(middle)]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2
    expect(Math.abs(plain - e.plain_median_pooled)).toBeLessThanOrEqual(1e-12)
  })

  it('measureRounds takes the HKSJ branch (Q > R − 1) and reports its estimate, p and CI', () => {
    const side = (key: 'base' | 'head') => ({
      samples: c.inputs.rounds.flatMap((round) => round[key]),
      rounds: c.inputs.rounds.flatMap((round, s) => round[key].map(() => `r${s + 1}`)),
    })
    const measured = measureRounds(side('base'), side('head'), 0.05)!
    expect(measured.method).toBe('random-effects-hksj')
    expect(measured.rounds).toBe(e.R)
    expect(Math.abs(measured.logRatio - e.estimate)).toBeLessThanOrEqual(1e-12)
    expectClose(measured.pValue, e.p_two_sided, 1e-7)
    expect(Math.abs(measured.logCi!.lower - e.ci[0])).toBeLessThanOrEqual(1e-7 * e.ci[1])
    expect(Math.abs(measured.logCi!.upper - e.ci[1])).toBeLessThanOrEqual(1e-7 * e.ci[1])
    expectEffects(measured.heterogeneity!, e)
  })

  it('keeps the stratified answer when the rounds agree (Q ≤ R − 1)', () => {
    const round = { base: [100, 101, 99, 100.5], head: [103, 104, 102, 103.5] }
    const side = (key: 'base' | 'head') => ({
      samples: [0, 1, 2].flatMap(() => round[key]),
      rounds: [0, 1, 2].flatMap((s) => round[key].map(() => String(s))),
    })
    const measured = measureRounds(side('base'), side('head'), 0.05)!
    expect(measured.method).toBe('stratified-rank-sum')
    expect(measured.heterogeneity?.branch).toBe('stratified')
    expect(measured.heterogeneity?.q).toBe(0)
  })
})

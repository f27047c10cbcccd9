import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { moderateVariances } from './moderated-variance.js'

type Numberish = number | 'inf'
interface ModerationCase {
  inputs: { s2: number[]; df: number[]; v_within: number[] }
  expected: {
    x: number[]
    zero_offset_applied: boolean
    e: number[]
    e_mean: number
    e_var_minus_trigamma: number
    d0: Numberish
    s02: number
    prior_s2: number[]
    posterior_s2: number[]
    posterior_df: Numberish[]
  }
}

const RELATIVE = 1e-10
const value = (v: Numberish): number => (v === 'inf' ? Number.POSITIVE_INFINITY : v)
function expectClose(actual: number, expected: Numberish): void {
  const e = value(expected)
  if (!Number.isFinite(e)) expect(actual).toBe(e)
  else expect(Math.abs(actual - e)).toBeLessThanOrEqual(RELATIVE * Math.abs(e))
}
function expectAllClose(actual: ArrayLike<number>, expected: readonly Numberish[]): void {
  expect(actual.length).toBe(expected.length)
  expected.forEach((e, i) => {
    expectClose(actual[i] as number, e)
  })
}

describe('moderated run-to-run variances (vectors sm01–sm04)', () => {
  it.each([
    'sm01_moderation_finite_d0',
    'sm02_moderation_infinite_d0',
    'sm03_moderation_unequal_df',
    'sm04_moderation_zero_variance',
  ])('%s', (id) => {
    const c = vectorCase(id) as ModerationCase
    const result = moderateVariances(c.inputs.s2, c.inputs.df, c.inputs.v_within)
    expectAllClose(result.x, c.expected.x)
    expect(result.zeroOffsetApplied).toBe(c.expected.zero_offset_applied)
    expectAllClose(result.e, c.expected.e)
    expectClose(result.eMean, c.expected.e_mean)
    expectClose(result.eExcess, c.expected.e_var_minus_trigamma)
    expectClose(result.prior.d0, c.expected.d0)
    expectClose(result.prior.s02, c.expected.s02)
    expectAllClose(result.priorVariance, c.expected.prior_s2)
    expectAllClose(result.posterior, c.expected.posterior_s2)
    expectAllClose(result.posteriorDf, c.expected.posterior_df)
  })

  it('reads v as 1 for a group of single values (squeezeVar without covariate)', () => {
    const c = vectorCase('sm01_moderation_finite_d0') as ModerationCase
    const ratios = c.inputs.s2.map((s, i) => s / c.inputs.v_within[i]!)
    const single = moderateVariances(ratios, c.inputs.df, undefined)
    expectAllClose(single.x, c.expected.x)
    expectClose(single.prior.s02, c.expected.s02)
    expectAllClose(
      single.posterior,
      [...single.x].map(() => c.expected.s02),
    )
  })

  it('does not moderate one benchmark, and returns nothing for none', () => {
    const one = moderateVariances([4e-5], [5], [1e-5])
    expect([...one.posterior]).toEqual([4e-5])
    expect([...one.posteriorDf]).toEqual([5])
    expect(one.prior.d0).toBe(0)
    const none = moderateVariances([], [], undefined)
    expect(none.posterior.length).toBe(0)
    expect(Number.isNaN(none.prior.s02)).toBe(true)
  })

  it('floors at 10⁻⁵ when more than half the variances are zero', () => {
    const result = moderateVariances([0, 0, 0, 1e-4], [4, 4, 4, 4], undefined)
    expect([...result.x]).toEqual([1e-5, 1e-5, 1e-5, 1e-4])
    expect(result.zeroOffsetApplied).toBe(true)
  })

  it('refuses unequal lengths, negative or non-finite s², df ≤ 0 and v ≤ 0', () => {
    expect(() => moderateVariances([1, 2], [4], undefined)).toThrow(RangeError)
    expect(() => moderateVariances([-1, 2], [4, 4], undefined)).toThrow(RangeError)
    expect(() => moderateVariances([Number.NaN, 2], [4, 4], undefined)).toThrow(RangeError)
    expect(() => moderateVariances([1, 2], [0, 4], undefined)).toThrow(RangeError)
    expect(() => moderateVariances([1, 2], [4, 4], [1, 0])).toThrow(RangeError)
  })
})

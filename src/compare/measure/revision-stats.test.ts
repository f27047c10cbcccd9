import { describe, expect, it } from 'vitest'
import { vectorCase, vectorCases } from '../../../test/reference/reference-set.js'
import {
  MAD_TO_SIGMA,
  meanOf,
  quantileType7,
  sampleSd,
  sampleSdAround,
  sortedCopy,
} from '../order-statistics/descriptive.js'
import { medianCiOrders } from '../order-statistics/median-ci.js'
import { revisionStats, revisionStatsFromSummary } from './revision-stats.js'

interface SideExpectation {
  n: number
  min: number
  max: number
  median: number
  mad_raw: number
  mad_scaled: number
  mean: number
  sd: number | null
  cv: number | null
  q1_type7?: number
  q3_type7?: number
  tukey_inner?: [number, number]
  tukey_outer?: [number, number]
  n_mild_outliers?: number
  n_severe_outliers?: number
  robust_cv_log: number | null
  median_ci95: { lo: number | null; hi: number | null; achieved_conf: number | null }
}
interface Case {
  id: string
  kind: string
  inputs: { base: number[]; head: number[] }
  expected: Record<string, unknown> & { base: SideExpectation; head: SideExpectation }
}

const cases = vectorCases() as Case[]
const sides = cases
  .filter((c) => c.kind === 'unpaired')
  .flatMap((c) =>
    (['base', 'head'] as const).map(
      (side) => [`${c.id} ${side}`, c.inputs[side], c.expected[side]] as const,
    ),
  )

describe('per-revision statistics on the reference vectors (docs/method.md §3)', () => {
  it.each(sides)('%s', (_, samples, expected) => {
    const stats = revisionStats(samples, 0.05)
    expect(stats.n).toBe(expected.n)
    expect(stats.min).toBe(expected.min)
    expect(stats.max).toBe(expected.max)
    expect(stats.median).toBeCloseTo(expected.median, 9)
    expect(stats.mad).toBeCloseTo(expected.mad_raw, 9)
    expect(stats.mad * MAD_TO_SIGMA).toBeCloseTo(expected.mad_scaled, 9)
    expect(stats.mean).toBeCloseTo(expected.mean, 9)
    if (expected.sd === null) expect(stats.sd).toBeNull()
    else expect(stats.sd!).toBeCloseTo(expected.sd, 9)
    if (expected.cv === null) expect(stats.cv).toBeNull()
    else expect(stats.cv!).toBeCloseTo(expected.cv, 12)
    if (expected.robust_cv_log === null) expect(stats.logDispersion).toBeNull()
    else expect(Math.abs(stats.logDispersion! - expected.robust_cv_log)).toBeLessThanOrEqual(1e-12)
    if (expected.q1_type7 !== undefined) {
      const sorted = sortedCopy(samples)
      const q1 = quantileType7(sorted, 0.25)
      const q3 = quantileType7(sorted, 0.75)
      expect(q1).toBeCloseTo(expected.q1_type7, 9)
      expect(q3).toBeCloseTo(expected.q3_type7!, 9)
      expect(q1 - 1.5 * (q3 - q1)).toBeCloseTo(expected.tukey_inner![0], 9)
      expect(q3 + 3 * (q3 - q1)).toBeCloseTo(expected.tukey_outer![1], 9)
      expect(stats.outliers).toEqual({
        mild: expected.n_mild_outliers,
        severe: expected.n_severe_outliers,
      })
    }
    const ci = expected.median_ci95
    if (ci.lo === null) expect(stats.medianCi).toBeNull()
    else
      expect(stats.medianCi).toEqual({
        lower: ci.lo,
        upper: ci.hi,
        level: expect.closeTo(ci.achieved_conf!, 12) as number,
      })
  })
})

describe('median CI orders (vector t01)', () => {
  const t01 = vectorCase('t01_median_ci_orders') as Case
  const table = t01.expected as unknown as Record<
    string,
    { order_lo: number | null; order_hi: number | null; achieved_conf: number | null }
  >
  it.each(Object.entries(table))('n = %s', (n, expected) => {
    const orders = medianCiOrders(Number(n), 0.05)
    if (expected.order_lo === null) {
      expect(orders).toBeNull()
      return
    }
    expect(orders?.lower).toBe(expected.order_lo)
    expect(orders?.upper).toBe(expected.order_hi)
    expect(Math.abs(orders!.achievedConfidence - expected.achieved_conf!)).toBeLessThanOrEqual(
      1e-12,
    )
  })

  it('stays exact for large n without underflow', () => {
    const orders = medianCiOrders(2000, 0.05)!
    expect(orders.lower).toBeGreaterThan(900)
    expect(orders.achievedConfidence).toBeGreaterThanOrEqual(0.95)
  })
})

describe('statistics from a harness summary', () => {
  it('keeps what the harness printed and marks the rest unknown', () => {
    const stats = revisionStatsFromSummary({ n: 10, mean: 120, sd: 4, median: 119 })
    expect(stats).toMatchObject({
      n: 10,
      mean: 120,
      sd: 4,
      median: 119,
      fromSummary: true,
      medianCi: null,
    })
    expect(stats.cv).toBeCloseTo(4 / 120, 15)
    expect(stats.logDispersion).toBeCloseTo(4 / 120, 15)
    expect(stats.min).toBeNaN()
  })
})

describe('the sd given its mean', () => {
  it('is sampleSd exactly, for the callers that have the mean already', () => {
    const values = [2710.4, 2702.9, 2731.0, 2698.2, 2705.6]
    const mean = meanOf(values)
    expect(mean).toBeCloseTo(2709.62, 10)
    expect(sampleSdAround(values, mean)).toBe(sampleSd(values))
    expect(sampleSdAround(values, mean)).toBeCloseTo(12.742, 3)
  })
})

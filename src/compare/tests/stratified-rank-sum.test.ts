import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortedCopy } from '../order-statistics/descriptive.js'
import { normalUpperTail } from '../nulls/distributions.js'
import { mosesOrder } from '../nulls/mann-whitney-null.js'
import { stratifiedRankSum } from './stratified-rank-sum.js'
import { tieGroups } from '../nulls/tie-groups.js'

const logs = (values: number[]): Float64Array => sortedCopy(values.map(Math.log))
const spread = (center: number, n: number, seed: number): number[] =>
  Array.from({ length: n }, (_, i) => center * (1 + 0.03 * Math.sin(seed * 3.1 + i * 1.7)))

describe("van Elteren's stratified rank-sum test (docs/method.md §6.1)", () => {
  it('reduces to the normal rank-sum test and the normal Moses interval for one round', () => {
    const base = logs(spread(100, 60, 1))
    const head = logs(spread(103, 55, 2))
    const test = stratifiedRankSum([{ base, head }], 0.05)
    const { uHead } = tieGroups(base, head)
    const sigma = Math.sqrt((55 * 60 * 116) / 12)
    expect(test.z).toBeCloseTo((uHead - (55 * 60) / 2) / sigma, 12)
    expect(test.pValue).toBeCloseTo(2 * normalUpperTail(Math.abs(test.z)), 14)
    const differences = [...head].flatMap((b) => [...base].map((a) => b - a)).sort((x, y) => x - y)
    const { k } = mosesOrder(55, 60, 0.05)
    expect(test.ci?.lower).toBe(differences[k - 1])
    expect(test.ci?.upper).toBe(differences[differences.length - k])
  })

  it('pools rounds: a consistent +30 % over six rounds of five is overwhelming', () => {
    const strata = Array.from({ length: 6 }, (_, s) => ({
      base: logs(spread(100 + 5 * s, 5, s)),
      head: logs(spread((100 + 5 * s) * 1.3, 5, s + 10)),
    }))
    const test = stratifiedRankSum(strata, 0.05)
    expect(test.pValue).toBeLessThan(1e-5)
    expect(test.pMin).toBeLessThanOrEqual(test.pValue)
    expect(Math.exp(test.estimate)).toBeCloseTo(1.3, 1)
    expect(test.ci!.lower).toBeLessThan(test.estimate)
    expect(test.signs).toEqual({ positive: 6, negative: 0, zero: 0 })
  })

  it('has no interval when the rounds are too small for 95 %', () => {
    const test = stratifiedRankSum([{ base: logs([1, 2]), head: logs([3, 4]) }], 0.05)
    expect(test.ci).toBeNull()
  })
})

/** The same statistic on materialised, sorted differences: the definition, for small inputs. */
function bruteForce(strata: readonly { base: Float64Array; head: Float64Array }[], alpha: number) {
  const pooled = strata
    .flatMap(({ base, head }) => {
      const w = 1 / (base.length + head.length + 1)
      return [...head].flatMap((h) => [...base].map((b) => ({ d: h - b, w })))
    })
    .sort((x, y) => x.d - y.d)
  const total = pooled.reduce((s, p) => s + p.w, 0)
  const countAtMost = (t: number) => pooled.filter((p) => p.d <= t).reduce((s, p) => s + p.w, 0)
  const values = [...new Set(pooled.map((p) => p.d))]
  const tol = 1e-12 * total
  const middle = values.find((d) => countAtMost(d) > total / 2 - tol)!
  const next = values.find((d) => d > middle)
  const estimate =
    Math.abs(countAtMost(middle) - total / 2) <= tol && next !== undefined
      ? (middle + next) / 2
      : middle
  let variance = 0
  for (const { base, head } of strata) {
    const N = base.length + head.length
    variance += ((base.length * head.length) / 12) * (N + 1) * (1 / (N + 1)) ** 2
  }
  const limit = total / 2 - normalQuantileFor(alpha) * Math.sqrt(variance)
  const within = values.filter((d) => countAtMost(d) <= limit + 1e-12 * Math.max(1, limit))
  const countAtLeast = (t: number) => pooled.filter((p) => p.d >= t).reduce((s, p) => s + p.w, 0)
  const withinTop = values.filter((d) => countAtLeast(d) <= limit + 1e-12 * Math.max(1, limit))
  const bounded = within.length > 0 && withinTop.length > 0
  return {
    estimate,
    lower: bounded ? within[within.length - 1]! : null,
    upper: bounded ? withinTop[0]! : null,
  }
}

const normalQuantileFor = (alpha: number) => (alpha === 0.05 ? 1.959963984540054 : NaN)

describe('the pooled differences are never materialised, and agree with the definition', () => {
  it('matches the brute force on rounds of unequal sizes, with and without ties', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            base: fc.array(fc.integer({ min: 90, max: 130 }), { minLength: 2, maxLength: 9 }),
            head: fc.array(fc.integer({ min: 95, max: 140 }), { minLength: 2, maxLength: 9 }),
          }),
          { minLength: 2, maxLength: 5 },
        ),
        fc.boolean(),
        (rounds, continuous) => {
          const strata = rounds.map(({ base, head }) => ({
            base: logs(base.map((x, i) => (continuous ? x + i / 7 : x))),
            head: logs(head.map((x, i) => (continuous ? x + i / 11 : x))),
          }))
          const test = stratifiedRankSum(strata, 0.05)
          const expected = bruteForce(strata, 0.05)
          expect(test.estimate).toBe(expected.estimate)
          expect(test.ci?.lower ?? null).toBe(expected.lower)
          expect(test.ci?.upper ?? null).toBe(expected.upper)
          if (test.ci) {
            expect(test.ci.lower).toBeLessThanOrEqual(test.estimate)
            expect(test.ci.upper).toBeGreaterThanOrEqual(test.estimate)
          }
        },
      ),
      { numRuns: 300, seed: 20261129 },
    )
  })

  it('reads six rounds of 10 000 samples a side (6·10⁸ differences) in bounded memory', () => {
    const strata = Array.from({ length: 6 }, (_, s) => ({
      base: logs(spread(100, 10_000, s)),
      head: logs(spread(110, 10_000, s + 20)),
    }))
    const test = stratifiedRankSum(strata, 0.05)
    expect(Math.exp(test.estimate)).toBeCloseTo(1.1, 2)
    expect(test.ci!.lower).toBeLessThanOrEqual(test.estimate)
    expect(test.ci!.upper).toBeGreaterThanOrEqual(test.estimate)
  })
})

import { describe, expect, it } from 'vitest'
import { sortedCopy } from './descriptive.js'
import { normalUpperTail } from './distributions.js'
import { mosesOrder } from './mann-whitney-null.js'
import { stratifiedRankSum } from './stratified-rank-sum.js'
import { tieGroups } from './tie-groups.js'

const logs = (values: number[]): Float64Array => sortedCopy(values.map(Math.log))
const spread = (center: number, n: number, seed: number): number[] =>
  Array.from({ length: n }, (_, i) => center * (1 + 0.03 * Math.sin(seed * 3.1 + i * 1.7)))

describe("van Elteren's stratified rank-sum test (METHOD.md §6.1)", () => {
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

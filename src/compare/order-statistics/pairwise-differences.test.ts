import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { differenceMedianAndBounds } from './pairwise-differences.js'

/** Every difference head_j − base_i, sorted: the reference the selection must match. */
function allDifferences(base: readonly number[], head: readonly number[]): number[] {
  const all: number[] = []
  for (const b of head) for (const a of base) all.push(b - a)
  return all.sort((x, y) => x - y)
}

const logs = fc.array(
  fc.integer({ min: 990, max: 1010 }).map((x) => Math.log(x)),
  { minLength: 1, maxLength: 30 },
)

describe('the median and Moses ends of the pairwise differences', () => {
  it('selects what a full sort gives, for odd and even counts, with and without bounds', () => {
    fc.assert(
      fc.property(logs, logs, fc.nat(), (base, head, pick) => {
        const sorted = allDifferences(base, head)
        const total = sorted.length
        const k = pick % Math.ceil(total / 2)
        const result = differenceMedianAndBounds(
          Float64Array.from(base).sort(),
          Float64Array.from(head).sort(),
          k,
        )
        const median =
          total % 2 === 1
            ? sorted[(total - 1) / 2]
            : (sorted[total / 2 - 1]! + sorted[total / 2]!) / 2
        expect(result.median).toBe(median)
        expect(result.bounds).toEqual(k > 0 ? [sorted[k - 1], sorted[total - k]] : null)
      }),
      { seed: 3, numRuns: 500 },
    )
  })

  it('gives the HL shift and 95 % Moses interval of two 5-sample timings', () => {
    const base = [100, 102, 98, 101, 99].map(Math.log).sort((a, b) => a - b)
    const head = [130, 133, 128, 131, 129].map(Math.log).sort((a, b) => a - b)
    // 25 differences: the median is the 13th, k = 3 (m = n = 5 at α = 0.05).
    const { median, bounds } = differenceMedianAndBounds(
      Float64Array.from(base),
      Float64Array.from(head),
      3,
    )
    const sorted = allDifferences(base, head)
    expect(median).toBe(sorted[12])
    expect(Math.exp(median)).toBeCloseTo(1.3, 2)
    expect(bounds).toEqual([sorted[2], sorted[22]])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortedCopy } from '../order-statistics/descriptive.js'
import { tieConditionalPValue } from './tie-conditional-null.js'
import { tieGroups } from './tie-groups.js'

/** Two-sided permutation p of U_head by enumerating every split of the pooled sample. */
function permutationP(base: number[], head: number[]): number {
  const all = [...base, ...head]
  const m = head.length
  const u = (h: number[], b: number[]): number =>
    h.reduce((sum, x) => sum + b.reduce((s, y) => s + (x > y ? 1 : x === y ? 0.5 : 0), 0), 0)
  const observed = u(head, base)
  let below = 0
  let above = 0
  let total = 0
  for (let mask = 0; mask < 1 << all.length; mask++) {
    let bits = 0
    for (let x = mask; x > 0; x >>= 1) bits += x & 1
    if (bits !== m) continue
    const h = all.filter((_, i) => (mask >> i) & 1)
    const b = all.filter((_, i) => !((mask >> i) & 1))
    const value = u(h, b)
    total++
    if (value <= observed + 1e-9) below++
    if (value >= observed - 1e-9) above++
  }
  return Math.min(1, (2 * Math.min(below, above)) / total)
}

describe('exact tie-conditional rank-sum null (docs/method.md §4.2 step 3)', () => {
  it('matches a full permutation enumeration on small tied samples', () => {
    const side = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 })
    fc.assert(
      fc.property(side, side, (base, head) => {
        const groups = tieGroups(sortedCopy(base), sortedCopy(head))
        expect(tieConditionalPValue(groups)).toBeCloseTo(permutationP(base, head), 12)
      }),
      { seed: 13, numRuns: 60 },
    )
  })
})

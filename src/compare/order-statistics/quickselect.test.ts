import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { selectRanks } from './quickselect.js'

describe('selecting order statistics in place', () => {
  it('returns what a full sort would, with duplicates and several ranks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 200 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        (values, picks) => {
          const ranks = [...new Set(picks.map((p) => p % values.length))].sort((a, b) => a - b)
          const sorted = [...values].sort((a, b) => a - b)
          expect(selectRanks(Float64Array.from(values), values.length, ranks)).toEqual(
            ranks.map((r) => sorted[r]),
          )
        },
      ),
      { seed: 17, numRuns: 300 },
    )
  })

  it('stays correct on already sorted and reversed runs', () => {
    const rising = Float64Array.from({ length: 5000 }, (_, i) => i)
    expect(selectRanks(rising, 5000, [0, 2499, 4999])).toEqual([0, 2499, 4999])
    const falling = Float64Array.from({ length: 5000 }, (_, i) => 5000 - i)
    expect(selectRanks(falling, 5000, [2499])).toEqual([2500])
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalUpperTail } from '../nulls/distributions.js'
import { sortedCopy } from '../order-statistics/descriptive.js'
import { minimumEffectStratified } from './stratified-minimum-effect.js'

const side = fc.array(fc.double({ min: -0.2, max: 0.2, noNaN: true }), {
  minLength: 1,
  maxLength: 8,
})
const round = fc.record({ base: side, head: side })

describe('stratified minimum-effect p-values', () => {
  it('equals V_θ, E and Var₀ computed from every within-round difference', () => {
    fc.assert(
      fc.property(
        fc.array(round, { minLength: 1, maxLength: 5 }),
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        (rounds, theta) => {
          let up = 0
          let down = 0
          let e = 0
          let v = 0
          for (const { base, head } of rounds) {
            const w = 1 / (base.length + head.length + 1)
            for (const a of base)
              for (const b of head) {
                if (b - a > theta) up += w
                if (b - a < -theta) down += w
              }
            e += (w * base.length * head.length) / 2
            v += (w * w * base.length * head.length * (base.length + head.length + 1)) / 12
          }
          const strata = rounds.map((r) => ({ base: sortedCopy(r.base), head: sortedCopy(r.head) }))
          const result = minimumEffectStratified(strata, theta)
          expect(result.uUp).toBeCloseTo(up, 12)
          expect(result.uDown).toBeCloseTo(down, 12)
          expect(result.pUp).toBeCloseTo(normalUpperTail((up - e) / Math.sqrt(v)), 10)
          expect(result.pDown).toBeCloseTo(normalUpperTail((down - e) / Math.sqrt(v)), 10)
        },
      ),
      { seed: 61, numRuns: 200 },
    )
  })

  it('gives a small p↑ for rounds all well beyond +θ and p↓ near 1', () => {
    const strata = [0, 1, 2, 3].map((s) => ({
      base: sortedCopy([0, 0.01, 0.02, 0.03, 0.04].map((x) => x + s / 100)),
      head: sortedCopy([0.3, 0.31, 0.32, 0.33, 0.34].map((x) => x + s / 100)),
    }))
    const result = minimumEffectStratified(strata, Math.log(1.1))
    // Every difference beyond θ: V = Σw·mn = 4·25/11, E = half of it, Var₀ = 4·25·11/(12·121).
    const z = (4 * 25) / 11 / 2 / Math.sqrt((4 * 25 * 11) / (12 * 121))
    expect(result.pUp).toBeCloseTo(normalUpperTail(z), 14)
    expect(result.pDown).toBeCloseTo(normalUpperTail(-z), 14)
  })

  it('refuses no rounds, an empty side and θ < 0', () => {
    const one = { base: sortedCopy([0.1]), head: sortedCopy([0.2]) }
    expect(() => minimumEffectStratified([], 0.1)).toThrow(RangeError)
    expect(() => minimumEffectStratified([{ base: sortedCopy([]), head: one.head }], 0.1)).toThrow(
      RangeError,
    )
    expect(() => minimumEffectStratified([one], -0.1)).toThrow(RangeError)
  })
})

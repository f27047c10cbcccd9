import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { logsOf } from '../order-statistics/descriptive.js'
import { minimumEffectPaired, minimumEffectT, minimumEffectUnpaired } from './minimum-effect.js'

interface UnpairedCase {
  inputs: { base: number[]; head: number[]; theta_log: number; D_log: number }
  expected: {
    u_up: number
    u_down: number
    p_up: number
    p_down: number
    method: string
    mn: number
  }
}
interface PairedCase {
  inputs: { base: number[]; head: number[]; theta_log: number }
  expected: {
    u_up: number
    u_down: number
    p_up: number
    p_down: number
    method: string
    n_walsh: number
  }
}

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected))
}

describe('unpaired minimum-effect p-values (vectors e01a–e01e)', () => {
  it.each([
    'e01a_outlier_in_base',
    'e01b_shifted_by_drift',
    'e01c_improvement',
    'e01d_near_threshold',
    'e01e_60_v_60_normal',
  ])('%s', (id) => {
    const c = vectorCase(id) as UnpairedCase
    const result = minimumEffectUnpaired(
      logsOf(c.inputs.base),
      logsOf(c.inputs.head),
      c.inputs.D_log,
      c.inputs.theta_log,
    )
    expect(c.inputs.base.length * c.inputs.head.length).toBe(c.expected.mn)
    expect(result.uUp).toBe(c.expected.u_up)
    expect(result.uDown).toBe(c.expected.u_down)
    expect(result.method).toBe(c.expected.method === 'exact' ? 'exact' : 'normal')
    // Exact p at 1e-9, the normal approximation at 1e-7 (meta.tolerances_suggested).
    const tolerance = result.method === 'exact' ? 1e-9 : 1e-7
    expectRelative(result.pUp, c.expected.p_up, tolerance)
    expectRelative(result.pDown, c.expected.p_down, tolerance)
  })

  it('counts strictly: a difference equal to D + θ is not beyond θ', () => {
    // 3 − 1 − 0.5 = 1.5 = θ exactly (binary-exact values): not counted up.
    const result = minimumEffectUnpaired([1], [3], 0.5, 1.5)
    expect(result.uUp).toBe(0)
    expect(result.pUp).toBe(1)
  })

  it('agrees with the m·n differences counted directly', () => {
    const sample = fc.array(fc.double({ min: -1, max: 1, noNaN: true }), {
      minLength: 1,
      maxLength: 12,
    })
    fc.assert(
      fc.property(sample, sample, fc.double({ min: 0, max: 0.5, noNaN: true }), (a, b, theta) => {
        const drift = 0.01
        let up = 0
        let down = 0
        for (const x of a)
          for (const y of b) {
            if (y - x - drift > theta) up++
            if (y - x - drift < -theta) down++
          }
        const result = minimumEffectUnpaired(a, b, drift, theta)
        expect([result.uUp, result.uDown]).toEqual([up, down])
      }),
      { seed: 15, numRuns: 300 },
    )
  })

  it('refuses empty sides, non-finite values and a negative θ', () => {
    expect(() => minimumEffectUnpaired([], [1], 0, 0.1)).toThrow(RangeError)
    expect(() => minimumEffectUnpaired([1], [Number.NaN], 0, 0.1)).toThrow(RangeError)
    expect(() => minimumEffectUnpaired([1], [2], Number.NaN, 0.1)).toThrow(RangeError)
    expect(() => minimumEffectUnpaired([1], [2], 0, -0.1)).toThrow(RangeError)
  })
})

describe('paired minimum-effect p-values (vectors e02a, e02b)', () => {
  it.each(['e02a_paired_exact', 'e02b_paired_normal'])('%s', (id) => {
    const c = vectorCase(id) as PairedCase
    const d = c.inputs.head.map((h, i) => Math.log(h) - Math.log(c.inputs.base[i]!))
    const result = minimumEffectPaired(d, c.inputs.theta_log)
    expect((d.length * (d.length + 1)) / 2).toBe(c.expected.n_walsh)
    expect(result.uUp).toBe(c.expected.u_up)
    expect(result.uDown).toBe(c.expected.u_down)
    expect(result.method).toBe(c.expected.method === 'exact' ? 'exact' : 'normal')
    const tolerance = result.method === 'exact' ? 1e-9 : 1e-7
    expectRelative(result.pUp, c.expected.p_up, tolerance)
    expectRelative(result.pDown, c.expected.p_down, tolerance)
  })

  it('agrees with the Walsh averages counted directly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 15 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (d, theta) => {
          let up = 0
          let down = 0
          for (let i = 0; i < d.length; i++)
            for (let j = i; j < d.length; j++) {
              const w = (d[i]! + d[j]!) / 2
              if (w > theta) up++
              if (w < -theta) down++
            }
          const result = minimumEffectPaired(d, theta)
          expect([result.uUp, result.uDown]).toEqual([up, down])
        },
      ),
      { seed: 16, numRuns: 300 },
    )
  })

  it('refuses an empty input and non-finite values', () => {
    expect(() => minimumEffectPaired([], 0.1)).toThrow(RangeError)
    expect(() => minimumEffectPaired([0.1, Number.POSITIVE_INFINITY], 0.1)).toThrow(RangeError)
  })
})

describe('minimum-effect p-values of a t statistic', () => {
  // t_{0.975,5} = 2.5705818356363137 (R qt): an estimate that far beyond θ has p↑ = 0.025.
  const T975_5 = 2.5705818356363137

  it('reads the t upper tail at (δ − θ)/se and (−δ − θ)/se', () => {
    const theta = Math.log1p(0.03)
    const se = 0.02
    const up = minimumEffectT(theta + T975_5 * se, se, 5, theta)
    expectRelative(up.pUp, 0.025, 1e-9)
    // scipy 1.x t.sf(−(2θ/se + t_{0.975,5}), 5)
    expectRelative(up.pDown, 0.9986707733010387, 1e-9)
    const down = minimumEffectT(-theta - T975_5 * se, se, 5, theta)
    expectRelative(down.pDown, 0.025, 1e-9)
    // At δ = 0 both hypotheses sit θ/se inside: p↑ = p↓.
    const centre = minimumEffectT(0, se, 5, theta)
    expect(centre.pUp).toBe(centre.pDown)
    expectRelative(centre.pUp, 0.9002634370136459, 1e-9) // scipy t.sf(−θ/se, 5)
    expect(centre.method).toBe('t')
  })

  it('reads the normal tail for ν = ∞', () => {
    const result = minimumEffectT(
      0.1 + 1.959963984540054 * 0.01,
      0.01,
      Number.POSITIVE_INFINITY,
      0.1,
    )
    expectRelative(result.pUp, 0.025, 1e-9)
  })

  it('refuses se ≤ 0, df ≤ 0 and NaN', () => {
    expect(() => minimumEffectT(0.1, 0, 5, 0.03)).toThrow(RangeError)
    expect(() => minimumEffectT(0.1, 0.01, 0, 0.03)).toThrow(RangeError)
    expect(() => minimumEffectT(Number.NaN, 0.01, 5, 0.03)).toThrow(RangeError)
    expect(() => minimumEffectT(0.1, 0.01, Number.NaN, 0.03)).toThrow(RangeError)
  })
})

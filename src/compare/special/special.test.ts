import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { MEDIAN_VARIANCE_TABLE_LIMIT, medianVarianceFactor } from './median-variance.js'
import { digamma, inverseTrigamma, tetragamma, trigamma } from './polygamma.js'

interface Sf01 {
  inputs: { x: number[]; y_for_inverse: number[]; n: string }
  expected: {
    digamma: number[]
    trigamma: number[]
    tetragamma: number[]
    trigamma_inverse: number[]
    c_median: Record<string, number>
    c_median_beyond_100: Record<string, number>
  }
}
const sf01 = vectorCase('sf01_special_functions') as Sf01

const RELATIVE = 1e-10
function expectClose(actual: number, expected: number, tolerance = RELATIVE): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected))
}

describe('ψ, ψ′, ψ″ and ψ′⁻¹ (vector sf01)', () => {
  it.each([
    ['digamma', digamma],
    ['trigamma', trigamma],
    ['tetragamma', tetragamma],
  ] as const)('%s at every x', (name, f) => {
    const expected = sf01.expected[name]
    sf01.inputs.x.forEach((x, i) => {
      expectClose(f(x), expected[i]!)
    })
  })

  it('inverse trigamma at every y, and ψ′ of it gives y back', () => {
    sf01.inputs.y_for_inverse.forEach((y, i) => {
      const x = inverseTrigamma(y)
      expectClose(x, sf01.expected.trigamma_inverse[i]!)
      expectClose(trigamma(x), y, 1e-8)
    })
  })

  it("follows limma's limits outside [10⁻⁶, 10⁷]", () => {
    expect(inverseTrigamma(4e8)).toBe(1 / Math.sqrt(4e8))
    expect(inverseTrigamma(5e-7)).toBe(1 / 5e-7)
  })

  it('refuses arguments outside the domain', () => {
    expect(() => inverseTrigamma(0)).toThrow(RangeError)
    expect(() => inverseTrigamma(Number.NaN)).toThrow(RangeError)
    expect(() => inverseTrigamma(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => tetragamma(0)).toThrow(RangeError)
    expect(() => tetragamma(-1.5)).toThrow(RangeError)
    expect(Number.isNaN(digamma(Number.NaN))).toBe(true)
  })
})

describe('κ(n) = n·Var(median of n iid N(0, 1)) (vector sf01)', () => {
  it('agrees with the 6-decimal table for n = 1..100 within its stated accuracy', () => {
    const table = sf01.expected.c_median
    expect(Object.keys(table).length).toBe(MEDIAN_VARIANCE_TABLE_LIMIT)
    // The table's own cross-check (R integrate, scipy dblquad) allows absolute 2e-6: its entries
    // are up to 1.7e-6 from the integral (n = 20: 1.468742, integral 1.46874055410).
    for (const [n, expected] of Object.entries(table))
      expect(Math.abs(medianVarianceFactor(Number(n)) - expected)).toBeLessThanOrEqual(2e-6)
  })

  it('equals an independent high-order quadrature at 1e-10', () => {
    // numpy 120-point Gauss–Legendre on 100 cells of [−6, 6] (nested for the even-n double
    // integral), computed for this test; n = 7 by scipy quad.
    const independent: Record<number, number> = {
      4: 1.1927984737408397,
      7: 1.4731280307471522,
      20: 1.4687405541010856,
      51: 1.5575323378678734,
      76: 1.5420250872333143,
      100: 1.548793603939258,
    }
    for (const [n, expected] of Object.entries(independent))
      expectClose(medianVarianceFactor(Number(n)), expected)
  })

  it('is exactly 1 at n = 1 and 2 (the sample mean)', () => {
    expectClose(medianVarianceFactor(1), 1, 1e-12)
    expectClose(medianVarianceFactor(2), 1, 1e-12)
  })

  it('uses (π/2)(1 − a/n) beyond 100', () => {
    for (const [n, expected] of Object.entries(sf01.expected.c_median_beyond_100))
      expectClose(medianVarianceFactor(Number(n)), expected)
  })

  it('refuses n that is not a positive integer', () => {
    expect(() => medianVarianceFactor(0)).toThrow(RangeError)
    expect(() => medianVarianceFactor(2.5)).toThrow(RangeError)
    expect(() => medianVarianceFactor(Number.NaN)).toThrow(RangeError)
  })
})

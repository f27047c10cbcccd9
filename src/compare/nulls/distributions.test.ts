import { describe, expect, it } from 'vitest'
import {
  normalQuantile,
  normalUpperTail,
  studentTQuantile,
  studentTUpperTail,
  Z_975,
} from './distributions.js'

describe('special functions (docs/method.md §14)', () => {
  it.each([
    [0, 0.5],
    [1.959963984540054, 0.025],
    [5, 2.866515718791939e-7],
    [10, 7.619853024160527e-24],
  ])('computes the normal upper tail at z = %s directly, not as 1 − Φ', (z, tail) => {
    expect(Math.abs(normalUpperTail(z) - tail)).toBeLessThanOrEqual(1e-12 * tail)
  })

  it('inverts the normal CDF', () => {
    expect(Z_975).toBeCloseTo(1.959963984540054, 14)
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 13)
  })

  it('gives Student t tails and quantiles, also for non-integer degrees of freedom', () => {
    expect(studentTQuantile(0.975, 4)).toBeCloseTo(2.7764451051977987, 12)
    expect(studentTUpperTail(2.7764451051977987, 4)).toBeCloseTo(0.025, 14)
    // ν = 3 has a closed form: P(T > t) = ½ − (x/(1+x²) + atan x)/π with x = t/√3.
    const x = 40 / Math.sqrt(3)
    const closedForm = 0.5 - (x / (1 + x * x) + Math.atan(x)) / Math.PI
    expect(Math.abs(studentTUpperTail(40, 3) - closedForm)).toBeLessThan(1e-9 * closedForm)
    expect(studentTUpperTail(-1, 7.5)).toBeGreaterThan(0.5)
  })
})

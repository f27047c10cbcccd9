import { describe, expect, it } from 'vitest'
import { normalQuantile } from '../nulls/distributions.js'
import { betweenRunScale } from './between-run-scale.js'
import { suiteDrift } from './suite-drift.js'

/** Normal scores Φ⁻¹((j + ½)/n) in a scrambled order: a deterministic N(0, 1) sample. */
const scores = (n: number) =>
  Array.from({ length: n }, (_, i) => normalQuantile((((7 * i) % n) + 0.5) / n))

describe('betweenRunScale (docs/method.md §10.5)', () => {
  it('is 0 when the shifts are what their own standard errors say', () => {
    const z = scores(40)
    const se = z.map((_, i) => 0.02 + 0.01 * (i % 5))
    const shifts = z.map((v, i) => 0.9 * v * (se[i] as number))
    const drift = suiteDrift(shifts)
    expect(drift.scale).toBeGreaterThan(0.02)
    expect(betweenRunScale(shifts, se, drift.location, drift.scale)).toBe(0)
  })

  it('recovers a common between-run sd beyond tight intervals', () => {
    // se ≈ 0 against a between-run sd of 0.1: ω̂ is the shifts' own biweight scale.
    const shifts = scores(60).map((v) => 0.1 * v)
    const drift = suiteDrift(shifts)
    const omega = betweenRunScale(
      shifts,
      shifts.map(() => 1e-4),
      drift.location,
      drift.scale,
    )
    expect(omega).toBeCloseTo(drift.scale, 3)
    expect(omega).toBeGreaterThan(0.09)
    expect(omega).toBeLessThan(0.11)
  })

  it('solves scale(z(ω)) = 1 between the two: ω² + se² adds up to the spread', () => {
    // Every se = 0.06 and shifts of sd 0.1: ω̂ ≈ √(0.1² − 0.06²) = 0.08.
    const shifts = scores(80).map((v) => 0.1 * v)
    const se = shifts.map(() => 0.06)
    const drift = suiteDrift(shifts)
    const omega = betweenRunScale(shifts, se, drift.location, drift.scale)
    const expected = Math.sqrt(drift.scale ** 2 - 0.06 ** 2)
    expect(omega).toBeCloseTo(expected, 4)
    const z = shifts.map((s) => (s - drift.location) / Math.sqrt(omega ** 2 + 0.06 ** 2))
    expect(suiteDrift(z).scale).toBeCloseTo(1, 6)
  })

  it('lets a few real changes move it little (the robust scale)', () => {
    const shifts = scores(40).map((v) => 0.008 * v)
    const se = shifts.map(() => 0.01)
    const drift = suiteDrift(shifts)
    const quiet = betweenRunScale(shifts, se, drift.location, drift.scale)
    const changed = [...shifts.slice(0, 36), 0.3, 0.35, 0.4, 0.5]
    const moved = suiteDrift(changed)
    expect(quiet).toBe(0)
    // Four changes of +30 % to +50 % among 40: ω̂ stays below a tenth of a per cent, where the
    // raw spread S_D would not.
    expect(betweenRunScale(changed, se, moved.location, moved.scale)).toBeLessThan(0.001)
    expect(moved.scale).toBeGreaterThan(0.001)
  })

  it('is 0 without a spread, and refuses bad standard errors', () => {
    expect(betweenRunScale([0.1, 0.1], [0, 0], 0.1, 0)).toBe(0)
    expect(() => betweenRunScale([0.1], [0.1, 0.2], 0, 1)).toThrow(RangeError)
    expect(() => betweenRunScale([0.1], [-1], 0, 1)).toThrow(RangeError)
    expect(() => betweenRunScale([0.1], [NaN], 0, 1)).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { aaBand } from './noise-floor.js'

interface N01 {
  id: string
  inputs: { aa_log_shift: number[]; noise_floor: number }
  expected: { floor_log: number[]; floor_pct: number[] }
}
const n01 = vectorCase('n01_aa_noise_floor') as N01

describe('the per-benchmark A/A band (vector n01, docs/method.md §10.4)', () => {
  it('is max(ln(1 + noise_floor), |δ_AA,b|) for each benchmark on its own', () => {
    n01.inputs.aa_log_shift.forEach((shift, i) => {
      const band = aaBand(shift, n01.inputs.noise_floor)
      expect(Math.abs(band - n01.expected.floor_log[i]!)).toBeLessThanOrEqual(1e-12)
      expect(100 * Math.expm1(band)).toBeCloseTo(n01.expected.floor_pct[i]!, 10)
    })
  })

  it('is never widened by a noisier benchmark of the same suite', () => {
    const [quiet, noisy] = n01.inputs.aa_log_shift as [number, number]
    expect(aaBand(quiet, 0.1)).toBe(Math.log1p(0.1))
    expect(aaBand(noisy, 0.1)).toBe(Math.abs(noisy))
  })
})

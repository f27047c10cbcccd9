import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { studentTQuantile } from './distributions.js'
import { aaFloor, aaMultiplier, chooseFloor, historyFloor } from './noise-floor.js'

interface N01 {
  id: string
  inputs: { aa_log_shift: number[]; sigma_log_robust: number[] }
  expected: {
    standardized_abs_shift: number[]
    c: number
    floor_log: number[]
    floor_pct: number[]
  }
}
const vectors = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../shared/stats-vectors.json'), 'utf8'),
) as { cases: N01[] }
const n01 = vectors.cases.find((c) => c.id === 'n01_aa_noise_floor')!

describe('A/A control floor (vector n01)', () => {
  const { aa_log_shift: shifts, sigma_log_robust: sigmas } = n01.inputs
  const z = shifts.map((shift, i) => Math.abs(shift) / sigmas[i]!)

  it('standardises the shifts and takes c = max z below 20 benchmarks', () => {
    z.forEach((value, i) => {
      expect(value).toBeCloseTo(n01.expected.standardized_abs_shift[i]!, 12)
    })
    expect(aaMultiplier(z)).toBeCloseTo(n01.expected.c, 12)
  })

  it('gives φ_b = max(c·σ̂_b, |δ_AA,b|) per benchmark', () => {
    const c = aaMultiplier(z)
    shifts.forEach((shift, i) => {
      const floor = aaFloor(shift, sigmas[i]!, c)
      expect(Math.abs(floor - n01.expected.floor_log[i]!)).toBeLessThanOrEqual(1e-12)
      expect(100 * Math.expm1(floor)).toBeCloseTo(n01.expected.floor_pct[i]!, 10)
    })
  })

  it('takes the type-7 95th percentile from 20 benchmarks on', () => {
    const many = Array.from({ length: 21 }, (_, i) => i / 10)
    expect(aaMultiplier(many)).toBeCloseTo(1.9, 12)
  })
})

describe('history floor (METHOD.md §10.3)', () => {
  it('needs two earlier runs', () => {
    expect(historyFloor([0.1, 0.11], 0.05)).toBeNull()
  })
  it('is t_{0.975,K}·√2·s over the run medians (K = 4 → 3.93·s)', () => {
    const medians = [0, 0.01, -0.01, 0.02, -0.02]
    const s = Math.sqrt((0.0001 * 2 + 0.0004 * 2) / 4)
    expect(historyFloor(medians, 0.05)).toBeCloseTo(studentTQuantile(0.975, 4) * Math.SQRT2 * s, 14)
    expect(studentTQuantile(0.975, 4) * Math.SQRT2).toBeCloseTo(3.93, 2)
  })
})

describe('choosing the floor', () => {
  const none = {
    paired: false,
    deterministic: false,
    history: null,
    control: null,
    noiseFloor: 0.1,
  }
  it.each([
    [
      'deterministic metrics have no floor',
      { ...none, deterministic: true },
      { log: 0, source: 'deterministic' },
    ],
    [
      'paired rounds have no floor',
      { ...none, paired: true, history: 0.2 },
      { log: 0, source: 'paired' },
    ],
    [
      'history wins over a smaller A/A floor',
      { ...none, history: 0.03, control: 0.02 },
      { log: 0.03, source: 'history' },
    ],
    [
      'A/A wins over a smaller history floor',
      { ...none, history: 0.01, control: 0.02 },
      { log: 0.02, source: 'aa-control' },
    ],
    ['otherwise the assumed 10 %', none, { log: Math.log1p(0.1), source: 'assumed' }],
  ])('%s', (_, options, expected) => {
    expect(chooseFloor(options)).toEqual(expected)
  })
})

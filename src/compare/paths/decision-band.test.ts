import { describe, expect, it } from 'vitest'
import { decisionBand, untestableBand } from './decision-band.js'

const ln = Math.log

describe('θ_b of each path (docs/method.md §10.6) and θ_u (§7)', () => {
  it.each([
    [
      'history: τ_log, the run-to-run sd being inside the test',
      'history',
      ln(1.03),
      ln(1.2),
      ln(1.05),
    ],
    ['paired: τ_log', 'paired', 0, 0, ln(1.05)],
    ['exact: τ_log (the classifier uses θ_det)', 'deterministic', 0, 0, ln(1.05)],
    ['A/A: max(τ_log, φ_b), no guard', 'aa-control', ln(1.08), ln(1.5), ln(1.08)],
    ['assumed: max(τ_log, φ_b, guard), the guard below φ_b', 'assumed', ln(1.1), ln(1.04), ln(1.1)],
    ['assumed: the guard sets θ', 'assumed', ln(1.1), ln(1.42), ln(1.42)],
  ] as const)('%s', (_, source, floor, guard, theta) => {
    expect(decisionBand({ log: floor, source }, guard, 0.05)).toBeCloseTo(theta, 12)
  })

  it('θ_u keeps the 10 % noise floor where θ_b is below it, and θ_b where above', () => {
    expect(untestableBand(ln(1.05), 0.1)).toBeCloseTo(ln(1.1), 12)
    expect(untestableBand(ln(1.42), 0.1)).toBeCloseTo(ln(1.42), 12)
  })
})

import { describe, expect, it } from 'vitest'
import { normalQuantile } from '../nulls/distributions.js'
import { suiteRule, type SuiteContext, type SuiteMember } from './suite-rule.js'

const none: SuiteContext = {
  historyGeomeans: null,
  controlShift: null,
  geomeanThreshold: 0.02,
  geomeanNoiseFloor: 0.08,
  alpha: 0.05,
}
const member = (delta: number, floor = Math.log1p(0.1), se = 0.002): SuiteMember => ({
  delta,
  se,
  pairedOrExact: false,
  floor,
})

describe('suite rule S (docs/method.md §12.2)', () => {
  it('needs two members with a standard error', () => {
    expect(suiteRule([member(0.3)], none)).toBeNull()
    expect(suiteRule([member(0.3), member(0.3)], none)).not.toBeNull()
  })

  it('without history only warns, beyond max(ln 1.02, φ_geo = ln 1.08)', () => {
    const eight = Math.log1p(0.08)
    const below = suiteRule([member(eight - 1e-9), member(eight - 1e-9)], none)
    expect(below).toMatchObject({ case: 'none', fail: false, warn: false })
    expect(below?.floor).toBe(eight)
    expect(suiteRule([member(0.5), member(0.5)], none)).toMatchObject({ fail: false, warn: true })
  })

  it('raises φ_geo to the members’ bound √(Σφ_b²)/B_g, never lowers it', () => {
    const ten = Math.log1p(0.1)
    // Two at 10 %: √2·0.0953/2 = 0.0674 < ln 1.08 = 0.0770: the 8 % floor stands.
    expect(suiteRule([member(0), member(0)], none)?.floor).toBe(Math.log1p(0.08))
    // Two at 20 %: 0.129 > 0.077.
    const wide = suiteRule([member(0, 0.2), member(0, 0.2)], none)
    expect(wide?.floor).toBeCloseTo((Math.SQRT2 * 0.2) / 2, 14)
    expect(suiteRule([member(0, ten)], none)).toBeNull()
  })

  it('with a control and no history, takes the A/A geomean shift into φ_geo', () => {
    const rule = suiteRule([member(0), member(0)], { ...none, controlShift: -0.11 })
    expect(rule?.floor).toBe(0.11)
  })

  it('with every member paired or exact, judges the fixed-effect interval', () => {
    const paired = (delta: number, se: number): SuiteMember => ({
      delta,
      se,
      pairedOrExact: true,
      floor: 0,
    })
    const z = normalQuantile(0.975)
    const band = Math.log1p(0.02)
    // ḡ = 0.03, se_fe = √(2·0.004²)/2 = 0.00283: lower bound 0.0245 > ln 1.02 = 0.0198 → fail.
    const fail = suiteRule([paired(0.03, 0.004), paired(0.03, 0.004)], none)
    expect(fail).toMatchObject({ case: 'paired', fail: true, warn: false })
    expect(fail!.mean - z * fail!.standardError).toBeGreaterThan(band)
    // ḡ = 0.03, se_fe = 0.0071: lower bound 0.016, inside the band but above 0 → warn.
    expect(suiteRule([paired(0.03, 0.01), paired(0.03, 0.01)], none)).toMatchObject({
      fail: false,
      warn: true,
    })
  })
})

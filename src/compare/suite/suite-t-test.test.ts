import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { studentTQuantile } from '../nulls/distributions.js'
import { suiteHistoryTest } from './suite-t-test.js'

interface SuiteCase {
  inputs: { history_geomeans: number[]; gbar: number; se_fe: number; tau_geo: number }
  expected: {
    K: number
    s_geo2: number
    s_gbar: number
    t_fail: number
    p_fail_one_sided: number
    t_warn: number
    p_warn_one_sided: number
    fail: boolean
    warn: boolean
    't_0.99_K': number
    't_0.975_K': number
    drift_gate_band: number
  }
}

function expectClose(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected))
}

describe('suite rule H: t test against the history geomeans (vectors gs01a–gs01c)', () => {
  it.each(['gs01a_suite_fail', 'gs01b_suite_warn', 'gs01c_suite_pass'])('%s', (id) => {
    const c = vectorCase(id) as SuiteCase
    const e = c.expected
    const result = suiteHistoryTest({
      historyGeomeans: c.inputs.history_geomeans,
      gbar: c.inputs.gbar,
      seFe: c.inputs.se_fe,
      tauGeo: c.inputs.tau_geo,
    })
    expect(result.k).toBe(e.K)
    expectClose(result.sGeo2, e.s_geo2, 1e-10)
    expectClose(result.sGbar, e.s_gbar, 1e-10)
    expectClose(result.tFail, e.t_fail, 1e-10)
    expectClose(result.tWarn, e.t_warn, 1e-10)
    // t tails and quantiles at the asymptotic/t tolerance.
    expectClose(result.pFail, e.p_fail_one_sided, 1e-7)
    expectClose(result.pWarn, e.p_warn_one_sided, 1e-7)
    expect([result.fail, result.warn]).toEqual([e.fail, e.warn])
    expectClose(studentTQuantile(0.99, e.K), e['t_0.99_K'], 1e-7)
    expectClose(studentTQuantile(0.975, e.K), e['t_0.975_K'], 1e-7)
    expectClose(result.driftGateBand, e.drift_gate_band, 1e-7)
  })

  it('treats a suite without run-to-run variance as exact', () => {
    const exact = suiteHistoryTest({
      historyGeomeans: [0.01, 0.01, 0.01],
      gbar: 0.05,
      seFe: 0,
      tauGeo: 0.02,
    })
    expect([exact.pFail, exact.pWarn, exact.fail, exact.warn]).toEqual([0, 0, true, false])
    const inside = suiteHistoryTest({ historyGeomeans: [0, 0], gbar: 0.01, seFe: 0, tauGeo: 0.02 })
    expect([inside.pFail, inside.pWarn, inside.fail, inside.warn]).toEqual([1, 0, false, false])
    expect(inside.driftGateBand).toBe(0)
  })

  it('refuses fewer than 2 base runs and non-finite inputs', () => {
    const base = { historyGeomeans: [0, 0.01], gbar: 0.01, seFe: 0.001, tauGeo: 0.02 }
    expect(() => suiteHistoryTest({ ...base, historyGeomeans: [0] })).toThrow(RangeError)
    expect(() => suiteHistoryTest({ ...base, historyGeomeans: [0, Number.NaN] })).toThrow(
      RangeError,
    )
    expect(() => suiteHistoryTest({ ...base, gbar: Number.NaN })).toThrow(RangeError)
    expect(() => suiteHistoryTest({ ...base, seFe: -1 })).toThrow(RangeError)
  })
})

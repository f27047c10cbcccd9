import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { benjaminiHochberg } from './false-discovery.js'
import { conditionalBh } from './conditional-bh.js'

interface C01 {
  inputs: { p_up: number[]; p_down: number[]; lambda: number; fdr: number }
  expected: {
    kept_indices_0based: number[]
    M_kept: number
    p_over_lambda: number[]
    q: number[]
    q_up: number[]
    q_down: number[]
    'strong_at_fdr_0.05': boolean[]
    plain_bh_q_all_16: number[]
  }
}
interface C02 {
  inputs: { p: number[]; lambda: number }
  expected: { kept_indices_0based: number[]; q: number[] }
}

const RELATIVE = 1e-10
function expectClose(actual: ArrayLike<number>, expected: readonly number[]): void {
  expect(actual.length).toBe(expected.length)
  expected.forEach((value, i) => {
    expect(Math.abs((actual[i] as number) - value)).toBeLessThanOrEqual(RELATIVE * Math.abs(value))
  })
}

describe('conditional BH (vectors c01, c02)', () => {
  it('c01: keeps p ≤ λ, BH over p/λ among the kept, q = 1 for the rest', () => {
    const c = vectorCase('c01_conditional_bh') as C01
    const result = conditionalBh(c.inputs.p_up, c.inputs.p_down, { lambda: c.inputs.lambda })
    expect(result.kept).toBe(c.expected.M_kept)
    expectClose(result.qUp, c.expected.q_up)
    expectClose(result.qDown, c.expected.q_down)
    const pooledQ = [...result.qUp, ...result.qDown]
    expectClose(pooledQ, c.expected.q)
    const pooledP = [...c.inputs.p_up, ...c.inputs.p_down]
    const kept = pooledP.flatMap((p, i) => (p <= c.inputs.lambda ? [i] : []))
    expect(kept).toEqual(c.expected.kept_indices_0based)
    expectClose(
      kept.map((i) => pooledP[i]! / c.inputs.lambda),
      c.expected.p_over_lambda,
    )
    expect(pooledQ.map((q) => q <= c.inputs.fdr)).toEqual(c.expected['strong_at_fdr_0.05'])
    // Plain BH over all 16 for contrast: conditional BH is never less powerful here.
    expectClose(benjaminiHochberg(pooledP), c.expected.plain_bh_q_all_16)
  })

  it('c02: p exactly λ is kept (q = 1); nothing kept below λ gives q = 1 everywhere', () => {
    const c = vectorCase('c02_conditional_bh_edges') as C02
    // The vector's four values are one pool; split them as two comparisons' p↑ and p↓.
    const p = c.inputs.p
    const result = conditionalBh([p[0]!, p[1]!], [p[2]!, p[3]!], { lambda: c.inputs.lambda })
    expect(result.kept).toBe(c.expected.kept_indices_0based.length)
    expectClose([...result.qUp, ...result.qDown], c.expected.q)
  })

  it('defaults λ to 0.5 and handles an empty family', () => {
    const withDefault = conditionalBh([0.01, 0.6], [0.99, 0.3])
    expect(withDefault.kept).toBe(2)
    expect([...withDefault.qUp]).toEqual([0.04, 1])
    expect([...withDefault.qDown]).toEqual([1, 0.6])
    const empty = conditionalBh([], [])
    expect(empty.kept).toBe(0)
    expect(empty.qUp.length).toBe(0)
  })

  it('refuses NaN, p outside [0, 1], unequal lengths and λ outside (0, 1]', () => {
    expect(() => conditionalBh([Number.NaN], [0.5])).toThrow(RangeError)
    expect(() => conditionalBh([0.2], [1.2])).toThrow(RangeError)
    expect(() => conditionalBh([0.2, 0.3], [0.5])).toThrow(RangeError)
    expect(() => conditionalBh([0.2], [0.5], { lambda: 0 })).toThrow(RangeError)
    expect(() => conditionalBh([0.2], [0.5], { lambda: Number.NaN })).toThrow(RangeError)
  })
})

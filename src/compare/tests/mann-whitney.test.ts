import { describe, expect, it } from 'vitest'
import { vectorCases } from '../../../test/reference/reference-set.js'
import { mannWhitney, rankSumNormal } from './mann-whitney.js'
import { rankSumPMin } from '../nulls/mann-whitney-null.js'
import { sortedCopy } from '../order-statistics/descriptive.js'
import { tieGroups } from '../nulls/tie-groups.js'

interface UnpairedCase {
  id: string
  kind: string
  inputs: { base: number[]; head: number[] }
  expected: {
    mann_whitney: {
      U_head: number
      has_ties: boolean
      p_min_two_sided: number
      p_asymptotic_cc_tie: number
      sigma_U_tie_corrected: number
      z_cc: number | null
      p_exact: number | null
    }
    primary_p: number
    primary_p_method: string
  }
}

const cases = vectorCases() as UnpairedCase[]
const unpaired = cases.filter((c) => c.kind === 'unpaired')

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected) + 1e-300)
}

describe('Mann–Whitney U on the reference vectors', () => {
  it.each(unpaired.map((c) => [c.id, c] as const))('%s: U, p_min and the primary p', (_, c) => {
    const test = mannWhitney(sortedCopy(c.inputs.base), sortedCopy(c.inputs.head))
    const expected = c.expected.mann_whitney
    expect(test.uHead).toBe(expected.U_head)
    expect(test.hasTies).toBe(expected.has_ties)
    expectRelative(test.pMin, expected.p_min_two_sided, 1e-9)
    const tolerance = c.expected.primary_p_method === 'exact' ? 1e-9 : 1e-7
    expectRelative(test.pValue, c.expected.primary_p, tolerance)
    expect(test.method === 'mann-whitney-normal').toBe(c.expected.primary_p_method !== 'exact')
  })

  it.each(unpaired.map((c) => [c.id, c] as const))('%s: the asymptotic pieces', (_, c) => {
    const groups = tieGroups(sortedCopy(c.inputs.base), sortedCopy(c.inputs.head))
    const normal = rankSumNormal(
      groups.uHead,
      c.inputs.head.length,
      c.inputs.base.length,
      groups.tieTerm,
    )
    const expected = c.expected.mann_whitney
    expectRelative(normal.sigma, expected.sigma_U_tie_corrected, 1e-12)
    expectRelative(normal.pValue, expected.p_asymptotic_cc_tie, 1e-7)
    if (expected.z_cc === null) expect(normal.z).toBeNull()
    else expect(normal.z).toBeCloseTo(expected.z_cc, 12)
  })

  it('gives p = 1 exactly when U sits at its mean', () => {
    expect(mannWhitney(sortedCopy([1, 2, 3]), sortedCopy([1, 2, 3])).pValue).toBe(1)
  })

  it('uses the normal approximation beyond 50 per side without ties', () => {
    const base = sortedCopy(Array.from({ length: 51 }, (_, i) => 100 + i))
    const head = sortedCopy(Array.from({ length: 51 }, (_, i) => 100.5 + i))
    expect(mannWhitney(base, head).method).toBe('mann-whitney-normal')
    expect(rankSumPMin(51, 51)).toBeLessThan(1e-28)
  })
})

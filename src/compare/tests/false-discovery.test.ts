import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vectorCase } from '../../../test/reference/reference-set.js'
import { benjaminiHochberg, samplesNeededForIsolatedChange } from './false-discovery.js'
import { rankSumPMin } from '../nulls/mann-whitney-null.js'

interface Case {
  id: string
  inputs: { p?: number[]; fdr?: number }
  expected: Record<string, unknown>
}
const byId = (id: string): Case => vectorCase(id) as Case

describe('Benjamini–Hochberg q-values (vectors m01, m02)', () => {
  it.each(['m01_bh_25', 'm02_bh_ties_unsorted'])('%s', (id) => {
    const c = byId(id)
    const q = benjaminiHochberg(c.inputs.p!)
    const expected = c.expected.q as number[]
    q.forEach((value, i) => {
      expect(Math.abs(value - expected[i]!)).toBeLessThanOrEqual(1e-12 * expected[i]!)
    })
    const rejected = c.expected['rejected_at_0.05'] as boolean[] | undefined
    if (rejected) expect(q.map((value) => value <= c.inputs.fdr!)).toEqual(rejected)
    const bonferroni = c.expected['bonferroni_rejected_at_0.05'] as boolean[] | undefined
    if (bonferroni)
      expect(c.inputs.p!.map((p) => p <= c.inputs.fdr! / c.inputs.p!.length)).toEqual(bonferroni)
  })

  it('refuses p-values outside [0, 1]', () => {
    expect(() => benjaminiHochberg([0.5, Number.NaN])).toThrow(RangeError)
    expect(() => benjaminiHochberg([1.5])).toThrow(RangeError)
  })

  it('gives q-values monotone in p, never below p and at most 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (p) => {
          const q = benjaminiHochberg(p)
          const order = p.map((_, i) => i).sort((a, b) => p[a]! - p[b]!)
          for (let i = 1; i < order.length; i++)
            expect(q[order[i]!]!).toBeGreaterThanOrEqual(q[order[i - 1]!]!)
          p.forEach((value, i) => {
            expect(q[i]!).toBeGreaterThanOrEqual(value)
            expect(q[i]!).toBeLessThanOrEqual(1)
          })
        },
      ),
      { seed: 11, numRuns: 200 },
    )
  })
})

describe('minimum p and detectability tables (vector t02)', () => {
  const expected = byId('t02_min_p_and_sample_sizes').expected as {
    mwu_p_min: Record<string, number>
    signed_rank_p_min: Record<string, number>
    bh_detectability: {
      tests: number
      mwu_equal_n_needed: number
      signed_rank_pairs_needed: number
    }[]
  }

  it.each(Object.entries(expected.mwu_p_min))('rank-sum p_min for %s', (sizes, pMin) => {
    const [m, n] = sizes.split('x').map(Number) as [number, number]
    expect(Math.abs(rankSumPMin(m, n) - pMin)).toBeLessThanOrEqual(1e-12 * pMin)
  })

  it.each(Object.entries(expected.signed_rank_p_min))('signed-rank p_min for n = %s', (n, pMin) => {
    expect(Math.min(1, 2 / 2 ** Number(n))).toBe(pMin)
  })

  it.each(expected.bh_detectability)(
    'M = $tests needs $mwu_equal_n_needed per side or $signed_rank_pairs_needed pairs',
    (row) => {
      expect(samplesNeededForIsolatedChange(row.tests, 0.05, 'rank-sum')).toBe(
        row.mwu_equal_n_needed,
      )
      expect(samplesNeededForIsolatedChange(row.tests, 0.05, 'signed-rank')).toBe(
        row.signed_rank_pairs_needed,
      )
    },
  )
})

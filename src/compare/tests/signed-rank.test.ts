import { describe, expect, it } from 'vitest'
import { vectorCases } from '../../../test/reference/reference-set.js'
import { signedRankNormal, wilcoxonSignedRank } from './signed-rank.js'
import { walshShift } from './walsh-estimate.js'

interface PairedCase {
  id: string
  kind: string
  inputs: { base: number[]; head: number[] }
  expected: {
    log_ratios: number[]
    n_positive: number
    n_negative: number
    n_zero: number
    hl_walsh_log: number
    walsh_k: number
    walsh_ci_log: [number, number] | null
    walsh_ci_achieved_conf?: number
    n_nonzero: number
    T_plus: number
    T_minus: number
    p_min_two_sided: number
    abs_ties: boolean
    wilcoxon_p_approx_cc: number
    wilcoxon_p_approx_nocc: number
    wilcoxon_p_exact: number
    primary_p: number
    primary_p_method: string
  }
}

const cases = vectorCases() as PairedCase[]
const paired = cases.filter((c) => c.kind === 'paired').map((c) => [c.id, c] as const)
const logRatios = (c: PairedCase): number[] =>
  c.inputs.head.map((h, i) => Math.log(h) - Math.log(c.inputs.base[i]!))

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected))
}

describe('Wilcoxon signed-rank on the reference vectors', () => {
  it.each(paired)('%s: T+, signs, p_min and the primary p', (_, c) => {
    const d = logRatios(c)
    d.forEach((value, i) => {
      expect(Math.abs(value - c.expected.log_ratios[i]!)).toBeLessThanOrEqual(1e-12)
    })
    const test = wilcoxonSignedRank(d)
    expect(test.signs).toEqual({
      positive: c.expected.n_positive,
      negative: c.expected.n_negative,
      zero: c.expected.n_zero,
    })
    expect(test.nonZero).toBe(c.expected.n_nonzero)
    expect(test.tPlus).toBe(c.expected.T_plus)
    expect(test.tMinus).toBe(c.expected.T_minus)
    expect(test.hasTies).toBe(c.expected.abs_ties)
    expectRelative(test.pMin, c.expected.p_min_two_sided, 1e-9)
    const exact = c.expected.primary_p_method === 'exact'
    expectRelative(test.pValue, c.expected.primary_p, exact ? 1e-9 : 1e-7)
    expect(test.method).toBe(exact ? 'signed-rank-exact' : 'signed-rank-normal')
  })

  it.each(paired)('%s: the exact and both asymptotic p-values', (_, c) => {
    const d = logRatios(c)
    const test = wilcoxonSignedRank(d)
    const tieTerm = tieTermOf(d)
    expectRelative(
      signedRankNormal(test.tPlus, test.nonZero, tieTerm).pValue,
      c.expected.wilcoxon_p_approx_cc,
      1e-7,
    )
    expectRelative(
      signedRankNormal(test.tPlus, test.nonZero, tieTerm, false).pValue,
      c.expected.wilcoxon_p_approx_nocc,
      1e-7,
    )
    if (test.method === 'signed-rank-exact')
      expectRelative(test.pValue, c.expected.wilcoxon_p_exact, 1e-9)
  })
})

describe('Walsh-average Hodges–Lehmann and Tukey CI on the reference vectors', () => {
  it.each(paired)('%s', (_, c) => {
    const shift = walshShift(logRatios(c), 0.05)
    expect(Math.abs(shift.estimate - c.expected.hl_walsh_log)).toBeLessThanOrEqual(1e-12)
    expect(shift.k).toBe(c.expected.walsh_k)
    const ci = c.expected.walsh_ci_log
    if (ci === null) {
      expect(shift.ci).toBeNull()
      return
    }
    expect(Math.abs(shift.ci!.lower - ci[0])).toBeLessThanOrEqual(1e-12)
    expect(Math.abs(shift.ci!.upper - ci[1])).toBeLessThanOrEqual(1e-12)
    if (c.expected.walsh_ci_achieved_conf !== undefined) {
      expect(shift.ci!.level).toBeCloseTo(c.expected.walsh_ci_achieved_conf, 12)
    }
  })

  it('selects Walsh averages above the direct limit like a full sort', () => {
    const d = Array.from({ length: 250 }, (_, i) => Math.sin(i * 12.9898) * 0.05 + 0.01)
    const sorted = [...d].sort((a, b) => a - b)
    const all: number[] = []
    for (let j = 0; j < sorted.length; j++)
      for (let i = 0; i <= j; i++) all.push((sorted[i]! + sorted[j]!) / 2)
    all.sort((a, b) => a - b)
    const shift = walshShift(d, 0.05)
    expect(all.length % 2).toBe(1)
    expect(shift.estimate).toBe(all[(all.length - 1) / 2])
    expect(shift.ci?.lower).toBe(all[shift.k - 1])
    expect(shift.ci?.upper).toBe(all[all.length - shift.k])
  })
})

function tieTermOf(d: readonly number[]): number {
  const counts = new Map<number, number>()
  for (const value of d)
    if (value !== 0) counts.set(Math.abs(value), (counts.get(Math.abs(value)) ?? 0) + 1)
  let term = 0
  for (const t of counts.values()) term += t ** 3 - t
  return term
}

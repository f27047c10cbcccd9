/** Wilcoxon signed-rank test on paired log differences (docs/method.md §6). */
import type { SignCounts } from '../../model/comparison.js'
import { normalUpperTail } from '../nulls/distributions.js'
import {
  EXACT_SIGNED_RANK_LIMIT,
  exactSignedRankCdf,
  tiedSignedRankPValue,
} from '../nulls/signed-rank-null.js'

export type SignedRankMethod = 'signed-rank-exact' | 'signed-rank-normal'

/** Result of the signed-rank test; zero differences are dropped (scipy/R `wilcox`). */
export interface SignedRankTest {
  /** Sum of the mid-ranks of |d| over positive d. */
  readonly tPlus: number
  readonly tMinus: number
  /** n', the number of non-zero differences. */
  readonly nonZero: number
  readonly hasTies: boolean
  readonly pValue: number
  /** 2/2^{n'} capped at 1. */
  readonly pMin: number
  readonly method: SignedRankMethod
  readonly signs: SignCounts
}

/**
 * Two-sided Wilcoxon signed-rank test. Exact for n' ≤ 50 (cached no-ties null, or the
 * subset-sum DP on doubled mid-ranks when |d| ties); above, normal with tie and continuity
 * correction: μ = n'(n'+1)/4, σ² = n'(n'+1)(2n'+1)/24 − Σ(t³−t)/48 (scipy `wilcoxon`,
 * zero_method='wilcox'; vectors p01–p05).
 *
 * @param differences paired differences d_i = ln head_i − ln base_i, any order
 */
export function wilcoxonSignedRank(differences: readonly number[]): SignedRankTest {
  const signs = signCounts(differences)
  const magnitudes = differences
    .filter((d) => d !== 0)
    .map((d) => ({ size: Math.abs(d), positive: d > 0 }))
  magnitudes.sort((a, b) => a.size - b.size)
  const n = magnitudes.length
  const doubledRanks: number[] = []
  let doubledPlus = 0
  let tieTerm = 0
  for (let start = 0; start < n;) {
    let end = start + 1
    while (end < n && magnitudes[end]?.size === magnitudes[start]?.size) end++
    const doubled = start + 1 + end
    for (let i = start; i < end; i++) {
      doubledRanks.push(doubled)
      if (magnitudes[i]?.positive === true) doubledPlus += doubled
    }
    const t = end - start
    tieTerm += t * t * t - t
    start = end
  }
  const tPlus = doubledPlus / 2
  const tMinus = (n * (n + 1)) / 2 - tPlus
  const common = {
    tPlus,
    tMinus,
    nonZero: n,
    hasTies: tieTerm > 0,
    pMin: Math.min(1, 2 / 2 ** n),
    signs,
  }
  if (n === 0) return { ...common, pValue: 1, method: 'signed-rank-exact' }
  if (n <= EXACT_SIGNED_RANK_LIMIT) {
    const pValue = common.hasTies
      ? tiedSignedRankPValue(doubledRanks, doubledPlus)
      : exactNoTies(n, tPlus)
    return { ...common, pValue, method: 'signed-rank-exact' }
  }
  return {
    ...common,
    pValue: signedRankNormal(tPlus, n, tieTerm).pValue,
    method: 'signed-rank-normal',
  }
}

function exactNoTies(n: number, tPlus: number): number {
  const cdf = exactSignedRankCdf(n)
  const top = (n * (n + 1)) / 2
  return Math.min(1, 2 * Math.min(cdf[tPlus] ?? 1, cdf[top - tPlus] ?? 1))
}

/**
 * Normal approximation of the signed-rank test, with the continuity correction toward the mean
 * (numerator 0 when |T+ − μ| ≤ ½) unless `continuity` is false.
 *
 * @param tieTerm Σ(t³ − t) over groups of tied |d|
 */
export function signedRankNormal(
  tPlus: number,
  nonZero: number,
  tieTerm: number,
  continuity = true,
): { readonly z: number; readonly pValue: number } {
  const mean = (nonZero * (nonZero + 1)) / 4
  const variance = (nonZero * (nonZero + 1) * (2 * nonZero + 1)) / 24 - tieTerm / 48
  const offset = tPlus - mean
  const numerator = !continuity
    ? offset
    : Math.abs(offset) <= 0.5
      ? 0
      : offset - 0.5 * Math.sign(offset)
  if (variance <= 0) return { z: 0, pValue: 1 }
  const z = numerator / Math.sqrt(variance)
  return { z, pValue: Math.min(1, 2 * normalUpperTail(Math.abs(z))) }
}

/** n+, n− and n0 of the differences. */
export function signCounts(differences: readonly number[]): SignCounts {
  let positive = 0
  let negative = 0
  for (const d of differences) {
    if (d > 0) positive++
    else if (d < 0) negative++
  }
  return { positive, negative, zero: differences.length - positive - negative }
}

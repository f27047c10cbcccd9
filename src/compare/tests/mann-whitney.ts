/**
 * compare/tests: the statistical tests and shift estimates the measuring paths call (Mann–Whitney,
 * Wilcoxon signed-rank, van Elteren, Welch; Hodges–Lehmann, Walsh), plus multiple testing (false-
 * discovery) and power (minimum-detectable-effect). Their null distributions live in ../nulls,
 * their order statistics in ../order-statistics.
 */
/** Mann–Whitney U (Wilcoxon rank-sum) test, two-sided, with the method chosen by sizes and ties. */
import { normalUpperTail } from '../nulls/distributions.js'
import { EXACT_RANK_SUM_LIMIT, exactRankSumCdf, rankSumPMin } from '../nulls/mann-whitney-null.js'
import { EXACT_TIES_LIMIT, tieConditionalPValue } from '../nulls/tie-conditional-null.js'
import { tieGroups } from '../nulls/tie-groups.js'

export type RankSumMethod = 'mann-whitney-exact' | 'mann-whitney-exact-ties' | 'mann-whitney-normal'

/** Result of the rank-sum test of head against base. */
export interface RankSumTest {
  /** #{head > base} + ½·#{head = base}; E[U] = mn/2 under H0. */
  readonly uHead: number
  readonly pValue: number
  /** Smallest achievable two-sided p, 2/C(m+n, m) capped at 1. */
  readonly pMin: number
  readonly method: RankSumMethod
  readonly hasTies: boolean
}

/**
 * Two-sided Mann–Whitney test (docs/method.md §4.2), in this order: all values identical → p = 1;
 * no ties and m, n ≤ 50 → exact q-binomial null (cached per (m, n)); ties and N ≤ 20 → exact
 * tie-conditional null; otherwise the normal approximation with tie and continuity correction.
 * Matches scipy `mannwhitneyu(head, base)` exact / asymptotic (vectors u01–u12).
 *
 * @param base ascending base values (n ≥ 1); raw or log scale give the same result
 * @param head ascending head values (m ≥ 1)
 */
export function mannWhitney(base: ArrayLike<number>, head: ArrayLike<number>): RankSumTest {
  const m = head.length
  const n = base.length
  // Per-group counts are only needed by the exact tie-conditional distribution, which only
  // samples with ties take: they are counted again then (two small typed arrays per
  // comparison were a tenth of what a suite of 5-sample comparisons allocated).
  const groups = tieGroups(base, head, false)
  const { uHead, hasTies } = groups
  const pMin = rankSumPMin(m, n)
  // A literal per method, keys in one order: spreading a shared part in costs more.
  if (groups.count === 1)
    return { uHead, pMin, hasTies, pValue: 1, method: 'mann-whitney-exact-ties' }
  if (!hasTies && m <= EXACT_RANK_SUM_LIMIT && n <= EXACT_RANK_SUM_LIMIT) {
    const cdf = exactRankSumCdf(m, n)
    const u = Math.round(uHead)
    const tail = Math.min(cdf[u] ?? 1, cdf[m * n - u] ?? 1)
    return { uHead, pMin, hasTies, pValue: Math.min(1, 2 * tail), method: 'mann-whitney-exact' }
  }
  if (hasTies && m + n <= EXACT_TIES_LIMIT) {
    const pValue = tieConditionalPValue(tieGroups(base, head, true))
    return { uHead, pMin, hasTies, pValue, method: 'mann-whitney-exact-ties' }
  }
  const normal = rankSumNormal(uHead, m, n, groups.tieTerm)
  return { uHead, pMin, hasTies, pValue: normal.pValue, method: 'mann-whitney-normal' }
}

/** The normal approximation's pieces, reported for cross-checks. */
export interface RankSumNormal {
  /** Tie-corrected σ_U. */
  readonly sigma: number
  /** Continuity-corrected z, signed like U − mn/2; null when σ_U = 0. */
  readonly z: number | null
  readonly pValue: number
}

/**
 * σ_U² = (mn/12)·[(N+1) − Σ(t³−t)/(N(N−1))], z = (U − mn/2 − ½·sign(U − mn/2))/σ_U (numerator 0
 * when |U − mn/2| ≤ ½), p = min(1, 2·P(Z > |z|)). Identical to scipy `mannwhitneyu(...,
 * method='asymptotic', use_continuity=True)` (docs/method.md §4.2 step 4).
 *
 * @param uHead U of head over base
 * @param m head size, n base size
 * @param tieTerm Σ_g (t_g³ − t_g) over tie groups of the pooled sample
 */
export function rankSumNormal(uHead: number, m: number, n: number, tieTerm: number): RankSumNormal {
  const total = m + n
  const variance = ((m * n) / 12) * (total + 1 - (total > 1 ? tieTerm / (total * (total - 1)) : 0))
  const sigma = Math.sqrt(Math.max(0, variance))
  const offset = uHead - (m * n) / 2
  if (sigma === 0) return { sigma, z: null, pValue: 1 }
  const numerator = Math.abs(offset) <= 0.5 ? 0 : offset - 0.5 * Math.sign(offset)
  const z = numerator / sigma
  return { sigma, z, pValue: Math.min(1, 2 * normalUpperTail(Math.abs(z))) }
}

/** Van Elteren's stratified rank-sum test for rounds that carry repetitions (docs/method.md §6.1). */
import type { Interval, SignCounts } from '../../model/comparison.js'
import { medianOfSorted } from '../order-statistics/descriptive.js'
import { normalQuantile, normalUpperTail } from '../nulls/distributions.js'
import { PooledDifferences } from '../order-statistics/stratified-differences.js'
import { tieGroups } from '../nulls/tie-groups.js'

/** One round: ascending log values of each side (at least one per side). */
export interface Stratum {
  readonly base: Float64Array
  readonly head: Float64Array
}

export interface StratifiedTest {
  /** Weighted median of the pooled within-round differences ln head_j − ln base_i. */
  readonly estimate: number
  readonly ci: Interval | null
  readonly pValue: number
  /** Two-sided p of the most extreme possible V (every head above every base in every round). */
  readonly pMin: number
  readonly z: number
  /** Signs of the per-round shifts (median head − median base). */
  readonly signs: SignCounts
}

/**
 * Van Elteren (1960; Lehmann, *Nonparametrics* §3.3): per round the U_s of head over base with
 * tie-corrected σ_s², weights w_s = 1/(N_s + 1), V = Σw_s·U_s, E = Σw_s·m_s·n_s/2,
 * Var = Σw_s²·σ_s², z = (V − E)/√Var, two-sided normal p. The CI inverts the same statistic without
 * tie correction: the shifts δ at which the weighted count of pooled differences below δ stays
 * within E ± z_{1−α/2}·√Var; it reduces to §4.3's normal Moses rule for one round. Null when no
 * order reaches 1 − α. The estimate is the Hodges–Lehmann estimate of the same statistic: the
 * shift at which V crosses E, i.e. the median of the pooled differences weighted by w_s (Hodges &
 * Lehmann 1963). With rounds of equal size it is §6.1's plain median; with unequal ones the plain
 * median can fall outside the weighted CI, this one cannot. The differences are never
 * materialised (PooledDifferences): memory stays O(Σ(m_s + n_s)).
 *
 * @param strata rounds with samples on both sides, log scale
 * @param alpha two-sided level
 */
export function stratifiedRankSum(strata: readonly Stratum[], alpha: number): StratifiedTest {
  let v = 0
  let expected = 0
  let variance = 0
  let varianceNoTies = 0
  let positive = 0
  let negative = 0
  for (const { base, head } of strata) {
    const m = head.length
    const n = base.length
    const total = m + n
    const w = 1 / (total + 1)
    const groups = tieGroups(base, head, false)
    v += w * groups.uHead
    expected += (w * m * n) / 2
    const tieShare = total > 1 ? groups.tieTerm / (total * (total - 1)) : 0
    variance += w * w * ((m * n) / 12) * (total + 1 - tieShare)
    varianceNoTies += w * w * ((m * n) / 12) * (total + 1)
    const shift = medianOfSorted(head) - medianOfSorted(base)
    if (shift > 0) positive++
    else if (shift < 0) negative++
  }
  const z = variance > 0 ? (v - expected) / Math.sqrt(variance) : 0
  const zMax = varianceNoTies > 0 ? expected / Math.sqrt(varianceNoTies) : 0
  const critical = normalQuantile(1 - alpha / 2)
  const limit = expected - critical * Math.sqrt(varianceNoTies)
  const weighted = (rounds: readonly Stratum[]) =>
    new PooledDifferences(
      rounds.map(({ base, head }) => ({ base, head, weight: 1 / (base.length + head.length + 1) })),
    )
  const pooled = weighted(strata)
  const lower = lowerEnd(pooled, limit)
  const upper = lowerEnd(weighted(strata.map((r) => ({ base: r.head, head: r.base }))), limit)
  return {
    estimate: weightedMedian(pooled),
    ci: lower === null || upper === null ? null : { lower, upper: -upper, level: 1 - alpha },
    pValue: variance > 0 ? Math.min(1, 2 * normalUpperTail(Math.abs(z))) : 1,
    pMin: Math.min(1, 2 * normalUpperTail(zMax)),
    z,
    signs: { positive, negative, zero: strata.length - positive - negative },
  }
}

/**
 * The CI's lower end: the largest difference whose weighted count at or below it stays within
 * `limit` (the test's acceptance bound), or null when even the smallest exceeds it. Applied to the
 * rounds with the sides swapped (differences negated), it gives minus the upper end.
 */
function lowerEnd(pooled: PooledDifferences, limit: number): number | null {
  const first = pooled.firstAbove(limit + 1e-12 * Math.max(1, Math.abs(limit)))
  return first === null ? null : pooled.largestBelow(first)
}

/**
 * The weighted median: the smallest difference whose weighted count at or below it reaches half
 * the total, averaged with the next one when it is exactly half (the plain median's rule when all
 * weights are equal).
 */
function weightedMedian(pooled: PooledDifferences): number {
  const half = pooled.totalWeight / 2
  const tolerance = 1e-12 * pooled.totalWeight
  const middle = pooled.firstAbove(half - tolerance)
  if (middle === null) return NaN
  if (Math.abs(pooled.atMost(middle).weight - half) > tolerance) return middle
  const next = pooled.smallestAbove(middle)
  return next === null ? middle : (middle + next) / 2
}

/** Van Elteren's stratified rank-sum test for rounds that carry repetitions (METHOD.md §6.1). */
import type { Interval, SignCounts } from '../model/comparison.js'
import { medianOfSorted } from './descriptive.js'
import { normalQuantile, normalUpperTail } from './distributions.js'
import { tieGroups } from './tie-groups.js'

/** One round: ascending log values of each side (at least one per side). */
export interface Stratum {
  readonly base: Float64Array
  readonly head: Float64Array
}

export interface StratifiedTest {
  /** Median of the pooled within-round differences ln head_j − ln base_i. */
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
 * order reaches 1 − α. Pooled differences are materialised (Σ m_s·n_s values).
 *
 * @param strata rounds with samples on both sides, log scale
 * @param alpha two-sided level
 */
export function stratifiedRankSum(strata: readonly Stratum[], alpha: number): StratifiedTest {
  let v = 0
  let expected = 0
  let variance = 0
  let varianceNoTies = 0
  let pairs = 0
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
    pairs += m * n
    const shift = medianOfSorted(head) - medianOfSorted(base)
    if (shift > 0) positive++
    else if (shift < 0) negative++
  }
  const z = variance > 0 ? (v - expected) / Math.sqrt(variance) : 0
  const zMax = varianceNoTies > 0 ? expected / Math.sqrt(varianceNoTies) : 0
  const { differences, weights } = pooledDifferences(strata, pairs)
  const critical = normalQuantile(1 - alpha / 2)
  const limit = expected - critical * Math.sqrt(varianceNoTies)
  const lowerCount = countWithin(weights, limit, 1)
  const upperCount = countWithin(weights, limit, -1)
  return {
    estimate: medianOfSorted(differences),
    ci:
      lowerCount === 0 || upperCount === 0
        ? null
        : {
            lower: differences[lowerCount - 1] as number,
            upper: differences[pairs - upperCount] as number,
            level: 1 - alpha,
          },
    pValue: variance > 0 ? Math.min(1, 2 * normalUpperTail(Math.abs(z))) : 1,
    pMin: Math.min(1, 2 * normalUpperTail(zMax)),
    z,
    signs: { positive, negative, zero: strata.length - positive - negative },
  }
}

/** Pooled differences in ascending order, each with its round's weight 1/(N_s + 1). */
function pooledDifferences(
  strata: readonly Stratum[],
  pairs: number,
): { differences: Float64Array; weights: Float64Array } {
  const raw = new Float64Array(pairs)
  const rawWeights = new Float64Array(pairs)
  let index = 0
  for (const { base, head } of strata) {
    const w = 1 / (base.length + head.length + 1)
    for (const b of head) {
      for (const a of base) {
        raw[index] = b - a
        rawWeights[index++] = w
      }
    }
  }
  const order = Uint32Array.from({ length: pairs }, (_, i) => i).sort(
    (i, j) => (raw[i] as number) - (raw[j] as number),
  )
  const differences = new Float64Array(pairs)
  const weights = new Float64Array(pairs)
  order.forEach((from, to) => {
    differences[to] = raw[from] as number
    weights[to] = rawWeights[from] as number
  })
  return { differences, weights }
}

/** Largest t whose first t weights (from the low end, or the high end for step −1) sum to ≤ limit. */
function countWithin(weights: Float64Array, limit: number, step: 1 | -1): number {
  const tolerance = 1e-12 * Math.max(1, Math.abs(limit))
  let sum = 0
  let count = 0
  for (let i = step === 1 ? 0 : weights.length - 1; i >= 0 && i < weights.length; i += step) {
    sum += weights[i] as number
    if (sum > limit + tolerance) break
    count++
  }
  return count
}

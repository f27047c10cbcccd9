/** Per-round shifts and their normal-theory variances, the inputs of §6.1's heterogeneity check. */
import { differenceMedianAndBounds } from '../order-statistics/pairwise-differences.js'
import type { Stratum } from './stratified-rank-sum.js'

/** The rounds as a meta-analysis sees them. */
export interface RoundEffects {
  /** d_s: the Hodges–Lehmann shift of each round (median of its ln head − ln base differences). */
  readonly shifts: Float64Array
  /**
   * v_s = (π/3)(s²_h/m_s + s²_b/n_s), s² the sample variance of the round's logs (a side with one
   * value adds 0); a zero v_s is replaced by the smallest positive one.
   */
  readonly variances: Float64Array
  /** False when every v_s was 0: no within-round spread, so §6.1 stays stratified. */
  readonly measured: boolean
}

/**
 * Per-round HL shifts and variances (docs/method.md §6.1): v_s = (π/3)(s²_{h,s}/m_s + s²_{b,s}/n_s),
 * the normal-theory variance of the two-sample HL estimate (Hodges & Lehmann 1963: efficiency 3/π
 * against the mean difference). v_s = 0 → the smallest positive v_s; all zero → `measured` false.
 *
 * @param strata rounds with ascending log values, at least one per side
 */
export function roundEffects(strata: readonly Stratum[]): RoundEffects {
  const shifts = new Float64Array(strata.length)
  const variances = new Float64Array(strata.length)
  let smallest = Number.POSITIVE_INFINITY
  strata.forEach(({ base, head }, s) => {
    shifts[s] = differenceMedianAndBounds(base, head, 0).median
    const v = (Math.PI / 3) * (variance(head) / head.length + variance(base) / base.length)
    variances[s] = v
    if (v > 0 && v < smallest) smallest = v
  })
  const measured = smallest !== Number.POSITIVE_INFINITY
  if (measured)
    for (let s = 0; s < variances.length; s++) if (variances[s] === 0) variances[s] = smallest
  return { shifts, variances, measured }
}

/** Sample variance (n − 1), two-pass; 0 for a single value. */
function variance(values: Float64Array): number {
  const n = values.length
  if (n < 2) return 0
  let sum = 0
  for (let i = 0; i < n; i++) sum += values[i] as number
  const mean = sum / n
  let squares = 0
  for (let i = 0; i < n; i++) squares += ((values[i] as number) - mean) ** 2
  return squares / (n - 1)
}

/** One-sample Hodges–Lehmann estimate and Tukey's interval for paired differences (docs/method.md §6). */
import { sortedCopy } from '../order-statistics/descriptive.js'
import {
  selectMedianAndBounds,
  selectWalshAverages,
} from '../order-statistics/pairwise-differences.js'
import { shiftEstimate, type ShiftEstimate } from './shift-estimate.js'
import { walshOrder } from '../nulls/signed-rank-null.js'

/**
 * Median of the M = n(n+1)/2 Walsh averages (d_i + d_j)/2, i ≤ j, zero differences included, and
 * the CI [W_(k), W_(M−k+1)] with k from the signed-rank null (exact for n ≤ 50). The CI is
 * undefined (null) when k = 0, i.e. n < 6 at 95 %. Reference: Hollander & Wolfe §3.2; vectors
 * p01–p05 (p01: HL +3.48 %, CI [1.0300, 1.0400]).
 *
 * @param differences paired log ratios d_i = ln head_i − ln base_i (n ≥ 1)
 * @param alpha two-sided level; `ci.level` is the achieved confidence (1 − α for the normal rule)
 */
export function walshShift(differences: readonly number[], alpha: number): ShiftEstimate {
  const sorted = sortedCopy(differences)
  const n = sorted.length
  const { k, achievedConfidence } = walshOrder(n, alpha)
  const selection = selectMedianAndBounds(
    (orders) => selectWalshAverages(sorted, orders),
    (n * (n + 1)) / 2,
    k,
  )
  return shiftEstimate(selection, k, achievedConfidence ?? 1 - alpha)
}

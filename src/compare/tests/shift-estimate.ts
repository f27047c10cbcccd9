/** Hodges–Lehmann shift and its Moses confidence interval (docs/method.md §4.1, §4.3). */
import type { Interval } from '../../model/comparison.js'
import { mosesOrder } from '../nulls/mann-whitney-null.js'
import {
  differenceMedianAndBounds,
  type MedianAndBounds,
} from '../order-statistics/pairwise-differences.js'

/** A shift estimate on the log scale (δ = ln ratio) with its CI, also on the log scale. */
export interface ShiftEstimate {
  readonly estimate: number
  /** [D_(k), D_(mn−k+1)]; null when k = 0 (too few samples for 1 − α). */
  readonly ci: Interval | null
  /** The Moses order k used; 0 when the CI is undefined. */
  readonly k: number
}

/**
 * Two-sample Hodges–Lehmann: δ̂ = median{b_j − a_i} over all m·n pairs, and the Moses interval
 * [D_(k), D_(mn−k+1)] with k from the exact no-ties null (m, n ≤ 50) or the normal rule (docs/method.md §4.3). Undefined CI when k = 0 (R's wilcox.test silently uses k = 1; we don't). Pairs are
 * quickselected when m·n ≤ 20 000, else selected in the implicit X+Y matrix.
 * Reference: Hollander & Wolfe, *Nonparametric Statistical Methods*, §4.3; vectors u01–u12.
 *
 * @param base ascending base log values a (n ≥ 1)
 * @param head ascending head log values b (m ≥ 1)
 * @param alpha two-sided level (0.05 → 95 %); `ci.level` is the achieved confidence
 */
export function hodgesLehmannShift(
  base: Float64Array,
  head: Float64Array,
  alpha: number,
): ShiftEstimate {
  const { k, achievedConfidence } = mosesOrder(head.length, base.length, alpha)
  const selection = differenceMedianAndBounds(base, head, k)
  return shiftEstimate(selection, k, achievedConfidence ?? 1 - alpha)
}

/** Packs a selected median and interval bounds as a ShiftEstimate with the given CI level. */
export function shiftEstimate(selection: MedianAndBounds, k: number, level: number): ShiftEstimate {
  const { median, bounds } = selection
  return {
    estimate: median,
    ci: bounds === null ? null : { lower: bounds[0], upper: bounds[1], level },
    k: bounds === null ? 0 : k,
  }
}

/** Unpaired raw samples: Mann–Whitney U with the Hodges–Lehmann shift (docs/method.md §4). */
import type { Interval, TestMethod } from '../../model/comparison.js'
import { mannWhitney } from '../tests/mann-whitney.js'
import { hodgesLehmannShift } from '../tests/shift-estimate.js'

/** Test and estimate of one unpaired comparison; the log ratio is head over base. */
export interface UnpairedMeasurement {
  readonly logRatio: number
  readonly logCi: Interval | null
  readonly pValue: number
  readonly pMin: number
  readonly method: TestMethod
  /** Unpaired designs have no signs of paired differences. */
  readonly signs: null
  /** Row 3's condition: the ranges are disjoint or a side has a single value. */
  readonly separated: boolean
}

/** One side's samples sorted ascending, with their logs in the same order. */
export interface SortedSide {
  readonly sorted: Float64Array
  readonly sortedLogs: Float64Array
}

/**
 * Mann–Whitney p (exact, tie-conditional or normal, §4.2) and the HL shift of ln head − ln base
 * with its Moses CI (§4.1, §4.3), from sides sorted once by the caller.
 *
 * @param base positive base samples (n ≥ 1), canonical unit
 * @param head positive head samples (m ≥ 1)
 * @param alpha two-sided level
 */
export function measureUnpaired(
  base: SortedSide,
  head: SortedSide,
  alpha: number,
): UnpairedMeasurement {
  const test = mannWhitney(base.sorted, head.sorted)
  const shift = hodgesLehmannShift(base.sortedLogs, head.sortedLogs, alpha)
  const n = base.sorted.length
  const m = head.sorted.length
  return {
    logRatio: shift.estimate,
    logCi: shift.ci,
    pValue: test.pValue,
    pMin: test.pMin,
    method: test.method,
    signs: null,
    separated:
      n === 1 ||
      m === 1 ||
      (base.sorted[n - 1] as number) < (head.sorted[0] as number) ||
      (head.sorted[m - 1] as number) < (base.sorted[0] as number),
  }
}

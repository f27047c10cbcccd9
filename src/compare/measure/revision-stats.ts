/** Per-revision statistics for the report (docs/method.md §3), from raw samples or a harness summary. */
import type { SummaryStats } from '../../model/benchmark-result.js'
import type { RevisionStats } from '../../model/comparison.js'
import {
  MAD_TO_SIGMA,
  logsOf,
  madOfSorted,
  meanOf,
  medianOfSorted,
  quantileType7,
  sampleSdAround,
  sortedCopy,
} from '../order-statistics/descriptive.js'
import { medianCiOrders } from '../order-statistics/median-ci.js'

/** Tukey fence counts on type-7 quartiles; `mild` excludes the severe ones. */
export interface OutlierCounts {
  readonly mild: number
  readonly severe: number
}

/**
 * n, min, max, median, raw MAD, mean, sd (n − 1), CV, robust log dispersion 1.4826·MAD(ln x),
 * distribution-free median CI and Tukey outlier counts, exactly as docs/method.md §3 states them.
 *
 * @param samples finite values in the metric's unit, at least one
 * @param alpha level of the median CI (0.05 → 95 %)
 * @returns stats with `fromSummary: false`; `logDispersion` is null for n < 2 or values ≤ 0
 */
export function revisionStats(samples: readonly number[], alpha: number): RevisionStats {
  return revisionStatsOfSorted(sortedCopy(samples), alpha)
}

/**
 * `revisionStats` of samples already sorted ascending, with their logs when the caller has them
 * (the pipeline sorts and logs each side once).
 */
export function revisionStatsOfSorted(
  sorted: Float64Array,
  alpha: number,
  sortedLogs?: Float64Array,
): RevisionStats {
  const n = sorted.length
  const mean = meanOf(sorted)
  const sd = n < 2 ? null : sampleSdAround(sorted, mean)
  const orders = medianCiOrders(n, alpha)
  return {
    n,
    median: medianOfSorted(sorted),
    mad: madOfSorted(sorted),
    min: sorted[0] ?? NaN,
    max: sorted[n - 1] ?? NaN,
    mean,
    sd,
    cv: sd === null ? null : sd / mean,
    logDispersion: logDispersionOfSorted(sorted, sortedLogs),
    medianCi:
      orders === null
        ? null
        : {
            lower: sorted[orders.lower - 1] ?? NaN,
            upper: sorted[orders.upper - 1] ?? NaN,
            level: orders.achievedConfidence,
          },
    outliers: tukeyOutliers(sorted),
    fromSummary: false,
  }
}

/**
 * Robust log dispersion σ̂_log = 1.4826·MAD(ln x), a robust CV used by the noise floor (§10).
 *
 * @param sorted ascending positive values
 * @returns σ̂_log ≥ 0, or null for n < 2 or any value ≤ 0
 */
export function logDispersionOfSorted(
  sorted: ArrayLike<number>,
  sortedLogs?: Float64Array,
): number | null {
  if (sorted.length < 2 || !((sorted[0] ?? 0) > 0)) return null
  const logs = sortedLogs ?? logsOf(sorted)
  return MAD_TO_SIGMA * madOfSorted(logs)
}

/**
 * Tukey fences on type-7 quartiles: mild outside [Q1 − 1.5·IQR, Q3 + 1.5·IQR] but inside the
 * 3·IQR fences, severe outside those. Outliers are counted, never removed (docs/method.md §3).
 */
export function tukeyOutliers(sorted: ArrayLike<number>): OutlierCounts {
  if (sorted.length < 2) return { mild: 0, severe: 0 }
  const q1 = quantileType7(sorted, 0.25)
  const q3 = quantileType7(sorted, 0.75)
  const iqr = q3 - q1
  let mild = 0
  let severe = 0
  for (let i = 0; i < sorted.length; i++) {
    const x = sorted[i] ?? NaN
    if (x < q1 - 3 * iqr || x > q3 + 3 * iqr) severe++
    else if (x < q1 - 1.5 * iqr || x > q3 + 1.5 * iqr) mild++
  }
  return { mild, severe }
}

/**
 * The same figures from what a harness printed (docs/method.md §5). Figures the harness did not give
 * are NaN (sd, CV and the dispersion null); the median CI is null and outliers are unknown (0).
 * The log dispersion is approximated by 1.4826·MAD/median, or by sd/mean without a MAD.
 *
 * @param summary the harness summary, canonical unit
 */
export function revisionStatsFromSummary(summary: SummaryStats): RevisionStats {
  const median = summary.median ?? NaN
  const mean = summary.mean ?? NaN
  const sd = summary.sd ?? null
  const robust = summary.mad !== undefined ? (MAD_TO_SIGMA * summary.mad) / median : null
  const parametric = sd !== null ? sd / mean : null
  const dispersion = robust ?? parametric
  return {
    n: summary.n,
    median,
    mad: summary.mad ?? NaN,
    min: summary.min ?? NaN,
    max: summary.max ?? NaN,
    mean,
    sd,
    cv: parametric,
    logDispersion: dispersion !== null && Number.isFinite(dispersion) ? dispersion : null,
    medianCi: null,
    outliers: { mild: 0, severe: 0 },
    fromSummary: true,
  }
}

/** When a harness summary's mean is set by a few outliers, so §5's delta method does not hold. */
import type { SummaryStats } from '../../model/benchmark-result.js'

/**
 * The largest relative standard error of a mean, `sd/(mean·√n)`, at which the delta method of
 * docs/method.md §5 is used. Moment-matching the mean to a gamma distribution gives its shape
 * `k = n/CV² = 1/RSE²`: the mean behaves like an average of k dominant values, and the log of a
 * gamma(k) variable has variance ψ′(k) ≈ (1/k)(1 + 1/(2k)) and skewness ≈ −1/√k (Johnson, Kotz &
 * Balakrishnan, _Continuous Univariate Distributions_ 1, 2nd ed., ch. 17). At RSE 0.1 (k = 100)
 * the first-order variance CV²/n is within 0.5 % and the one-sided 2.5 % tail the minimum-effect
 * tests read is off by about 0.003 (one-term Edgeworth, skewness 0.1; Hall 1992, _The Bootstrap and
 * Edgeworth Expansion_, ch. 2); at 0.3 by 0.008, at 0.88 (one spike among 30) by 0.024, i.e. the
 * level doubles. Measured on real A/A runs (fixtures/summary-outliers, docs/method.md §5): every
 * clean side had RSE ≤ 0.031 (Catch2) or ≤ 0.046 (Google Benchmark aggregates); every side whose
 * mean a preempted sample set had RSE ≥ 0.156 (vitest, mean ≥ 2.8 × median) or ≥ 0.6 (Catch2).
 */
export const MAX_MEAN_RELATIVE_SE = 0.1

/** Why one side's mean cannot be compared by the delta method. */
export interface OutlierMean {
  readonly side: 'base' | 'head'
  /** sd/(mean·√n). */
  readonly relativeSe: number
  /** sd/mean. */
  readonly cv: number
  readonly sd: number
  readonly mean: number
  /** mean/median when the summary has a median. */
  readonly overMedian: number | null
  /** Catch2's `outliers variance`, when the harness printed it. */
  readonly outlierVariance: number | null
}

/**
 * The side (the worse one when both) whose mean is set by outliers: relative standard error above
 * `MAX_MEAN_RELATIVE_SE`, or sd > mean. Null when both means are fit for the delta method.
 *
 * @param base, head summaries with mean, sd and n ≥ 2 (others are ignored: null)
 */
export function outlierMean(base: SummaryStats, head: SummaryStats): OutlierMean | null {
  const of = (summary: SummaryStats, side: 'base' | 'head'): OutlierMean | null => {
    const { mean, sd, n } = summary
    if (mean === undefined || sd === undefined || !(mean > 0) || n < 2) return null
    const cv = sd / mean
    const relativeSe = cv / Math.sqrt(n)
    if (!(relativeSe > MAX_MEAN_RELATIVE_SE) && !(cv > 1)) return null
    return {
      side,
      relativeSe,
      cv,
      sd,
      mean,
      overMedian: summary.median !== undefined && summary.median > 0 ? mean / summary.median : null,
      outlierVariance: summary.outlierVariance ?? null,
    }
  }
  const b = of(base, 'base')
  const h = of(head, 'head')
  if (b === null) return h
  if (h === null) return b
  return h.relativeSe > b.relativeSe ? h : b
}

/**
 * The reason a reviewer reads: `the means are set by a few outliers: on the head side the sd is
 * 4.8× the mean (the harness rated the variance 0.97 outlier-inflated)`, or for a smaller spread
 * `… the mean's standard error is 18 % of it (mean 2.9× the median)`. Units are left out: the
 * report shows both sides' mean ± sd beside it.
 */
export function outlierMeanText(found: OutlierMean): string {
  const spread =
    found.cv > 1
      ? `the sd is ${found.cv.toFixed(1)}× the mean`
      : `the mean's standard error is ${(100 * found.relativeSe).toFixed(0)} % of it`
  const extras = [
    ...(found.overMedian !== null && found.overMedian >= 1.1
      ? [`mean ${found.overMedian.toFixed(1)}× the median`]
      : []),
    ...(found.outlierVariance !== null
      ? [`the harness rated the variance ${found.outlierVariance.toFixed(2)} outlier-inflated`]
      : []),
  ]
  const detail = extras.length === 0 ? '' : ` (${extras.join('; ')})`
  return `the means are set by a few outliers: on the ${found.side} side ${spread}${detail}`
}

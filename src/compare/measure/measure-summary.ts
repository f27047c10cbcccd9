/** Comparisons from harness summaries (mean, sd, n; or median and MAD) (docs/method.md §5). */
import type { SummaryStats } from '../../model/benchmark-result.js'
import type { CentreStatistic, Interval, TestMethod } from '../../model/comparison.js'
import { noSpreadReason, withMeasuredSpread } from './summary-spread.js'
import { medianMadApproximation, welchLogRatio, welchRaw } from '../tests/welch.js'
import { outlierMean, outlierMeanText, type OutlierMean } from './outlier-means.js'

// 1/Φ⁻¹(0.75): σ = 1.4826·MAD under normality (docs/method.md §3).
const MAD_TO_SIGMA = 1.482602218505602

export interface SummaryMeasurement {
  readonly logRatio: number
  readonly logCi: Interval | null
  /** Null when no test applies (n < 2 or no spread figure): untestable (§7). */
  readonly pValue: number | null
  readonly method: TestMethod
  /** sd = 0 on both sides of a deterministic metric or a zero range: the exact path of §8. */
  readonly deterministic: boolean
  readonly separated: boolean
  /** The statistic `logRatio` compares: the means, or the medians (median/MAD approximation). */
  readonly centre: CentreStatistic
  /** Why no test applies although n ≥ 2 on both sides (no spread printed); null otherwise. */
  readonly untestableReason: string | null
  /** Plain-English notes for the reasons (parametric, approximate). */
  readonly notes: readonly string[]
  /** The log estimate's standard error and degrees of freedom (∞: normal) when tested. */
  readonly standardError: { readonly se: number; readonly df: number } | null
  /**
   * The side whose mean is set by outliers (`outlierMean`, §5; a side counts with n ≥ 2, a mean
   * and an sd), else null. When both sides have those, the medians were compared, or none tested.
   */
  readonly outlierMean: OutlierMean | null
}

/**
 * Delta-method Welch on the log ratio of means when both sides give n ≥ 2, mean and sd (with the
 * raw Welch reported in a note), unless a side's mean is set by outliers (`outlierMean`: relative
 * standard error above 0.1 or sd > mean, docs/method.md §5); then the medians by the median/MAD
 * normal approximation (σ from the sd when no MAD was printed, which the outliers only inflate),
 * and without medians no test, with the reason. The median/MAD approximation also when only
 * medians and MADs exist; the
 * exact path when sd = 0 on both sides and that 0 is evidence (see `withMeasuredSpread`);
 * otherwise a ratio without a test.
 *
 * @param base, head summaries in the canonical unit, positive centres
 * @param options.alpha two-sided level
 * @param options.deterministic both sides declare the metric deterministic (§8)
 */
export function measureSummaries(
  base: SummaryStats,
  head: SummaryStats,
  options: { readonly alpha: number; readonly deterministic: boolean },
): SummaryMeasurement {
  const { alpha } = options
  const measured = {
    base: withMeasuredSpread(base, options.deterministic),
    head: withMeasuredSpread(head, options.deterministic),
  }
  const b = measured.base.summary
  const h = measured.head.summary
  const separated = b.n <= 1 || h.n <= 1 || disjoint(b, h)
  const withMoments = hasMoments(b) && hasMoments(h)
  const byMeans = withMoments || (b.mean !== undefined && h.mean !== undefined)
  const logCenter = byMeans
    ? Math.log((h.mean ?? NaN) / (b.mean ?? NaN))
    : Math.log((h.median ?? NaN) / (b.median ?? NaN))
  const centre: CentreStatistic = byMeans ? 'mean' : 'median'
  const testable = b.n >= 2 && h.n >= 2
  // An sd of 0 that `withMeasuredSpread` removed marks no side: as on the raw summaries.
  const found = outlierMean(b, h)
  const outliers = testable && withMoments ? found : null
  const untested = {
    pValue: null,
    deterministic: false,
    separated,
    untestableReason: null,
    standardError: null,
    outlierMean: found,
  }
  if (withMoments && b.sd === 0 && h.sd === 0) {
    return {
      ...untested,
      logRatio: logCenter,
      logCi: { lower: logCenter, upper: logCenter, level: 1 },
      method: 'deterministic',
      deterministic: true,
      separated: true,
      centre,
      notes: [],
    }
  }
  if (testable && withMoments && outliers === null) {
    const moments = { base: momentsOf(b), head: momentsOf(h) }
    const log = welchLogRatio(moments.head, moments.base, alpha)
    const raw = welchRaw(moments.head, moments.base, alpha)
    const note = `parametric (summary-only) comparison: Welch on the log ratio of means; raw Welch t = ${raw.t.toFixed(2)}, p = ${raw.pValue.toPrecision(2)}`
    return {
      ...untested,
      logRatio: log.estimate,
      logCi: ciOf(log.ci, alpha),
      pValue: log.pValue,
      method: 'welch-log-summary',
      centre: 'mean',
      notes: [note],
      standardError: { se: log.se, df: log.df },
    }
  }
  // Means set by outliers (§5): the medians, when both sides have one and a spread to test it.
  const spreadOf = (side: SummaryStats): number | undefined =>
    side.mad ?? (outliers !== null && side.sd !== undefined ? side.sd / MAD_TO_SIGMA : undefined)
  const baseSpread = spreadOf(b)
  const headSpread = spreadOf(h)
  if (
    testable &&
    b.median !== undefined &&
    h.median !== undefined &&
    baseSpread !== undefined &&
    headSpread !== undefined
  ) {
    const approx = medianMadApproximation(
      { median: h.median, mad: headSpread, n: h.n },
      { median: b.median, mad: baseSpread, n: b.n },
      alpha,
    )
    const unmeasured = measured.base.unmeasured.length + measured.head.unmeasured.length > 0
    const bySd = b.mad === undefined || h.mad === undefined
    const notes = [
      ...(outliers === null ? [] : [`${outlierMeanText(outliers)}; the medians are compared`]),
      bySd
        ? 'approximate comparison of medians, their spread taken from the sds, which the outliers inflate (normal interval)'
        : 'approximate comparison from medians and MADs only (normal interval)',
      ...(unmeasured ? [`${noSpreadReason(measured.base, measured.head)} for the means`] : []),
    ]
    return {
      ...untested,
      logRatio: approx.estimate,
      logCi: ciOf(approx.ci, alpha),
      pValue: approx.pValue,
      method: 'welch-log-summary',
      centre: 'median',
      notes,
      standardError: { se: approx.se, df: approx.df },
    }
  }
  if (outliers !== null) {
    // No median to fall back on (Catch2 prints mean and sd only): no claim from these means.
    return {
      ...untested,
      logRatio: logCenter,
      logCi: null,
      method: 'none',
      centre,
      untestableReason: `${outlierMeanText(outliers)}; compare medians or raw samples`,
      notes: [],
    }
  }
  // With n ≥ 2 on both sides more samples would not help: the missing spread is the reason.
  return {
    ...untested,
    logRatio: logCenter,
    logCi: null,
    method: 'none',
    centre,
    untestableReason: testable ? noSpreadReason(measured.base, measured.head) : null,
    notes: testable ? [] : ['the harness gave no spread figure to test with'],
  }
}

function hasMoments(summary: SummaryStats): boolean {
  return summary.mean !== undefined && summary.sd !== undefined
}

function momentsOf(summary: SummaryStats): { mean: number; sd: number; n: number } {
  return { mean: summary.mean ?? NaN, sd: summary.sd ?? NaN, n: summary.n }
}

function ciOf(bounds: readonly [number, number], alpha: number): Interval | null {
  return Number.isFinite(bounds[0]) && Number.isFinite(bounds[1])
    ? { lower: bounds[0], upper: bounds[1], level: 1 - alpha }
    : null
}

function disjoint(base: SummaryStats, head: SummaryStats): boolean {
  if (
    base.min === undefined ||
    base.max === undefined ||
    head.min === undefined ||
    head.max === undefined
  )
    return false
  return base.max < head.min || head.max < base.min
}

/** Comparisons from harness summaries (mean, sd, n; or median and MAD) (docs/method.md §5). */
import type { SummaryStats } from '../../model/benchmark-result.js'
import type { CentreStatistic, Interval, TestMethod } from '../../model/comparison.js'
import { noSpreadReason, withMeasuredSpread } from './summary-spread.js'
import { medianMadApproximation, welchLogRatio, welchRaw } from '../tests/welch.js'

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
}

/**
 * Delta-method Welch on the log ratio of means when both sides give n ≥ 2, mean and sd (with the
 * raw Welch reported in a note); the median/MAD normal approximation when only those exist; the
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
  const untested = {
    pValue: null,
    deterministic: false,
    separated,
    untestableReason: null,
    standardError: null,
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
  const testable = b.n >= 2 && h.n >= 2
  if (testable && withMoments) {
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
  if (
    testable &&
    b.median !== undefined &&
    h.median !== undefined &&
    b.mad !== undefined &&
    h.mad !== undefined
  ) {
    const approx = medianMadApproximation(
      { median: h.median, mad: h.mad, n: h.n },
      { median: b.median, mad: b.mad, n: b.n },
      alpha,
    )
    const unmeasured = measured.base.unmeasured.length + measured.head.unmeasured.length > 0
    const notes = [
      'approximate comparison from medians and MADs only (normal interval)',
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

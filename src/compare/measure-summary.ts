/** Comparisons from harness summaries (mean, sd, n; or median and MAD) (METHOD.md §5). */
import type { SummaryStats } from '../model/benchmark-result.js'
import type { Interval, TestMethod } from '../model/comparison.js'
import { medianMadApproximation, welchLogRatio, welchRaw } from './welch.js'

export interface SummaryMeasurement {
  readonly logRatio: number
  readonly logCi: Interval | null
  /** Null when no test applies (n < 2 or no spread figure): untestable (§7). */
  readonly pValue: number | null
  readonly method: TestMethod
  /** sd = 0 on both sides: the exact path of §8. */
  readonly deterministic: boolean
  readonly separated: boolean
  /** Plain-English notes for the reasons (parametric, approximate). */
  readonly notes: readonly string[]
}

/**
 * Delta-method Welch on the log ratio of means when both sides give n ≥ 2, mean and sd (with the
 * raw Welch reported in a note); the median/MAD normal approximation when only those exist; the
 * exact path when sd = 0 on both sides; otherwise a ratio without a test.
 *
 * @param base, head summaries in the canonical unit, positive centres
 * @param alpha two-sided level
 */
export function measureSummaries(
  base: SummaryStats,
  head: SummaryStats,
  alpha: number,
): SummaryMeasurement {
  const separated = base.n <= 1 || head.n <= 1 || disjoint(base, head)
  const withMoments = hasMoments(base) && hasMoments(head)
  const logCenter =
    withMoments || (base.mean !== undefined && head.mean !== undefined)
      ? Math.log((head.mean ?? NaN) / (base.mean ?? NaN))
      : Math.log((head.median ?? NaN) / (base.median ?? NaN))
  if (withMoments && base.sd === 0 && head.sd === 0) {
    return {
      logRatio: logCenter,
      logCi: { lower: logCenter, upper: logCenter, level: 1 },
      pValue: null,
      method: 'deterministic',
      deterministic: true,
      separated: true,
      notes: [],
    }
  }
  const testable = base.n >= 2 && head.n >= 2
  if (testable && withMoments) {
    const moments = { base: momentsOf(base), head: momentsOf(head) }
    const log = welchLogRatio(moments.head, moments.base, alpha)
    const raw = welchRaw(moments.head, moments.base, alpha)
    const note = `parametric (summary-only) comparison: Welch on the log ratio of means; raw Welch t = ${raw.t.toFixed(2)}, p = ${raw.pValue.toPrecision(2)}`
    return {
      logRatio: log.estimate,
      logCi: ciOf(log.ci, alpha),
      pValue: log.pValue,
      method: 'welch-log-summary',
      deterministic: false,
      separated,
      notes: [note],
    }
  }
  if (
    testable &&
    base.median !== undefined &&
    head.median !== undefined &&
    base.mad !== undefined &&
    head.mad !== undefined
  ) {
    const approx = medianMadApproximation(
      { median: head.median, mad: head.mad, n: head.n },
      { median: base.median, mad: base.mad, n: base.n },
      alpha,
    )
    const note = 'approximate comparison from medians and MADs only (normal interval)'
    return {
      logRatio: approx.estimate,
      logCi: ciOf(approx.ci, alpha),
      pValue: approx.pValue,
      method: 'welch-log-summary',
      deterministic: false,
      separated,
      notes: [note],
    }
  }
  return {
    logRatio: logCenter,
    logCi: null,
    pValue: null,
    method: 'none',
    deterministic: false,
    separated,
    notes: ['the harness gave no spread figure to test with'],
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

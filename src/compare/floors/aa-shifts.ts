/** Two runs of the same build compared benchmark by benchmark: the A/A shifts of §10.3–10.4. */
import {
  benchmarkLabel,
  type BenchmarkResult,
  type SummaryStats,
} from '../../model/benchmark-result.js'
import type { Interval } from '../../model/comparison.js'
import { medianOfSorted } from '../order-statistics/descriptive.js'
import { measureSummaries } from '../measure/measure-summary.js'
import { measureUnpaired } from '../measure/measure-unpaired.js'
import { groupByKey } from '../pairing/comparison-key.js'
import { poolResults, type PooledSide } from '../pairing/pool-results.js'

/** The shift of the second run against the first for one benchmark × metric, log scale. */
export interface AaShift {
  readonly label: string
  readonly shift: number
  readonly ci: Interval | null
  readonly pValue: number
  /** p_min ≤ α: the pair could have shown a significant shift. */
  readonly testable: boolean
}

/**
 * The shift of `second` against `first` for each key in `keys` that both runs measured: for raw
 * samples the Hodges–Lehmann shift, Moses CI and Mann–Whitney p (§4); for harness summaries on both
 * sides (Catch2, Google Benchmark aggregates, vitest) the comparison §5 makes of a base and a head
 * summary (the delta-method Welch on the log ratio of means, or the medians when a mean is set by
 * outliers), so an A/A control of summaries gives each benchmark its measured A/A band (§10.4).
 * A pair §5 cannot test for want of a spread (none printed, n = 1) keeps its shift and is not
 * testable (p = 1); one whose means are set by outliers, with no medians to compare, is absent.
 * Keys without a positive centre on both sides, or with samples on one side and a summary on the
 * other, are absent.
 *
 * @param first results of the earlier (or reference) run
 * @param second results of the later (or control) run
 * @param keys comparison keys to consider (the gated ones)
 * @param alpha two-sided level
 */
export function aaShifts(
  first: readonly BenchmarkResult[],
  second: readonly BenchmarkResult[],
  keys: ReadonlySet<string>,
  alpha: number,
): Map<string, AaShift> {
  const firstGroups = groupByKey(first)
  const secondGroups = groupByKey(second)
  const shifts = new Map<string, AaShift>()
  for (const key of keys) {
    const a = firstGroups.get(key)
    const b = secondGroups.get(key)
    if (!a || !b) continue
    const x = poolResults(a)
    const y = poolResults(b)
    const label = benchmarkLabel((a[0] as BenchmarkResult).benchmark)
    const shift =
      x.samples.length > 0 && y.samples.length > 0
        ? sampleShift(x, y, alpha)
        : summaryShift(x, y, alpha)
    if (shift !== null) shifts.set(key, { label, ...shift })
  }
  return shifts
}

type Shift = Omit<AaShift, 'label'>

function sampleShift(x: PooledSide, y: PooledSide, alpha: number): Shift | null {
  // Only positive samples on both sides have a log shift.
  if (!((x.sorted[0] ?? 0) > 0 && (y.sorted[0] ?? 0) > 0)) return null
  const measured = measureUnpaired(x, y, alpha)
  return {
    shift: measured.logRatio,
    ci: measured.logCi,
    pValue: measured.pValue,
    testable: measured.pMin <= alpha,
  }
}

function summaryShift(x: PooledSide, y: PooledSide, alpha: number): Shift | null {
  const first = x.samples.length === 0 ? x.summary : null
  const second = y.samples.length === 0 ? y.summary : null
  if (first === null || second === null || !positiveCentre(first) || !positiveCentre(second))
    return null
  const deterministic = x.deterministic && y.deterministic
  const measured = measureSummaries(first, second, { alpha, deterministic })
  if (!Number.isFinite(measured.logRatio)) return null
  // Means set by a few outliers without medians to fall back on (§5): their ratio is a spike's
  // share, no A/A variation (a Catch2 control whose mean a preempted sample set read ±1,300 %).
  if (measured.pValue === null && measured.outlierMean !== null) return null
  return {
    shift: measured.logRatio,
    ci: measured.pValue === null ? null : measured.logCi,
    pValue: measured.pValue ?? 1,
    testable: measured.pValue !== null,
  }
}

function positiveCentre(summary: SummaryStats): boolean {
  const centre = summary.mean ?? summary.median
  return centre !== undefined && centre > 0 && (summary.median === undefined || summary.median > 0)
}

/**
 * ln of one run's centre per key: the median of its samples, or the harness's median (or mean)
 * when only a summary exists. Keys without a positive centre are absent.
 *
 * @param run the run's results
 */
export function runLogCenters(run: readonly BenchmarkResult[]): Map<string, number> {
  const centers = new Map<string, number>()
  for (const [key, group] of groupByKey(run)) {
    const pooled = poolResults(group)
    const center =
      pooled.samples.length > 0
        ? medianOfSorted(pooled.sorted)
        : (pooled.summary?.median ?? pooled.summary?.mean)
    if (center !== undefined && center > 0) centers.set(key, Math.log(center))
  }
  return centers
}

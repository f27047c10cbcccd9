/** Two runs of the same build compared benchmark by benchmark: the A/A shifts of §10.3–10.4. */
import { benchmarkLabel, type BenchmarkResult } from '../../model/benchmark-result.js'
import type { Interval } from '../../model/comparison.js'
import { medianOfSorted } from '../order-statistics/descriptive.js'
import { measureUnpaired } from '../measure/measure-unpaired.js'
import { groupByKey } from '../pairing/comparison-key.js'
import { poolResults } from '../pairing/pool-results.js'

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
 * Hodges–Lehmann shift, Moses CI and Mann–Whitney p of `second` against `first` for each key in
 * `keys` that both runs measured with positive finite samples (summaries are skipped).
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
    // Only positive samples on both sides have a log shift.
    if (!((x.sorted[0] ?? 0) > 0 && (y.sorted[0] ?? 0) > 0)) continue
    const measured = measureUnpaired(x, y, alpha)
    shifts.set(key, {
      label: benchmarkLabel((a[0] as BenchmarkResult).benchmark),
      shift: measured.logRatio,
      ci: measured.logCi,
      pValue: measured.pValue,
      testable: measured.pMin <= alpha,
    })
  }
  return shifts
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

/**
 * compare/paths: which path each comparison takes and what it is judged on (docs/method.md
 * §10): the base runs a benchmark was measured in (base-runs), the suite drift removed
 * (drift-normalisation), the history path's between-run variance (history-path), the bands θ_b
 * and θ_u a change is measured against (decision-band), and the orchestration over a run
 * (judge-paths).
 */
/** One base run's centre per benchmark: what the history path reads (docs/method.md §10.3). */
import type { BenchmarkResult } from '../../model/benchmark-result.js'
import { madOfSorted, medianOfSorted, sampleSd } from '../order-statistics/descriptive.js'
import { groupByKey } from '../pairing/comparison-key.js'
import { poolResults } from '../pairing/pool-results.js'

/** A benchmark's centre in one base run, log scale. */
export interface RunCentre {
  /** y_{r,b}: ln of the run's median (a summary's median, else its mean). */
  readonly y: number
  /** n_{r,b}: samples in the run (a summary's n; 1 when it gives none). */
  readonly n: number
  /**
   * σ̂_{r,b}: 1.4826·MAD of the logs; with MAD 0 and n ≥ 2 the sd of the logs; n = 1 → 0. A
   * summary gives its sd/mean when it has both (the log sd to first order), else 0.
   */
  readonly sigma: number
}

const MAD_TO_SIGMA = 1.482602218505602

/**
 * The centre of every benchmark × metric of one run that has a positive centre, by comparison
 * key (docs/method.md §10.3: y_{r,b}, n_{r,b}, σ̂_{r,b}).
 *
 * @param run the run's results (base, an earlier base run or an A/A control)
 */
export function runCentres(run: readonly BenchmarkResult[]): Map<string, RunCentre> {
  const centres = new Map<string, RunCentre>()
  for (const [key, group] of groupByKey(run)) {
    const pooled = poolResults(group)
    if (pooled.error !== null || pooled.conflict !== null) continue
    if (pooled.samples.length > 0) {
      if (!((pooled.sorted[0] ?? 0) > 0)) continue
      const logs = pooled.sortedLogs
      const n = logs.length
      const mad = MAD_TO_SIGMA * madOfSorted(logs)
      const sigma = n === 1 ? 0 : mad > 0 ? mad : (sampleSd(logs) ?? 0)
      centres.set(key, { y: Math.log(medianOfSorted(pooled.sorted)), n, sigma })
      continue
    }
    const summary = pooled.summary
    const centre = summary?.median ?? summary?.mean
    if (summary === null || centre === undefined || !(centre > 0)) continue
    const n = summary.n
    const sigma =
      n >= 2 && summary.sd !== undefined && summary.mean !== undefined && summary.mean > 0
        ? summary.sd / summary.mean
        : 0
    centres.set(key, { y: Math.log(centre), n: Math.max(1, n), sigma })
  }
  return centres
}

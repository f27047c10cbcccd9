/** The knobs of the statistics, with the defaults of docs/method.md §13. */
import type { WithinVariance } from './paths/history-path.js'

/**
 * What a wall-time regression whose benchmark's CPU time is unchanged becomes (docs/method.md §8):
 * `inconclusive` (the default: time spent waiting, not computing, which one run cannot resolve)
 * or `regression` (kept as the wall time alone says).
 */
export const WALL_TIME_ONLY = ['inconclusive', 'regression'] as const
export type WallTimeOnly = (typeof WALL_TIME_ONLY)[number]

/**
 * Relative values (0.05 = 5 %). The same object can be passed to `classifyChange` (it has the
 * ClassificationPolicy fields); `decideVerdict` takes its own VerdictPolicy.
 */
export interface StatisticsSettings {
  /** τ, `threshold`: the smallest change that matters (0.05). */
  readonly threshold: number
  /** τ_det, `threshold-deterministic`: the band for exact metrics (= τ; 0.01 suits counters). */
  readonly thresholdDeterministic: number
  /** `noise-floor`: assumed between-run variation without better evidence (0.10, §10.5). */
  readonly noiseFloor: number
  /**
   * `geomean-noise-floor`: φ_geo without history (§12.2 case N), also the drift gate's band
   * without history (§10.0) (0.08).
   */
  readonly geomeanNoiseFloor: number
  /** τ_geo, `geomean-threshold`: the geomean band (0.02). */
  readonly geomeanThreshold: number
  /** `fdr`: Benjamini–Hochberg level (0.05). */
  readonly fdr: number
  /** `alpha`: test level; CIs are 1 − α (0.05). */
  readonly alpha: number
  /** `min-samples`: fewer on a side → inconclusive (row 2a); 1 keeps §7's n = 1 rules. */
  readonly minSamples: number
  /** §8 `downgrade_time_only`: a strong time-only regression becomes likely. */
  readonly corroborate: boolean
  /** §8 `wall-time-only`: a wall-time regression CPU time does not show is inconclusive, or kept. */
  readonly wallTimeOnly: WallTimeOnly
  /** `within-variance`: se_b² of a sampled comparison on the history path (§10.3 H6). */
  readonly withinVariance: WithinVariance
}

export const DEFAULT_STATISTICS_SETTINGS: StatisticsSettings = {
  threshold: 0.05,
  thresholdDeterministic: 0.05,
  noiseFloor: 0.1,
  geomeanNoiseFloor: 0.08,
  geomeanThreshold: 0.02,
  fdr: 0.05,
  alpha: 0.05,
  minSamples: 1,
  corroborate: false,
  wallTimeOnly: 'inconclusive',
  withinVariance: 'calibrated',
}

/** Between-run noise floor φ_b on the log scale, from the best evidence available (docs/method.md §10). */
import type { FloorSource } from '../../model/comparison.js'
import { quantileType7, sampleSd, sortedCopy } from '../order-statistics/descriptive.js'
import { studentTQuantile } from '../nulls/distributions.js'

/** A floor on the log scale and the evidence it came from. */
export interface LogFloor {
  readonly log: number
  readonly source: FloorSource
}

/**
 * History floor (§10.3): with m_0..m_K the ln medians of the baseline run and K ≥ 2 earlier base
 * runs, s their sample sd (n − 1), φ = t_{1−α/2, K}·√2·s (K = 4 → 3.93·s, K = 2 → 6.09·s).
 *
 * @param logMedians ln median of each run, the baseline run included
 * @param alpha two-sided level (0.05)
 * @returns φ ≥ 0, or null with fewer than two earlier runs
 */
export function historyFloor(logMedians: readonly number[], alpha: number): number | null {
  const earlierRuns = logMedians.length - 1
  if (earlierRuns < 2) return null
  const sd = sampleSd(logMedians) ?? 0
  return studentTQuantile(1 - alpha / 2, earlierRuns) * Math.SQRT2 * sd
}

/**
 * A/A multiplier c (§10.4): with z_b = |δ_AA,b|/σ̂_b, the type-7 95th percentile of z when there
 * are at least 20 benchmarks, else max z (vector n01: c = 1.5).
 *
 * @param standardizedShifts z_b ≥ 0 per benchmark with σ̂_b > 0
 * @returns c, or 0 for an empty list
 */
export function aaMultiplier(standardizedShifts: readonly number[]): number {
  if (standardizedShifts.length === 0) return 0
  const sorted = sortedCopy(standardizedShifts)
  return sorted.length >= 20 ? quantileType7(sorted, 0.95) : (sorted[sorted.length - 1] as number)
}

/**
 * Per-benchmark A/A floor φ_b = max(c·σ̂_b, |δ_AA,b|) (§10.4, vector n01).
 *
 * @param shift A/A log shift δ_AA,b (Hodges–Lehmann of control against base)
 * @param dispersion the base's robust log dispersion σ̂_b, or null when unknown
 * @param multiplier c from `aaMultiplier`
 */
export function aaFloor(shift: number, dispersion: number | null, multiplier: number): number {
  return Math.max(multiplier * (dispersion ?? 0), Math.abs(shift))
}

/**
 * The floor of one comparison, in the order of §10: paired rounds and deterministic metrics 0;
 * otherwise the larger of the measured floors (history, A/A); otherwise assumed ln(1 + noiseFloor).
 *
 * @param noiseFloor assumed relative floor (0.10)
 */
export function chooseFloor(options: {
  readonly paired: boolean
  readonly deterministic: boolean
  readonly history: number | null
  readonly control: number | null
  readonly noiseFloor: number
}): LogFloor {
  if (options.deterministic) return { log: 0, source: 'deterministic' }
  if (options.paired) return { log: 0, source: 'paired' }
  const { history, control } = options
  if (history !== null && (control === null || history >= control))
    return { log: history, source: 'history' }
  if (control !== null) return { log: control, source: 'aa-control' }
  return { log: Math.log1p(options.noiseFloor), source: 'assumed' }
}

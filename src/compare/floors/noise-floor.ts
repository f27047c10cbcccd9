/**
 * compare/floors: the between-run allowances of the band paths (docs/method.md §10.4–10.5): the
 * A/A band of one benchmark (noise-floor), its A/A shifts (aa-shifts) and the calibration note.
 */
/** A band path's floor φ_b on the log scale (docs/method.md §10, §10.6). */
import type { FloorSource } from '../../model/comparison.js'

/**
 * A floor on the log scale and the evidence it came from. On the history path (`history`) it is
 * not a band but the benchmark's moderated run-to-run sd, which is inside the test (§10.3).
 */
export interface LogFloor {
  readonly log: number
  readonly source: FloorSource
  /**
   * An A/A control run was given but gave this benchmark no A/A shift (it lacks the benchmark, or
   * its means are set by outliers, §5), so the band stayed assumed: the advice must not ask for
   * a control. Absent otherwise.
   */
  readonly controlUnused?: true
}

/**
 * The per-benchmark A/A band of §10.4, used only when an A/A control without history leaves
 * fewer than 3 comparisons of the metric on the history path: φ_b = max(ln(1 + noise_floor),
 * |δ_AA,b|), never a multiple taken from other benchmarks (vector n01).
 *
 * @param shift δ_AA,b: the Hodges–Lehmann log shift of the control against the base
 * @param noiseFloor the assumed relative floor (0.10)
 * @returns φ_b ≥ ln(1 + noiseFloor), log scale
 */
export function aaBand(shift: number, noiseFloor: number): number {
  return Math.max(Math.log1p(noiseFloor), Math.abs(shift))
}

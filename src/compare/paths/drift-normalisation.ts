/** The gated suite drift D of one metric (docs/method.md §10.0, steps 1–5). */
import { betweenRunScale } from '../drift/between-run-scale.js'
import { suiteDrift } from '../drift/suite-drift.js'

/** Fewer testable unpaired raw-sample comparisons than this: no normalisation (§10.0). */
export const DRIFT_MINIMUM_B = 20

/** What §10.0 found for one gated metric; the report states D, D_raw and S_D. */
export interface MetricDrift {
  /** B: the testable unpaired raw-sample comparisons of the metric in the family. */
  readonly count: number
  /** B ≥ 20: D_raw and S_D were measured. */
  readonly measured: boolean
  /** The biweight location of the shifts (log scale); 0 when not measured. */
  readonly raw: number
  /** S_D: the biweight midvariance scale; 0 when not measured. */
  readonly scale: number
  /**
   * ω̂: the part of S_D the shifts' own standard errors do not explain (§10.5,
   * `betweenRunScale`); the guard of summary comparisons is 5·ω̂. 0 when not measured.
   */
  readonly betweenRun: number
  /** band_D the gate compares |D_raw| with (log scale). */
  readonly band: number
  /** |D_raw| ≤ band_D: D = D_raw; else D = 0 (the suite moved more than drift explains). */
  readonly gateOpen: boolean
  /** D, subtracted from every unpaired comparison of the metric. */
  readonly shift: number
}

/**
 * Steps 1–4 of §10.0 over a metric's B shifts: below B = 20 nothing is measured and D = 0;
 * otherwise the shorth start, 20 Tukey-biweight iterations and the biweight midvariance
 * (`suiteDrift`, Mosteller & Tukey 1977, ch. 10), then the gate |D_raw| ≤ band_D; and ω̂, the
 * between-run scale, over the shifts and their standard errors (`betweenRunScale`).
 *
 * @param shifts HL log shifts δ_b of the metric's testable unpaired raw-sample comparisons (and
 *   its tested summaries, §16)
 * @param band band_D: t_{0.975,K}·√2·s_geo with history, else φ_geo (§12.2), log scale
 * @param standardErrors se_b of each shift, in the same order (0 for a single value)
 */
export function metricDrift(
  shifts: readonly number[],
  band: number,
  standardErrors: readonly number[],
): MetricDrift {
  const count = shifts.length
  if (count < DRIFT_MINIMUM_B)
    return {
      count,
      measured: false,
      raw: 0,
      scale: 0,
      betweenRun: 0,
      band,
      gateOpen: true,
      shift: 0,
    }
  const drift = suiteDrift(shifts)
  const gateOpen = Math.abs(drift.location) <= band
  return {
    count,
    measured: true,
    raw: drift.location,
    scale: drift.scale,
    betweenRun: betweenRunScale(shifts, standardErrors, drift.location, drift.scale),
    band,
    gateOpen,
    shift: gateOpen ? drift.location : 0,
  }
}
